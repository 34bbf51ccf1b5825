import { memo } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { tagClass } from '../../ui/chips';
import { LockOpenOutlinedIcon, LockOutlinedIcon } from '../../ui/icons';
import { Isolated } from '../../ui/Isolated';
import { TextLink } from '../../ui/links';
import { isPlainClick, preloadPreviewPanel, PREVIEW_KEY_ATTRIBUTE } from '../preview';
import type { LinkTarget } from '../../search/embed/embedOptions';
import { cx } from '../../ui/styles/cx';
import typography from '../../ui/styles/typography.module.css';
import { Highlighted } from './Highlighted';
import styles from './HitList.module.css';
import type { ResultHit } from './resultHit';
import { titleTarget } from './titleTarget';

/** Filters a hit's badges can add. */
export type BadgeFilter = 'dataTheme' | 'formats';

interface ResultItemProps {
  hit: ResultHit;
  /** The href of a hit's preview (a real link: a new tab opens the same preview). */
  previewHref: (key: string) => string;
  /** Opens the preview in place (a plain click). */
  onOpenPreview: (key: string) => void;
  /** Where the title leads (`linkTarget=`); the preview unless given. */
  linkTarget?: LinkTarget | null;
  /** The hit's badges that are selected filters (badgeKey of each, joined by newlines). */
  selectedBadges: string;
  /** Must keep its identity across renders, like the other functions, or the memo is lost. */
  onAddFilter: (filter: BadgeFilter, value: string) => void;
}

/** The classes of the tags, joined once rather than for every hit. */
const TAG = {
  plain: tagClass('default', false),
  selected: tagClass('primary', true),
  openData: tagClass('success', false),
};

const ACCESS_TAG: Readonly<Record<string, string>> = {
  PUBLIC: tagClass('success', false),
  RESTRICTED: tagClass('warning', false),
  NON_PUBLIC: tagClass('error', false),
};

/** A badge's identity in `selectedBadges`. */
export const badgeKey = (filter: BadgeFilter, value: string): string => `${filter}:${value}`;

/**
 * One hit: a heading linking to its preview, what it is and who publishes it, an excerpt and badges. Memoized: a
 * page of hits is rendered again on every change of the search view, and most changes leave a hit as it was. Plain
 * elements with static classes (./HitList.module.css).
 */
export const ResultItem = memo(function ResultItem({
  hit,
  previewHref,
  onOpenPreview,
  selectedBadges,
  onAddFilter,
  linkTarget = null,
}: ResultItemProps) {
  const { m, f, labels, locale } = useI18n();
  const { card } = hit;
  const target = titleTarget(linkTarget, card.href);
  // A text in another language than the page's carries its own `lang`, so it is read with the right voice.
  const langOf = (lang: string | null | undefined) => (lang && lang !== locale ? lang : undefined);

  const typeLabel = card.type ? labels.resourceType(card.type, 'singular') : null;
  const specialized = hit.specializedType ? labels.specializedType(hit.specializedType) : null;
  const kinds = [
    typeLabel,
    specialized?.toLocaleLowerCase() === typeLabel?.toLocaleLowerCase() ? null : specialized,
  ];
  const kind = kinds.filter((text) => text !== null).join(' · ');

  const title = card.title ? (
    <Isolated>
      <Highlighted segments={card.title.segments} />
    </Isolated>
  ) : (
    m.hit.missingTitle
  );
  const selected = new Set(selectedBadges.split('\n'));
  const badge = (filter: BadgeFilter, facet: string, value: string, label: string) =>
    selected.has(badgeKey(filter, value)) ? (
      <span key={`${filter}:${value}`} className={TAG.selected}>
        <Isolated>{label}</Isolated>
      </span>
    ) : (
      <button
        key={`${filter}:${value}`}
        type="button"
        className={TAG.plain}
        aria-label={m.hit.addFilter(facet, label)}
        onClick={() => onAddFilter(filter, value)}
      >
        <Isolated>{label}</Isolated>
      </button>
    );

  return (
    <li className={styles.item}>
      <h3 className={styles.title}>
        {target.kind === 'page' ? (
          <TextLink
            href={target.href}
            target={target.target}
            rel={target.rel}
            lang={langOf(card.title?.lang)}
          >
            {title}
            {target.newTab ? <span className={typography.visuallyHidden}> {m.newTab}</span> : null}
          </TextLink>
        ) : (
          <TextLink
            href={previewHref(hit.previewKey)}
            lang={langOf(card.title?.lang)}
            {...{ [PREVIEW_KEY_ATTRIBUTE]: hit.previewKey }}
            onPointerEnter={preloadPreviewPanel}
            onFocus={preloadPreviewPanel}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpenPreview(hit.previewKey);
            }}
          >
            {title}
          </TextLink>
        )}
      </h3>

      {kind !== '' || card.publisher ? (
        <p className={styles.meta}>
          {kind}
          {kind !== '' && card.publisher ? ' · ' : null}
          {card.publisher ? (
            <Isolated lang={langOf(card.publisher.lang)}>{card.publisher.text}</Isolated>
          ) : null}
        </p>
      ) : null}

      {card.description ? (
        <p className={styles.description} lang={langOf(card.description.lang)}>
          <Isolated>
            <Highlighted segments={card.description.segments} />
          </Isolated>
        </p>
      ) : (
        <p className={cx(styles.description, styles.missing)}>{m.hit.missingDescription}</p>
      )}

      <div className={styles.tags}>
        {card.accessRights ? (
          <span className={ACCESS_TAG[card.accessRights] ?? TAG.plain}>
            {card.accessRights === 'PUBLIC' ? <LockOpenOutlinedIcon /> : <LockOutlinedIcon />}
            {`${m.hit.accessRights}: ${labels.accessRights(card.accessRights)}`}
          </span>
        ) : null}
        {card.openData ? <span className={TAG.openData}>{m.hit.openData}</span> : null}
        {hit.authoritative ? <span className={TAG.plain}>{m.hit.authoritative}</span> : null}
        {card.euThemes.map((code) =>
          badge('dataTheme', m.facets.names.dataTheme, code, labels.euTheme(code)),
        )}
        {hit.formats.map(({ key, label }) => badge('formats', m.facets.names.formats, key, label))}
      </div>

      {card.firstHarvested ? (
        <p className={styles.harvested}>
          {m.hit.firstHarvested}: <time dateTime={card.firstHarvested}>{f.date(card.firstHarvested)}</time>
        </p>
      ) : null}
    </li>
  );
});
