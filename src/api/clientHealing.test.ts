/**
 * The visitor's own search (`untilAnswered`) heals by itself: it is tried again for as long as the service fails, with
 * a backoff capped at a minute, at once when the page is told the network is back (`wake`), and every try takes its
 * token from the budget like any request.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import type { SearchRequest } from '../interface/request';
import { RequestBudget } from './budget/requestBudget';
import { createSearchClient } from './client';
import { FakeClock, settle } from './testing/fakeClock';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { track } from './testing/track';

const body: SearchRequest = { query: 'vann', pagination: { page: 0, size: 20 } };
const result = {
  hits: [{ id: 'a', searchType: 'DATASET' }],
  aggregations: {},
  page: { currentPage: 0, size: 1, totalElements: 1, totalPages: 1 },
};
const serverError = () => new Response('<html>Internal Server Error</html>', { status: 500 });

const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});

/** A service that fails the first `failures` calls, then answers; `random` 0: every wait is its shortest. */
function setup(failures: number, limits = { perMinute: 10, burst: 20 }, random = 0) {
  const clock = new FakeClock();
  const budget = new RequestBudget({ ...limits, clock, random: () => random });
  budgets.push(budget);
  const sentAt: number[] = [];
  const server = fakeFetch(() => {
    sentAt.push(clock.now());
    return sentAt.length <= failures ? serverError() : jsonResponse(result);
  });
  const client = createSearchClient({ baseUrl: '/api', budget, fetch: server.fetch });
  const search = () => track(client.search('all', body, { lane: 'search', untilAnswered: true }));
  return { clock, budget, sentAt, search };
}

describe('a search tried until answered', () => {
  it('goes on past four tries, waiting at most a minute between them, and heals when the service is back', async () => {
    const { clock, sentAt, search } = setup(9);
    const pending = search();
    await clock.advance(10 * 60_000);
    expect(pending.state).toBe('resolved');
    expect(sentAt).toHaveLength(10);
    const waits = sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? 0));
    // 1, 2, 4, 8, 16, 30 s, then the cap's floor: never longer than a minute, never shorter than the one before.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('says what failed and when it tries next, and forgets it once answered', async () => {
    const { clock, budget, search } = setup(1);
    const start = clock.now();
    const pending = search();
    await settle();
    expect(budget.getSnapshot().recovery).toMatchObject({
      lane: 'search',
      cause: 'server-error',
      status: 500,
      retry: 0,
      until: start + 1000,
    });
    await clock.advance(1000);
    expect(pending.state).toBe('resolved');
    expect(budget.getSnapshot().recovery).toBeNull();
  });

  it('names a failed fetch and an unreadable answer as such', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ clock, random: () => 0 });
    budgets.push(budget);
    const server = fakeFetch(
      new TypeError('Failed to fetch'),
      new Response('{oops', { headers: { 'Content-Type': 'application/json' } }),
      jsonResponse(result),
    );
    const client = createSearchClient({ baseUrl: '/api', budget, fetch: server.fetch });
    const pending = track(client.search('all', body, { untilAnswered: true }));
    await settle();
    expect(budget.getSnapshot().recovery?.cause).toBe('no-network');
    await clock.advance(1000);
    expect(budget.getSnapshot().recovery?.cause).toBe('unreadable');
    await clock.advance(2000);
    expect(pending.state).toBe('resolved');
  });

  it('tries at once when woken (online, the page shown again), with a token', async () => {
    const { clock, budget, sentAt, search } = setup(4);
    const pending = search();
    // Four failures: the next wait is 8 s.
    await clock.advance(1000 + 2000 + 4000);
    expect(sentAt).toHaveLength(4);
    await clock.advance(100);
    expect(budget.getSnapshot().recovery?.until).toBe(sentAt[3] === undefined ? NaN : sentAt[3] + 8000);
    const tokens = budget.recentSpend(60_000);
    budget.wake();
    await settle();
    expect(sentAt).toHaveLength(5);
    expect(pending.state).toBe('resolved');
    expect(budget.recentSpend(60_000)).toBe(tokens + 1);
  });

  it('is not woken before a Retry-After its error gave', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ clock, random: () => 0 });
    budgets.push(budget);
    const server = fakeFetch(
      new Response('', { status: 500, headers: { 'Retry-After': '20' } }),
      jsonResponse(result),
    );
    const client = createSearchClient({ baseUrl: '/api', budget, fetch: server.fetch });
    const pending = track(client.search('all', body, { untilAnswered: true }));
    await clock.advance(5000);
    budget.wake();
    await clock.advance(14_999);
    expect(server.calls).toHaveLength(1);
    budget.wake();
    await clock.advance(1);
    expect(server.calls).toHaveLength(2);
    expect(pending.state).toBe('resolved');
  });

  it('"Try again now" (a wake asked by the visitor) ends the wait of its lane only, even before a Retry-After', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ clock, random: () => 0 });
    budgets.push(budget);
    const server = fakeFetch(
      new Response('', { status: 500, headers: { 'Retry-After': '30' } }),
      new Response('', { status: 500 }),
      jsonResponse(result),
    );
    const client = createSearchClient({ baseUrl: '/api', budget, fetch: server.fetch });
    const search = track(client.search('all', body, { lane: 'search', untilAnswered: true }));
    await settle();
    const preview = track(client.search('all', body, { lane: 'preview', untilAnswered: true }));
    await settle();
    expect(server.calls).toHaveLength(2);
    budget.wake({ lane: 'search', evenBeforeRetryAfter: true });
    await settle();
    expect(server.calls).toHaveLength(3);
    expect(search.state).toBe('resolved');
    expect(preview.state).toBe('pending');
  });

  it('never sends more than the budget allows, however often it is woken', async () => {
    const limits = { perMinute: 10, burst: 3 };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        async (failures, wakes, random) => {
          const { clock, budget, sentAt, search } = setup(failures, limits, random);
          const start = clock.now();
          const pending = search();
          for (const at of [...wakes].sort((a, b) => a - b)) {
            await clock.advance(start + at - clock.now());
            budget.wake();
          }
          await clock.advance(start + 40 * 60_000 - clock.now());
          expect(pending.state).toBe('resolved');
          expect(sentAt).toHaveLength(failures + 1);
          // A token bucket's bound: in any span, at most the burst plus what refilled during it.
          for (const [i, from] of sentAt.entries()) {
            for (const [j, to] of sentAt.entries()) {
              if (j < i) continue;
              const refilled = Math.floor(((to - from) * limits.perMinute) / 60_000);
              expect(j - i + 1).toBeLessThanOrEqual(limits.burst + refilled);
            }
          }
          budget.dispose();
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});
