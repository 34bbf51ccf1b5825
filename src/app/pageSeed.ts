import type { QueryClient } from '@tanstack/react-query';

import { readSearchAnswer, type TolerantSearchResponse } from '../api';
import type { PageSearch } from '../interface/pageRender';
import type { EmbedOptions } from '../search/embed/embedOptions';
import { withLocks } from '../search/embed/locks';
import { searchKeys } from '../search/queryKeys';
import { toSearchRequest } from '../search/request';
import type { SearchState } from '../search/state';

/** The request the page shows (the committed search within the embed's locks), as it is sent. */
export function pageSearchOf(committed: SearchState, embed: EmbedOptions): PageSearch {
  const { scope, body } = toSearchRequest(withLocks(committed, embed));
  return { scope, body: { ...body } };
}

/** A server-rendered page's answer as the app reads any answer; `null` when it cannot be read as one. */
export function readPageAnswer(page: {
  readonly search: PageSearch;
  readonly answer: unknown;
}): TolerantSearchResponse | null {
  const read = readSearchAnswer(page.answer, page.search.body);
  return read.ok ? read.value : null;
}

/**
 * Puts a server-rendered page's answer into the query cache, where the results read it: the page then renders
 * (and hydrates) with it and sends no request for it. False when the answer is not to this page's search: the
 * page then searches as one rendered in the browser does.
 */
export function seedPageAnswer(
  queryClient: QueryClient,
  committed: SearchState,
  embed: EmbedOptions,
  search: PageSearch,
  answer: TolerantSearchResponse,
): boolean {
  const requested = withLocks(committed, embed);
  const { scope, body } = toSearchRequest(requested);
  // Both sides write the request with the same code, so an equal search is equal JSON, key order included.
  if (scope !== search.scope || JSON.stringify(body) !== JSON.stringify(search.body)) return false;
  queryClient.setQueryData(searchKeys.page(requested), answer);
  return true;
}
