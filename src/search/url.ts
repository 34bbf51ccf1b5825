/**
 * The URL codec of docs/app-contract.md: one search, one canonical URL. Parsing never throws: whatever the app
 * cannot use is dropped or corrected and reported as a notice, so the UI can replace the URL and say why.
 */
import { isLocale, type Locale } from '../interface/locales';
import { RESOURCE_TYPES } from '../interface/vocabulary';
import {
  NO_EMBED,
  appendEmbedOptions,
  isEmbedParam,
  parseEmbedOptions,
  type EmbedOptions,
} from './embed/embedOptions';
import { filterKeys, parseFilter, type Parsed, type UrlProblem } from './filters/filterCodec';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_STATE,
  SEARCH_FIELDS,
  SORT_ORDERS,
  URL_FILTERS,
  isPageSize,
  maxPage,
  type PageSize,
  type SearchField,
  type SearchFilters,
  type SearchScope,
  type SearchState,
  type SortOrder,
} from './state';
import { chooseOne } from './chooseOne';
import { readQueryPairs } from './queryString';
import { isWellFormed, normalizeQuery } from './wellFormed';

export type { UrlProblem } from './filters/filterCodec';

/** The URL's parameters, in the order they are written; the embedding parameters (EMBED_PARAMS) follow them. */
export const URL_PARAMS = [
  'q',
  'fields',
  ...URL_FILTERS,
  'sort',
  'page',
  'size',
  'lang',
  'preview',
  'env',
] as const;
export type UrlParam = (typeof URL_PARAMS)[number];

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
  /**
   * The id of the resource whose preview is open (`preview`); `null` when none. Not part of the search: it
   * changes no request and no cache key.
   */
  readonly preview: string | null;
  /** The `env` parameter: a listed environment other than the default; `null` when absent, unknown or the default. */
  readonly env: string | null;
  /** The host page's options when the app is embedded (NO_EMBED otherwise); no control of the app changes them. */
  readonly embed: EmbedOptions;
  readonly notices: UrlNotice[];
  /** The input already was the canonical URL of everything above; when false the UI replaces it. */
  readonly canonical: boolean;
}

/** The environments `env=` may name (runtime configuration); without them every `env` is unknown. */
export interface EnvironmentChoice {
  readonly ids: readonly string[];
  /** Left out of the URL, like every default. */
  readonly defaultId: string | null;
}

export const NO_ENVIRONMENTS: EnvironmentChoice = { ids: [], defaultId: null };

export interface SerializedSearchUrl {
  readonly pathname: string;
  /** `''` or a string starting with `?`. */
  readonly search: string;
}

const DIGITS = /^\d+$/;
/** A resource id: the catalogue's are UUIDs or numbers; anything printable without spaces is taken. */
const RESOURCE_ID = /^[^\s\p{Cc}]{1,200}$/u;

function parseCount(raw: string): Parsed<number> {
  if (!DIGITS.test(raw)) return { ok: false, problem: 'invalid-value' };
  const value = Number(raw);
  return value === 0 ? { ok: false, problem: 'out-of-range' } : { ok: true, value };
}

function parseSize(raw: string): Parsed<PageSize> {
  const value = DIGITS.test(raw) ? Number(raw) : NaN;
  return isPageSize(value) ? { ok: true, value } : { ok: false, problem: 'invalid-value' };
}

function parseSort(raw: string): Parsed<SortOrder> {
  const sort = SORT_ORDERS.find((order) => order === raw);
  return sort ? { ok: true, value: sort } : { ok: false, problem: 'invalid-value' };
}

function parseLang(raw: string): Parsed<Locale> {
  return isLocale(raw) ? { ok: true, value: raw } : { ok: false, problem: 'invalid-value' };
}

function parsePreview(raw: string): Parsed<string> {
  return RESOURCE_ID.test(raw) && isWellFormed(raw)
    ? { ok: true, value: raw }
    : { ok: false, problem: 'invalid-value' };
}

function parseEnv(raw: string, environments: EnvironmentChoice): Parsed<string> {
  return environments.ids.includes(raw) ? { ok: true, value: raw } : { ok: false, problem: 'invalid-value' };
}

class NoticeLog {
  readonly notices: UrlNotice[] = [];
  add(param: string, value: string, problem: UrlProblem): void {
    this.notices.push({ param, value, problem });
  }
}

