/**
 * The runtime configuration the server gives the app at `GET /config.json`, so one build serves any
 * environment: named environments (the local service, the catalogue's demo and production services, and any the
 * operator adds), one of them the default, chosen per page by `env=<id>` in the URL.
 */
import * as z from 'zod/mini';

/** The request budget the app spends at a service: the interface's 10 per minute, burst 20, unless configured. */
export const RateBudgetSchema = z.object({
  perMinute: z.number().check(z.positive()),
  burst: z.number().check(z.int(), z.positive()),
});
export type RateBudgetConfig = z.infer<typeof RateBudgetSchema>;

/** An environment id: what `env=` holds in the URL (short, lower case, URL-safe). */
export const ENVIRONMENT_ID = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * What this server's own catalogue is, so the app can name it in the page's language (the label is English, for
 * logs and older apps): the generated demo catalogue or a file, and how many resources it holds.
 */
export const CatalogueDescriptionSchema = z.union([
  z.object({ kind: z.literal('demo'), resources: z.number(), seed: z.number() }),
  z.object({ kind: z.literal('file'), file: z.string(), resources: z.number() }),
]);
export type CatalogueDescription = z.infer<typeof CatalogueDescriptionSchema>;
/** An absolute http(s) URL without query, fragment or trailing slash. */
export const PORTAL_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*[^\s?#/])?$/;

export const EnvironmentSchema = z.object({
  id: z
    .string()
    .check(z.regex(ENVIRONMENT_ID, 'must be lower-case letters, digits or "-", starting with a letter')),
  /** A short human name of the service, shown in the footer. */
  label: z.string().check(z.minLength(1)),
  /** The interface's `{base_url}`: `/api` for this server, or an absolute URL. */
  searchApiBaseUrl: z.string().check(z.minLength(1)),
  /** Where organisation names are (`GET {url}/organizations[/{id}]`, the organisation catalogue's shape). */
  organizationCatalogueUrl: z.optional(z.string().check(z.minLength(1))),
  /** This environment's budget; the top-level `rateLimit` when absent. */
  rateLimit: z.optional(RateBudgetSchema),
  /** This server answers from another service (proxy mode): the footer names that one. */
  upstreamUrl: z.optional(z.string().check(z.minLength(1))),
  /** This server's own catalogue, described (the footer names it in the page's language). */
  catalogue: z.optional(CatalogueDescriptionSchema),
  /**
   * The catalogue portal that has a page for each of this environment's resources (`{portalUrl}/{lang}/{type}/{id}`):
   * a preview links there. Absent: no such portal (the local catalogue).
   */
  portalUrl: z.optional(
    z.string().check(z.regex(PORTAL_URL, 'must be an http(s) URL without query or fragment')),
  ),
});
export type Environment = z.infer<typeof EnvironmentSchema>;

export const RuntimeConfig = z
  .object({
    /** At least one; ids unique. */
    environments: z.array(EnvironmentSchema).check(z.minLength(1)),
    /** The id of the environment used when the URL names none. */
    defaultEnvironment: z.string(),
    /** Where a hit's page lives; `{lang}`, `{type}` and `{id}` are filled in. */
    resourcePageUrl: z.string(),
    /** The budget of an environment that names none of its own. */
    rateLimit: RateBudgetSchema,
    /** This server's own organisation endpoints, for tools that read `/config.json` (`npm run mirror`). */
    organizationCatalogueUrl: z.optional(z.string().check(z.minLength(1))),
    /**
     * Host origins the app posts its search to and takes `setSearch` from, when the frame's `parentOrigin` names
     * one (`EMBED_ORIGINS`; docs/embed-protocol.md). Absent: none.
     */
    embedOrigins: z.optional(z.array(z.string())),
  })
  .check(
    z.refine(
      (config) => new Set(config.environments.map((env) => env.id)).size === config.environments.length,
      {
        message: 'environment ids must be unique',
        path: ['environments'],
      },
    ),
    z.refine((config) => config.environments.some((env) => env.id === config.defaultEnvironment), {
      message: 'defaultEnvironment must be the id of one of the environments',
      path: ['defaultEnvironment'],
    }),
  );
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/** The shape before environments (one service, top-level fields): still read, as one environment. */
export const LegacyRuntimeConfig = z.object({
  searchApiBaseUrl: z.string().check(z.minLength(1)),
  serviceLabel: z.string(),
  resourcePageUrl: z.string(),
  organizationCatalogueUrl: z.optional(z.string().check(z.minLength(1))),
  rateLimit: RateBudgetSchema,
});
export type LegacyRuntimeConfig = z.infer<typeof LegacyRuntimeConfig>;

/**
 * The id of the `<script type="application/json">` in which the local service hands the page its configuration:
 * the same JSON as `/config.json`, without the request. A page without it (the dev server, another host) fetches
 * `/config.json`.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The id a legacy configuration's only service gets. */
export const LEGACY_ENVIRONMENT_ID = 'default';

export const RESOURCE_PAGE_URL_DEFAULT = 'https://data.norge.no/{lang}/{type}/{id}';

/** This server's organisation endpoints: local names, or the organisation catalogue through the proxy. */
export const ORGANIZATION_CATALOGUE_URL_DEFAULT = '/api/organization-catalogue';

/** The environment of this server's own `/api`. */
export const LOCAL_ENVIRONMENT_ID = 'local';

/**
 * The catalogue's public services (docs/service.md, "The public service, as deployed"), their organisation catalogues and the portals
 * that show their resources: data.norge.no for production, the catalogue's demo site for demo.
 */
export const PUBLIC_ENVIRONMENTS: readonly Environment[] = [
  {
    id: 'demo',
    label: 'Felles datakatalog, demo',
    searchApiBaseUrl: 'https://search.api.demo.fellesdatakatalog.digdir.no',
    organizationCatalogueUrl: 'https://organization-catalog.demo.fellesdatakatalog.digdir.no',
    portalUrl: 'https://demo.fellesdatakatalog.digdir.no',
  },
  {
    id: 'production',
    label: 'Felles datakatalog, production',
    searchApiBaseUrl: 'https://search.api.fellesdatakatalog.digdir.no',
    organizationCatalogueUrl: 'https://organization-catalog.fellesdatakatalog.digdir.no',
    portalUrl: 'https://data.norge.no',
  },
];
