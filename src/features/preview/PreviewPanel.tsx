/**
 * The preview panel: a modal side panel on a wide screen, the whole screen on a phone. Loaded on demand with the
 * Markdown renderer (React.lazy), so the first page carries neither. Escape and the close button close it; focus
 * starts on its heading.
 */
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';

import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { AppButton, AppIconButton } from '../../ui/buttons';
import { Tag } from '../../ui/chips';
import { Isolated } from '../../ui/Isolated';
import { AppRouterLink, TextLink } from '../../ui/links';
import { visuallyHidden } from '../../ui/visuallyHidden';
import styles from './PreviewPanel.module.css';
import { PreviewMarkdown } from './PreviewMarkdown';
import type { PreviewContent } from './previewContent';
import { isPlainClick } from './titleLink';
import { isProductionService, toPreviewModel, type CatalogueText, type PreviewModel } from './previewModel';

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
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
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
  const { m, f, labels, locale } = useI18n();
  const typeLabel = model.type ? labels.resourceType(model.type, 'singular') : null;
  const specialized = model.specializedType ? labels.specializedType(model.specializedType) : null;
  const type = [typeLabel, specialized === typeLabel ? null : specialized]
    .filter((t) => t !== null)
    .join(' · ');
  const provenance = model.provenance;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
        gap: 1,
        m: 0,
      }}
    >
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
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>
            <Isolated>{model.uri}</Isolated>
          </Box>
        </Row>
      ) : null}
    </Box>
  );
}

function Relations({
  model,
  ...links
}: { model: PreviewModel } & Omit<PreviewPanelProps, 'content' | 'onClose'>) {
  const { m } = useI18n();
  if (model.relations.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {m.preview.relations}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {model.relations.map((relation) => (
          <Box
            component="li"
            key={`${relation.type ?? ''} ${relation.uri}`}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
          >
            {relation.type ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {m.preview.relationTypes[relation.type] ?? <Isolated>{relation.type}</Isolated>}
              </Typography>
            ) : null}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>
              <Isolated>{relation.uri}</Isolated>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
              <AppRouterLink
                to={links.relationHref(relation.uri)}
                aria-label={m.preview.relatedSearch(relation.uri)}
              >
                {m.facets.names.relations}
              </AppRouterLink>
              <TextLink
                href={links.previewHref(relation.uri)}
                aria-label={m.preview.openRelated(relation.uri)}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  links.onOpenPreview(relation.uri);
                }}
              >
                {m.preview.show}
              </TextLink>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Body({ model, ...links }: { model: PreviewModel } & Omit<PreviewPanelProps, 'content' | 'onClose'>) {
  const { m, labels } = useI18n();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
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
      </Box>
      {model.landingPage ? (
        <Box sx={{ mb: 2 }}>
          <TextLink
            href={model.landingPage}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.landingPage}
          >
            {m.preview.landingPage}
            <OpenInNewIcon fontSize="small" aria-hidden />
            <span style={visuallyHidden}> {m.preview.newTab}</span>
          </TextLink>
        </Box>
      ) : null}
      <Box component="section">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {m.preview.description}
        </Typography>
        {model.description ? (
          <PreviewMarkdown
            markdown={model.description.text}
            lang={model.description.lang}
            newTab={m.preview.newTab}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic', my: 1 }}>
            {m.hit.missingDescription}
          </Typography>
        )}
      </Box>
      <Box component="section" sx={{ mt: 3 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {m.preview.details}
        </Typography>
        <Details model={model} />
      </Box>
      <Relations model={model} {...links} />
    </>
  );
}

export default function PreviewPanel({ content, onClose, ...links }: PreviewPanelProps) {
  const { m, locale } = useI18n();
  const { config, environment } = useServices();
  const headingId = `preview-heading-${useId()}`;
  const heading = useRef<HTMLHeadingElement | null>(null);

  const model =
    content.kind === 'hit'
      ? toPreviewModel(content.hit, {
          locale,
          resourcePageUrl: config.resourcePageUrl,
          // A proxy answers from its upstream: production's pages exist when that is production.
          production: isProductionService(environment.upstreamUrl ?? environment.searchApiBaseUrl),
        })
      : null;
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

  // Focus goes to the heading when the panel mounts (the portal mounts it after this component's first effect:
  // hence a ref callback) and whenever the shown resource changes (another relation's preview, loaded).
  const focusOnMount = useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node;
    node?.focus();
  }, []);
  const shown = model?.id ?? content.kind;
  useEffect(() => {
    heading.current?.focus();
  }, [shown]);

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      disableRestoreFocus
      disableAutoFocus
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: {
            width: { xs: '100%', sm: 560, md: 640 },
            maxWidth: '100%',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={headingId}
          ref={focusOnMount}
          tabIndex={-1}
          component="h2"
          variant="h6"
          lang={titleLang}
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.35, pt: 0.5, outlineOffset: 2 }}
        >
          {model ? <Isolated>{title}</Isolated> : title}
        </Typography>
        <AppIconButton aria-label={m.preview.close} onClick={onClose}>
          <CloseIcon />
        </AppIconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: { xs: 2, sm: 3 }, py: 2, minWidth: 0 }}>
        {model ? <Body model={model} {...links} /> : null}
        {content.kind === 'failed' ? (
          <AppButton variant="outlined" onClick={content.retry}>
            {m.preview.retry}
          </AppButton>
        ) : null}
      </Box>
    </Drawer>
  );
}
