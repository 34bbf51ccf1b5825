/**
 * The app contract's URL scheme, written again independently of the app's codec (src/search/url.ts) so the
 * browser tests check the app against the contract, not against itself: reading a URL into the request the
 * local service must answer, and listing what keeps a URL from being canonical.
 */
import type { SearchRequest } from '../../src/interface/request';

export const SCOPES = [
  'datasets',
  'data-services',
  'concepts',
  'information-models',
  'services',
  'events',
] as const;

/** The contract's fixed parameter order. */
export const PARAM_ORDER = [
  'q',
  'fields',
  'dataTheme',
  'openData',
  'formats',
  'accessRights',
  'losTheme',
  'orgPath',
  'spatial',
  'provenance',
  'lastXDays',
  'lastXDaysModified',
  'sort',
  'page',
  'size',
  'lang',
] as const;

const LIST_PARAMS = new Set(['fields', 'dataTheme', 'formats', 'losTheme', 'spatial']);
const LIST_FILTERS = ['dataTheme', 'formats', 'losTheme', 'spatial'] as const;
const STRING_FILTERS = ['accessRights', 'orgPath', 'provenance'] as const;
const DAY_FILTERS = ['lastXDays', 'lastXDaysModified'] as const;
const FIELDS = ['title', 'description', 'keyword'] as const;

export interface UrlRequest {
  /** `/api/search` or `/api/search/{type}`. */
  readonly endpoint: string;
  readonly body: SearchRequest;
}

/** The request the contract says a URL stands for (0-based page, `null` bucket as `null`). */
export function requestOfUrl(url: URL): UrlRequest {
  const params = url.searchParams;
  const scope = url.pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = scope === '' ? '/api/search' : `/api/search/${scope}`;
  const body: SearchRequest = { query: params.get('q') ?? '' };
  const fields = params.getAll('fields');
  if (fields.length > 0) {
    body.fields = {
      title: fields.includes('title'),
      description: fields.includes('description'),
      keyword: fields.includes('keyword'),
    };
  }
  const filters: NonNullable<SearchRequest['filters']> = {};
  for (const name of LIST_FILTERS) {
    const values = params.getAll(name);
    if (values.length > 0) filters[name] = { value: values };
  }
  const openData = params.get('openData');
  if (openData !== null) filters.openData = { value: openData === 'true' };
  for (const name of STRING_FILTERS) {
    const value = params.get(name);
    if (value !== null) filters[name] = { value: value === 'null' ? null : value };
  }
  for (const name of DAY_FILTERS) {
    const value = params.get(name);
    if (value !== null) filters[name] = { value: Number(value) };
  }
  if (Object.keys(filters).length > 0) body.filters = filters;
  const sort = params.get('sort');
  if (sort === 'newest' || sort === 'oldest') {
    body.sort = { field: 'FIRST_HARVESTED', direction: sort === 'newest' ? 'DESC' : 'ASC' };
  }
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('size') ?? '20');
  body.pagination = { page: page - 1, size };
  return { endpoint, body };
}

/** Why `url` is not the canonical URL of its search; empty when it is. */
export function canonicalProblems(url: URL): string[] {
  const problems: string[] = [];
  const scope = url.pathname.replace(/^\/+/, '');
  if (scope !== '' && !(SCOPES as readonly string[]).includes(scope)) {
    problems.push(`unknown path ${url.pathname}`);
  }
  const entries = [...url.searchParams.entries()];
  let lastIndex = -1;
  for (const [name, value] of entries) {
    const index = (PARAM_ORDER as readonly string[]).indexOf(name);
    if (index < 0) problems.push(`unknown parameter ${name}`);
    else if (index < lastIndex) problems.push(`${name} comes after ${PARAM_ORDER[lastIndex] ?? ''}`);
    else lastIndex = index;
    if (value === '') problems.push(`${name} is empty`);
  }
  for (const name of PARAM_ORDER) {
    const values = url.searchParams.getAll(name);
    if (values.length > 1 && !LIST_PARAMS.has(name)) problems.push(`${name} repeated`);
    const sorted = [...new Set(values)].sort();
    if (values.join('\u0000') !== sorted.join('\u0000')) problems.push(`${name} not sorted or repeated`);
  }
  const q = url.searchParams.get('q');
  if (q !== null && q !== q.trim()) problems.push('q not trimmed');
  const fields = url.searchParams.getAll('fields');
  if (fields.some((field) => !(FIELDS as readonly string[]).includes(field))) problems.push('unknown field');
  if (new Set(fields).size === FIELDS.length) problems.push('fields lists all three (the default)');
  const sort = url.searchParams.get('sort');
  if (sort !== null && sort !== 'newest' && sort !== 'oldest') problems.push(`sort=${sort}`);
  const page = url.searchParams.get('page');
  if (page !== null && !/^[1-9]\d*$/.test(page)) problems.push(`page=${page} is not a whole number above 0`);
  if (page === '1') problems.push('page=1 is the default');
  const size = url.searchParams.get('size');
  if (size !== null && !['10', '50', '100'].includes(size)) problems.push(`size=${size}`);
  return problems;
}
