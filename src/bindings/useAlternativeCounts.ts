import {
  queryOptions,
  skipToken,
  useQueries,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';

import type { TolerantSearchResponse } from '../api';
import { withLocks } from '../search/embed/locks';
import { searchKeys } from '../search/queryKeys';
import { toSearchRequest } from '../search/request';
import type { SearchState } from '../search/state';
import { useSearchSelector } from './searchDriver';
import { useServices } from './services';
import { fillFromSpare } from './spareFetch';

const totalOf = (response: TolerantSearchResponse) => response.page.totalElements;

function combine(results: UseQueryResult<number>[]): (number | undefined)[] {
  return results.map((result) => result.data);
}

/**
 * The totals of other searches (a no-results page's alternatives), in their order: those already in the cache at
 * once, the others fetched only when the budget has a spare token for every one of them (else none is fetched,
 * and they show without counts). Each is fetched as the page its link opens, so following it costs nothing.
 */
export function useAlternativeCounts(states: readonly SearchState[]): (number | undefined)[] {
  const { client, budget } = useServices();
  const embed = useSearchSelector((s) => s.embed);
  const queryClient = useQueryClient();
  const searches = useMemo(
    () =>
      states.map((state) => {
        const requested = withLocks(state, embed);
        return { key: searchKeys.page(requested), ...toSearchRequest(requested) };
      }),
    [states, embed],
  );
  const queries = useMemo(
    () => searches.map(({ key }) => queryOptions({ queryKey: key, queryFn: skipToken, select: totalOf })),
    [searches],
  );
  const counts = useQueries({ queries, combine });
  // Sent once each; an answer that lands after the page moved on still fills the cache (its link's search).
  const sent = useRef(new Set<string>());

  useEffect(() => {
    const missing = searches.filter(
      ({ key }) => queryClient.getQueryData(key) === undefined && !sent.current.has(JSON.stringify(key)),
    );
    if (missing.length === 0 || budget.spareTokens() < missing.length) return;
    for (const { key, scope, body } of missing) {
      sent.current.add(JSON.stringify(key));
      void fillFromSpare(queryClient, key, () =>
        client.search(scope, body, { priority: 'background', spareOnly: true }),
      );
    }
  }, [searches, client, budget, queryClient]);

  return counts;
}
