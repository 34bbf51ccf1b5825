import type { QueryClient } from '@tanstack/react-query';

import { sharedBrowserHistory } from '../bindings/browserHistory';
import { keyLoadedEntry, type RouterHistory } from '../bindings/routerInternals';
import type { AppServices } from '../bindings/services';
import { searchQuery } from '../bindings/useSearchResults';
import { systemClock } from '../api/budget/clock';
import type { RuntimeConfig } from '../interface/runtimeConfig';
import { environmentIds, selectEnvironment } from '../config/selectEnvironment';
import { preloadFacetList } from '../features/facets/preload';
import { createSearchDriver, type SearchDriver } from '../search/driver/searchDriver';
import { createAppServices } from './createAppServices';
import { searchLeaving, watchFirstCall } from './firstSend';
import { createQueryClient } from './queryClient';
import { WIDE_LAYOUT_QUERY } from '../ui/layout';

/** Everything the app needs made once, before its first render reads it. */
export interface AppStart {
  readonly services: AppServices;
  readonly queryClient: QueryClient;
  readonly history: RouterHistory;
  readonly driver: SearchDriver;
  /**
   * Resolves when the first search has left (or cannot leave now). Evaluating the React app's chunk is one long
   * task; started earlier it holds back the budget's callbacks, and with them the request, by 100 ms and more.
   */
  readonly searchLeft: Promise<void>;
}

/**
 * How long the app's code waits for the first search to leave at most. On a slow phone (4× CPU) the search takes
 * 300 ms and more from here to leave; a shorter limit started the app's chunk first, whose long evaluation then
 * held the budget's database callbacks, and with them the request, back.
 */
const SEARCH_LEAVING_LIMIT_MS = 600;

/**
 * Wires the app to its configuration and sends the URL's search at once: the request leaves in parallel with the
 * language's messages and the first render, into the cache entry the results will read (so it is sent once).
 * The environment is the URL's `env` (an unknown one is dropped with a notice by the driver) or the default; every
 * in-app link carries it, so it holds for the page's life.
 */
export function startApp(config: RuntimeConfig): AppStart {
  keyLoadedEntry(window.history);
  const { history, adapter } = sharedBrowserHistory();
  const environments = { ids: environmentIds(config), defaultId: config.defaultEnvironment };
  const driver = createSearchDriver({ history: adapter, clock: systemClock, environments });
  const watched = watchFirstCall((input, init) => fetch(input, init));
  const environment = selectEnvironment(config, driver.getSnapshot().env);
  const services = createAppServices(config, environment, watched.fetch);
  const queryClient = createQueryClient();
  // A failure is the results view's to show (from the same cache entry), not the start's.
  const { committed, embed } = driver.getSnapshot();
  const budget = services.budget.getSnapshot();
  const prefetched = queryClient.prefetchQuery(searchQuery(services.client, committed, embed));
  const canSendNow = budget.status === 'ready' && budget.tokens >= 1;
  const searchLeft = searchLeaving(watched.firstCall, prefetched, canSendNow, SEARCH_LEAVING_LIMIT_MS);
  // Where the facets stand beside the results (not in a phone's drawer), their code is needed with the answer.
  if (window.matchMedia(WIDE_LAYOUT_QUERY).matches) preloadFacetList();
  return { services, queryClient, history, driver, searchLeft };
}
