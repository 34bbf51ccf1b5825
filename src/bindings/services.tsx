import { createContext, useContext, type ReactNode } from 'react';

import type { OrgCatalogueNames, OrgNameEntries, RequestBudget, SearchClient } from '../api';
import type { Environment, RuntimeConfig } from '../interface/runtimeConfig';

/** What the whole app shares: its runtime configuration, the environment it searches, its budget and client. */
export interface AppServices {
  config: RuntimeConfig;
  /** The service this page searches (`env=` in the URL, else the configured default). */
  environment: Environment;
  budget: RequestBudget;
  client: SearchClient;
  /**
   * Organisation names from the catalogue; made from `environment.organizationCatalogueUrl` when left out
   * (`null`: none). Tests pass their own.
   */
  orgNames?: OrgCatalogueNames | null;
  /**
   * The organisation names a server-rendered page was rendered with: its hydration reads these, not whatever more
   * the browser has kept, so that the markup matches; the render after it shows every name known.
   */
  renderedOrgNames?: OrgNameEntries;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider>');
  return services;
}
