import { lighten, styled, type Theme } from '@mui/material/styles';

import { TAG_TONES, tagAction, tagBase, tagTone } from '../../ui/chips';

/**
 * The class names of a hit's parts. A page of hits is a few hundred elements that all change with each answer;
 * styled one by one (MUI's Typography and `sx`), each would serialise and hash its styles on every render, about a
 * fifth of an answer's main-thread time. One rule on the list styles them all, once per render of the list.
 */
export const HIT_CLASS = {
  item: 'hit',
  title: 'hit-title',
  meta: 'hit-meta',
  description: 'hit-description',
  missing: 'hit-missing',
  tags: 'hit-tags',
  tag: 'hit-tag',
  harvested: 'hit-harvested',
} as const;

/** A tag's tone and fill, as data attributes the list's rule reads. */
export const tagData = (tone: (typeof TAG_TONES)[number], filled: boolean) => ({
  'data-tone': tone,
  ...(filled && { 'data-filled': '' }),
});

const tagRules = (theme: Theme) => {
  const rules: Record<string, object> = {};
  for (const tone of TAG_TONES) {
    rules[`& .${HIT_CLASS.tag}[data-tone="${tone}"]`] = tagTone(theme, { tone, filled: false });
    rules[`& .${HIT_CLASS.tag}[data-tone="${tone}"][data-filled]`] = tagTone(theme, { tone, filled: true });
  }
  return rules;
};

const hitListStyles = (theme: Theme) => {
  const { typography, palette } = theme;
  const secondary = { color: palette.text.secondary };
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    transition: 'background-color 120ms linear',
    // Stale results are dimmed by a grey wash and desaturation, never by opacity: their text must keep its contrast
    // (WCAG 1.4.3) while the next results load or a rate limit holds them back.
    '&[data-stale]': { backgroundColor: palette.grey[100], filter: 'grayscale(0.8)' },
    [`& .${HIT_CLASS.item}`]: {
      padding: theme.spacing(2, 0),
      borderBottom: `1px solid ${palette.divider}`,
      overflowWrap: 'anywhere',
    },
    // At most three lines of title (a 10 000-character title would be a page of its own); the link keeps the whole
    // title as its text, so its accessible name is complete. The padding keeps the focus ring inside the clip.
    [`& .${HIT_CLASS.title}`]: {
      ...typography.h6,
      fontSize: '1.125rem',
      lineHeight: 1.35,
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 3,
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      padding: 5,
      margin: -5,
    },
    [`& .${HIT_CLASS.meta}`]: { ...typography.body2, ...secondary, margin: theme.spacing(0.5, 0, 0) },
    [`& .${HIT_CLASS.description}`]: { ...typography.body2, margin: theme.spacing(1, 0, 0) },
    [`& .${HIT_CLASS.missing}`]: { ...secondary, fontStyle: 'italic' },
    [`& .${HIT_CLASS.tags}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      marginTop: theme.spacing(1.5),
    },
    [`& .${HIT_CLASS.tag}`]: tagBase(theme),
    [`& button.${HIT_CLASS.tag}`]: tagAction(theme),
    ...tagRules(theme),
    [`& .${HIT_CLASS.harvested}`]: { ...typography.caption, ...secondary, margin: theme.spacing(1, 0, 0) },
    // A match: the theme's primary colour as a light tint plus weight, instead of the browser's bright yellow. The
    // text keeps its own colour (link or body), which stays above 4.5:1 on the tint.
    '& mark': {
      backgroundColor: lighten(palette.primary.main, 0.86),
      color: 'inherit',
      fontWeight: 700,
      borderRadius: 2,
      padding: '0 1px',
    },
  };
};

/** The list of hits, with the styles of everything in it. */
export const HitListRoot = styled('ul')(({ theme }) => hitListStyles(theme));
