/** The part of an element's box that decides whether it is in view. */
export interface VerticalBox {
  readonly top: number;
  readonly bottom: number;
}

/**
 * Whether the page must scroll to show the top of the results column: only when its heading is not wholly in the
 * viewport. A heading already in view stays where it is, so moving focus to it does not jump the page.
 */
export function needsScroll(heading: VerticalBox, viewportHeight: number): boolean {
  return heading.top < 0 || heading.bottom > viewportHeight;
}
