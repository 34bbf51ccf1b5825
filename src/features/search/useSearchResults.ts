import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useServices } from '../../app/services';
import { searchQueryKey, toSearchRequest } from '../../search/request';
import type { SearchState } from '../../search/state';

/**
 * The results of the committed search. The query key is the normalized request, so a search seen before is served
 * from the cache without a request; while the next one loads, the previous results stay (`isPlaceholderData`).
 */
export function useSearchResults(state: SearchState) {
  const { client } = useServices();
  const { scope, body } = toSearchRequest(state);
  return useQuery({
    queryKey: searchQueryKey(state),
    queryFn: ({ signal }) => client.search(scope, body, { signal, lane: 'search', priority: 'user' }),
    placeholderData: keepPreviousData,
  });
}
