import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { SearchClient, TolerantSearchResponse } from '../api';
import type { EmbedOptions } from '../search/embed/embedOptions';
import { withLocks } from '../search/embed/locks';
import { searchKeys } from '../search/queryKeys';
import { toSearchRequest } from '../search/request';
import type { SearchState } from '../search/state';
import { useSearchSelector } from './searchDriver';
import { useHeldWhileTyping } from './useHeldWhileTyping';
import { useServices } from './services';

/** The budget's lane of the visitor's search: a newer one replaces a waiting older one. */
export const SEARCH_LANE = 'search';

/**
 * The query of a committed search within an embed's locked filters (which the state never holds). Its key is the
 * normalized request, locks included, so a search seen before is served from the cache without a request; while
 * the next one loads, the previous results stay (`isPlaceholderData`). A failed try is tried again until answered
 * (`untilAnswered`): the page heals by itself when the service comes back.
 */
export function searchQuery(client: SearchClient, state: SearchState, embed: EmbedOptions) {
  const requested = withLocks(state, embed);
  const { scope, body } = toSearchRequest(requested);
  return queryOptions({
    queryKey: searchKeys.page(requested),
    queryFn: ({ signal }) =>
      client.search(scope, body, { signal, lane: SEARCH_LANE, priority: 'user', untilAnswered: true }),
    placeholderData: keepPreviousData,
  });
}

/** The results of the committed search (within the embed's locks). */
export function useSearchResults(state: SearchState) {
  const { client } = useServices();
  const embed = useSearchSelector((s) => s.embed);
  return useQuery(searchQuery(client, state, embed));
}

/** What a view of the results reads of the query's state. */
export interface ResultsView {
  readonly data: TolerantSearchResponse | undefined;
  readonly error: Error | null;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly isPlaceholderData: boolean;
}

const sameView = (a: ResultsView, b: ResultsView) =>
  a.data === b.data &&
  a.error === b.error &&
  a.isError === b.isError &&
  a.isFetching === b.isFetching &&
  a.isPlaceholderData === b.isPlaceholderData;

/**
 * A query's state as a view shows it: held as it was while the visitor types (`useHeldWhileTyping`), so an answer
 * renders when they pause, not under their keys. What acts on the query (a retry) reads the query itself.
 */
export function useHeldResults({
  data,
  error,
  isError,
  isFetching,
  isPlaceholderData,
}: ResultsView): ResultsView {
  return useHeldWhileTyping({ data, error, isError, isFetching, isPlaceholderData }, sameView);
}

/** The results of the committed search as a view shows them (`useHeldResults`). */
export function useShownResults(state: SearchState): ResultsView {
  return useHeldResults(useSearchResults(state));
}
