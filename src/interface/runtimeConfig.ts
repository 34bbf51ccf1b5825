/**
 * The runtime configuration the server gives the app at `GET /config.json`, so one build serves any
 * environment (the local service, the demo or the production service).
 */
import * as z from 'zod/mini';

export const RuntimeConfig = z.object({
  /** The interface's `{base_url}`: `/api` for the local service, or an absolute URL. */
  searchApiBaseUrl: z.string().check(z.minLength(1)),
  /** A short human name of that service, shown in the footer. */
  serviceLabel: z.string(),
  /** Where a hit's page lives; `{lang}`, `{type}` and `{id}` are filled in. */
  resourcePageUrl: z.string(),
  /**
   * Where organisation names are (`GET {url}/organizations[/{id}]`, the organisation catalogue's shape);
   * optional so that an older server's config still loads.
   */
  organizationCatalogueUrl: z.optional(z.string().check(z.minLength(1))),
  /** The request budget the app spends: the interface's 10 per minute, burst 20, unless configured. */
  rateLimit: z.object({
    perMinute: z.number().check(z.positive()),
    burst: z.number().check(z.int(), z.positive()),
  }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export const RESOURCE_PAGE_URL_DEFAULT = 'https://data.norge.no/{lang}/{type}/{id}';

/** This server's organisation endpoints: local names, or the organisation catalogue through the proxy. */
export const ORGANIZATION_CATALOGUE_URL_DEFAULT = '/api/organization-catalogue';
