import { useDeferredValue } from 'react';

import { useReturnsToScrollPosition } from '../../bindings/useScrollRestoration';

/** More than a tall screen shows of a page of hits. */
export const FIRST_PAINT_HITS = 6;

/**
 * How many of a list's `total` hits to render now. A list that appears for a new search (a shared link, the page's
 * first search, a new query after none was found) renders its first hits at once and the rest in a background render
 * right after (`useDeferredValue`'s initial value): the hits on screen are painted sooner, on a slow phone by tens of
 * milliseconds, and the rest follow before anyone could scroll to them. Back and forward to a scrolled page render
 * the whole list at once: the position they restore may lie further down.
 */
export function useFirstPaintCount(total: number): number {
  const returning = useReturnsToScrollPosition();
  return useDeferredValue(total, returning ? total : Math.min(total, FIRST_PAINT_HITS));
}
