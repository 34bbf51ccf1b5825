import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

import type { SearchResponse } from '../../interface/searchObject';
import { RESOURCE_TYPES } from '../../interface/vocabulary';
import { toSearchRequest } from '../../search/request';
import type { SearchScope, SearchState } from '../../search/state';

const SCOPES: readonly SearchScope[] = ['all', ...RESOURCE_TYPES];

/** A request's identity apart from its page: every page of one search has the same total. */
const withoutPage = (state: SearchState, scope: SearchScope): string => {
  const { body } = toSearchRequest({ ...state, scope });
  const { pagination: _pagination, ...rest } = body;
  return JSON.stringify(rest);
};

/**
 * The totals of this search in every tab that are already known from the query cache. Spends nothing: a count
 * the person did not ask for is never fetched.
 */
export function useKnownTotals(state: SearchState): Partial<Record<SearchScope, number>> {
  const cache = useQueryClient().getQueryCache();
  const identities = useMemo(
    () => SCOPES.map((scope) => [scope, withoutPage(state, scope)] as const),
    [state],
  );

  const snapshot = useCallback((): string => {
    const totals: Partial<Record<SearchScope, number>> = {};
    for (const query of cache.getAll()) {
      const [kind, scope, body] = query.queryKey;
      const data = query.state.data as SearchResponse | undefined;
      if (kind !== 'search' || !data || typeof body !== 'object' || body === null) continue;
      const { pagination: _pagination, ...rest } = body as Record<string, unknown>;
      const identity = JSON.stringify(rest);
      for (const [candidate, expected] of identities) {
        if (candidate === scope && expected === identity) totals[candidate] = data.page.totalElements;
      }
    }
    return JSON.stringify(totals);
  }, [cache, identities]);

  const serialized = useSyncExternalStore(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    snapshot,
  );
  return useMemo(() => JSON.parse(serialized) as Partial<Record<SearchScope, number>>, [serialized]);
}
