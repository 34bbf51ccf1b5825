import { queryOptions, skipToken, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { SearchResponse } from '../interface/searchObject';
import { SEARCH_SCOPES, type SearchScope } from '../interface/vocabulary';
import { searchKeys } from '../search/queryKeys';
import type { SearchState } from '../search/state';

type KnownTotals = Partial<Record<SearchScope, number>>;

const totalOf = (response: SearchResponse) => response.page.totalElements;

/** Stable (module level), so TanStack Query shares its result structurally between renders. */
function combine(results: UseQueryResult<number>[]): KnownTotals {
  const totals: KnownTotals = {};
  results.forEach((result, index) => {
    const scope = SEARCH_SCOPES[index];
    if (scope !== undefined && result.data !== undefined) totals[scope] = result.data;
  });
  return totals;
}

/**
 * The totals of this search in every tab that are already in the query cache, read by key. Spends nothing:
 * `skipToken` never fetches, so a count the person did not ask for is never requested. The queries are made once
 * per search (`state`), not in every render: each is a request to build and a key to hash, seven times over, and
 * the tabs render again with each loading state of the results.
 */
export function useKnownTotals(state: SearchState): KnownTotals {
  const queries = useMemo(
    () =>
      SEARCH_SCOPES.map((scope) =>
        queryOptions({ queryKey: searchKeys.inScope(state, scope), queryFn: skipToken, select: totalOf }),
      ),
    [state],
  );
  return useQueries({ queries, combine });
}
