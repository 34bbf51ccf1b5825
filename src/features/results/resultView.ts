/**
 * What the results column states about a response: the summary sentence's inputs, the last page a link may
 * point to, and the range of hits on this page.
 */
import type { ResultSummary } from '../../i18n/messages/types';
import type { PageInfo } from '../../interface/searchObject';
import { MAX_RESULT_WINDOW } from '../../interface/vocabulary';
import { maxPage } from '../../search/state';

/** The public service stops counting at 10 000, so exactly that total means "10 000 or more". */
export function resultSummary(page: PageInfo, query: string): ResultSummary {
  return { total: page.totalElements, query, capped: page.totalElements === MAX_RESULT_WINDOW };
}

/** The last page there is and the service can serve at this size (at least 1). */
export function lastPage(page: PageInfo, size: number): number {
  return Math.max(1, Math.min(page.totalPages, maxPage(size)));
}

/** The 1-based positions of this page's hits, or `null` when the page holds none. */
export function hitRange(page: number, size: number, hitCount: number): { from: number; to: number } | null {
  if (hitCount <= 0) return null;
  const from = (page - 1) * size + 1;
  return { from, to: from + hitCount - 1 };
}
