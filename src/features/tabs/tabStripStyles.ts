import { styled } from '@mui/material/styles';

/**
 * The class names of the tabs' parts, styled by one rule on the strip: every tab is rendered again with each click
 * and each answer (its link carries the pending search, its count the new total), and styled one by one each
 * would serialise and hash its styles every time.
 */
export const TAB_CLASS = {
  item: 'tab',
  link: 'tab-link',
  count: 'tab-count',
} as const;

export const TabStrip = styled('ul')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Room after the last tab, so scrolled to the end it shows whole (tab widths are not whole pixels).
  paddingRight: theme.spacing(1),
  scrollbarWidth: 'thin',
  [`& .${TAB_CLASS.item}`]: { flex: 'none' },
  [`& .${TAB_CLASS.link}`]: {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: theme.spacing(0, 1.5),
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    color: theme.palette.primary.main,
    fontWeight: 500,
    borderBottom: '3px solid transparent',
    '&:hover': { borderColor: theme.palette.divider },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&[aria-current="page"]': {
      color: theme.palette.text.primary,
      fontWeight: 700,
      borderColor: theme.palette.primary.main,
    },
  },
  // A count of up to six characters ("20 000") keeps its room on the active tab, so the tabs after it do not move
  // when the number arrives.
  [`& .${TAB_CLASS.count}`]: {
    marginLeft: theme.spacing(1),
    padding: theme.spacing(0, 0.75),
    minWidth: 24,
    boxSizing: 'border-box',
    fontVariantNumeric: 'tabular-nums',
    borderRadius: 8,
    backgroundColor: theme.palette.action.selected,
    color: theme.palette.text.primary,
    fontSize: '0.8125rem',
    textAlign: 'center',
    '&[data-reserve]': { minWidth: 'calc(6ch + 12px)' },
  },
}));
