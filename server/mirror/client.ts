/**
 * The mirror's HTTP client for a service of the search interface: one search page at a time, within the
 * mirror's own token bucket, honouring `Retry-After` on 429 and 503 and backing off with jitter when there is
 * none (the public service's 429 carries none) or the network fails. Fetch, clock, sleep and randomness are
 * injected so the whole of it runs on a virtual clock in tests.
 */
import * as z from 'zod/mini';

import type { Query } from './planner';
import { backoffMs, parseRetryAfter } from '../../src/interface/retryTiming';
import type { TokenBucket } from './tokenBucket';

export interface MirrorDeps {
  fetch: typeof fetch;
  /** Epoch milliseconds. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** In [0, 1). */
  random: () => number;
}

export interface ClientStats {
  /** Requests sent, refused ones included. */
  requests: number;
  /** 429 and 503 answers. */
  throttled: number;
  /** Retries after a refusal, a network failure or a gateway error. */
  retries: number;
  /** Milliseconds spent waiting for the budget, a `Retry-After` or a backoff. */
  waitedMs: number;
}

/** The service refused the page (400, 413, 422 or 500): a smaller page size may pass. */
export class PageSizeRefused extends Error {
  override readonly name = 'PageSizeRefused';
}

export class MirrorHttpError extends Error {
  override readonly name = 'MirrorHttpError';
}

const Bucket = z.object({ key: z.string(), count: z.number() });
const SearchPage = z.object({
  hits: z.array(z.looseObject({ id: z.string() })),
  page: z.looseObject({ totalElements: z.number() }),
  aggregations: z.optional(
    z.looseObject({ orgPath: z.optional(z.array(Bucket)), accessRights: z.optional(z.array(Bucket)) }),
  ),
});

export interface SearchPageResult {
  /** The hits as the service sent them. */
  hits: { id: string; [key: string]: unknown }[];
  /** Exact total (see `exactTotal`). */
  total: number;
  orgPath: { key: string; count: number }[];
}

/** The public service stops counting at 10 000 ("10 000 or more"). */
export const COUNT_CAP = 10_000;

/**
 * The exact number of hits: `totalElements`, or where it may be capped, the sum of the `accessRights`
 * buckets (one code or none per resource, the `"null"` bucket included), which are counted in full.
 */
export function exactTotal(totalElements: number, accessRights: readonly { count: number }[]): number {
  if (totalElements < COUNT_CAP) return totalElements;
  return Math.max(
    totalElements,
    accessRights.reduce((sum, bucket) => sum + bucket.count, 0),
  );
}

export function searchBody(query: Query, page: number, size: number): Record<string, unknown> {
  const filters: Record<string, { value: unknown }> = {};
  if (query.orgPath !== undefined) filters.orgPath = { value: query.orgPath };
  if (query.lastXDays !== undefined) filters.lastXDays = { value: query.lastXDays };
  return {
    query: '',
    filters,
    sort: { field: 'FIRST_HARVESTED', direction: 'ASC' },
    pagination: { page, size },
  };
}

export interface ClientOptions {
  /** The interface's base_url, no trailing slash. */
  base: string;
  bucket: TokenBucket;
  /** Retries of one request before giving up. */
  maxRetries: number;
  backoff: { baseMs: number; capMs: number };
  /** Aborts waits and requests (an interrupted mirror). */
  signal?: AbortSignal;
}

export interface SearchClient {
  search: (query: Query, page: number, size: number) => Promise<SearchPageResult>;
  /** GET of a JSON document outside the search budget (runtime config, organisation catalogue). */
  getJson: (url: string) => Promise<unknown>;
  readonly stats: ClientStats;
}

const TRANSIENT = new Set([502, 503, 504]);
/** How a service may refuse a page that is too large (the public one fails inside Elasticsearch: 500). */
const SIZE_REFUSALS = new Set([400, 413, 422, 500]);

export function createSearchClient(options: ClientOptions, deps: MirrorDeps): SearchClient {
  const stats: ClientStats = { requests: 0, throttled: 0, retries: 0, waitedMs: 0 };

  async function wait(ms: number): Promise<void> {
    options.signal?.throwIfAborted();
    stats.waitedMs += ms;
    await deps.sleep(ms);
    options.signal?.throwIfAborted();
  }

  /** Sends until an answer that is not a refusal; returns it. */
  async function send(url: string, init: RequestInit, budgeted: boolean): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      if (budgeted) {
        for (let ms = options.bucket.wait(); ms > 0; ms = options.bucket.wait()) await wait(ms);
        options.bucket.take();
      }
      options.signal?.throwIfAborted();
      stats.requests += 1;
      let response: Response | null = null;
      let failure = '';
      try {
        response = await deps.fetch(url, { ...init, ...(options.signal ? { signal: options.signal } : {}) });
      } catch (error) {
        options.signal?.throwIfAborted();
        failure = error instanceof Error ? error.message : String(error);
      }
      if (response !== null && !(response.status === 429 || TRANSIENT.has(response.status))) return response;
      if (response !== null) {
        if (response.status === 429 || response.status === 503) {
          stats.throttled += 1;
          // The service's bucket is empty: pace the next requests at its rate, not at our burst.
          if (budgeted) options.bucket.drain();
        }
        failure = `${response.status} ${response.statusText}`.trim();
        await response.body?.cancel();
      }
      if (attempt >= options.maxRetries) {
        throw new MirrorHttpError(`${url}: gave up after ${attempt + 1} attempts (last: ${failure})`);
      }
      const asked =
        response !== null && (response.status === 429 || response.status === 503)
          ? parseRetryAfter(response.headers.get('retry-after'), deps.now())
          : undefined;
      stats.retries += 1;
      await wait(asked ?? backoffMs(attempt, deps.random(), options.backoff));
    }
  }

  async function search(query: Query, page: number, size: number): Promise<SearchPageResult> {
    const url = `${options.base}/search${query.type === null ? '' : `/${query.type}`}`;
    const response = await send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(searchBody(query, page, size)),
      },
      true,
    );
    if (!response.ok) {
      const detail = (await response.text()).replace(/\s+/g, ' ').slice(0, 200);
      const message = `${url} answered ${response.status} to page ${page} of size ${size}: ${detail}`;
      if (SIZE_REFUSALS.has(response.status)) throw new PageSizeRefused(message);
      throw new MirrorHttpError(message);
    }
    const parsed = SearchPage.safeParse(await response.json());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined ? '' : `${issue.path.map(String).join('.')}: ${issue.message}`;
      throw new MirrorHttpError(`${url} answered a body that is not a search response (${where})`);
    }
    const { hits, page: info, aggregations } = parsed.data;
    return {
      hits,
      total: exactTotal(info.totalElements, aggregations?.accessRights ?? []),
      orgPath: aggregations?.orgPath ?? [],
    };
  }

  async function getJson(url: string): Promise<unknown> {
    const response = await send(url, { headers: { accept: 'application/json' } }, false);
    if (!response.ok) throw new MirrorHttpError(`${url} answered ${response.status} ${response.statusText}`);
    return response.json();
  }

  return { search, getJson, stats };
}

/** The page size to try after `size` was refused: `size` over its smallest prime factor (1000 → 500 → … → 1). */
export function smallerPageSize(size: number): number | null {
  if (size <= 1) return null;
  for (let factor = 2; factor * factor <= size; factor += 1) {
    if (size % factor === 0) return size / factor;
  }
  return 1;
}
