/**
 * Renders UI under the app's real providers (query cache, services, router, search driver, i18n) with the
 * API answered in-process by the local service's engine. Tests then act as a person: by role and name.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { createMemoryStore, createSearchClient, OrgCatalogueNames, RequestBudget, type Clock } from '../api';
import { createQueryClient } from '../app/queryClient';
import { ServicesProvider, type AppServices } from '../bindings/services';
import { routerHistory } from '../bindings/routerHistory';
import { SearchDriverProvider } from '../bindings/searchDriver';
import { systemClock } from '../api/budget/clock';
import { createSearchDriver, type DriverClock } from '../search/driver/searchDriver';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../interface/locales';
import { loadMessages } from '../i18n/loadMessages';
import { RESOURCE_PAGE_URL_DEFAULT, type Environment } from '../interface/runtimeConfig';
import { inProcessOrganizationFetch } from './inProcessOrganizations';
import { inProcessFetch } from './inProcessService';

export interface RenderOptions {
  /** The URL the app opens at (path and query). */
  url?: string;
  locale?: Locale;
  /** Replaces the in-process service (to simulate faults). */
  fetch?: typeof fetch;
  /** The search driver's clock (commit delays); the system's unless given. */
  clock?: DriverClock;
  /**
   * The request budget's clock, which the client's waits run on too (a pause asked by `Retry-After`, the wait
   * before a failed search is tried again) and the countdowns shown for them; the system's unless given. A test
   * that waits one out hands in a `FakeClock` and moves it, rather than sleeping for real.
   */
  budgetClock?: Clock;
  /**
   * Tries per failed request (server error, unreadable answer, network); 1 unless given, so a fault shows its
   * error view at once. The visitor's search is tried until answered all the same (`untilAnswered`). The
   * client's own recovery is tested in src/api/clientRecovery.test.ts.
   */
  maxRecoveryAttempts?: number;
  /** Serves the organisation catalogue in-process (off unless asked: names then come from hits only). */
  organizationCatalogue?: boolean;
  /** The environment searched (its label and base URL show in the footer and error messages). */
  environment?: Environment;
  /** The host origins the server allows to converse with a frame (`EMBED_ORIGINS`); none unless given. */
  embedOrigins?: readonly string[];
  /** The app's request budget; 600 a minute, burst 100 unless given. */
  rateLimit?: { perMinute: number; burst: number };
}

const TEST_ENVIRONMENT: Environment = {
  id: 'local',
  label: 'In-process test catalogue',
  searchApiBaseUrl: 'http://localhost/api',
};

export async function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const locale = options.locale ?? 'en';
  const messages = await loadMessages(locale);
  const service = inProcessFetch();
  const rateLimit = options.rateLimit ?? { perMinute: 600, burst: 100 };
  const budget = new RequestBudget({
    ...rateLimit,
    store: createMemoryStore(),
    clock: options.budgetClock ?? systemClock,
  });
  const organizations = inProcessOrganizationFetch();
  const environment = options.environment ?? TEST_ENVIRONMENT;
  const services: AppServices = {
    config: {
      environments: [environment],
      defaultEnvironment: environment.id,
      resourcePageUrl: RESOURCE_PAGE_URL_DEFAULT,
      rateLimit,
      ...(options.embedOrigins ? { embedOrigins: [...options.embedOrigins] } : {}),
    },
    environment,
    budget,
    client: createSearchClient({
      baseUrl: 'http://localhost/api',
      budget,
      fetch: options.fetch ?? service.fetch,
      origin: 'http://localhost',
      maxRecoveryAttempts: options.maxRecoveryAttempts ?? 1,
    }),
    orgNames: options.organizationCatalogue
      ? new OrgCatalogueNames({
          baseUrl: 'http://localhost/api/organization-catalogue',
          fetch: organizations.fetch,
          clock: systemClock,
          storage: null,
          batchDelayMs: 0,
        })
      : null,
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider locale={locale} messages={messages}>
            {ui}
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [options.url ?? '/'] },
  );
  const driver = createSearchDriver({
    history: routerHistory(router),
    clock: options.clock ?? systemClock,
  });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={services}>
        <SearchDriverProvider driver={driver}>
          <RouterProvider router={router} useTransitions={false} />
        </SearchDriverProvider>
      </ServicesProvider>
    </QueryClientProvider>,
  );
  return {
    ...view,
    user,
    router,
    driver,
    queryClient,
    services,
    requests: service.requests,
    orgRequests: organizations.requests,
  };
}
