import { BUDGET_STORE_KEY, createBudgetStore, createSearchClient, RequestBudget } from '../api';
import type { RuntimeConfig } from '../interface/runtimeConfig';
import type { AppServices } from '../bindings/services';

/**
 * Each token is spent 300 ms later than the service could refill it: a request that travels faster than the one
 * before it (network jitter, a busy browser) must still find the service's token there. It costs 5 % of the rate.
 */
const REFILL_MARGIN_MS = 300;

/**
 * Wires the configured service to one request budget. The budget is shared by every tab and iframe of the app
 * that talks to the same service origin, because that service limits per client address, not per tab.
 */
export function createAppServices(config: RuntimeConfig): AppServices {
  const baseUrl = new URL(config.searchApiBaseUrl, window.location.href).href.replace(/\/$/, '');
  const store = createBudgetStore({ key: `${BUDGET_STORE_KEY}:${new URL(baseUrl).origin}` });
  const budget = new RequestBudget({ ...config.rateLimit, refillMarginMs: REFILL_MARGIN_MS, store });
  return { config, budget, client: createSearchClient({ baseUrl, budget }) };
}
