/**
 * Where the facet panel stands beside the results instead of in a drawer: MUI's `md` breakpoint (the MUI theme's
 * too), named here for the start-up script, `useWideLayout` and the page's CSS (`@media (min-width: 900px)`).
 */
export const WIDE_LAYOUT_MIN_WIDTH = 900;
export const WIDE_LAYOUT_QUERY = `(min-width:${WIDE_LAYOUT_MIN_WIDTH}px)`;
