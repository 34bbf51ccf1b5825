/**
 * The preview panel: a modal side panel on a wide screen, the whole screen on a phone. Loaded on demand with the
 * Markdown renderer (React.lazy), so the first page carries neither. Escape and the close button close it; focus
 * starts on its heading. A native modal `<dialog>`: the page behind is inert (focus and screen readers stay inside),
 * and it needs no UI library.
 */
import { useId, useLayoutEffect, useMemo, useRef, type ReactNode, type SyntheticEvent } from 'react';

import { useServices } from '../../bindings/services';
import { useI18nOnDemand } from '../../i18n/onDemandMessages';
import { AppButton, AppIconButton } from '../../ui/buttons';
import { Tag } from '../../ui/chips';
import { useBackdropClick } from '../../ui/useBackdropClick';
import { CloseIcon, OpenInNewIcon } from '../../ui/icons';
import { Isolated } from '../../ui/Isolated';
import { AppRouterLink, TextLink } from '../../ui/links';
import { cx } from '../../ui/styles/cx';
import typography from '../../ui/styles/typography.module.css';
import sheet from '../../ui/sheet.module.css';
import styles from './PreviewPanel.module.css';
import { PreviewMarkdown } from './PreviewMarkdown';
import type { PreviewContent } from './previewContent';
import { isPlainClick } from './titleLink';
import { usePanelPlacement } from '../embed';
import { useRelatedResources } from './useRelatedResources';
import { toPreviewModel, type CatalogueText, type PreviewModel } from './previewModel';

