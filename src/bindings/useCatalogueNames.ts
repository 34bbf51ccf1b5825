/**
 * React's view of the organisation catalogue's names (src/api/orgNames): one loader per app, made from the runtime
 * environment searched (its `organizationCatalogueUrl`; absent: no names are fetched and numbers show), and hooks to ask for
 * the numbers in view and read the names in the UI language.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { nameIn, OrgCatalogueNames, orgNumbersOf, systemClock, type OrgNameEntries } from '../api';
import type { Locale } from '../interface/locales';
import { useServices, type AppServices } from './services';

const loaders = new WeakMap<AppServices, OrgCatalogueNames | null>();

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's loader: the one its services bring (tests), else one made from the configuration, or `null`. */
export function catalogueNamesOf(services: AppServices): OrgCatalogueNames | null {
  if (services.orgNames !== undefined) return services.orgNames;
  let loader = loaders.get(services);
  if (loader === undefined) {
    const url = services.environment.organizationCatalogueUrl;
    loader =
      url === undefined
        ? null
        : new OrgCatalogueNames({
            baseUrl: new URL(url, window.location.href).href.replace(/\/$/, ''),
            fetch: (input, init) => fetch(input, init),
            clock: systemClock,
            storage: browserStorage(),
          });
    loaders.set(services, loader);
  }
  return loader;
}

const NO_ENTRIES: OrgNameEntries = new Map();
const noSubscription = () => () => undefined;

/**
 * Asks for the names of the organisations in these orgPaths (every number in them, ancestors included). Pass the
 * same array while the paths are the same (a facet's thousands of paths are read again only when they change).
 */
export function useWantOrgNames(paths: readonly string[]): void {
  const loader = catalogueNamesOf(useServices());
  // A string, so the effect runs again only when the numbers change, not on every render.
  const wanted = useMemo(() => {
    const numbers = new Set<string>();
    for (const path of paths) for (const number of orgNumbersOf(path)) numbers.add(number);
    return [...numbers].sort().join(',');
  }, [paths]);
  useEffect(() => {
    if (loader && wanted !== '') loader.want(wanted.split(','));
  }, [loader, wanted]);
}

/** Organisation number -> name in `locale`, for every number the catalogue knows so far. */
export function useCatalogueNames(locale: Locale): ReadonlyMap<string, string> {
  const services = useServices();
  const loader = catalogueNamesOf(services);
  const current = loader?.getEntries ?? (() => NO_ENTRIES);
  const rendered = services.renderedOrgNames;
  const entries = useSyncExternalStore(
    loader?.subscribe ?? noSubscription,
    current,
    rendered ? () => rendered : current,
  );
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const [id, entry] of entries) if (entry.names) names.set(id, nameIn(entry.names, locale));
    return names;
  }, [entries, locale]);
}
