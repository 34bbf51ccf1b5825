/** Facet value lists: no bullets, no indent; long labels wrap instead of widening the page. */
export const listSx = { listStyle: 'none', m: 0, p: 0, minWidth: 0 } as const;
