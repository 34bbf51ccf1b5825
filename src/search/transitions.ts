/**
 * User intents as pure functions: each takes a valid state and returns a valid state (a value the state
 * cannot hold, such as a malformed orgPath, leaves it unchanged). Any change that alters the result set
 * goes back to page 1.
 */
import {
  DEFAULT_SEARCH_STATE,
  EMPTY_FILTERS,
  LIST_FILTERS,
  SEARCH_FIELDS,
  URL_FILTERS,
  isDayFilter,
  isListFilter,
  isPageSize,
  isSearchScope,
  maxPage,
  type ListFilterName,
  type PageSize,
  type SearchField,
  type SearchFilters,
  type SearchScope,
  type SearchState,
  type SingleFilterName,
  type SortOrder,
  type UrlFilterName,
} from './state';
import { isValidDays, isValidFilterValue, normalizeQuery } from './validate';

function withFilters(state: SearchState, filters: SearchFilters): SearchState {
  return { ...state, filters, page: 1 };
}

/** A new query (submitted text): back to page 1. */
export function setQuery(state: SearchState, q: string): SearchState {
  return { ...state, q: normalizeQuery(q), page: 1 };
}

/** The searched fields; none (or all three) means all three. Back to page 1. */
export function setFields(state: SearchState, fields: readonly SearchField[]): SearchState {
  const chosen = SEARCH_FIELDS.filter((field) => fields.includes(field));
  return { ...state, fields: chosen.length === 0 ? DEFAULT_SEARCH_STATE.fields : chosen, page: 1 };
}

/** Adds a value to a list filter, or removes it when present. */
export function toggleListValue(state: SearchState, filter: ListFilterName, value: string): SearchState {
  const current = state.filters[filter];
  if (current.includes(value)) {
    return withFilters(state, { ...state.filters, [filter]: current.filter((item) => item !== value) });
  }
  if (!isValidFilterValue(filter, value)) return state;
  return withFilters(state, { ...state.filters, [filter]: [...current, value].sort() });
}

function isValidSingle<K extends SingleFilterName>(filter: K, value: SearchFilters[K]): boolean {
  if (value === null) return true;
  if (filter === 'openData') return typeof value === 'boolean';
  if (isDayFilter(filter)) return typeof value === 'number' && isValidDays(value);
  return typeof value === 'string' && isValidFilterValue(filter, value);
}

/**
 * Sets a single-valued filter (`openData`, `accessRights`, `orgPath`, `provenance`, `lastXDays`,
 * `lastXDaysModified`); `null` removes it, the string `"null"` selects "has none".
 */
export function setSingleValue<K extends SingleFilterName>(
  state: SearchState,
  filter: K,
  value: SearchFilters[K],
): SearchState {
  if (state.filters[filter] === value || !isValidSingle(filter, value)) return state;
  return withFilters(state, { ...state.filters, [filter]: value });
}

/** The URL form of a single filter's value: `"true"`, `"30"`, `"/STAT"`. */
function singleValueText(value: boolean | number | string | null): string | null {
  return value === null ? null : String(value);
}

/** Whether a value (in its URL form, as in facet keys and chips) is selected. */
export function isFilterValueSelected(state: SearchState, filter: UrlFilterName, value: string): boolean {
  if (isListFilter(filter)) return state.filters[filter].includes(value);
  return singleValueText(state.filters[filter]) === value;
}

/** Parses a value in its URL form for a single-valued filter; `undefined` when it cannot be held. */
function singleValueOf(filter: SingleFilterName, value: string): boolean | number | string | undefined {
  if (filter === 'openData') return value === 'true' ? true : value === 'false' ? false : undefined;
  if (isDayFilter(filter)) {
    const days = /^[1-9]\d*$/.test(value) ? Number(value) : NaN;
    return isValidDays(days) ? days : undefined;
  }
  return isValidFilterValue(filter, value) ? value : undefined;
}

/**
 * The click on a facet value, by its key (URL form): a list value is toggled; a single-valued filter is
 * set to the value, or cleared when it already holds it.
 */
export function toggleFilterValue(state: SearchState, filter: UrlFilterName, value: string): SearchState {
  if (isListFilter(filter)) return toggleListValue(state, filter, value);
  if (isFilterValueSelected(state, filter, value))
    return withFilters(state, { ...state.filters, [filter]: null });
  const parsed = singleValueOf(filter, value);
  if (parsed === undefined) return state;
  return withFilters(state, { ...state.filters, [filter]: parsed });
}

/** Removes one selected value (a chip's ✕); unchanged when it is not selected. */
export function removeFilterValue(state: SearchState, filter: UrlFilterName, value: string): SearchState {
  if (!isFilterValueSelected(state, filter, value)) return state;
  if (isListFilter(filter)) {
    return withFilters(state, {
      ...state.filters,
      [filter]: state.filters[filter].filter((item) => item !== value),
    });
  }
  return withFilters(state, { ...state.filters, [filter]: null });
}

/** Removes every filter; keeps scope, query, fields, sort and page size. */
export function clearFilters(state: SearchState): SearchState {
  return withFilters(state, EMPTY_FILTERS);
}

export function setSort(state: SearchState, sort: SortOrder): SearchState {
  return { ...state, sort, page: 1 };
}

export function setPageSize(state: SearchState, size: PageSize): SearchState {
  return isPageSize(size) ? { ...state, size, page: 1 } : state;
}

/** Goes to a page, kept between 1 and the last page the service can serve. */
export function setPage(state: SearchState, page: number): SearchState {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return { ...state, page: Math.min(Math.max(1, whole), maxPage(state.size)) };
}

/** Another tab: everything else is kept, back to page 1. */
export function setScope(state: SearchState, scope: SearchScope): SearchState {
  return isSearchScope(scope) ? { ...state, scope, page: 1 } : state;
}

/** One selected filter value, for a chip. `value` is its URL form (`"true"`, `"30"`, `"/STAT"`, `"null"`). */
export interface ActiveFilter {
  readonly filter: UrlFilterName;
  readonly value: string;
}

/** Every selected value, one entry each, in URL order (list values sorted). */
export function activeFilters(state: SearchState): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const filter of URL_FILTERS) {
    if (isListFilter(filter)) {
      for (const value of state.filters[filter]) active.push({ filter, value });
    } else {
      const value = singleValueText(state.filters[filter]);
      if (value !== null) active.push({ filter, value });
    }
  }
  return active;
}

export function hasActiveFilters(state: SearchState): boolean {
  const { filters } = state;
  return (
    LIST_FILTERS.some((filter) => filters[filter].length > 0) ||
    URL_FILTERS.some((filter) => !isListFilter(filter) && filters[filter] !== null)
  );
}
