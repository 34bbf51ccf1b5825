import { afterEach, describe, expect, it } from 'vitest';

import type { SearchRequest } from '../interface/request';
import { RequestBudget, SupersededError } from './budget/requestBudget';
import type { SearchClientOptions } from './client';
import { createSearchClient } from './client';
import type { Answer } from './testing/fakeFetch';
import { fakeFetch, jsonResponse, throttledResponse } from './testing/fakeFetch';
import { FakeClock, settle } from './testing/fakeClock';
import { track } from './testing/track';

const body: SearchRequest = { query: 'vann', pagination: { page: 0, size: 20 } };
const result = {
  hits: [{ id: 'a', searchType: 'DATASET' }],
  aggregations: {},
  page: { currentPage: 0, size: 1, totalElements: 1, totalPages: 1 },
};

const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});

/** `random` 0: every recovery wait is its shortest (1 s, 2 s, 4 s). */
function setup(answers: Answer[], options: Partial<SearchClientOptions> & { random?: number } = {}) {
  const clock = new FakeClock();
  const budget = new RequestBudget({ perMinute: 10, burst: 20, clock, random: () => options.random ?? 0 });
  budgets.push(budget);
  const server = fakeFetch(...answers);
  const client = createSearchClient({ baseUrl: '/api', budget, fetch: server.fetch, ...options });
  return { clock, budget, server, client };
}

const serverError = () => new Response('<html>Internal Server Error</html>', { status: 500 });
const htmlPage = () => new Response('<!doctype html><title>Portal</title>', { status: 200 });
const invalidJson = () => new Response('{"hits": [', { headers: { 'Content-Type': 'application/json' } });
const networkFailure = () => new TypeError('Failed to fetch');

describe('automatic recovery', () => {
  it.each([
    ['a 500', serverError],
    ['a 502', () => new Response('', { status: 502 })],
    ['invalid JSON', invalidJson],
    ['an HTML page with status 200', htmlPage],
    ['a network failure', networkFailure],
  ])('after %s, tries again by itself and resolves with the next answer', async (_name, failure) => {
    const { client, clock, server } = setup([failure(), jsonResponse(result)]);
    const pending = track(client.search('datasets', body));
    await settle();
    expect(server.calls).toHaveLength(1);
    await clock.advance(999);
    expect(pending.state).toBe('pending');
    expect(server.calls).toHaveLength(1);
    await clock.advance(1);
    expect(server.calls).toHaveLength(2);
    expect(pending.state).toBe('resolved');
    expect(pending.value?.hits.map((hit) => hit.id)).toEqual(['a']);
  });

  it('shows the countdown to the next try in the budget snapshot while it waits', async () => {
    const { client, clock, budget } = setup([serverError(), jsonResponse(result)], { random: 0.5 });
    const start = clock.now();
    const pending = track(client.search('datasets', body));
    await settle();
    expect(budget.getSnapshot()).toMatchObject({
      status: 'throttled',
      reason: 'recovering',
      resumeAt: start + 1500,
    });
    await clock.advance(1500);
    expect(pending.state).toBe('resolved');
    expect(budget.getSnapshot()).toMatchObject({ status: 'ready', reason: null, resumeAt: null });
  });

  it('waits longer after each failure and gives up after four tries, surfacing the last error', async () => {
    const { client, clock, server } = setup([serverError()]);
    const pending = track(client.search('all', body));
    await settle();
    for (const [wait, calls] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await clock.advance(wait - 1);
      expect(server.calls).toHaveLength(calls - 1);
      await clock.advance(1);
      expect(server.calls).toHaveLength(calls);
    }
    expect(pending.state).toBe('rejected');
    expect(pending.error).toMatchObject({ kind: 'server', status: 500 });
    await clock.advance(60_000);
    expect(server.calls).toHaveLength(4);
  });

  it('takes the number of tries from maxRecoveryAttempts', async () => {
    const { client, clock, server } = setup([networkFailure()], { maxRecoveryAttempts: 2 });
    const pending = track(client.search('all', body));
    await clock.advance(60_000);
    expect(server.calls).toHaveLength(2);
    expect(pending.error).toMatchObject({ kind: 'network' });
  });

  it('spends a token for every try', async () => {
    const { client, clock, budget } = setup([serverError(), invalidJson(), jsonResponse(result)]);
    const pending = track(client.search('all', body));
    await clock.advance(3000);
    expect(pending.state).toBe('resolved');
    expect(budget.recentSpend(60_000)).toBe(3);
  });

  it.each([400, 404, 422])('never tries a %i again', async (status) => {
    const { client, clock, server, budget } = setup([
      jsonResponse({ title: 'Bad Request' }, { status }),
      jsonResponse(result),
    ]);
    const pending = track(client.search('all', body));
    await clock.advance(60_000);
    expect(pending.error).toMatchObject({ kind: 'client', status });
    expect(server.calls).toHaveLength(1);
    expect(budget.getSnapshot().reason).toBeNull();
  });

  it('stops at once when the search is aborted during the wait', async () => {
    const { client, clock, server, budget } = setup([serverError(), jsonResponse(result)]);
    const controller = new AbortController();
    const pending = track(client.search('all', body, { signal: controller.signal }));
    await settle();
    expect(budget.getSnapshot().reason).toBe('recovering');
    const reason = new DOMException('a newer search', 'AbortError');
    controller.abort(reason);
    await settle();
    expect(pending.error).toBe(reason);
    expect(budget.getSnapshot()).toMatchObject({ status: 'ready', reason: null });
    await clock.advance(60_000);
    expect(server.calls).toHaveLength(1);
  });

  it('stops when a newer search in the same lane comes', async () => {
    const { client, clock, server } = setup([serverError(), jsonResponse(result)]);
    const older = track(client.search('all', body, { lane: 'results' }));
    await settle();
    const newer = track(client.search('all', { ...body, query: 'skog' }, { lane: 'results' }));
    await settle();
    expect(older.error).toBeInstanceOf(SupersededError);
    expect(newer.state).toBe('resolved');
    await clock.advance(60_000);
    expect(server.calls).toHaveLength(2);
  });

  it('keeps the throttle path for a 503 (the service is busy), and waits for a token after the recovery wait', async () => {
    const { client, clock, server, budget } = setup([
      throttledResponse(503),
      serverError(),
      jsonResponse(result),
    ]);
    const pending = track(client.search('all', body));
    await settle();
    expect(budget.getSnapshot()).toMatchObject({ status: 'throttled', reason: 'busy' });
    await clock.advance(6000);
    expect(server.calls).toHaveLength(2);
    expect(budget.getSnapshot().reason).toBe('recovering');
    // The throttle left one token, spent by the second try: the third waits for the next one.
    await clock.advance(1000);
    expect(budget.getSnapshot()).toMatchObject({ status: 'waiting', reason: null });
    await clock.advance(5000);
    expect(server.calls).toHaveLength(3);
    expect(pending.state).toBe('resolved');
  });

  it('recovers suggestions too', async () => {
    const suggestions = { suggestions: [{ id: 's', searchType: 'DATASET' }] };
    const { client, clock } = setup([networkFailure(), jsonResponse(suggestions)]);
    const pending = track(client.suggest('all', 'va'));
    await clock.advance(1000);
    expect(pending.value).toEqual(suggestions.suggestions);
  });
});
