/**
 * The URL codec of app-contract.md: one search, one canonical URL. Parsing never throws: whatever the app
 * cannot use is dropped or corrected and reported as a notice, so the UI can replace the URL and say why.
 */
import { isLocale, type Locale } from '../i18n/locales';
import { RESOURCE_TYPES } from '../interface/vocabulary';
import {
  DAY_FILTERS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_STATE,
  LIST_FILTERS,
  MAX_DAYS,
  SEARCH_FIELDS,
  STRING_FILTERS,
  URL_FILTERS,
  isPageSize,
  maxPage,
  type DayFilterName,
  type ListFilterName,
  type PageSize,
  type SearchField,
  type SearchFilters,
  type SearchScope,
  type SearchState,
  type SortOrder,
  type StringFilterName,
} from './state';
import { isValidFilterValue, normalizeQuery } from './validate';

/** The URL's parameters, in the order they are written. */
export const URL_PARAMS = ['q', 'fields', ...URL_FILTERS, 'sort', 'page', 'size', 'lang'] as const;
export type UrlParam = (typeof URL_PARAMS)[number];

export type UrlProblem =
  'unknown-parameter' | 'invalid-value' | 'duplicate' | 'out-of-range' | 'unknown-path';

/** Something in the URL the app ignored or corrected. `param` is `'path'` for an unknown path. */
export interface UrlNotice {
  readonly param: string;
  readonly value: string;
  readonly problem: UrlProblem;
}

export interface ParsedSearchUrl {
  readonly state: SearchState;
  /** The `lang` parameter; `null` when absent or invalid (the UI then uses the browser's preference). */
  readonly lang: Locale | null;
  readonly notices: UrlNotice[];
  /** The input already was the canonical URL of `state` and `lang`; when false the UI replaces it. */
  readonly canonical: boolean;
}

export interface SerializedSearchUrl {
  readonly pathname: string;
  /** `''` or a string starting with `?`. */
  readonly search: string;
}

type Parsed<T> =
  | { readonly ok: true; readonly value: T; readonly corrected?: UrlProblem }
  | { readonly ok: false; readonly problem: UrlProblem };

const DIGITS = /^\d+$/;

function parseCount(raw: string): Parsed<number> {
  if (!DIGITS.test(raw)) return { ok: false, problem: 'invalid-value' };
  const value = Number(raw);
  return value === 0 ? { ok: false, problem: 'out-of-range' } : { ok: true, value };
}

function parseDays(raw: string): Parsed<number> {
  const parsed = parseCount(raw);
  if (parsed.ok && parsed.value > MAX_DAYS) return { ok: true, value: MAX_DAYS, corrected: 'out-of-range' };
  return parsed;
}

function parseSize(raw: string): Parsed<PageSize> {
  const value = DIGITS.test(raw) ? Number(raw) : NaN;
  return isPageSize(value) ? { ok: true, value } : { ok: false, problem: 'invalid-value' };
}

function parseSort(raw: string): Parsed<SortOrder> {
  return raw === 'newest' || raw === 'oldest' || raw === 'relevance'
    ? { ok: true, value: raw }
    : { ok: false, problem: 'invalid-value' };
}

function parseOpenData(raw: string): Parsed<boolean> {
  if (raw === 'true') return { ok: true, value: true };
  if (raw === 'false') return { ok: true, value: false };
  return { ok: false, problem: 'invalid-value' };
}

function parseLang(raw: string): Parsed<Locale> {
  return isLocale(raw) ? { ok: true, value: raw } : { ok: false, problem: 'invalid-value' };
}

function parseStringFilter(filter: StringFilterName): (raw: string) => Parsed<string> {
  return (raw) =>
    isValidFilterValue(filter, raw) ? { ok: true, value: raw } : { ok: false, problem: 'invalid-value' };
}

class NoticeLog {
  readonly notices: UrlNotice[] = [];
  add(param: string, value: string, problem: UrlProblem): void {
    this.notices.push({ param, value, problem });
  }
}

/** A single-valued parameter: the first usable value wins, a different later one is a duplicate. */
function chooseOne<T>(
  param: UrlParam,
  raws: readonly string[],
  parse: (raw: string) => Parsed<T>,
  log: NoticeLog,
): { readonly value: T; readonly raw: string } | null {
  let chosen: { value: T; raw: string } | null = null;
  for (const raw of raws) {
    const parsed = parse(raw);
    if (!parsed.ok) {
      log.add(param, raw, parsed.problem);
    } else if (chosen === null) {
      chosen = { value: parsed.value, raw };
      if (parsed.corrected) log.add(param, raw, parsed.corrected);
    } else if (parsed.value !== chosen.value) {
      log.add(param, raw, 'duplicate');
    }
  }
  return chosen;
}

function single<T>(
  param: UrlParam,
  raws: readonly string[],
  parse: (raw: string) => Parsed<T>,
  log: NoticeLog,
): T | null {
  return chooseOne(param, raws, parse, log)?.value ?? null;
}

function sortedUnique<T extends string>(values: Iterable<T>): T[] {
  return [...new Set(values)].sort();
}

