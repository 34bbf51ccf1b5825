import { notifyManager, QueryClient } from '@tanstack/react-query';

/**
 * Search responses are spent from a budget of 10 requests a minute, so a response is kept and reused for as long
 * as it is plausibly current: never refetched on focus, mount or reconnect, and retried only by the API client
 * (which knows about rate limits, and heals a failed search by itself) or by the person.
 *
 * TanStack Query tells its observers of an answer in a microtask, not in a task of its own (its default,
 * `setTimeout(0)`): the answer then renders in the task it arrived in, with no frame painted in between, which on a
 * slow phone showed the previous results for one more frame and delayed the new ones by its whole paint. Updates in
 * one task are still batched into one notification.
 */
export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * 60_000,
        gcTime: 2 * 60 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        retry: false,
        // Sent offline too: the API client then says "No network" and tries again (at once when back online), where
        // TanStack Query's own default would hold the search back, silently, until the browser reports a network.
        networkMode: 'always',
        // A search that failed before its view mounted (it is sent before the first render) is not sent again.
        retryOnMount: false,
      },
    },
  });
}
