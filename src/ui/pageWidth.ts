/**
 * The page's column: as MUI's `<Container maxWidth="lg">` lays it out (centred, at most the `lg` breakpoint,
 * 16 px gutters, 24 px from `sm`), as plain `sx` on a Box.
 */
export const pageWidth = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 'lg',
  mx: 'auto',
  px: { xs: 2, sm: 3 },
} as const;
