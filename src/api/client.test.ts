import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SearchRequest } from '../interface/request';
import { RESOURCE_TYPES } from '../interface/vocabulary';
import { isNoSpareTokens, RequestBudget, SupersededError } from './budget/requestBudget';
import { createMemoryStore } from './budget/budgetStore';
import type { SearchClientOptions } from './client';
import { createSearchClient, PREFLIGHT_CACHE_MS } from './client';
import type { SearchApiError } from './errors';
import { isAbortError } from './errors';
import fixture from '../interface/fixtures/public-service-response.json?raw';
import type { Answer } from './testing/fakeFetch';
import { fakeFetch, jsonResponse, throttledResponse } from './testing/fakeFetch';
import { FakeClock, settle } from './testing/fakeClock';
import { track } from './testing/track';

const PUBLIC = 'https://search.api.fellesdatakatalog.digdir.no';
const PAGE = 'http://localhost:8080';
const body: SearchRequest = { query: 'barnehage', pagination: { page: 0, size: 20 } };
const emptyResult = {
  hits: [],
  aggregations: {},
  page: { currentPage: 0, size: 0, totalElements: 0, totalPages: 0 },
};

const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
  vi.unstubAllGlobals();
});

function setup(answers: Answer[], options: Partial<SearchClientOptions> & { random?: number } = {}) {
  const clock = new FakeClock();
  const budget = new RequestBudget({ perMinute: 10, burst: 20, clock, random: () => options.random ?? 0 });
  budgets.push(budget);
  const server = fakeFetch(...answers);
  const client = createSearchClient({
    baseUrl: '/api',
    origin: PAGE,
    budget,
    fetch: server.fetch,
    // One try per failure here, so each failure surfaces; recovery is tested in clientRecovery.test.ts.
    maxRecoveryAttempts: 1,
    ...options,
  });
  return { clock, budget, server, client };
}

async function failure(promise: Promise<unknown>): Promise<SearchApiError> {
  try {
    await promise;
  } catch (error) {
    return error as SearchApiError;
  }
  throw new Error('expected the request to fail');
}

