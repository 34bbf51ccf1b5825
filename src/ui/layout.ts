/**
 * Where the facet panel stands beside the results instead of in a drawer: MUI's `md` breakpoint, named here too so
 * the start-up script can ask the browser without loading the theme (and MUI with it).
 */
export const WIDE_LAYOUT_MIN_WIDTH = 900;
export const WIDE_LAYOUT_QUERY = `(min-width:${WIDE_LAYOUT_MIN_WIDTH}px)`;
