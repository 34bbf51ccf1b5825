import { BUDGET_STORE_KEY, createBudgetStore, createSearchClient, RequestBudget } from '../api';
import type { RuntimeConfig } from '../interface/runtimeConfig';
import type { AppServices } from './services';

/**
 * Wires the configured service to one request budget. The budget is shared by every tab and iframe of the app
 * that talks to the same service origin, because that service limits per client address, not per tab.
 */
export function createAppServices(config: RuntimeConfig): AppServices {
  const baseUrl = new URL(config.searchApiBaseUrl, window.location.href).href.replace(/\/$/, '');
  const store = createBudgetStore({ key: `${BUDGET_STORE_KEY}:${new URL(baseUrl).origin}` });
  const budget = new RequestBudget({ ...config.rateLimit, store });
  return { config, budget, client: createSearchClient({ baseUrl, budget }) };
}
