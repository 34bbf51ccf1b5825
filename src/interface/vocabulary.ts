/**
 * The search interface's vocabulary: one source of truth shared by the browser app (`src/`) and the local
 * service (`server/`). A filter, type or code added here reaches the client, the URL codec, the server's
 * validation and the OpenAPI document at once. See docs/service.md.
 */

/** Resource types as path segments, in the order the UI shows them. */
export const RESOURCE_TYPES = [
  'datasets',
  'data-services',
  'concepts',
  'information-models',
  'services',
  'events',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The searched resource types: `'all'` is `POST /search` (the app's path `/`), a type `POST /search/{type}`. */
export type SearchScope = 'all' | ResourceType;
export const SEARCH_SCOPES: readonly SearchScope[] = ['all', ...RESOURCE_TYPES];

/** The `searchType` of a hit, per resource type. */
export const SEARCH_TYPE_OF = {
  datasets: 'DATASET',
  'data-services': 'DATA_SERVICE',
  concepts: 'CONCEPT',
  'information-models': 'INFORMATION_MODEL',
  services: 'SERVICE',
  events: 'EVENT',
} as const satisfies Record<ResourceType, string>;
export type SearchType = (typeof SEARCH_TYPE_OF)[ResourceType];
export const SEARCH_TYPES = Object.values(SEARCH_TYPE_OF) as SearchType[];

export const RESOURCE_TYPE_OF: Record<SearchType, ResourceType> = {
  DATASET: 'datasets',
  DATA_SERVICE: 'data-services',
  CONCEPT: 'concepts',
  INFORMATION_MODEL: 'information-models',
  SERVICE: 'services',
  EVENT: 'events',
};

/**
 * Every path segment after `/search/` that the service answers, with the types it searches.
 * Aliases are the public service's own.
 */
export const SEARCH_ENDPOINTS: Readonly<Record<string, readonly SearchType[]>> = {
  datasets: ['DATASET'],
  'data-services': ['DATA_SERVICE'],
  dataservices: ['DATA_SERVICE'],
  concepts: ['CONCEPT'],
  'information-models': ['INFORMATION_MODEL'],
  informationmodels: ['INFORMATION_MODEL'],
  services: ['SERVICE'],
  events: ['EVENT'],
  'services-and-events': ['SERVICE', 'EVENT'],
  'public-services-and-events': ['SERVICE', 'EVENT'],
};

/**
 * How a filter's `value` is shaped, as the local service accepts it:
 * - `boolean`: true or false;
 * - `integer`: a whole number of days, 0 or more;
 * - `string`: one string;
 * - `stringList`: an array of strings, every value must match (AND); `uri` is the one OR list;
 * - `stringOrList`: one string or an array of strings (AND); `nullable` ones take `null` for "has none".
 */
export type FilterKind = 'boolean' | 'integer' | 'string' | 'stringList' | 'stringOrList';

export interface FilterSpec {
  readonly kind: FilterKind;
  /** `null` selects resources without a value (the `"null"` bucket). */
  readonly nullable: boolean;
  /** The aggregation whose buckets are this filter's values, if any. */
  readonly aggregation: AggregationName | null;
  /** A parent path also matches its descendants (`/STAT` matches `/STAT/912660680`). */
  readonly hierarchical: boolean;
  /** Several values widen (OR) instead of narrow (AND). */
  readonly anyOf: boolean;
}

/** A filter's spec; its `kind` stays literal, so types can be derived per kind. */
const spec = <Kind extends FilterKind>(
  kind: Kind,
  aggregation: AggregationName | null,
  extra: Partial<Omit<FilterSpec, 'kind'>> = {},
): FilterSpec & { readonly kind: Kind } => ({
  aggregation,
  nullable: false,
  hierarchical: false,
  anyOf: false,
  ...extra,
  kind,
});

export const AGGREGATIONS = [
  'accessRights',
  'dataTheme',
  'format',
  'losTheme',
  'openData',
  'orgPath',
  'provenance',
  'spatial',
] as const;
export type AggregationName = (typeof AGGREGATIONS)[number];

/** The complete filter list of the public service, in a stable order (also the URL's parameter order). */
export const FILTERS = {
  dataTheme: spec('stringList', 'dataTheme'),
  openData: spec('boolean', 'openData'),
  formats: spec('stringList', 'format'),
  accessRights: spec('stringOrList', 'accessRights', { nullable: true }),
  losTheme: spec('stringList', 'losTheme', { hierarchical: true }),
  orgPath: spec('stringOrList', 'orgPath', { nullable: true, hierarchical: true }),
  spatial: spec('stringList', 'spatial'),
  provenance: spec('stringOrList', 'provenance'),
  lastXDays: spec('integer', null),
  lastXDaysModified: spec('integer', null),
  relations: spec('string', null),
  uri: spec('stringList', null, { anyOf: true }),
} as const satisfies Record<string, FilterSpec>;
export type FilterName = keyof typeof FILTERS;
export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

/** The filter that an aggregation's keys select. */
export const FILTER_OF_AGGREGATION: Record<AggregationName, FilterName> = {
  accessRights: 'accessRights',
  dataTheme: 'dataTheme',
  format: 'formats',
  losTheme: 'losTheme',
  openData: 'openData',
  orgPath: 'orgPath',
  provenance: 'provenance',
  spatial: 'spatial',
};

/** The aggregation key of resources that have no value. */
export const NULL_KEY = 'null';

export const EU_THEMES = [
  'AGRI',
  'ECON',
  'EDUC',
  'ENER',
  'ENVI',
  'GOVE',
  'HEAL',
  'INTR',
  'JUST',
  'OP_DATPRO',
  'REGI',
  'SOCI',
  'TECH',
  'TRAN',
] as const;
export type EuTheme = (typeof EU_THEMES)[number];

export const ACCESS_RIGHTS = ['PUBLIC', 'RESTRICTED', 'NON_PUBLIC'] as const;
export type AccessRight = (typeof ACCESS_RIGHTS)[number];

export const PROVENANCES = ['NASJONAL', 'VEDTAK', 'BRUKER', 'TREDJEPART'] as const;
export type Provenance = (typeof PROVENANCES)[number];

/** First segment of an `orgPath`. */
export const ORG_KINDS = ['STAT', 'FYLKE', 'KOMMUNE', 'PRIVAT', 'ANNET'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

export const SPECIALIZED_TYPES = [
  'DATASET_SERIES',
  'LIFE_EVENT',
  'BUSINESS_EVENT',
  'publicService',
  'service',
] as const;

/** Prefixes of `fdkFormatPrefixed` values; `UNKNOWN` stands alone. */
export const FORMAT_PREFIXES = ['MEDIA_TYPE', 'FILE_TYPE'] as const;
export const UNKNOWN_FORMAT = 'UNKNOWN';

export const SORT_FIELD = 'FIRST_HARVESTED';
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** `page * size + size` may not exceed this (Elasticsearch's result window). */
export const MAX_RESULT_WINDOW = 10_000;
/** The service's page size when none (or one below 1) is asked for. */
export const DEFAULT_API_PAGE_SIZE = 10;
/** At most this many suggestions are returned. */
export const MAX_SUGGESTIONS = 10;

/** The interface's published limits. */
export const RATE_LIMIT = { perMinute: 10, burst: 20 } as const;