function parseScope(pathname: string, log: NoticeLog): SearchScope {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return 'all';
  if (path.startsWith('/')) {
    let segment = path.slice(1);
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // Malformed percent-encoding: compare the segment as it is.
    }
    const scope = RESOURCE_TYPES.find((type) => type === segment);
    if (scope) return scope;
  }
  log.add('path', pathname, 'unknown-path');
  return 'all';
}

function parseFields(raws: readonly string[], log: NoticeLog): readonly SearchField[] {
  const fields = new Set<SearchField>();
  for (const raw of raws) {
    const field = SEARCH_FIELDS.find((name) => name === raw);
    if (field) fields.add(field);
    else log.add('fields', raw, 'invalid-value');
  }
  return fields.size === 0 ? DEFAULT_SEARCH_STATE.fields : sortedUnique(fields);
}

function parseList(filter: ListFilterName, raws: readonly string[], log: NoticeLog): readonly string[] {
  const values: string[] = [];
  for (const raw of raws) {
    if (isValidFilterValue(filter, raw)) values.push(raw);
    else log.add(filter, raw, 'invalid-value');
  }
  return sortedUnique(values);
}

function isUrlParam(name: string): name is UrlParam {
  return (URL_PARAMS as readonly string[]).includes(name);
}

function stripQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

/**
 * Reads a search from a URL's path and query string (`location.pathname`, `location.search`; the path is
 * relative to the app's base). Never throws; see app-contract.md for the rules.
 */
export function parseSearchUrl(pathname: string, search: string): ParsedSearchUrl {
  const log = new NoticeLog();
  const scope = parseScope(pathname, log);

  const raws = new Map<UrlParam, string[]>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!isUrlParam(name)) {
      log.add(name, value, 'unknown-parameter');
      continue;
    }
    const list = raws.get(name);
    if (list) list.push(value);
    else raws.set(name, [value]);
  }
  const all = (param: UrlParam): readonly string[] => raws.get(param) ?? [];

  const q = normalizeQuery(
    single('q', all('q'), (raw) => ({ ok: true, value: normalizeQuery(raw) }), log) ?? '',
  );
  const fields = raws.has('fields') ? parseFields(all('fields'), log) : DEFAULT_SEARCH_STATE.fields;

  const lists = Object.fromEntries(
    LIST_FILTERS.map((name) => [name, parseList(name, all(name), log)]),
  ) as Record<ListFilterName, readonly string[]>;
  const strings = Object.fromEntries(
    STRING_FILTERS.map((name) => [name, single(name, all(name), parseStringFilter(name), log)]),
  ) as Record<StringFilterName, string | null>;
  const days = Object.fromEntries(
    DAY_FILTERS.map((name) => [name, single(name, all(name), parseDays, log)]),
  ) as Record<DayFilterName, number | null>;
  const filters: SearchFilters = {
    ...lists,
    openData: single('openData', all('openData'), parseOpenData, log),
    ...strings,
    ...days,
  };

  const sort = single('sort', all('sort'), parseSort, log) ?? 'relevance';
  const requestedPage = chooseOne('page', all('page'), parseCount, log);
  const size = single('size', all('size'), parseSize, log) ?? DEFAULT_PAGE_SIZE;
  const lang = single('lang', all('lang'), parseLang, log);

  const lastPage = maxPage(size);
  let page = requestedPage?.value ?? 1;
  if (requestedPage && page > lastPage) {
    page = lastPage;
    log.add('page', requestedPage.raw, 'out-of-range');
  }

  const state: SearchState = { scope, q, fields, filters, sort, page, size };
  const serialized = serializeSearchUrl(state, lang);
  const canonical =
    log.notices.length === 0 &&
    serialized.pathname === pathname &&
    stripQuestionMark(serialized.search) === stripQuestionMark(search);
  return { state, lang, notices: log.notices, canonical };
}

/**
 * Writes a search as its canonical URL: the path of its scope, then the parameters that differ from the
 * defaults in the fixed order of URL_PARAMS, list values sorted, `lang` last when given.
 */
export function serializeSearchUrl(state: SearchState, lang: Locale | null): SerializedSearchUrl {
  const params = new URLSearchParams();
  const q = normalizeQuery(state.q);
  if (q !== '') params.append('q', q);
  const fields = sortedUnique(state.fields);
  if (fields.length > 0 && fields.length < SEARCH_FIELDS.length) {
    for (const field of fields) params.append('fields', field);
  }
  const { filters } = state;
  for (const name of URL_FILTERS) {
    switch (name) {
      case 'dataTheme':
      case 'formats':
      case 'losTheme':
      case 'spatial':
        for (const value of sortedUnique(filters[name])) params.append(name, value);
        break;
      default: {
        const value = filters[name];
        if (value !== null) params.append(name, String(value));
      }
    }
  }
  if (state.sort !== 'relevance') params.append('sort', state.sort);
  if (state.page !== 1) params.append('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.append('size', String(state.size));
  if (lang !== null) params.append('lang', lang);
  const query = params.toString();
  return {
    pathname: state.scope === 'all' ? '/' : `/${state.scope}`,
    search: query === '' ? '' : `?${query}`,
  };
}

/** `pathname + search` of the canonical URL, for links (`<a href>`). */
export function searchHref(state: SearchState, lang: Locale | null): string {
  const { pathname, search } = serializeSearchUrl(state, lang);
  return pathname + search;
}
