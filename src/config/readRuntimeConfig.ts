import * as z from 'zod/mini';

import { LEGACY_ENVIRONMENT_ID, LegacyRuntimeConfig, RuntimeConfig } from '../interface/runtimeConfig';

/**
 * The configuration in its current shape, from either shape the server may send: the current one (named
 * environments), or the one before environments (one service in top-level fields), read as its only environment.
 * Anything else throws an error saying what is wrong with it as the current shape.
 */
export function readRuntimeConfig(json: unknown): RuntimeConfig {
  const parsed = RuntimeConfig.safeParse(json);
  if (parsed.success) return parsed.data;
  const hasEnvironments = typeof json === 'object' && json !== null && 'environments' in json;
  if (!hasEnvironments) {
    const legacy = LegacyRuntimeConfig.safeParse(json);
    if (legacy.success) return fromLegacy(legacy.data);
  }
  throw new Error(`/config.json is invalid: ${z.prettifyError(parsed.error)}`);
}

function fromLegacy(legacy: LegacyRuntimeConfig): RuntimeConfig {
  return {
    environments: [
      {
        id: LEGACY_ENVIRONMENT_ID,
        label: legacy.serviceLabel,
        searchApiBaseUrl: legacy.searchApiBaseUrl,
        ...(legacy.organizationCatalogueUrl === undefined
          ? {}
          : { organizationCatalogueUrl: legacy.organizationCatalogueUrl }),
      },
    ],
    defaultEnvironment: LEGACY_ENVIRONMENT_ID,
    resourcePageUrl: legacy.resourcePageUrl,
    rateLimit: legacy.rateLimit,
  };
}
