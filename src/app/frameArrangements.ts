/**
 * The page's frame in every arrangement at once: a build-time frame cannot know the screen, so it holds the
 * phone's, the middle (a tablet, a narrow window: phone controls off, facets behind a button) and the wide
 * arrangement, and the media queries the app's own layout reads choose one before the first paint. The app then
 * renders the same arrangement in place of it, so nothing moves.
 */
import { WIDE_LAYOUT_QUERY } from '../ui/layout';
import { PHONE_QUERY } from '../ui/useMediaQuery';

export const ARRANGEMENTS = ['phone', 'middle', 'wide'] as const;
export type Arrangement = (typeof ARRANGEMENTS)[number];

/** The layout each arrangement is rendered in (`useMediaQuery`'s answers for that screen). */
export const LAYOUT_OF: Readonly<Record<Arrangement, { wide: boolean; phone: boolean }>> = {
  phone: { wide: false, phone: true },
  middle: { wide: false, phone: false },
  wide: { wide: true, phone: false },
};

/** Attributes whose value names ids (one, or a space-separated list); `href` only as a fragment (`#results`). */
const ID_ATTRIBUTES =
  /(\s(?:id|for|name|aria-controls|aria-describedby|aria-labelledby|aria-owns|aria-activedescendant|href)=")([^"]*)"/g;

/**
 * The markup with every id (and every reference to one, and every radio group's name) suffixed by the
 * arrangement, so that three copies in one page stay apart: a label names its own input, a radio group's checked
 * value is not taken by another copy's.
 */
export function withArrangementIds(html: string, arrangement: Arrangement): string {
  return html.replace(ID_ATTRIBUTES, (whole, before: string, value: string) => {
    const name = before.trim().slice(0, -2);
    if (name === 'href') {
      return value.startsWith('#') && value.length > 1 ? `${before}${value}-${arrangement}"` : whole;
    }
    const ids = value.split(' ').map((id) => (id === '' ? id : `${id}-${arrangement}`));
    return `${before}${ids.join(' ')}"`;
  });
}

/**
 * The page's markup without its footer: the footer names the configured service, which a frame built once for
 * every deployment does not know. It stands below the first screen (the main part is a screen high), so the app's
 * adding it moves nothing.
 */
export function withoutFooter(html: string): string {
  return html.replace(/<footer\b[^>]*>[^]*?<\/footer>/g, '');
}

/** The stylesheet that shows one arrangement: the middle one, unless the phone's or the wide query matches. */
export const ARRANGEMENT_STYLE = [
  '[data-frame]{display:none}',
  '[data-frame=middle]{display:contents}',
  `@media ${PHONE_QUERY}{[data-frame=middle]{display:none}[data-frame=phone]{display:contents}}`,
  `@media ${WIDE_LAYOUT_QUERY}{[data-frame=middle]{display:none}[data-frame=wide]{display:contents}}`,
].join('');

/**
 * The frame's markup for `#root`: each arrangement's render without its footer, ids kept apart, one shown by the
 * screen's width.
 */
export function frameOfArrangements(rendered: Readonly<Record<Arrangement, string>>): string {
  const parts = ARRANGEMENTS.map(
    (arrangement) =>
      `<div data-frame="${arrangement}">${withArrangementIds(withoutFooter(rendered[arrangement]), arrangement)}</div>`,
  );
  return `<style>${ARRANGEMENT_STYLE}</style>${parts.join('')}`;
}
