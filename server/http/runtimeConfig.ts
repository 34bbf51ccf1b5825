/** The app's runtime configuration served at `/config.json`, in the shape the app validates. */
import { basename } from 'node:path';

import { ORGANIZATION_CATALOGUE_URL_DEFAULT, RuntimeConfig } from '../../src/interface/runtimeConfig';
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

/** A base URL elsewhere is labelled by its host; the local one by its catalogue. */
export function serviceLabel(searchApiBaseUrl: string, catalogue: CatalogueInfo): string {
  if (searchApiBaseUrl.startsWith('/')) return describeCatalogue(catalogue);
  try {
    return new URL(searchApiBaseUrl).host;
  } catch {
    return searchApiBaseUrl;
  }
}

/** Throws when the configuration would give the app a config it refuses: better at start than in a browser. */
export function buildRuntimeConfig(config: Config, catalogue: CatalogueInfo): RuntimeConfig {
  return RuntimeConfig.parse({
    searchApiBaseUrl: config.searchApiBaseUrl,
    serviceLabel:
      // In proxy mode the local base URL answers from the upstream: it is labelled by the upstream's host.
      config.proxy.upstreamUrl !== null && config.searchApiBaseUrl.startsWith('/')
        ? `${serviceLabel(config.proxy.upstreamUrl, catalogue)} (through this server)`
        : serviceLabel(config.searchApiBaseUrl, catalogue),
    resourcePageUrl: config.resourcePageUrl,
    organizationCatalogueUrl: ORGANIZATION_CATALOGUE_URL_DEFAULT,
    rateLimit: { perMinute: config.clientRateLimit.perMinute, burst: config.clientRateLimit.burst },
  });
}