function single<T>(
  param: UrlParam,
  raws: readonly string[],
  parse: (raw: string) => Parsed<T>,
  log: NoticeLog,
): T | null {
  return chooseOne(raws, parse, (raw, problem) => log.add(param, raw, problem))?.value ?? null;
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

function isUrlParam(name: string): name is UrlParam {
  return (URL_PARAMS as readonly string[]).includes(name);
}

function stripQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

/**
 * Reads a search from a URL's path and query string (`location.pathname`, `location.search`; the path is
 * relative to the app's base). Never throws; see docs/app-contract.md for the rules.
 */
export function parseSearchUrl(
  pathname: string,
  search: string,
  environments: EnvironmentChoice = NO_ENVIRONMENTS,
): ParsedSearchUrl {
  const log = new NoticeLog();
  const scope = parseScope(pathname, log);

  const raws = new Map<string, string[]>();
  for (const { name, value, raw, badEncoding } of readQueryPairs(search)) {
    // Escapes that are not UTF-8 would read as U+FFFD: the value is ignored and named as written.
    if (badEncoding) {
      log.add(isUrlParam(name) ? name : raw.name, raw.value, 'invalid-encoding');
      continue;
    }
    if (!isUrlParam(name) && !isEmbedParam(name)) {
      log.add(name, value, 'unknown-parameter');
      continue;
    }
    const list = raws.get(name);
    if (list) list.push(value);
    else raws.set(name, [value]);
  }
  const all = (param: string): readonly string[] => raws.get(param) ?? [];

  const q = normalizeQuery(
    single('q', all('q'), (raw) => ({ ok: true, value: normalizeQuery(raw) }), log) ?? '',
  );
  const fields = raws.has('fields') ? parseFields(all('fields'), log) : DEFAULT_SEARCH_STATE.fields;

  const filters = Object.fromEntries(
    URL_FILTERS.map((name) => [
      name,
      parseFilter(name, all(name), (raw, problem) => log.add(name, raw, problem)),
    ]),
  ) as unknown as SearchFilters;

  const sort = single('sort', all('sort'), parseSort, log) ?? 'relevance';
  const requestedPage = chooseOne(all('page'), parseCount, (raw, problem) => log.add('page', raw, problem));
  const size = single('size', all('size'), parseSize, log) ?? DEFAULT_PAGE_SIZE;
  const lang = single('lang', all('lang'), parseLang, log);
  const preview = single('preview', all('preview'), parsePreview, log);
  const named = single('env', all('env'), (raw) => parseEnv(raw, environments), log);
  const env = named === environments.defaultId ? null : named;
  const embed = parseEmbedOptions(all, (param, raw, problem) => log.add(param, raw, problem));

  const lastPage = maxPage(size);
  let page = requestedPage?.value ?? 1;
  if (requestedPage && page > lastPage) {
    page = lastPage;
    log.add('page', requestedPage.raw, 'out-of-range');
  }

  // An embed locked to one type searches that type whatever the path says: the path follows the lock.
  const state: SearchState = { scope: embed.lockType ?? scope, q, fields, filters, sort, page, size };
  const serialized = serializeSearchUrl(state, lang, preview, env, embed);
  const canonical =
    log.notices.length === 0 &&
    serialized.pathname === pathname &&
    stripQuestionMark(serialized.search) === stripQuestionMark(search);
  return { state, lang, preview, env, embed, notices: log.notices, canonical };
}

/**
 * Writes a search as its canonical URL: the path of its scope, then the parameters that differ from the
 * defaults in the fixed order of URL_PARAMS, list values sorted, then `lang`, `preview` and `env` when given, then
 * the embedding options.
 */
export function serializeSearchUrl(
  state: SearchState,
  lang: Locale | null,
  preview: string | null = null,
  env: string | null = null,
  embed: EmbedOptions = NO_EMBED,
): SerializedSearchUrl {
  const params = new URLSearchParams();
  appendSearch(params, state, lang);
  if (preview !== null) params.append('preview', preview);
  appendContext(params, env, embed);
  const query = params.toString();
  return { pathname: pathOf(state), search: query === '' ? '' : `?${query}` };
}

/**
 * `searchHref(state, lang, preview, env, embed)` for any `preview`, with the search written once: a page of hits
 * links each title to its preview, and writing the whole URL for each was most of what a new page's links cost.
 */
export function previewHrefs(
  state: SearchState,
  lang: Locale | null,
  env: string | null = null,
  embed: EmbedOptions = NO_EMBED,
): (preview: string) => string {
  const search = new URLSearchParams();
  appendSearch(search, state, lang);
  const context = new URLSearchParams();
  appendContext(context, env, embed);
  const before = search.toString();
  const after = context.toString();
  const pathname = pathOf(state);
  return (preview) => {
    const parts = [before, new URLSearchParams({ preview }).toString(), after];
    return `${pathname}?${parts.filter((part) => part !== '').join('&')}`;
  };
}

const pathOf = (state: SearchState): string => (state.scope === 'all' ? '/' : `/${state.scope}`);

/** The search's own parameters and the language: what comes before `preview`. */
function appendSearch(params: URLSearchParams, state: SearchState, lang: Locale | null): void {
  const q = normalizeQuery(state.q);
  if (q !== '') params.append('q', q);
  const fields = sortedUnique(state.fields);
  if (fields.length > 0 && fields.length < SEARCH_FIELDS.length) {
    for (const field of fields) params.append('fields', field);
  }
  for (const name of URL_FILTERS) {
    for (const value of filterKeys(state.filters, name)) params.append(name, value);
  }
  if (state.sort !== 'relevance') params.append('sort', state.sort);
  if (state.page !== 1) params.append('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.append('size', String(state.size));
  if (lang !== null) params.append('lang', lang);
}

/** The environment and the embedding options: what comes after `preview`. */
function appendContext(params: URLSearchParams, env: string | null, embed: EmbedOptions): void {
  if (env !== null) params.append('env', env);
  appendEmbedOptions(params, embed);
}

/** `pathname + search` of the canonical URL, for links (`<a href>`). */
export function searchHref(
  state: SearchState,
  lang: Locale | null,
  preview: string | null = null,
  env: string | null = null,
  embed: EmbedOptions = NO_EMBED,
): string {
  const { pathname, search } = serializeSearchUrl(state, lang, preview, env, embed);
  return pathname + search;
}
