/**
 * The search state: everything one search is, and nothing else. The URL is its serialized form
 * (`url.ts`), the request body its projection (`request.ts`); the UI derives the rest.
 */
import { MAX_RESULT_WINDOW, RESOURCE_TYPES, type ResourceType } from '../interface/vocabulary';

/** The searched resource types: `'all'` is the path `/`, a resource type the path `/{type}`. */
export type SearchScope = 'all' | ResourceType;
export const SEARCH_SCOPES: readonly SearchScope[] = ['all', ...RESOURCE_TYPES];

/** The fields a query can search, in code-unit order (the order of `SearchState.fields`). */
export const SEARCH_FIELDS = ['description', 'keyword', 'title'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SORT_ORDERS = ['relevance', 'newest', 'oldest'] as const;
/** `newest`/`oldest` sort by first harvested; `relevance` is the service's default order. */
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** The largest `lastXDays`/`lastXDaysModified` accepted: a hundred years. */
export const MAX_DAYS = 36_500;

/** Filters that take a list of values; the service ANDs them. */
export const LIST_FILTERS = ['dataTheme', 'formats', 'losTheme', 'spatial'] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

/** Filters with one string value (radios): the public service takes a single string. */
export const STRING_FILTERS = ['accessRights', 'orgPath', 'provenance'] as const;
export type StringFilterName = (typeof STRING_FILTERS)[number];

/** Filters with a number of days. */
export const DAY_FILTERS = ['lastXDays', 'lastXDaysModified'] as const;
export type DayFilterName = (typeof DAY_FILTERS)[number];

/** The filters of the URL, in URL (and request) order. */
export const URL_FILTERS = [
  'dataTheme',
  'openData',
  'formats',
  'accessRights',
  'losTheme',
  'orgPath',
  'spatial',
  'provenance',
  'lastXDays',
  'lastXDaysModified',
] as const;
export type UrlFilterName = (typeof URL_FILTERS)[number];

/** Every filter that holds at most one value. */
export type SingleFilterName = Exclude<UrlFilterName, ListFilterName>;

/**
 * The URL's filters (app-contract.md). Lists are sorted (code-unit order) and free of duplicates.
 * For the string filters `null` means "no filter" and the string `"null"` selects the "has none" bucket.
 */
export interface SearchFilters {
  readonly dataTheme: readonly string[];
  readonly formats: readonly string[];
  readonly losTheme: readonly string[];
  readonly spatial: readonly string[];
  readonly openData: boolean | null;
  readonly accessRights: string | null;
  readonly orgPath: string | null;
  readonly provenance: string | null;
  /** First harvested within the last N days (1 to MAX_DAYS). */
  readonly lastXDays: number | null;
  /** Modified within the last N days (1 to MAX_DAYS). */
  readonly lastXDaysModified: number | null;
}

export interface SearchState {
  readonly scope: SearchScope;
  /** The query as typed, without leading or trailing whitespace; `''` = no query. */
  readonly q: string;
  /** A non-empty, sorted subset of SEARCH_FIELDS; all three is the default. */
  readonly fields: readonly SearchField[];
  readonly filters: SearchFilters;
  readonly sort: SortOrder;
  /** 1-based, at most `maxPage(size)`. */
  readonly page: number;
  readonly size: PageSize;
}

export const EMPTY_FILTERS: SearchFilters = Object.freeze({
  dataTheme: Object.freeze([]),
  formats: Object.freeze([]),
  losTheme: Object.freeze([]),
  spatial: Object.freeze([]),
  openData: null,
  accessRights: null,
  orgPath: null,
  provenance: null,
  lastXDays: null,
  lastXDaysModified: null,
});

export const DEFAULT_SEARCH_STATE: SearchState = Object.freeze({
  scope: 'all',
  q: '',
  fields: Object.freeze([...SEARCH_FIELDS]),
  filters: EMPTY_FILTERS,
  sort: 'relevance',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
});

/** The last page the service can serve at this size: `(page - 1) * size + size` stays within its window. */
export function maxPage(size: number): number {
  return Math.max(1, Math.floor(MAX_RESULT_WINDOW / size));
}

export function isListFilter(filter: UrlFilterName): filter is ListFilterName {
  return (LIST_FILTERS as readonly string[]).includes(filter);
}

export function isStringFilter(filter: UrlFilterName): filter is StringFilterName {
  return (STRING_FILTERS as readonly string[]).includes(filter);
}

export function isDayFilter(filter: UrlFilterName): filter is DayFilterName {
  return (DAY_FILTERS as readonly string[]).includes(filter);
}

export function isSearchScope(value: unknown): value is SearchScope {
  return typeof value === 'string' && (SEARCH_SCOPES as readonly string[]).includes(value);
}

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);
}
