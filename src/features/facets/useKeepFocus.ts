import { useLayoutEffect } from 'react';

/**
 * Keeps keyboard focus on the same control when a re-render moves or replaces it. React keeps a keyed element
 * but may move it in the DOM (a value moving up or down its facet), and moving a focused element drops its
 * focus to the page. Controls opt in by an id starting with `idPrefix`; the id is read before the commit and
 * the element with that id is focused again after it, only when focus was lost (not when the reader moved on).
 */
export function useKeepFocus(idPrefix: string): void {
  // Nothing has focus in a server's render.
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const focusedId = active !== null && active.id.startsWith(idPrefix) ? active.id : null;
  useLayoutEffect(() => {
    if (focusedId === null) return;
    const now = document.activeElement;
    if (now !== null && now !== document.body) return;
    document.getElementById(focusedId)?.focus({ preventScroll: true });
  });
}
