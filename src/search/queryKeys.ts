/**
 * The query-key factory of the search cache. A key is the normalized request, so equal searches have equal keys
 * and share one cache entry; the page is the key's last part, so every page of one search shares a prefix.
 */
import { toSearchRequest } from './request';
import { setScope } from './transitions';
import type { SearchScope, SearchState } from './state';

export const searchKeys = {
  /** Every search response. */
  all: ['search'] as const,
  /** One search in one scope, any page: `['search', scope, body without pagination]`. */
  anyPage(state: SearchState) {
    const { scope, body } = toSearchRequest(state);
    const { pagination: _pagination, ...rest } = body;
    return ['search', scope, rest] as const;
  },
  /** One page of one search: what is fetched and cached. */
  page(state: SearchState) {
    const { body } = toSearchRequest(state);
    return [...searchKeys.anyPage(state), body.pagination ?? null] as const;
  },
  /** The same search in another tab (its first page, as the tab's link opens it). */
  inScope(state: SearchState, scope: SearchScope) {
    return searchKeys.page(setScope(state, scope));
  },
};

/** The suggestion cache: one entry per scope and query text, as sent. */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  of(scope: SearchScope, text: string) {
    return ['suggestions', scope, text] as const;
  },
};
