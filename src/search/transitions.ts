/**
 * User intents as pure functions: each takes a valid state and returns a valid state (a value the state
 * cannot hold, such as a malformed orgPath, leaves it unchanged). Any change that alters the result set
 * goes back to page 1.
 */
import {
  activeFilters as activeFiltersOf,
  filterKeys,
  holdsFilterValue,
  isKeySelected,
  withFilterKey,
  withoutFilterKey,
  type ActiveFilter,
} from './filters/filterCodec';
import {
  DEFAULT_SEARCH_STATE,
  EMPTY_FILTERS,
  SEARCH_FIELDS,
  URL_FILTERS,
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
import { normalizeQuery } from './wellFormed';

export type { ActiveFilter } from './filters/filterCodec';

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
  return toggleFilterValue(state, filter, value);
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
  if (state.filters[filter] === value || !holdsFilterValue(filter, value)) return state;
  return withFilters(state, { ...state.filters, [filter]: value });
}

/** Whether a value (in its URL form, as in facet keys and chips) is selected. */
export function isFilterValueSelected(state: SearchState, filter: UrlFilterName, value: string): boolean {
  return isKeySelected(state.filters, filter, value);
}

/**
 * The click on a facet value, by its key (URL form): a list value is toggled; a single-valued filter is
 * set to the value, or cleared when it already holds it.
 */
export function toggleFilterValue(state: SearchState, filter: UrlFilterName, value: string): SearchState {
  if (isFilterValueSelected(state, filter, value)) return removeFilterValue(state, filter, value);
  const filters = withFilterKey(state.filters, filter, value);
  return filters === null ? state : withFilters(state, filters);
}

/** Removes one selected value (a chip's ✕); unchanged when it is not selected. */
export function removeFilterValue(state: SearchState, filter: UrlFilterName, value: string): SearchState {
  const filters = withoutFilterKey(state.filters, filter, value);
  return filters === state.filters ? state : withFilters(state, filters);
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

/** Every selected value, one entry each, in URL order (list values sorted). */
export function activeFilters(state: SearchState): ActiveFilter[] {
  return activeFiltersOf(state.filters);
}

export function hasActiveFilters(state: SearchState): boolean {
  return URL_FILTERS.some((filter) => filterKeys(state.filters, filter).length > 0);
}
