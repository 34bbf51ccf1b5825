import type { QueryClient } from '@tanstack/react-query';

import { entriesOf } from '../api';
import { systemClock } from '../api/budget/clock';
import { sharedBrowserHistory, type SharedHistory } from '../bindings/browserHistory';
import { keyLoadedEntry, type RouterHistory } from '../bindings/routerInternals';
import type { AppServices } from '../bindings/services';
import { catalogueNamesOf } from '../bindings/useCatalogueNames';
import { searchQuery } from '../bindings/useSearchResults';
import { environmentIds, selectEnvironment } from '../config/selectEnvironment';
import { facetList, preloadFacetList } from '../features/facets/preload';
import type { Environment, RuntimeConfig } from '../interface/runtimeConfig';
import type { PageData } from '../interface/pageRender';
import { createSearchDriver, type SearchDriver } from '../search/driver/searchDriver';
import { WIDE_LAYOUT_QUERY } from '../ui/layout';
import { createAppServices } from './createAppServices';
import { searchLeaving, watchFirstCall } from './firstSend';
import { readPageAnswer, seedPageAnswer } from './pageSeed';
import { createQueryClient } from './queryClient';

/** What the app renders with, made once before its first render: in the browser, or on the server. */
export interface AppParts {
  readonly services: AppServices;
  readonly queryClient: QueryClient;
  readonly history: RouterHistory;
  readonly driver: SearchDriver;
}

export interface AppStart extends AppParts {
  /**
   * Resolves when the first search has left (or cannot leave now, or was answered by the server). Evaluating the
   * React app's chunk is one long task; started earlier it holds back the budget's callbacks, and with them the
   * request, by 100 ms and more.
   */
  readonly searchLeft: Promise<void>;
  /**
   * The server rendered this page with its answer (now in the cache): the app hydrates its markup, once the code
   * that markup needs (`ready`) has loaded.
   */
  readonly hydrate: { readonly ready: Promise<unknown> } | null;
}

/**
 * How long the app's code waits for the first search to leave at most. On a slow phone (4× CPU) the search takes
 * 300 ms and more from here to leave; a shorter limit started the app's chunk first, whose long evaluation then
 * held the budget's database callbacks, and with them the request, back.
 */
const SEARCH_LEAVING_LIMIT_MS = 600;

/**
 * The driver over `shared` (its URL is the search; an unknown `env` is dropped with a notice), the services of the
 * environment it names (every in-app link carries `env`, so it holds for the page's life) and an empty cache.
 */
export function wireApp(
  config: RuntimeConfig,
  shared: SharedHistory,
  servicesFor: (environment: Environment) => AppServices,
): AppParts {
  const environments = { ids: environmentIds(config), defaultId: config.defaultEnvironment };
  const driver = createSearchDriver({ history: shared.adapter, clock: systemClock, environments });
  const services = servicesFor(selectEnvironment(config, driver.getSnapshot().env));
  return { services, queryClient: createQueryClient(), history: shared.history, driver };
}

/**
 * Wires the app to its configuration in the browser. A page the server rendered (`page`) brings its search's
 * answer: it goes into the cache, and the app hydrates without a request and without spending the budget.
 * Otherwise the URL's search is sent at once: the request leaves in parallel with the language's messages and the
 * first render, into the cache entry the results will read (so it is sent once). `beforeSearch` may change that
 * search first (what the visitor typed into the page meanwhile: src/app/earlyTyping.ts). `pause` ends the task
 * before the answer is read, on a page whose results are already shown.
 */
export async function startApp(
  config: RuntimeConfig,
  page: PageData | null = null,
  beforeSearch: (driver: SearchDriver) => void = () => undefined,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<AppStart> {
  keyLoadedEntry(window.history);
  const watched = watchFirstCall((input, init) => fetch(input, init));
  const parts = wireApp(config, sharedBrowserHistory(), (environment) =>
    createAppServices(config, environment, watched.fetch),
  );
  const { services, queryClient, driver } = parts;
  const rendered = driver.getSnapshot();

  // Reading the answer checks every hit: on a page already shown, a task of its own (`pause`).
  if (page) await pause();
  const answer = page ? readPageAnswer(page) : null;
  if (
    page &&
    answer &&
    seedPageAnswer(queryClient, rendered.committed, rendered.embed, page.search, answer)
  ) {
    services.renderedOrgNames = entriesOf(page.organizations, systemClock.now());
    catalogueNamesOf(services)?.seed(page.organizations);
    // The server rendered the facets beside the results: their code must be there to hydrate them.
    const ready = page.layout.wide ? facetList.load() : Promise.resolve();
    return { ...parts, searchLeft: Promise.resolve(), hydrate: { ready } };
  }

  beforeSearch(driver);
  const { committed, embed } = driver.getSnapshot();
  // A failure is the results view's to show (from the same cache entry), not the start's.
  const budget = services.budget.getSnapshot();
  const prefetched = queryClient.prefetchQuery(searchQuery(services.client, committed, embed));
  const canSendNow = budget.status === 'ready' && budget.tokens >= 1;
  const searchLeft = searchLeaving(watched.firstCall, prefetched, canSendNow, SEARCH_LEAVING_LIMIT_MS);
  // Where the facets stand beside the results (not in a phone's drawer), their code is needed with the answer.
  if (window.matchMedia(WIDE_LAYOUT_QUERY).matches) preloadFacetList();
  return { ...parts, searchLeft, hydrate: null };
}
