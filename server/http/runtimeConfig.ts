/** The app's runtime configuration served at `/config.json`, in the shape the app validates. */
import { basename } from 'node:path';

import {
  LOCAL_ENVIRONMENT_ID,
  ORGANIZATION_CATALOGUE_URL_DEFAULT,
  PUBLIC_ENVIRONMENTS,
  RuntimeConfig,
  type CatalogueDescription,
  type Environment,
} from '../../src/interface/runtimeConfig';
import { RATE_LIMIT } from '../../src/interface/vocabulary';
import type { Config } from './config';

/** Where the local catalogue came from, for labels and the start-up line. */
export type CatalogueSource = { kind: 'demo'; seed: number } | { kind: 'file'; path: string };

export interface CatalogueInfo {
  /** Searchable resources. */
  size: number;
  source: CatalogueSource;
}

const count = (n: number): string => n.toLocaleString('en-US');

export function describeCatalogue(catalogue: CatalogueInfo): string {
  const { size, source } = catalogue;
  return source.kind === 'demo'
    ? `Local demo catalogue (${count(size)} resources, seed ${source.seed})`
    : `Local catalogue (${basename(source.path)}, ${count(size)} resources)`;
}

/** The catalogue as data, for the app to name in its language. */
export function catalogueDescription(catalogue: CatalogueInfo): CatalogueDescription {
  const { size, source } = catalogue;
  return source.kind === 'demo'
    ? { kind: 'demo', resources: size, seed: source.seed }
    : { kind: 'file', file: basename(source.path), resources: size };
}

/** A base URL elsewhere is labelled by its host; the local one by its catalogue. */
export function serviceLabel(searchApiBaseUrl: string, catalogue: CatalogueInfo): string {
  if (searchApiBaseUrl.startsWith('/')) return describeCatalogue(catalogue);
  try {
    return new URL(searchApiBaseUrl).host;
  } catch {
    return searchApiBaseUrl;
  }
}

/** The portal of a public service, by its base URL: a proxy of production shows production's resources. */
function portalOf(searchApiBaseUrl: string): string | undefined {
  const base = searchApiBaseUrl.replace(/\/+$/, '');
  return PUBLIC_ENVIRONMENTS.find((environment) => environment.searchApiBaseUrl === base)?.portalUrl;
}

/** This server's own `/api`: in proxy mode it answers from the upstream, and its label says so. */
export function localEnvironment(config: Config, catalogue: CatalogueInfo): Environment {
  const proxied = config.proxy.upstreamUrl !== null && config.searchApiBaseUrl.startsWith('/');
  // The local catalogue has no portal; a service elsewhere (proxied or named) has its own, if it is a public one.
  const portalUrl = portalOf(
    config.proxy.upstreamUrl !== null && proxied ? config.proxy.upstreamUrl : config.searchApiBaseUrl,
  );
  return {
    id: LOCAL_ENVIRONMENT_ID,
    label:
      config.proxy.upstreamUrl !== null && proxied
        ? `${serviceLabel(config.proxy.upstreamUrl, catalogue)} (through this server)`
        : serviceLabel(config.searchApiBaseUrl, catalogue),
    searchApiBaseUrl: config.searchApiBaseUrl,
    organizationCatalogueUrl: ORGANIZATION_CATALOGUE_URL_DEFAULT,
    rateLimit: { perMinute: config.clientRateLimit.perMinute, burst: config.clientRateLimit.burst },
    ...(config.proxy.upstreamUrl !== null && proxied ? { upstreamUrl: config.proxy.upstreamUrl } : {}),
    ...(config.searchApiBaseUrl.startsWith('/') && !proxied
      ? { catalogue: catalogueDescription(catalogue) }
      : {}),
    ...(portalUrl === undefined ? {} : { portalUrl }),
  };
}

/** Every environment the app may search: local, demo, production, then the operator's own. */
export function environmentsOf(config: Config, catalogue: CatalogueInfo): Environment[] {
  const publicBudget = { perMinute: RATE_LIMIT.perMinute, burst: RATE_LIMIT.burst };
  return [
    localEnvironment(config, catalogue),
    ...PUBLIC_ENVIRONMENTS.map((environment) => ({ ...environment, rateLimit: publicBudget })),
    ...config.environments.added,
  ];
}

/** Every URL the app may call (for the CSP's `connect-src`): each environment's service and organisations. */
export function connectUrlsOf(config: Config): string[] {
  const environments = [
    {
      searchApiBaseUrl: config.searchApiBaseUrl,
      organizationCatalogueUrl: ORGANIZATION_CATALOGUE_URL_DEFAULT,
    },
    ...PUBLIC_ENVIRONMENTS,
    ...config.environments.added,
  ];
  return environments.flatMap(({ searchApiBaseUrl, organizationCatalogueUrl }) =>
    organizationCatalogueUrl === undefined
      ? [searchApiBaseUrl]
      : [searchApiBaseUrl, organizationCatalogueUrl],
  );
}

/** Throws when the configuration would give the app a config it refuses: better at start than in a browser. */
export function buildRuntimeConfig(config: Config, catalogue: CatalogueInfo): RuntimeConfig {
  return RuntimeConfig.parse({
    environments: environmentsOf(config, catalogue),
    defaultEnvironment: config.environments.defaultEnvironment,
    resourcePageUrl: config.resourcePageUrl,
    rateLimit: { perMinute: config.clientRateLimit.perMinute, burst: config.clientRateLimit.burst },
    organizationCatalogueUrl: ORGANIZATION_CATALOGUE_URL_DEFAULT,
    embedOrigins: config.embedOrigins,
  });
}