describe('search', () => {
  it('accepts a real response of the public service', async () => {
    const { client } = setup([new Response(fixture, { headers: { 'Content-Type': 'application/json' } })]);
    const result = await client.search('data-services', body);
    expect(result.hits.map((hit) => hit.searchType)).toEqual([
      'DATA_SERVICE',
      'DATA_SERVICE',
      'DATA_SERVICE',
    ]);
    expect(result.page).toEqual({ currentPage: 0, size: 3, totalElements: 3, totalPages: 1 });
    expect(result.hits[0]?.title?.nb).toBe('API over godteri');
  });

  it('POSTs JSON to each of the seven endpoints, without credentials', async () => {
    const { client, server } = setup([jsonResponse(emptyResult)], { baseUrl: `${PUBLIC}/` });
    for (const scope of ['all' as const, ...RESOURCE_TYPES]) await client.search(scope, body);
    expect(server.calls.map((call) => call.url)).toEqual([
      `${PUBLIC}/search`,
      ...RESOURCE_TYPES.map((type) => `${PUBLIC}/search/${type}`),
    ]);
    for (const { init } of server.calls) {
      expect(init.method).toBe('POST');
      expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
      expect(init.credentials).toBe('omit');
      expect(typeof init.body === 'string' && JSON.parse(init.body)).toEqual(body);
    }
    expect(client.endpointUrl('events')).toBe(`${PUBLIC}/search/events`);
  });

  it('classifies a 429 without Retry-After as throttling', async () => {
    const { client } = setup([throttledResponse(429)], { maxAttempts: 1 });
    expect(await failure(client.search('all', body))).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: undefined,
    });
  });

  it('classifies a 429 with Retry-After, and a 503, as throttling', async () => {
    const { client, clock } = setup([throttledResponse(429, '30'), throttledResponse(503)], {
      maxAttempts: 1,
    });
    expect(await failure(client.search('all', body))).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: 30_000,
    });
    const next = track(client.search('all', body));
    await clock.advance(30_000);
    expect(next.state).toBe('rejected');
    expect(next.error).toMatchObject({ kind: 'rate-limited', status: 503 });
  });

  it('classifies a 500 as a server error', async () => {
    const { client, server } = setup([new Response('boom', { status: 500 }), jsonResponse(emptyResult)]);
    expect(await failure(client.search('all', body))).toMatchObject({ kind: 'server', status: 500 });
    expect(server.calls).toHaveLength(1);
  });

  it('classifies a 404 with a problem body as a client error with its fields, and does not retry it', async () => {
    const problem = jsonResponse(
      { title: 'Not Found', status: 404, errors: [{ path: 'type', message: 'Unknown resource type' }] },
      { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
    );
    const { client, server } = setup([problem, jsonResponse(emptyResult)]);
    const error = await failure(client.search('all', body));
    expect(error).toMatchObject({ kind: 'client', status: 404 });
    expect(error.errors).toEqual([{ path: 'type', message: 'Unknown resource type' }]);
    expect(server.calls).toHaveLength(1);
  });

  it('classifies a failed fetch as a network error, but right after a burst as throttling', async () => {
    const { client, budget } = setup([new TypeError('Failed to fetch')], { maxAttempts: 1 });
    expect(await failure(client.search('all', body))).toMatchObject({ kind: 'network' });
    for (let i = 0; i < 9; i++) await budget.acquire();
    expect(await failure(client.search('all', body))).toMatchObject({
      kind: 'rate-limited',
      status: undefined,
    });
  });

  it('classifies invalid JSON as an invalid response', async () => {
    const { client } = setup([
      new Response('{"hits": [', { headers: { 'Content-Type': 'application/json' } }),
    ]);
    const error = await failure(client.search('all', body));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/invalid JSON/);
  });

  it('classifies a body of the wrong shape as an invalid response that names the field', async () => {
    // An empty third page without a total: nothing to derive the total from.
    const { client } = setup([jsonResponse({ ...emptyResult, page: { currentPage: 'first' } })]);
    const error = await failure(client.search('all', { ...body, pagination: { page: 2, size: 20 } }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('page.totalElements');
  });

  it('retries by itself after a 429: pending through the wait, then resolved', async () => {
    const { client, clock, server, budget } = setup([throttledResponse(429), jsonResponse(emptyResult)], {
      random: 0,
    });
    const start = clock.now();
    const pending = track(client.search('datasets', body));
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(budget.getSnapshot()).toMatchObject({ status: 'throttled', resumeAt: start + 6000, queued: 1 });
    await clock.advance(5999);
    expect(pending.state).toBe('pending');
    expect(server.calls).toHaveLength(1);
    await clock.advance(1);
    expect(server.calls).toHaveLength(2);
    expect(pending.state).toBe('resolved');
    expect(pending.value?.page.totalElements).toBe(0);
    expect(budget.getSnapshot().status).toBe('ready');
  });

  it('waits as long as Retry-After says before retrying', async () => {
    const { client, clock, server } = setup([throttledResponse(429, '20'), jsonResponse(emptyResult)]);
    const pending = track(client.search('all', body));
    await clock.advance(19_999);
    expect(server.calls).toHaveLength(1);
    await clock.advance(1);
    expect(pending.state).toBe('resolved');
  });

  it('gives up after three throttled attempts', async () => {
    const { client, clock, server } = setup([throttledResponse(429)], { random: 1 });
    const pending = track(client.search('all', body));
    await clock.advance(10_000);
    expect(server.calls).toHaveLength(2);
    await clock.advance(20_000);
    expect(server.calls).toHaveLength(3);
    expect(pending.state).toBe('rejected');
    expect(pending.error).toMatchObject({ kind: 'rate-limited' });
  });

  it('charges a cross-origin POST its preflight once per path and hour', async () => {
    const { client, budget, clock } = setup([jsonResponse(emptyResult)], { baseUrl: PUBLIC });
    await client.search('datasets', body);
    expect(budget.recentSpend(60_000)).toBe(2);
    await client.search('datasets', body);
    expect(budget.recentSpend(60_000)).toBe(3);
    await client.search('concepts', body);
    expect(budget.recentSpend(60_000)).toBe(5);
    await clock.advance(PREFLIGHT_CACHE_MS);
    await client.search('datasets', body);
    expect(budget.recentSpend(60_000)).toBe(2);
  });

  it('charges the preflight again when the first try never got an answer', async () => {
    const { client, budget } = setup([new TypeError('Failed to fetch'), jsonResponse(emptyResult)], {
      baseUrl: PUBLIC,
      maxAttempts: 1,
    });
    await failure(client.search('datasets', body));
    await client.search('datasets', body);
    expect(budget.recentSpend(60_000)).toBe(4);
  });

  it('charges one token per request on the same origin', async () => {
    const { client, budget } = setup([jsonResponse(emptyResult)], { baseUrl: `${PAGE}/api` });
    await client.search('datasets', body);
    await client.search('concepts', body);
    expect(budget.recentSpend(60_000)).toBe(2);
  });

  it('rejects with the abort reason while waiting for the budget, without fetching', async () => {
    const { client, budget, server } = setup([jsonResponse(emptyResult)]);
    for (let i = 0; i < 20; i++) await budget.acquire();
    const controller = new AbortController();
    const pending = track(client.search('all', body, { signal: controller.signal }));
    await settle();
    const reason = new DOMException('new search', 'AbortError');
    controller.abort(reason);
    await settle();
    expect(pending.error).toBe(reason);
    expect(server.calls).toHaveLength(0);
  });

  it('passes an abort during the fetch through untouched', async () => {
    const { client } = setup([() => new Promise<Response>(() => undefined)]);
    const controller = new AbortController();
    const pending = track(client.search('all', body, { signal: controller.signal }));
    await settle();
    controller.abort();
    await settle();
    expect(pending.state).toBe('rejected');
    expect(pending.error).toBe(controller.signal.reason);
    expect(isAbortError(pending.error)).toBe(true);
  });

  it('lets a newer search in the same lane replace one waiting for the budget', async () => {
    const { client, budget, clock } = setup([jsonResponse(emptyResult)]);
    for (let i = 0; i < 20; i++) await budget.acquire();
    const older = track(client.search('all', body, { lane: 'results' }));
    const newer = track(client.search('all', { ...body, query: 'skole' }, { lane: 'results' }));
    await settle();
    expect(older.error).toBeInstanceOf(SupersededError);
    await clock.advance(6000);
    expect(newer.state).toBe('resolved');
  });
});

