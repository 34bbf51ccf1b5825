import type { Theme } from '@mui/material/styles';

import { facetTreeRules } from './facetTreeStyles';
import { facetValueRules } from './facetValueStyles';

/**
 * The class names of a facet's parts. The facet list renders again with each answer: ten groups, their legends,
 * lists, hints and buttons. As MUI boxes, typography and icons, each serialised and hashed its styles on every
 * render; the list's root styles them all with one rule (facetListRules), once per render of the list.
 */
export const FACET_CLASS = {
  /** The facet's fieldset; `data-open` while its values show. */
  group: 'facet-group',
  legend: 'facet-legend',
  /** The legend's line: plain text while a value is chosen, else the disclosure button. */
  legendLine: 'facet-legend-line',
  legendButton: 'facet-legend-button',
  legendText: 'facet-legend-text',
  /** Every chevron (Chevron.tsx); the legend's and the tree's turn it their own way. */
  chevron: 'facet-chevron',
  legendChevron: 'facet-legend-chevron',
  hint: 'facet-hint',
  /** A list of values: no bullets, no indent. */
  list: 'facet-list',
  /** A titled part of a facet (media types, file types). */
  section: 'facet-section',
  sectionHeading: 'facet-section-heading',
  /** Show more / show fewer. */
  more: 'facet-more',
  /** The filter box's "no values match" line. */
  status: 'facet-status',
} as const;

export const facetListRules = (theme: Theme) => ({
  [`& .${FACET_CLASS.group}`]: {
    border: 0,
    borderTop: `1px solid ${theme.palette.divider}`,
    margin: theme.spacing(0, 0, 0.5),
    padding: theme.spacing(0.5, 0, 0),
    minWidth: 0,
    '&[data-open]': { marginBottom: theme.spacing(2) },
  },
  [`& .${FACET_CLASS.legend}`]: {
    ...theme.typography.subtitle1,
    margin: 0,
    padding: 0,
    width: '100%',
  },
  [`& .${FACET_CLASS.legendLine}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    width: '100%',
    minHeight: 36,
    padding: theme.spacing(0.5, 0),
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontWeight: 600,
    textAlign: 'start',
  },
  [`& .${FACET_CLASS.legendButton}`]: {
    cursor: 'pointer',
    '&:hover': { color: theme.palette.primary.main },
  },
  [`& .${FACET_CLASS.legendText}`]: { flex: 1 },
  [`& .${FACET_CLASS.chevron}`]: {
    width: theme.typography.pxToRem(20),
    height: theme.typography.pxToRem(20),
    flex: 'none',
    fill: 'currentColor',
  },
  // Down while the group is closed, up while it is open.
  [`& .${FACET_CLASS.legendChevron}`]: {
    transform: 'rotate(90deg)',
    transition: 'transform 120ms',
  },
  [`& [aria-expanded="true"] > .${FACET_CLASS.legendChevron}`]: { transform: 'rotate(-90deg)' },
  [`& .${FACET_CLASS.hint}`]: {
    ...theme.typography.body2,
    margin: theme.spacing(0, 0, 0.5),
    color: theme.palette.text.secondary,
  },
  [`& .${FACET_CLASS.list}`]: { listStyle: 'none', margin: 0, padding: 0, minWidth: 0 },
  [`& .${FACET_CLASS.section}`]: { marginTop: theme.spacing(1) },
  [`& .${FACET_CLASS.sectionHeading}`]: {
    ...theme.typography.subtitle2,
    margin: 0,
    color: theme.palette.text.secondary,
  },
  [`& .${FACET_CLASS.more}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    marginTop: theme.spacing(0.5),
  },
  [`& .${FACET_CLASS.status}`]: {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
  },
  ...facetValueRules(theme),
  ...facetTreeRules(theme),
});
