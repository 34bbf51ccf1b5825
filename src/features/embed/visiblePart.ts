/**
 * Which part of a framed page the visitor sees, and where a panel goes so that it opens there. A frame sized to its
 * content has no scrollbar of its own: the host page scrolls it, so most of it may be above or below the host's
 * viewport. An `IntersectionObserver` in the frame (implicit root: the top-level viewport) reports that part
 * without a word from the host. Pure: no DOM, no React.
 */

/** A vertical band in the frame's viewport coordinates (CSS px): what the visitor sees of the frame. */
export interface VisiblePart {
  readonly top: number;
  readonly bottom: number;
}

/** What an observer entry says (the fields of `IntersectionObserverEntry` this reads). */
export interface IntersectionLike {
  readonly isIntersecting: boolean;
  readonly intersectionRect: { readonly top: number; readonly bottom: number };
}

/** The visible band of the observed page; `null` when none of it is in view. */
export function visiblePartOf(entry: IntersectionLike): VisiblePart | null {
  const { top, bottom } = entry.intersectionRect;
  if (!entry.isIntersecting || !(bottom > top)) return null;
  return { top, bottom };
}

/**
 * Thresholds for the observer: one per 0.2 % of the page, so that a tall frame (thousands of pixels) reports the
 * visible band to within a few pixels as the host scrolls.
 */
export const VISIBLE_PART_THRESHOLDS: readonly number[] = Array.from({ length: 501 }, (_, i) => i / 500);

/** A preview needs at least this much height to be read; a thinner visible band is widened (then scrolled to). */
export const MIN_PANEL_HEIGHT = 360;

export interface Placement {
  readonly top: number;
  readonly height: number;
}

/**
 * Where a full-height panel goes in a frame: over the band the visitor sees (at least `minHeight` tall, kept inside
 * the frame). `null`: the frame's whole viewport is seen, or nothing is known, so the panel keeps its own place.
 */
export function panelPlacement(
  visible: VisiblePart | null,
  viewportHeight: number,
  minHeight: number = MIN_PANEL_HEIGHT,
): Placement | null {
  if (visible === null || !(viewportHeight > 0)) return null;
  const top = Math.max(0, visible.top);
  const bottom = Math.min(viewportHeight, visible.bottom);
  if (top <= 0 && bottom >= viewportHeight) return null;
  const height = Math.min(viewportHeight, Math.max(bottom - top, minHeight));
  return { top: Math.round(Math.min(top, viewportHeight - height)), height: Math.round(height) };
}

/** Whether a box (frame viewport coordinates) lies wholly inside the visible band, so nothing needs to scroll. */
export function isWithin(
  box: { readonly top: number; readonly bottom: number },
  visible: VisiblePart,
): boolean {
  return box.top >= visible.top && box.bottom <= visible.bottom;
}
