/**
 * The search state: everything one search is, and nothing else. The URL is its serialized form
 * (`url.ts`), the request body its projection (`request.ts`); the UI derives the rest.
 */
import {
  FILTER_NAMES,
  FILTERS,
  MAX_RESULT_WINDOW,
  SEARCH_SCOPES,
  type FilterName,
  type SearchScope,
} from '../interface/vocabulary';

export { SEARCH_SCOPES, type SearchScope };

/** The fields a query can search, in code-unit order (the order of `SearchState.fields`). */
export const SEARCH_FIELDS = ['description', 'keyword', 'title'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The URL's `sort` values and the request's sort direction of each (`relevance` sends none). */
export const SORT_DIRECTION_OF = { relevance: null, newest: 'DESC', oldest: 'ASC' } as const;
/** `newest`/`oldest` sort by first harvested; `relevance` is the service's default order. */
export type SortOrder = keyof typeof SORT_DIRECTION_OF;
export const SORT_ORDERS = Object.keys(SORT_DIRECTION_OF) as SortOrder[];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** The largest `lastXDays`/`lastXDaysModified` accepted: a hundred years. */
export const MAX_DAYS = 36_500;

/**
 * Filters of the interface the app does not put in its URL: `uri` only fetches a shared preview's hit
 * (`relations` is in the URL: a preview's relation links search for it).
 */
const NOT_IN_URL = ['uri'] as const;

/** The filters of the URL: the vocabulary's filter list, in its order (URL, request and chip order). */
export type UrlFilterName = Exclude<FilterName, (typeof NOT_IN_URL)[number]>;
export const URL_FILTERS: readonly UrlFilterName[] = FILTER_NAMES.filter(
  (name): name is UrlFilterName => !(NOT_IN_URL as readonly string[]).includes(name),
);

type FilterOfKind<Kind> = {
  [K in UrlFilterName]: (typeof FILTERS)[K]['kind'] extends Kind ? K : never;
}[UrlFilterName];

/** Filters that take a list of values; the service ANDs them. */
export type ListFilterName = FilterOfKind<'stringList'>;
/** Filters with one string value (radios, and `relations`): the public service takes a single string. */
export type StringFilterName = FilterOfKind<'stringOrList' | 'string'>;
/** Filters with a number of days. */
export type DayFilterName = FilterOfKind<'integer'>;
/** Every filter that holds at most one value. */
export type SingleFilterName = Exclude<UrlFilterName, ListFilterName>;

/**
 * The URL's filters (docs/app-contract.md). Lists are sorted (code-unit order) and free of duplicates.
 * For the string filters `null` means "no filter" and the string `"null"` selects the "has none" bucket;
 * the days filters hold 1 to MAX_DAYS.
 */
export type SearchFilters = { readonly [K in ListFilterName]: readonly string[] } & {
  readonly [K in StringFilterName]: string | null;
} & { readonly [K in DayFilterName]: number | null } & { readonly openData: boolean | null };

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

/** No filter set: an empty list for list filters, `null` for the others. */
export const EMPTY_FILTERS: SearchFilters = Object.freeze(
  Object.fromEntries(
    URL_FILTERS.map((name) => [name, FILTERS[name].kind === 'stringList' ? Object.freeze([]) : null]),
  ) as unknown as SearchFilters,
);

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
  return FILTERS[filter].kind === 'stringList';
}

export function isStringFilter(filter: UrlFilterName): filter is StringFilterName {
  const { kind } = FILTERS[filter];
  return kind === 'stringOrList' || kind === 'string';
}

export function isDayFilter(filter: UrlFilterName): filter is DayFilterName {
  return FILTERS[filter].kind === 'integer';
}

export function isSearchScope(value: unknown): value is SearchScope {
  return typeof value === 'string' && (SEARCH_SCOPES as readonly string[]).includes(value);
}

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);
}
