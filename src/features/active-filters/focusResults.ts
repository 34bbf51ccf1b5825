/** The id of the results summary heading (the results section owns it). */
export const RESULTS_HEADING_ID = 'results-heading';
/** The search field, the fallback when there is no results heading. */
export const SEARCH_INPUT_ID = 'search-input';

/**
 * Moves focus to the results summary heading, else to the search field: after the last chip or all filters
 * are removed, the reader continues at the results. A heading is made focusable by script only (tabindex -1).
 */
export function focusResults(doc: Document = document): void {
  const heading = doc.getElementById(RESULTS_HEADING_ID);
  const target = heading ?? doc.getElementById(SEARCH_INPUT_ID);
  if (!target) return;
  if (target === heading && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
