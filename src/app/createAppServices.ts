import { BUDGET_STORE_KEY, createBudgetStore, createSearchClient, RequestBudget } from '../api';
import type { Environment, RuntimeConfig } from '../interface/runtimeConfig';
import type { AppServices } from '../bindings/services';
import { wakeOnReturn } from './wakeOnReturn';

/**
 * Each token is spent 300 ms later than the service could refill it: a request that travels faster than the one
 * before it (network jitter, a busy browser) must still find the service's token there. It costs 5 % of the rate.
 */
const REFILL_MARGIN_MS = 300;

/**
 * Wires the selected environment's service to one request budget. The budget is kept per service origin and shared
 * by every tab and iframe of the app that talks to that origin, because a service limits per client address, not
 * per tab; another environment (another origin) has a budget of its own.
 */
export function createAppServices(
  config: RuntimeConfig,
  environment: Environment,
  fetchImpl?: typeof fetch,
): AppServices {
  const baseUrl = new URL(environment.searchApiBaseUrl, window.location.href).href.replace(/\/$/, '');
  const store = createBudgetStore({ key: budgetKeyOf(baseUrl) });
  const rateLimit = environment.rateLimit ?? config.rateLimit;
  const budget = new RequestBudget({ ...rateLimit, refillMarginMs: REFILL_MARGIN_MS, store });
  const client = createSearchClient({ baseUrl, budget, ...(fetchImpl && { fetch: fetchImpl }) });
  // For the page's life: a budget of an environment left behind has nothing waiting, so waking it does nothing.
  wakeOnReturn(() => budget.wake(), window, document);
  return { config, environment, budget, client };
}

/** The budget's storage key: one per service origin. */
export function budgetKeyOf(absoluteBaseUrl: string): string {
  return `${BUDGET_STORE_KEY}:${new URL(absoluteBaseUrl).origin}`;
}
