import { useDeferredValue } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';

import { useReturnsToScrollPosition } from '../../bindings/useScrollRestoration';
import { useServerMarkup } from '../../ui/useServerMarkup';

/** More than a tall screen shows of a page of hits. */
export const FIRST_PAINT_HITS = 6;

/** What a list of hits renders now. */
export interface ShownHits<T> {
  /** The list's hits from its first on. */
  readonly fresh: readonly T[];
  /**
   * The previous answer's hits below them, kept only to hold the list's height (the page does not jump up under
   * a reader's eyes and back): the list conceals them, and a background render replaces them.
   */
  readonly concealed: readonly T[];
}

/**
 * Renders the hits a screen shows first and the rest in a background render right after: the hits on screen are
 * painted sooner, on a slow phone by tens of milliseconds, and the rest follow before anyone could scroll to them.
 * - The server renders the whole list: a page read without JavaScript (or by a crawler) has every hit of the page
 *   its pagination counts. Hydrating that markup renders it whole too (`useServerMarkup`), so nothing is added after
 *   hydration.
 * - A list that appears (the page's first search, a new query after none was found) renders its first hits at
 *   once (`useDeferredValue`'s initial value).
 * - A new answer to a list on screen (a facet, a tab, the next page) renders its first hits in place of the
 *   previous answer's first ones; the previous ones below stay, concealed, until the background render.
 * - Back and forward render the whole list at once: the scroll position they restore may lie further down.
 */
export function useShownHits<T>(hits: readonly T[]): ShownHits<T> {
  const returning = useReturnsToScrollPosition();
  const popped = useNavigationType() === NavigationType.Pop;
  const mounting = useDeferredValue(false, !useServerMarkup());
  const settled = useDeferredValue(hits);
  const first = hits.slice(0, FIRST_PAINT_HITS);
  if (mounting && !returning) return { fresh: first, concealed: [] };
  if (settled !== hits && !popped) return { fresh: first, concealed: settled.slice(first.length) };
  return { fresh: hits, concealed: [] };
}
