/**
 * Counting what the app asks of the search service: every `/api/` POST a page (or a whole browser context, for
 * several tabs) sends, which endpoint it went to, what it asked, and how the service answered; and, apart, the
 * title suggestions it asks for (`GET /api/suggestions`), which spend from the same budget.
 */
import { expect, type BrowserContext, type Page, type Request, type Response } from '@playwright/test';

import { fullBucket, refill, type BucketLimits } from '../../src/interface/tokenBucket';

export interface ApiCall {
  /** `/api/search` or `/api/search/{type}`. */
  readonly path: string;
  /** The scope the request searched: `all` for `/api/search`, else the type segment. */
  readonly scope: string;
  readonly body: unknown;
  readonly at: number;
}

export interface ApiAnswer {
  readonly path: string;
  readonly status: number;
}

/** A quiet period long enough to outlast the app's longest commit window (typing: 500 ms) with a margin. */
export const QUIET_MS = 1_200;

const isApiPost = (request: Request): boolean =>
  request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/');

const isSuggestionRequest = (request: Request): boolean =>
  request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/suggestions');

export function scopeOfPath(path: string): string {
  const type = /^\/api\/search\/([^/]+)$/.exec(path)?.[1];
  return type ?? 'all';
}

function bodyOf(request: Request): unknown {
  try {
    return request.postDataJSON();
  } catch {
    return request.postData();
  }
}

export class ApiLog {
  /** The POSTs (searches); `count` counts these. */
  readonly calls: ApiCall[] = [];
  /** The suggestion requests, kept apart so that counts of searches stay what they were. */
  readonly suggestions: ApiCall[] = [];
  readonly answers: ApiAnswer[] = [];
  private readonly pending = new Set<Request>();

  /** Records the API POSTs of one page, or of every page of a context. */
  static attach(source: Page | BrowserContext): ApiLog {
    const log = new ApiLog();
    source.on('request', (request) => log.onRequest(request));
    source.on('requestfinished', (request) => log.pending.delete(request));
    source.on('requestfailed', (request) => log.pending.delete(request));
    source.on('response', (response) => log.onResponse(response));
    return log;
  }

  get count(): number {
    return this.calls.length;
  }

  get inFlight(): number {
    return this.pending.size;
  }

  /** The calls made since `mark` (a previous `count`). */
  since(mark: number): ApiCall[] {
    return this.calls.slice(mark);
  }

  /** Every request that takes a token from the budget (searches and suggestions), in the order sent. */
  spending(): ApiCall[] {
    return [...this.calls, ...this.suggestions].sort((a, b) => a.at - b.at);
  }

  /** Answers with this HTTP status (e.g. 429 from the service's limiter). */
  withStatus(status: number): ApiAnswer[] {
    return this.answers.filter((answer) => answer.status === status);
  }

  scopes(): Set<string> {
    return new Set(this.calls.map((call) => call.scope));
  }

  private onRequest(request: Request): void {
    const url = new URL(request.url());
    if (isSuggestionRequest(request)) {
      this.pending.add(request);
      const scope = /^\/api\/suggestions\/([^/]+)$/.exec(url.pathname)?.[1] ?? 'all';
      this.suggestions.push({ path: url.pathname, scope, body: url.searchParams.get('q'), at: Date.now() });
      return;
    }
    if (!isApiPost(request)) return;
    this.pending.add(request);
    this.calls.push({
      path: url.pathname,
      scope: scopeOfPath(url.pathname),
      body: bodyOf(request),
      at: Date.now(),
    });
  }

  private onResponse(response: Response): void {
    const request = response.request();
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    this.answers.push({ path: new URL(request.url()).pathname, status: response.status() });
  }
}

/**
 * Waits until no API request is in flight and none starts for `quietMs`. Used where a test must prove that
 * nothing more happens: a bounded quiet period, longer than any commit window of the app.
 */
export async function waitForQuiet(page: Page, log: ApiLog, quietMs = QUIET_MS): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const before = log.count;
    await expect.poll(() => log.inFlight, { timeout: 20_000 }).toBe(0);
    await page.waitForTimeout(quietMs);
    if (log.count === before && log.inFlight === 0) return;
    if (Date.now() > deadline)
      throw new Error(`API requests kept coming: ${log.count - before} in the last period`);
  }
}

/**
 * The number of API requests an action costs: runs it, waits until at least `atLeast` requests were sent (so a
 * request the action should cause is not missed for being late), then until everything is quiet.
 */
export async function requestsFor(
  page: Page,
  log: ApiLog,
  action: () => Promise<void>,
  atLeast: number,
): Promise<ApiCall[]> {
  const mark = log.count;
  await action();
  if (atLeast > 0)
    await expect.poll(() => log.count - mark, { timeout: 15_000 }).toBeGreaterThanOrEqual(atLeast);
  await waitForQuiet(page, log);
  return log.since(mark);
}

/** The query text a search body asked for (`''` when none). */
export function queryOf(call: ApiCall): string {
  const body = call.body;
  if (typeof body !== 'object' || body === null || !('query' in body)) return '';
  return typeof body.query === 'string' ? body.query : '';
}

/** A request replayed through the interface's token bucket: the whole tokens it found, and what it left. */
export interface ReplayedCall {
  readonly call: ApiCall;
  /** Tokens in the bucket when the request went out, before it took its own. */
  readonly before: number;
  /** Tokens left after it (below 0: more requests than the limit allows in some window). */
  readonly after: number;
}

/**
 * Replays requests, as the page sent them, through a bucket that starts full at the first: the rule "at most
 * `burst` plus one per refill interval in any window" holds exactly while no request leaves it below 0. The times
 * are when the browser reported each request, a little after the app spent its token, so a check allows a
 * fraction of a token for that lag.
 */
export function replayBucket(calls: readonly ApiCall[], limits: BucketLimits): ReplayedCall[] {
  const first = calls[0];
  if (first === undefined) return [];
  let bucket = fullBucket(limits, first.at);
  return calls.map((call) => {
    const before = refill(bucket, limits, call.at).tokens;
    // Not clamped at 0: a deficit must show in the next requests' figures too.
    bucket = { tokens: before - 1, updatedAt: Math.max(call.at, bucket.updatedAt) };
    return { call, before, after: before - 1 };
  });
}
