/**
 * Locked filters (`lock.<filter>`, `lock.type`): the host's limits on an embed. They are merged into every request
 * and kept out of everything the visitor can change: the search state stays the visitor's own, so chips, "clear
 * all" and the user's URL parameters never hold a lock. Pure.
 */
import type { SearchRequest } from '../../interface/request';
import { filterKeys, withFilterKey, activeFilters, type ActiveFilter } from '../filters/filterCodec';
import { toSearchRequest, type ScopedSearchRequest } from '../request';
import {
  DEFAULT_SEARCH_STATE,
  isListFilter,
  URL_FILTERS,
  type SearchFilters,
  type SearchScope,
  type SearchState,
} from '../state';
import type { EmbedOptions } from './embedOptions';

/** The scope searched: the locked type, else the visitor's tab. */
export function lockedScope(state: SearchState, options: EmbedOptions): SearchScope {
  return options.lockType ?? state.scope;
}

/** An organisation strictly below another in the organisation tree (`/KOMMUNE/1/2` below `/KOMMUNE/1`). */
export function isOrgBelow(path: string | null, ancestor: string | null): boolean {
  return path !== null && ancestor !== null && path.startsWith(`${ancestor}/`);
}

/**
 * The visitor's filters with the locks added: a locked list filter's values join the visitor's (the service ANDs
 * them); a locked single filter replaces the visitor's value (the embed is limited to it), except an organisation
 * below the locked one (a sub-unit narrows the embed further, within its limit).
 */
export function mergeLocks(filters: SearchFilters, locks: SearchFilters): SearchFilters {
  let merged = filters;
  for (const name of URL_FILTERS) {
    const locked = filterKeys(locks, name);
    if (locked.length === 0) continue;
    if (isListFilter(name)) {
      for (const key of locked) merged = withFilterKey(merged, name, key) ?? merged;
    } else if (!(name === 'orgPath' && isOrgBelow(filters.orgPath, locks.orgPath))) {
      merged = { ...merged, [name]: locks[name] };
    }
  }
  return merged;
}

/** The search as requested: the visitor's search within the locks. The same object when nothing is locked. */
export function withLocks(state: SearchState, options: EmbedOptions): SearchState {
  const scope = lockedScope(state, options);
  const filters = mergeLocks(state.filters, options.locks);
  return scope === state.scope && filters === state.filters ? state : { ...state, scope, filters };
}

/** The locked filter values, in URL order (what the "Showing only" line names besides the type). */
export function lockedValues(options: EmbedOptions): ActiveFilter[] {
  return activeFilters(options.locks);
}

/**
 * The visitor's own values that mean something within the locks: a value a lock already applies, or one of a single
 * filter the lock fixes, is left out (a chip for it would remove nothing).
 */
export function withoutLockedValues(active: readonly ActiveFilter[], options: EmbedOptions): ActiveFilter[] {
  return active.filter(({ filter, value }) => {
    const locked = filterKeys(options.locks, filter);
    if (filter === 'orgPath' && isOrgBelow(value, options.locks.orgPath)) return true;
    return locked.length === 0 || (isListFilter(filter) && !locked.includes(value));
  });
}

/**
 * A lookup outside the search (a preview's resource by its URI) within the locks: the embed shows nothing the host
 * left out. The lookup's own filters stay as they are.
 */
export function lockedLookup(body: SearchRequest, options: EmbedOptions): ScopedSearchRequest {
  const locked = toSearchRequest(withLocks(DEFAULT_SEARCH_STATE, options));
  const filters = { ...locked.body.filters, ...body.filters };
  return {
    scope: locked.scope,
    body: Object.keys(filters).length > 0 ? { ...body, filters } : body,
  };
}
