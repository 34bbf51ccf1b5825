import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { SearchClient } from '../api';
import { searchKeys } from '../search/queryKeys';
import { toSearchRequest } from '../search/request';
import type { SearchState } from '../search/state';
import { useServices } from './services';

/**
 * The query of a committed search. Its key is the normalized request, so a search seen before is served from the
 * cache without a request; while the next one loads, the previous results stay (`isPlaceholderData`).
 */
export function searchQuery(client: SearchClient, state: SearchState) {
  const { scope, body } = toSearchRequest(state);
  return queryOptions({
    queryKey: searchKeys.page(state),
    queryFn: ({ signal }) => client.search(scope, body, { signal, lane: 'search', priority: 'user' }),
    placeholderData: keepPreviousData,
  });
}

/** The results of the committed search. */
export function useSearchResults(state: SearchState) {
  const { client } = useServices();
  return useQuery(searchQuery(client, state));
}
