/**
 * A validated search body in one canonical form before it becomes a cache key and the body sent upstream,
 * so that bodies meaning the same search are one entry and one upstream request:
 * - unknown top-level keys, unknown filter names and unknown keys inside known objects are dropped (the
 *   public service ignores them too);
 * - null and absent are one (a filter whose `{value: null}` means "no condition" is dropped; on the
 *   nullable filters, where null means "has none", it stays);
 * - the documented defaults are made explicit: a blank query is `""` (and then `fields` says nothing and
 *   is left out), each of title/description/keyword is `true` unless `false` (`additionalTitles` only
 *   counts when `false`), page 0 (below 0 is 0) and size 10 (below 1 is 10).
 * Values are kept as the client wrote them otherwise (`accessRights: "PUBLIC"` is not made a list: the
 * public service reads one string). Pure; the body must have passed `parseSearchRequest`.
 */
import { DEFAULT_API_PAGE_SIZE, FILTERS, type FilterName } from '../../src/interface/vocabulary';

export interface NormalizedSearch {
  body: Record<string, unknown>;
  /** The page and size asked for, to read the answer with. */
  page: number;
  size: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

function normalizeFilters(raw: unknown): Record<string, { value: unknown }> | null {
  if (!isRecord(raw)) return null;
  const filters: Record<string, { value: unknown }> = {};
  for (const name of FILTER_NAMES) {
    if (!Object.hasOwn(raw, name)) continue;
    const entry = raw[name];
    if (!isRecord(entry) || entry.value === undefined) continue;
    if (entry.value === null && !FILTERS[name].nullable) continue;
    filters[name] = { value: entry.value };
  }
  return Object.keys(filters).length > 0 ? filters : null;
}

export function normalizeSearchBody(valid: unknown): NormalizedSearch {
  const raw = isRecord(valid) ? valid : {};
  const query = typeof raw.query === 'string' && raw.query.trim() !== '' ? raw.query : '';
  const body: Record<string, unknown> = { query };
  if (query !== '') {
    const fields = isRecord(raw.fields) ? raw.fields : {};
    body.fields = {
      title: fields.title !== false,
      description: fields.description !== false,
      keyword: fields.keyword !== false,
      ...(fields.additionalTitles === false ? { additionalTitles: false } : {}),
    };
  }
  const pagination = isRecord(raw.pagination) ? raw.pagination : {};
  const page = Math.max(0, wholeOr(pagination.page, 0));
  const asked = wholeOr(pagination.size, DEFAULT_API_PAGE_SIZE);
  const size = asked < 1 ? DEFAULT_API_PAGE_SIZE : asked;
  body.pagination = { page, size };
  if (isRecord(raw.sort)) {
    const { field, direction } = raw.sort;
    body.sort = direction === null || direction === undefined ? { field } : { field, direction };
  }
  if (raw.profile === 'TRANSPORT') body.profile = 'TRANSPORT';
  const filters = normalizeFilters(raw.filters);
  if (filters !== null) body.filters = filters;
  return { body, page, size };
}
