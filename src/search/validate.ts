/**
 * What a valid search state is. The URL parser only produces valid states and the transitions keep them
 * valid, so that every state has exactly one URL and survives the trip through it unchanged.
 */
import { NULL_KEY } from '../interface/vocabulary';
import {
  DAY_FILTERS,
  LIST_FILTERS,
  MAX_DAYS,
  SEARCH_FIELDS,
  STRING_FILTERS,
  isPageSize,
  isSearchScope,
  maxPage,
  type ListFilterName,
  type SearchState,
  type StringFilterName,
} from './state';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL = /\p{Cc}/u;
/** EU theme, access-rights and provenance codes: `ENVI`, `NON_PUBLIC`, `OP_DATPRO`. */
const CODE = /^[A-Z][A-Z0-9_]*$/;
/** LOS: slugs joined by `/`, no leading slash (`helse-og-omsorg/svangerskap`). */
const LOS_PATH = /^[^\s/]+(?:\/[^\s/]+)*$/u;
/** orgPath: a leading slash, then segments (`/STAT/912660680/974760673`). */
const ORG_PATH = /^(?:\/[^\s/]+)+$/u;

/** A URL carries only well-formed Unicode, so a lone surrogate could not survive the round trip. */
export function isWellFormed(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return !LONE_SURROGATE.test(text);
}

export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The query as kept in the state: well-formed, without leading or trailing whitespace. */
export function normalizeQuery(text: string): string {
  return toWellFormed(text).trim();
}

function isPlainValue(value: string): boolean {
  return value !== '' && value === value.trim() && isWellFormed(value) && !CONTROL.test(value);
}

/**
 * Whether a list or string filter can hold this value. Codes must look like codes and paths like paths;
 * other values (places, formats) only need to be non-empty, trimmed text.
 */
export function isValidFilterValue(filter: ListFilterName | StringFilterName, value: string): boolean {
  if (!isPlainValue(value)) return false;
  switch (filter) {
    case 'dataTheme':
    case 'provenance':
      return CODE.test(value);
    case 'accessRights':
      return value === NULL_KEY || CODE.test(value);
    case 'losTheme':
      return LOS_PATH.test(value);
    case 'orgPath':
      return value === NULL_KEY || ORG_PATH.test(value);
    case 'formats':
    case 'spatial':
      return true;
  }
}

export function isValidDays(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DAYS;
}

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
  if (!isRecord(filters)) return false;
  for (const name of LIST_FILTERS) {
    const values = filters[name];
    if (!isStringArray(values) || !isStrictlySorted(values)) return false;
    if (!values.every((value) => isValidFilterValue(name, value))) return false;
  }
  for (const name of STRING_FILTERS) {
    const value = filters[name];
    if (value !== null && (typeof value !== 'string' || !isValidFilterValue(name, value))) return false;
  }
  for (const name of DAY_FILTERS) {
    const value = filters[name];
    if (value !== null && (typeof value !== 'number' || !isValidDays(value))) return false;
  }
  return filters.openData === null || typeof filters.openData === 'boolean';
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
  if (sort !== 'relevance' && sort !== 'newest' && sort !== 'oldest') return false;
  if (!isPageSize(size)) return false;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > maxPage(size)) return false;
  return isValidFilters(filters);
}
