/**
 * The page links pagination shows: the first and last page, a window around the current page, and a gap
 * marker where pages are left out. A gap never hides a single page (that page is shown instead).
 */
export type PageItem =
  { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly after: number };

/** `current` may lie past `last` (a URL beyond the results); the window then closes on `last`. */
export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  const end = Math.max(1, Math.floor(last));
  const middle = Math.min(Math.max(1, Math.floor(current)), end);
  const pages = new Set<number>([1, end]);
  for (let page = middle - siblings; page <= middle + siblings; page++) {
    if (page >= 1 && page <= end) pages.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