export interface PreviewPanelProps {
  readonly content: PreviewContent;
  readonly onClose: () => void;
  /** The href of a search for resources related to a URI (the `relations` filter). */
  readonly relationHref: (uri: string) => string;
  /** The href of another resource's preview, and opening it in place. */
  readonly previewHref: (key: string) => string;
  readonly onOpenPreview: (key: string) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

/** A list of catalogue texts, each in its own isolate, comma-separated. */
function Texts({ texts, locale }: { texts: readonly CatalogueText[]; locale: string }) {
  return texts.map((text, index) => (
    <span key={`${index}:${text.text}`}>
      {index > 0 ? ', ' : null}
      <Isolated lang={text.lang && text.lang !== locale ? text.lang : undefined}>{text.text}</Isolated>
    </span>
  ));
}

function Details({ model }: { model: PreviewModel }) {
  const { m, f, labels, locale } = useI18nOnDemand();
  const typeLabel = model.type ? labels.resourceType(model.type, 'singular') : null;
  const specialized = model.specializedType ? labels.specializedType(model.specializedType) : null;
  const type = [typeLabel, specialized === typeLabel ? null : specialized]
    .filter((t) => t !== null)
    .join(' · ');
  const provenance = model.provenance;
  return (
    <dl className={styles.details}>
      {model.publisher ? (
        <Row label={m.hit.publisher}>
          <Isolated lang={model.publisher.lang ?? undefined}>{model.publisher.text}</Isolated>
        </Row>
      ) : null}
      {type !== '' ? <Row label={m.hit.type}>{type}</Row> : null}
      {model.euThemes.length > 0 ? (
        <Row label={m.hit.themes}>{model.euThemes.map((code) => labels.euTheme(code)).join(', ')}</Row>
      ) : null}
      {model.losThemes.length > 0 ? (
        <Row label={m.preview.losThemes}>
          <Texts texts={model.losThemes} locale={locale} />
        </Row>
      ) : null}
      {model.formats.length > 0 ? (
        <Row label={m.hit.formats}>
          <Texts texts={model.formats.map((text) => ({ text, lang: null }))} locale={locale} />
        </Row>
      ) : null}
      {model.accessRights ? (
        <Row label={m.hit.accessRights}>{labels.accessRights(model.accessRights)}</Row>
      ) : null}
      <Row label={m.facets.names.openData}>{model.openData ? m.preview.yes : m.preview.no}</Row>
      {model.spatial.length > 0 ? (
        <Row label={m.preview.spatial}>
          <Texts texts={model.spatial} locale={locale} />
        </Row>
      ) : null}
      {provenance ? (
        <Row label={m.preview.provenance}>
          {provenance.code ? (
            labels.provenance(provenance.code)
          ) : provenance.label ? (
            <Texts texts={[provenance.label]} locale={locale} />
          ) : null}
        </Row>
      ) : null}
      {model.firstHarvested ? (
        <Row label={m.hit.firstHarvested}>
          <time dateTime={model.firstHarvested}>{f.date(model.firstHarvested)}</time>
        </Row>
      ) : null}
      {model.modified ? (
        <Row label={m.hit.modified}>
          <time dateTime={model.modified}>{f.date(model.modified)}</time>
        </Row>
      ) : null}
      {model.keywords.length > 0 ? (
        <Row label={m.hit.keywords}>
          <Texts texts={model.keywords} locale={locale} />
        </Row>
      ) : null}
      {model.uri ? (
        <Row label={m.preview.uri}>
          <span className={styles.uri}>
            {model.uriIsLink ? (
              <TextLink href={model.uri} target="_blank" rel="noopener noreferrer">
                <Isolated>{model.uri}</Isolated>
                <span className={typography.visuallyHidden}> {m.newTab}</span>
              </TextLink>
            ) : (
              <Isolated>{model.uri}</Isolated>
            )}
          </span>
        </Row>
      ) : null}
    </dl>
  );
}

function Relations({
  model,
  ...links
}: { model: PreviewModel } & Omit<PreviewPanelProps, 'content' | 'onClose'>) {
  const { m, labels, locale } = useI18nOnDemand();
  // The model is memoized by its hit (PreviewPanel): one list per hit, so the lookup's key stays put.
  const uris = useMemo(() => model.relations.map((relation) => relation.uri), [model.relations]);
  const related = useRelatedResources(uris);
  if (model.relations.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionHeading}>{m.preview.relations}</h3>
      <ul className={styles.relations}>
        {model.relations.map((relation) => {
          const found = related.found.get(relation.uri);
          const name = found?.title?.text ?? relation.uri;
          return (
            <li key={`${relation.type ?? ''} ${relation.uri}`} className={styles.relation}>
              {relation.type ? (
                <p className={styles.relationType}>
                  {m.preview.relationTypes[relation.type] ?? <Isolated>{relation.type}</Isolated>}
                </p>
              ) : null}
              {found ? (
                // In the catalogue: its title opens its preview here (a real link to it, for a new tab).
                <p className={styles.relationTitle}>
                  <TextLink
                    href={links.previewHref(relation.uri)}
                    aria-label={m.preview.openRelated(name)}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      links.onOpenPreview(relation.uri);
                    }}
                  >
                    <Isolated
                      lang={found.title && found.title.lang !== locale ? found.title.lang : undefined}
                    >
                      {found.title?.text ?? m.hit.missingTitle}
                    </Isolated>
                  </TextLink>
                  {found.type ? (
                    <span className={styles.relationKind}>
                      {' '}
                      · {labels.resourceType(found.type, 'singular')}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className={styles.relationTitle}>
                  <span className={styles.uri}>
                    <TextLink href={relation.uri} target="_blank" rel="noopener noreferrer">
                      <Isolated>{relation.uri}</Isolated>
                      <span className={typography.visuallyHidden}> {m.newTab}</span>
                    </TextLink>
                  </span>
                  {related.pending ? null : (
                    <span className={styles.relationKind}> · {m.preview.notInCatalogue}</span>
                  )}
                </p>
              )}
              {found ? null : (
                // Off the page: its preview fetches it by URI when opened (one request then, none before).
                <p className={styles.relationTitle}>
                  <TextLink
                    href={links.previewHref(relation.uri)}
                    aria-label={m.preview.openRelated(relation.uri)}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      links.onOpenPreview(relation.uri);
                    }}
                  >
                    {m.preview.previewByUri}
                  </TextLink>
                </p>
              )}
              <div className={styles.relationLinks}>
                <AppRouterLink
                  to={links.relationHref(relation.uri)}
                  aria-label={m.preview.relatedSearch(name)}
                >
                  {m.facets.names.relations}
                </AppRouterLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Body({ model, ...links }: { model: PreviewModel } & Omit<PreviewPanelProps, 'content' | 'onClose'>) {
  const { m, labels } = useI18nOnDemand();
  return (
    <>
      <div className={styles.tags}>
        {model.accessRights ? (
          <Tag tone="default" filled={false}>
            {`${m.hit.accessRights}: ${labels.accessRights(model.accessRights)}`}
          </Tag>
        ) : null}
        {model.openData ? (
          <Tag tone="success" filled={false}>
            {m.hit.openData}
          </Tag>
        ) : null}
      </div>
      {model.landingPage ? (
        <div className={styles.landingPageRow}>
          <TextLink
            href={model.landingPage.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.landingPage}
          >
            {m.preview.landingPage(model.landingPage.portal)}
            <OpenInNewIcon fontSize="small" />
            <span className={typography.visuallyHidden}> {m.newTab}</span>
          </TextLink>
        </div>
      ) : null}
      <section>
        <h3 className={styles.sectionHeading}>{m.preview.description}</h3>
        {model.description ? (
          <PreviewMarkdown
            markdown={model.description.text}
            lang={model.description.lang}
            newTab={m.newTab}
          />
        ) : (
          <p className={styles.missingDescription}>{m.hit.missingDescription}</p>
        )}
      </section>
      <section className={styles.section}>
        <h3 className={cx(styles.sectionHeading, styles.detailsHeading)}>{m.preview.details}</h3>
        <Details model={model} />
      </section>
      <Relations model={model} {...links} />
    </>
  );
}

export default function PreviewPanel({ content, onClose, ...links }: PreviewPanelProps) {
  const { m, locale } = useI18nOnDemand();
  const { config, environment } = useServices();
  const headingId = `preview-heading-${useId()}`;
  const heading = useRef<HTMLHeadingElement | null>(null);

  const hit = content.kind === 'hit' ? content.hit : null;
  const portalUrl = environment.portalUrl ?? null;
  const model = useMemo(
    () => (hit ? toPreviewModel(hit, { locale, resourcePageUrl: config.resourcePageUrl, portalUrl }) : null),
    [hit, locale, config.resourcePageUrl, portalUrl],
  );
  const title = model
    ? (model.title?.text ?? m.hit.missingTitle)
    : content.kind === 'loading'
      ? m.preview.loading
      : content.kind === 'not-found'
        ? m.preview.notFound
        : content.kind === 'not-on-page'
          ? m.preview.notOnPage
          : m.preview.failed;
  const titleLang = model?.title && model.title.lang !== locale ? model.title.lang : undefined;

  // Open while mounted: the parent closes the panel by unmounting it (the URL loses its `preview=`), and focus then
  // goes back to the title it was opened from (ResourcePreview).
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  // Focus goes to the heading when the panel opens and whenever the shown resource changes (another relation's
  // preview, loaded).
  const shown = model?.id ?? content.kind;
  useLayoutEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [shown]);

  // Esc asks the parent to close the panel, as the close button and a click beside it do; the dialog stays open until
  // it is unmounted. A browser lets a page stop an Esc only after a user activation: one it does not let us stop
  // closes the dialog itself, and its `close` event tells the parent.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.cancelable) return;
    event.preventDefault();
    onClose();
  };
  const backdrop = useBackdropClick(onClose);
  // In a frame sized to its content, the panel covers the band of the frame the visitor sees, not the frame's top
  // (which may be thousands of pixels above the host's viewport).
  const placement = usePanelPlacement();

  return (
    // A click beside the dialog is a pointer's extra: the keyboard has Esc and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={cx(sheet.sheet, styles.panel, placement !== null && styles.placed)}
      style={
        placement === null
          ? undefined
          : { top: `${placement.top}px`, bottom: 'auto', height: `${placement.height}px` }
      }
      aria-labelledby={headingId}
      onCancel={cancel}
      onClose={() => onClose()}
      onMouseDown={backdrop.onMouseDown}
      onClick={backdrop.onClick}
    >
      <div className={styles.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1} lang={titleLang} className={styles.heading}>
          {model ? <Isolated>{title}</Isolated> : title}
        </h2>
        <AppIconButton aria-label={m.preview.close} onClick={onClose}>
          <CloseIcon />
        </AppIconButton>
      </div>
      <div className={styles.body}>
        {model ? <Body model={model} {...links} /> : null}
        {content.kind === 'failed' ? (
          <AppButton variant="outlined" onClick={content.retry}>
            {m.preview.retry}
          </AppButton>
        ) : null}
      </div>
    </dialog>
  );
}
