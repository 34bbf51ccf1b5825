/**
 * How many values of a long list are rendered: the first few, then more in steps, so a facet of 15 000 values
 * renders at most a few hundred nodes at once until asked for more.
 */
export const INITIAL_VISIBLE = 8;
export const VISIBLE_STEP = 100;
/** A facet gets a filter box only with more values than this: a short list is read faster than searched. */
export const FILTER_BOX_MIN_VALUES = 10;

export interface VisibleWindow {
  /** How many of the values to render. */
  readonly shown: number;
  readonly canShowMore: boolean;
  readonly canShowFewer: boolean;
}

/** The window for `total` values when the reader asked for up to `limit`. */
export function visibleWindow(total: number, limit: number): VisibleWindow {
  const shown = Math.min(total, Math.max(INITIAL_VISIBLE, limit));
  return { shown, canShowMore: shown < total, canShowFewer: shown > INITIAL_VISIBLE };
}

/** The limit after one more "show more". */
export function nextLimit(limit: number): number {
  return Math.max(INITIAL_VISIBLE, limit) + VISIBLE_STEP;
}
