/**
 * What a valid search state is. The URL parser only produces valid states and the transitions keep them
 * valid, so that every state has exactly one URL and survives the trip through it unchanged. The rules of
 * each filter's values live in the filter codec table.
 */
import { holdsFilterValue } from './filters/filterCodec';
import {
  SEARCH_FIELDS,
  SORT_ORDERS,
  URL_FILTERS,
  isPageSize,
  isSearchScope,
  maxPage,
  type SearchState,
} from './state';
import { isWellFormed } from './wellFormed';

export { isWellFormed, normalizeQuery, toWellFormed } from './wellFormed';
export { isValidDays, isValidFilterValue } from './filters/filterCodec';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Strictly ascending in code-unit order: sorted and without duplicates. */
function isStrictlySorted(values: readonly string[]): boolean {
  for (let i = 1; i < values.length; i += 1) {
    const before = values[i - 1];
    const value = values[i];
    if (before === undefined || value === undefined || before >= value) return false;
  }
  return true;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isValidFilters(filters: unknown): boolean {
  return isRecord(filters) && URL_FILTERS.every((name) => holdsFilterValue(name, filters[name]));
}

/**
 * Whether a value is a valid `SearchState`: the states the URL codec round-trips exactly. Use it to check a
 * state from an untrusted place (history state, storage).
 */
export function isValidState(value: unknown): value is SearchState {
  if (!isRecord(value)) return false;
  const { scope, q, fields, filters, sort, page, size } = value;
  if (!isSearchScope(scope)) return false;
  if (typeof q !== 'string' || q !== q.trim() || !isWellFormed(q)) return false;
  if (!isStringArray(fields) || fields.length === 0 || !isStrictlySorted(fields)) return false;
  if (!fields.every((field) => (SEARCH_FIELDS as readonly string[]).includes(field))) return false;
  if (typeof sort !== 'string' || !(SORT_ORDERS as readonly string[]).includes(sort)) return false;
  if (!isPageSize(size)) return false;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > maxPage(size)) return false;
  return isValidFilters(filters);
}
