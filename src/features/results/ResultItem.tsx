import { memo } from 'react';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import { useI18n } from '../../i18n/useI18n';
import type { TagTone } from '../../ui/chips';
import { Isolated } from '../../ui/Isolated';
import { TextLink } from '../../ui/links';
import { isPlainClick, preloadPreviewPanel, PREVIEW_KEY_ATTRIBUTE } from '../preview';
import type { LinkTarget } from '../../search/embed/embedOptions';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { Highlighted } from './Highlighted';
import { HIT_CLASS, tagData } from './hitListStyles';
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

const ACCESS_COLOR: Readonly<Record<string, TagTone>> = {
  PUBLIC: 'success',
  RESTRICTED: 'warning',
  NON_PUBLIC: 'error',
};

/** A badge's identity in `selectedBadges`. */
export const badgeKey = (filter: BadgeFilter, value: string): string => `${filter}:${value}`;

/**
 * One hit: a heading linking to its preview, what it is and who publishes it, an excerpt and badges. Memoized: a
 * page of hits is rendered again on every change of the search view, and most changes leave a hit as it was. Plain
 * elements with class names: the list styles them (./hitListStyles.ts).
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
      <span key={`${filter}:${value}`} className={HIT_CLASS.tag} {...tagData('primary', true)}>
        <Isolated>{label}</Isolated>
      </span>
    ) : (
      <button
        key={`${filter}:${value}`}
        type="button"
        className={HIT_CLASS.tag}
        {...tagData('default', false)}
        aria-label={m.hit.addFilter(facet, label)}
        onClick={() => onAddFilter(filter, value)}
      >
        <Isolated>{label}</Isolated>
      </button>
    );

  return (
    <li className={HIT_CLASS.item}>
      <h3 className={HIT_CLASS.title}>
        {target.kind === 'page' ? (
          <TextLink
            href={target.href}
            target={target.target}
            rel={target.rel}
            lang={langOf(card.title?.lang)}
          >
            {title}
            {target.newTab ? <span style={visuallyHidden}> {m.preview.newTab}</span> : null}
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
        <p className={HIT_CLASS.meta}>
          {kind}
          {kind !== '' && card.publisher ? ' · ' : null}
          {card.publisher ? (
            <Isolated lang={langOf(card.publisher.lang)}>{card.publisher.text}</Isolated>
          ) : null}
        </p>
      ) : null}

      {card.description ? (
        <p className={HIT_CLASS.description} lang={langOf(card.description.lang)}>
          <Isolated>
            <Highlighted segments={card.description.segments} />
          </Isolated>
        </p>
      ) : (
        <p className={`${HIT_CLASS.description} ${HIT_CLASS.missing}`}>{m.hit.missingDescription}</p>
      )}

      <div className={HIT_CLASS.tags}>
        {card.accessRights ? (
          <span className={HIT_CLASS.tag} {...tagData(ACCESS_COLOR[card.accessRights] ?? 'default', false)}>
            {card.accessRights === 'PUBLIC' ? <LockOpenOutlinedIcon /> : <LockOutlinedIcon />}
            {`${m.hit.accessRights}: ${labels.accessRights(card.accessRights)}`}
          </span>
        ) : null}
        {card.openData ? (
          <span className={HIT_CLASS.tag} {...tagData('success', false)}>
            {m.hit.openData}
          </span>
        ) : null}
        {hit.authoritative ? (
          <span className={HIT_CLASS.tag} {...tagData('default', false)}>
            {m.hit.authoritative}
          </span>
        ) : null}
        {card.euThemes.map((code) =>
          badge('dataTheme', m.facets.names.dataTheme, code, labels.euTheme(code)),
        )}
        {hit.formats.map(({ key, label }) => badge('formats', m.facets.names.formats, key, label))}
      </div>

      {card.firstHarvested ? (
        <p className={HIT_CLASS.harvested}>
          {m.hit.firstHarvested}: <time dateTime={card.firstHarvested}>{f.date(card.firstHarvested)}</time>
        </p>
      ) : null}
    </li>
  );
});
