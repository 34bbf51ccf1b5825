/**
 * The tolerant reader of search answers, shared by the app and proxy mode (which relays only what the app
 * can read, server/proxy/upstream.ts). The strict wire schema (`SearchResponse`, which the local
 * service keeps) fails a whole page on one mistyped field; this reader keeps what it can:
 * - a hit is taken as it is when valid, else repaired field by field (see `repair.ts`), else left out and
 *   counted in `skippedHits`;
 * - an aggregation bucket whose key is not a string or whose count is not a number (a decimal string such
 *   as `"12"` is read as 12) is dropped alone; an aggregation that is not a list is read as empty;
 * - a malformed `page` is repaired field by field, and what is missing is derived from the hits and the
 *   request where that is certain; otherwise the answer is unreadable.
 * For a valid answer the result equals the strict schema's, plus `skippedHits: 0`. Buckets are checked
 * with hand-written guards: a facet may hold 15 000 values, too many for a schema parse per bucket.
 */
import type { Aggregations, Bucket, PageInfo, SearchResponse } from '../searchObject';
import { SearchObject, Suggestion } from '../searchObject';
import { AGGREGATIONS } from '../vocabulary';
import { isPlainObject, repair, setOwn } from './repair';

/** A search answer as the app reads it: the wire shape plus how many hits could not be read. */
export type TolerantSearchResponse = SearchResponse & {
  /** Hits of this page left out because they could not be read (0 normally); the UI says so. */
  readonly skippedHits: number;
};

/** What was asked for, to derive a missing `page` field from. */
export interface ReadContext {
  /** The 0-based page asked for. */
  readonly page?: number;
  /** The page size asked for. */
  readonly size?: number;
}

export type ReadOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly string[] };

const KNOWN_AGGREGATIONS: ReadonlySet<string> = new Set(AGGREGATIONS);
const COUNT_TEXT = /^\d{1,15}$/;

export function readSearchResponse(
  data: unknown,
  context: ReadContext = {},
): ReadOutcome<TolerantSearchResponse> {
  if (!isPlainObject(data)) return { ok: false, problems: ['the answer is not a JSON object'] };
  const rawHits = data.hits;
  if (!Array.isArray(rawHits)) return { ok: false, problems: ['hits: expected an array'] };

  const hits: SearchObject[] = [];
  for (const raw of rawHits as readonly unknown[]) {
    const hit = readHit(raw);
    if (hit) hits.push(hit);
  }
  const page = readPage(data.page, rawHits.length, context);
  if (!page.ok) return page;

  const response: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    if (key !== 'hits' && key !== 'aggregations' && key !== 'page') setOwn(response, key, data[key]);
  }
  Object.assign(response, {
    hits,
    aggregations: readAggregations(data.aggregations),
    page: page.value,
    skippedHits: rawHits.length - hits.length,
  });
  // The fields above are checked one by one; this assembles them into the declared shape.
  return { ok: true, value: response as TolerantSearchResponse };
}

/** The answer to `body`, read with what the body asked for (its page and size). */
export function readSearchAnswer(
  data: unknown,
  body: { readonly pagination?: { readonly page?: number; readonly size?: number } },
): ReadOutcome<TolerantSearchResponse> {
  return readSearchResponse(data, { page: body.pagination?.page ?? 0, size: body.pagination?.size });
}

/** One hit: valid as it is, repaired, or `undefined` (left out). */
export function readHit(raw: unknown): SearchObject | undefined {
  const strict = SearchObject.safeParse(raw);
  if (strict.success) return strict.data;
  const repaired = repair(SearchObject, raw);
  return repaired.ok ? (repaired.value as SearchObject) : undefined;
}

/** One bucket, or `undefined` when its key is not a string or its count not a number. */
export function readBucket(raw: unknown): Bucket | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { key, count } = raw as { key?: unknown; count?: unknown };
  if (typeof key !== 'string') return undefined;
  if (typeof count === 'number') return Number.isFinite(count) ? { key, count } : undefined;
  return typeof count === 'string' && COUNT_TEXT.test(count) ? { key, count: Number(count) } : undefined;
}

