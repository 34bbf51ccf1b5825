import { afterEach, describe, expect, it } from 'vitest';

import { RequestBudget } from './budget/requestBudget';
import { createSearchClient } from './client';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { FakeClock } from './testing/fakeClock';

const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});

function clientAnswering(body: unknown) {
  const budget = new RequestBudget({ perMinute: 10, burst: 20, clock: new FakeClock() });
  budgets.push(budget);
  return createSearchClient({ baseUrl: '/api', budget, fetch: fakeFetch(jsonResponse(body)).fetch });
}

const hit = (n: number) => ({ id: `id-${n}`, searchType: 'DATASET', title: { nb: `Datasett ${n}` } });

describe('the client reads answers tolerantly', () => {
  it('shows 19 of 20 hits when one cannot be read, and says one was skipped', async () => {
    const hits: unknown[] = Array.from({ length: 20 }, (_, n) => hit(n));
    hits[3] = { searchType: 'DATASET', title: { nb: 'no id' } };
    hits[4] = { ...hit(4), title: 5, isOpenData: 'true', keyword: 'x', fdkFormatPrefixed: [null, 'X'] };
    const client = clientAnswering({
      hits,
      aggregations: {
        format: [
          { key: 'X', count: '12' },
          { key: 'Y', count: 'many' },
        ],
      },
      page: { currentPage: 0, size: 20, totalElements: 57, totalPages: 3 },
    });
    const result = await client.search('datasets', { query: '', pagination: { page: 0, size: 20 } });
    expect(result.hits).toHaveLength(19);
    expect(result.skippedHits).toBe(1);
    expect(result.hits[3]).toMatchObject({
      id: 'id-4',
      title: { no: '5' },
      isOpenData: true,
      keyword: [{ no: 'x' }],
      fdkFormatPrefixed: ['X'],
    });
    expect(result.aggregations.format).toEqual([{ key: 'X', count: 12 }]);
  });

  it('derives a missing page from the request when the page is the last', async () => {
    const client = clientAnswering({ hits: [hit(1), hit(2)], aggregations: {} });
    const result = await client.search('all', { query: '', pagination: { page: 2, size: 10 } });
    expect(result.page).toEqual({ currentPage: 2, size: 2, totalElements: 22, totalPages: 3 });
  });
});