describe('suggest', () => {
  const suggestions = {
    suggestions: [{ id: 'a1', searchType: 'DATASET', title: { nb: 'Barnehager i Oslo' } }],
  };

  it('GETs the suggestions endpoint and returns the list', async () => {
    const { client, server } = setup([jsonResponse(suggestions)]);
    expect(await client.suggest('all', 'barne')).toEqual(suggestions.suggestions);
    await client.suggest('datasets', 'barne hage');
    expect(server.calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/suggestions?q=barne'],
      ['GET', '/api/suggestions/datasets?q=barne+hage'],
    ]);
  });

  it('costs one token cross-origin: a plain GET needs no preflight', async () => {
    const { client, budget, server } = setup([jsonResponse(suggestions)], { baseUrl: PUBLIC });
    await client.suggest('all', 'barne');
    expect(budget.recentSpend(60_000)).toBe(1);
    expect(new Headers(server.calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('rejects a body without a suggestions list', async () => {
    const { client } = setup([jsonResponse({ hits: [] })]);
    expect(await failure(client.suggest('all', 'x'))).toMatchObject({ kind: 'invalid-response' });
  });
});

describe('request details', () => {
  it('asks for JSON in CORS mode without credentials, for searches and suggestions alike', async () => {
    const { client, server } = setup([jsonResponse({ suggestions: [] })]);
    await client.suggest('all', 'x');
    server.answer(jsonResponse(emptyResult));
    await client.search('all', body);
    for (const { init } of server.calls) {
      expect(new Headers(init.headers).get('Accept')).toBe('application/json');
      expect(init.mode).toBe('cors');
      expect(init.credentials).toBe('omit');
    }
  });

  it('uses the global fetch and the page origin when none are given', async () => {
    const server = fakeFetch(jsonResponse(emptyResult));
    vi.stubGlobal('fetch', server.fetch);
    vi.stubGlobal('location', { origin: PAGE });
    const { budget } = setup([]);
    const sameOrigin = createSearchClient({ baseUrl: `${PAGE}/api`, budget });
    await sameOrigin.search('all', body);
    expect(server.calls.map((call) => call.url)).toEqual([`${PAGE}/api/search`]);
    expect(budget.recentSpend(60_000)).toBe(1);
    await createSearchClient({ baseUrl: PUBLIC, budget }).search('all', body);
    expect(budget.recentSpend(60_000)).toBe(3);
  });

  it('without a page (no location), treats an absolute base as cross-origin and a relative one as not', async () => {
    const { client, budget } = setup([jsonResponse(emptyResult)], { baseUrl: PUBLIC, origin: undefined });
    await client.search('all', body);
    expect(budget.recentSpend(60_000)).toBe(2);
    const relative = setup([jsonResponse(emptyResult)], { origin: undefined });
    await relative.client.search('all', body);
    expect(relative.budget.recentSpend(60_000)).toBe(1);
  });
});

describe('failures while fetching', () => {
  it("counts a failed fetch as throttling from exactly a minute's worth of spending", async () => {
    const { client, budget } = setup([new TypeError('Failed to fetch')], { maxAttempts: 1 });
    for (let i = 0; i < 8; i++) await budget.acquire();
    // 9 spent with this request: below the 10 a minute.
    expect(await failure(client.search('all', body))).toMatchObject({ kind: 'network' });
    // 10 spent with this one.
    expect(await failure(client.search('all', body))).toMatchObject({ kind: 'rate-limited' });
  });

  it('passes an abort of the fetch through even when the caller did not abort', async () => {
    const abort = new DOMException('navigated away', 'AbortError');
    const { client } = setup([abort]);
    expect(await failure(client.search('all', body))).toBe(abort);
  });

  it('passes any failure through once the caller aborted', async () => {
    const controller = new AbortController();
    const late = new TypeError('Failed to fetch');
    const { client } = setup([
      () => {
        controller.abort();
        return Promise.reject(late);
      },
    ]);
    const error = await failure(client.search('all', body, { signal: controller.signal }));
    expect(error).not.toHaveProperty('kind');
  });

  it('reads a body that breaks off as a network error, and an abort while reading as the abort', async () => {
    const broken = new TypeError('network error');
    const breaking = (reason: unknown) => () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            controller.error(reason);
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    const { client } = setup([breaking(broken)], { maxAttempts: 1 });
    const error = await failure(client.search('all', body));
    expect(error).toMatchObject({ kind: 'network', cause: broken });
    const abort = new DOMException('stop', 'AbortError');
    const aborted = setup([breaking(abort)]);
    expect(await failure(aborted.client.search('all', body))).toBe(abort);
  });
});

describe('the backoff sequence', () => {
  function withStore(answers: Answer[]) {
    const clock = new FakeClock();
    const store = createMemoryStore();
    const budget = new RequestBudget({ perMinute: 10, burst: 20, clock, store, random: () => 0 });
    budgets.push(budget);
    const server = fakeFetch(...answers);
    const client = createSearchClient({
      baseUrl: '/api',
      origin: PAGE,
      budget,
      fetch: server.fetch,
      maxAttempts: 1,
      // One try per failure: the recovery's own retries are tested in clientRecovery.test.ts.
      maxRecoveryAttempts: 1,
    });
    const throttles = () => store.peek()?.throttles;
    return { clock, client, throttles };
  }

  it('ends with any answer, even an error, but not with a failed fetch', async () => {
    const answered = withStore([throttledResponse(429), new Response('boom', { status: 500 })]);
    await failure(answered.client.search('all', body));
    expect(answered.throttles()).toBe(1);
    const next = track(answered.client.search('all', body));
    await answered.clock.advance(6000);
    expect(next.error).toMatchObject({ kind: 'server' });
    expect(answered.throttles()).toBe(0);

    const unanswered = withStore([throttledResponse(429), new TypeError('Failed to fetch')]);
    await failure(unanswered.client.search('all', body));
    const failed = track(unanswered.client.search('all', body));
    await unanswered.clock.advance(6000);
    expect(failed.error).toMatchObject({ kind: 'network' });
    expect(unanswered.throttles()).toBe(1);
  });
});

describe('spare-only requests', () => {
  it('are refused without a fetch when no token is spare, and never retried after a failure', async () => {
    const { client, server, budget } = setup(
      [throttledResponse(429), new Response('boom', { status: 500 })],
      { maxRecoveryAttempts: 4 },
    );
    const throttled = await failure(client.search('all', body, { spareOnly: true }));
    expect(throttled.kind).toBe('rate-limited');
    expect(server.calls).toHaveLength(1);
    // The throttle emptied the budget: nothing is spare, so nothing more is sent.
    await expect(client.suggest('all', 'vann', { spareOnly: true })).rejects.toSatisfy(isNoSpareTokens);
    expect(server.calls).toHaveLength(1);
    expect(budget.spareTokens()).toBe(0);
  });

  it('stop at the reserve: half the burst stays for the visitor', async () => {
    const { client, server } = setup([jsonResponse({ suggestions: [] })]);
    const outcomes = [];
    for (let i = 0; i < 12; i++) {
      outcomes.push(
        await client.suggest('all', 'vann', { spareOnly: true }).then(
          () => 'sent',
          (error: unknown) => (isNoSpareTokens(error) ? 'refused' : 'failed'),
        ),
      );
    }
    expect(outcomes).toEqual([...Array<string>(10).fill('sent'), 'refused', 'refused']);
    expect(server.calls).toHaveLength(10);
  });
});