export function readAggregations(raw: unknown): Aggregations {
  const out: Record<string, unknown> = {};
  if (!isPlainObject(raw)) return out;
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    if (!KNOWN_AGGREGATIONS.has(name)) {
      // Unknown aggregations pass through unread, as the strict schema lets them.
      setOwn(out, name, value);
      continue;
    }
    if (!Array.isArray(value)) continue;
    out[name] = readBuckets(value as readonly unknown[]);
  }
  return out;
}

/**
 * A list of buckets. The common case, every bucket exactly `{key, count}`, keeps the list as it is (it is
 * the answer's own, fresh from JSON.parse): no allocation for 15 000 values. Otherwise each is read alone.
 */
function readBuckets(list: readonly unknown[]): Bucket[] {
  let clean = true;
  for (const item of list) {
    if (!isExactBucket(item)) {
      clean = false;
      break;
    }
  }
  if (clean) return list as Bucket[];
  const buckets: Bucket[] = [];
  for (const item of list) {
    const bucket = readBucket(item);
    if (bucket) buckets.push(bucket);
  }
  return buckets;
}

function isExactBucket(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { key, count } = item as { key?: unknown; count?: unknown };
  if (typeof key !== 'string' || typeof count !== 'number' || !Number.isFinite(count)) return false;
  // Exactly two own fields: the strict schema strips any others, so such a bucket is copied instead.
  let fields = 0;
  for (const field in item) if (Object.hasOwn(item, field)) fields++;
  return fields === 2;
}

/**
 * The page object, each field repaired (a decimal string is a number) or derived: `currentPage` from the
 * request, `size` from the hits, `totalElements` only when this page is provably the last (fewer hits
 * than asked for), `totalPages` from the total and the size asked for.
 */
export function readPage(raw: unknown, hitCount: number, context: ReadContext): ReadOutcome<PageInfo> {
  const given = isPlainObject(raw) ? raw : {};
  const field = (name: keyof PageInfo): number | undefined => {
    const value = given[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    return typeof value === 'string' && COUNT_TEXT.test(value) ? Number(value) : undefined;
  };
  const asked = context.size !== undefined && context.size > 0 ? context.size : undefined;
  const currentPage = field('currentPage') ?? context.page;
  const size = field('size') ?? hitCount;
  const lastPage =
    currentPage !== undefined &&
    asked !== undefined &&
    hitCount < asked &&
    (hitCount > 0 || currentPage === 0);
  const totalElements =
    field('totalElements') ??
    (lastPage && currentPage !== undefined && asked !== undefined
      ? currentPage * asked + hitCount
      : undefined);
  const totalPages =
    field('totalPages') ??
    (totalElements !== undefined && asked !== undefined ? Math.ceil(totalElements / asked) : undefined);
  if (currentPage === undefined || totalElements === undefined || totalPages === undefined) {
    const unknown = Object.entries({ currentPage, totalElements, totalPages })
      .filter(([, value]) => value === undefined)
      .map(([name]) => `page.${name}: expected a number, and it cannot be derived from the hits`);
    return { ok: false, problems: unknown };
  }
  return { ok: true, value: { currentPage, size, totalElements, totalPages } };
}

/** Suggestions, each read like a hit; one that cannot be read is left out. */
export function readSuggestions(data: unknown): ReadOutcome<Suggestion[]> {
  const list = isPlainObject(data) ? data.suggestions : undefined;
  if (!Array.isArray(list)) return { ok: false, problems: ['suggestions: expected an array'] };
  const out: Suggestion[] = [];
  for (const raw of list as readonly unknown[]) {
    const strict = Suggestion.safeParse(raw);
    if (strict.success) {
      out.push(strict.data);
      continue;
    }
    const repaired = repair(Suggestion, raw);
    if (repaired.ok) out.push(repaired.value as Suggestion);
  }
  return { ok: true, value: out };
}
