import type { Theme } from '@mui/material/styles';

/**
 * The class names of a facet value's parts. A facet panel holds dozens of values, all rendered again with each
 * answer; styled one by one, each would serialise and hash its styles on every render. The facet list
 * styles them all with one rule (facetValueRules, in facetListRules), once per render of the list.
 */
export const VALUE_CLASS = {
  /** The whole row is the label, so a click anywhere on it (at least 32 px high) selects the value. */
  row: 'facet-value',
  input: 'facet-value-input',
  text: 'facet-value-text',
  /** "(xlsx)" after "Excel", in smaller text. */
  detail: 'facet-value-detail',
} as const;

export const facetValueRules = (theme: Theme) => ({
  [`& .${VALUE_CLASS.row}`]: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(0.75),
    minWidth: 0,
    minHeight: 32,
    cursor: 'pointer',
    ...theme.typography.body2,
  },
  // The browser's own checkbox or radio, in the theme's colour; the global focus ring shows on it.
  [`& .${VALUE_CLASS.input}`]: {
    flex: 'none',
    width: 18,
    height: 18,
    margin: '7px 0 7px 4px',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
  [`& .${VALUE_CLASS.text}`]: { paddingTop: 6, overflowWrap: 'anywhere' },
  [`& .${VALUE_CLASS.detail}`]: {
    fontSize: theme.typography.pxToRem(12),
    color: theme.palette.text.secondary,
  },
});
