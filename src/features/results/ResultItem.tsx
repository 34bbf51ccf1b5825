import { memo } from 'react';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useI18n } from '../../i18n/useI18n';
import { Tag, TagButton, type TagTone } from '../../ui/chips';
import { Isolated } from '../../ui/Isolated';
import { TextLink } from '../../ui/links';
import { isPlainClick, preloadPreviewPanel, PREVIEW_KEY_ATTRIBUTE } from '../preview';
import type { LinkTarget } from '../../search/embed/embedOptions';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { Highlighted } from './Highlighted';
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

/**
 * At most three lines of title (a 10 000-character title would be a page of its own); the link keeps the whole
 * title as its text, so its accessible name is complete. The padding keeps the focus ring inside the clip.
 */
const TITLE_SX = {
  fontSize: '1.125rem',
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  p: '5px',
  m: '-5px',
} as const;

/** A badge's identity in `selectedBadges`. */
export const badgeKey = (filter: BadgeFilter, value: string): string => `${filter}:${value}`;

/**
 * One hit: a heading linking to its preview, what it is and who publishes it, an excerpt and badges. Memoized: a
 * page of hits is rendered again on every change of the search view, and most changes leave a hit as it was.
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
      <Tag key={`${filter}:${value}`} tone="primary" filled>
        <Isolated>{label}</Isolated>
      </Tag>
    ) : (
      <TagButton
        key={`${filter}:${value}`}
        type="button"
        tone="default"
        filled={false}
        aria-label={m.hit.addFilter(facet, label)}
        onClick={() => onAddFilter(filter, value)}
      >
        <Isolated>{label}</Isolated>
      </TagButton>
    );

  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
      <Typography component="h3" variant="h6" sx={TITLE_SX}>
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
      </Typography>

      {kind !== '' || card.publisher ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {kind}
          {kind !== '' && card.publisher ? ' · ' : null}
          {card.publisher ? (
            <Isolated lang={langOf(card.publisher.lang)}>{card.publisher.text}</Isolated>
          ) : null}
        </Typography>
      ) : null}

      {card.description ? (
        <Typography variant="body2" sx={{ mt: 1 }} lang={langOf(card.description.lang)}>
          <Isolated>
            <Highlighted segments={card.description.segments} />
          </Isolated>
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, fontStyle: 'italic' }}>
          {m.hit.missingDescription}
        </Typography>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {card.accessRights ? (
          <Tag tone={ACCESS_COLOR[card.accessRights] ?? 'default'} filled={false}>
            {card.accessRights === 'PUBLIC' ? <LockOpenOutlinedIcon /> : <LockOutlinedIcon />}
            {`${m.hit.accessRights}: ${labels.accessRights(card.accessRights)}`}
          </Tag>
        ) : null}
        {card.openData ? (
          <Tag tone="success" filled={false}>
            {m.hit.openData}
          </Tag>
        ) : null}
        {hit.authoritative ? (
          <Tag tone="default" filled={false}>
            {m.hit.authoritative}
          </Tag>
        ) : null}
        {card.euThemes.map((code) =>
          badge('dataTheme', m.facets.names.dataTheme, code, labels.euTheme(code)),
        )}
        {hit.formats.map(({ key, label }) => badge('formats', m.facets.names.formats, key, label))}
      </Box>

      {card.firstHarvested ? (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {m.hit.firstHarvested}: <time dateTime={card.firstHarvested}>{f.date(card.firstHarvested)}</time>
        </Typography>
      ) : null}
    </Box>
  );
});
