import { useLayoutEffect, type RefObject } from 'react';

/**
 * Scrolls a horizontal strip (a positioned element) so its active item is in view (a phone shows only part of the type tabs). It moves
 * the strip only, never the page, and only as far as needed. `activeKey` names the active item: the strip is
 * looked at again when it changes.
 */
export function useActiveInView(strip: RefObject<HTMLElement | null>, activeKey: string): void {
  useLayoutEffect(() => {
    const container = strip.current;
    if (!container) return;
    const show = () => {
      const active = container.querySelector<HTMLElement>('[aria-current="page"]');
      if (!active) return;
      const left = scrollLeftToShow(
        container.scrollLeft,
        container.clientWidth,
        // The strip is positioned, so this is the item's place along the strip, whatever its scroll.
        active.offsetLeft,
        active.offsetWidth,
      );
      if (left !== container.scrollLeft && typeof container.scrollTo === 'function')
        container.scrollTo({ left });
    };
    if (typeof ResizeObserver === 'undefined') {
      show();
      return;
    }
    // An observer reports each element once when it starts observing it, after the frame's layout and before its
    // paint, and again whenever its size changes: the strip's (the phone's arrangement taking over from the first
    // render's, a rotated phone) and each item's (a count arriving widens its tab and moves the ones after it).
    // Reading the places then costs nothing; reading them here, in React's commit, forced a layout of the whole page
    // in the middle of it (at 4× CPU, the largest cost of typing while an answer arrived).
    const resized = new ResizeObserver(show);
    resized.observe(container);
    for (const item of container.children) resized.observe(item);
    return () => resized.disconnect();
  }, [strip, activeKey]);
}

/** Room left beside the item where the strip allows: a glimpse of its neighbour says the strip scrolls. */
const BESIDE = 24;

/** The strip's scroll offset that shows an item whole, moving as little as possible from `current`. */
export function scrollLeftToShow(
  current: number,
  width: number,
  itemLeft: number,
  itemWidth: number,
): number {
  const margin = Math.max(0, Math.min(BESIDE, (width - itemWidth) / 2));
  if (itemLeft - margin < current) return Math.max(0, itemLeft - margin);
  if (itemLeft + itemWidth + margin > current + width)
    return Math.max(0, itemLeft + itemWidth + margin - width);
  return current;
}
