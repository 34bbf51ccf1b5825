/**
 * The cost ceiling of a query text. The engine's work grows with the number of distinct words (each is
 * matched, by prefix, against the whole index), so a 64 KiB body of 16 000 short words could hold the
 * event loop for seconds. Like the public service's Elasticsearch refusing a query past its clause limit,
 * a query over these caps is refused with a 400 that names the cap.
 */
import type * as z from 'zod';

import { queryWords } from '../../src/interface/tokenize';

/** Distinct words a query may have. */
export const MAX_QUERY_WORDS = 64;
/** Characters a query may have. */
export const MAX_QUERY_LENGTH = 1000;

/** What is wrong with a query text's cost, or null when it is within the caps. */
export function queryCostProblem(text: string): string | null {
  if (text.length > MAX_QUERY_LENGTH) {
    return `may have at most ${MAX_QUERY_LENGTH} characters (this one has ${text.length})`;
  }
  const words = queryWords(text).length;
  if (words > MAX_QUERY_WORDS) {
    return `may have at most ${MAX_QUERY_WORDS} distinct words (this one has ${words})`;
  }
  return null;
}

/** The check as a zod refinement of the `query` field. */
export function refineQueryCost(text: string, context: z.RefinementCtx<string>): void {
  const problem = queryCostProblem(text);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
}
