/**
 * The request a search state asks for. It is normalized (trimmed query, sorted lists, only what differs
 * from the service's defaults), so equal searches give deeply equal bodies and share one cache entry.
 */
import type { FilterValue, SearchRequest } from '../interface/request';
import { SORT_FIELD, type FilterName } from '../interface/vocabulary';
import { filterRequestValue } from './filters/filterCodec';
import { SEARCH_FIELDS, SORT_DIRECTION_OF, URL_FILTERS, type SearchScope, type SearchState } from './state';
import { normalizeQuery } from './wellFormed';

export { maxPage } from './state';

export interface ScopedSearchRequest {
  /** Which endpoint: `'all'` is `POST {base_url}/search`, a type `POST {base_url}/search/{type}`. */
  readonly scope: SearchScope;
  readonly body: SearchRequest;
}

function filtersOf(state: SearchState): SearchRequest['filters'] {
  const filters: Partial<Record<FilterName, { value: FilterValue }>> = {};
  for (const name of URL_FILTERS) {
    const value = filterRequestValue(state.filters, name);
    if (value !== undefined) filters[name] = { value };
  }
  return Object.keys(filters).length > 0 ? filters : undefined;
}

/**
 * The normalized request of a state: the trimmed query; `fields` only when not all three are searched
 * (then with all three flags); only the filters that are set (`"null"` becomes `{value: null}`); the sort
 * only when not by relevance; the 0-based page.
 */
export function toSearchRequest(state: SearchState): ScopedSearchRequest {
  const body: SearchRequest = { query: normalizeQuery(state.q) };
  const fields = new Set(state.fields);
  if (fields.size > 0 && SEARCH_FIELDS.some((field) => !fields.has(field))) {
    body.fields = {
      title: fields.has('title'),
      description: fields.has('description'),
      keyword: fields.has('keyword'),
    };
  }
  const filters = filtersOf(state);
  if (filters) body.filters = filters;
  const direction = SORT_DIRECTION_OF[state.sort];
  if (direction !== null) body.sort = { field: SORT_FIELD, direction };
  body.pagination = { page: state.page - 1, size: state.size };
  return { scope: state.scope, body };
}
