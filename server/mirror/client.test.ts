import { describe, expect, it } from 'vitest';

import {
  createSearchClient,
  exactTotal,
  MirrorHttpError,
  PageSizeRefused,
  searchBody,
  smallerPageSize,
} from './client';
import { createTokenBucket } from './tokenBucket';
import { virtualClock } from './testing/limitedServer';

const PAGE = {
  hits: [{ id: 'a' }],
  page: { totalElements: 1 },
  aggregations: { orgPath: [], accessRights: [] },
};

/** A client over a scripted service: each call answers the next response. */
function scripted(responses: (() => Response)[]) {
  const clock = virtualClock(0);
  const sleeps: number[] = [];
  const requests: number[] = [];
  const fetcher: typeof fetch = () => {
    requests.push(clock.now());
    const next = responses.shift();
    if (next === undefined) throw new Error('no more responses');
    return Promise.resolve(next());
  };
  const client = createSearchClient(
    {
      base: 'http://service/api',
      bucket: createTokenBucket({ perMinute: 10, burst: 20, now: clock.now }),
      maxRetries: 3,
      backoff: { baseMs: 6000, capMs: 300_000 },
    },
    {
      fetch: fetcher,
      now: clock.now,
      sleep: (ms) => {
        sleeps.push(ms);
        return clock.sleep(ms);
      },
      random: () => 0,
    },
  );
  return { client, sleeps, requests };
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
const refusal =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response('<html>Too Many Requests</html>', { status, headers });

describe('search client', () => {
  it('waits the Retry-After of a 429 or a 503 before trying again', async () => {
    const { client, sleeps, requests } = scripted([
      refusal(429, { 'retry-after': '7' }),
      refusal(503, { 'retry-after': '2' }),
      json(PAGE),
    ]);
    const page = await client.search({ type: 'datasets' }, 0, 1000);
    expect(page.hits).toEqual([{ id: 'a' }]);
    expect(sleeps).toEqual([7000, 2000, 4000]);
    // After a refusal the bucket is empty: the third request also waits for a token (6 s after the 503).
    expect(requests).toEqual([0, 7000, 13_000]);
    expect(client.stats).toMatchObject({ requests: 3, throttled: 2, retries: 2 });
  });

  it('backs off exponentially when a 429 says nothing (the public service) or the network fails', async () => {
    let failures = 0;
    const { client, sleeps } = scripted([
      refusal(429),
      () => {
        failures += 1;
        throw new TypeError('fetch failed');
      },
      refusal(502),
      json(PAGE),
    ]);
    await client.search({ type: 'datasets' }, 0, 1000);
    expect(failures).toBe(1);
    // Equal jitter with random() = 0: half of 6 s, 12 s, 24 s; after the 429 the emptied bucket adds 3 s
    // to the first wait (a token every 6 s).
    expect(sleeps).toEqual([3000, 3000, 6000, 12_000]);
  });

  it('gives up after its retries, saying why', async () => {
    const { client } = scripted([refusal(429), refusal(429), refusal(429), refusal(429)]);
    await expect(client.search({ type: 'datasets' }, 0, 1000)).rejects.toThrow(
      new MirrorHttpError('http://service/api/search/datasets: gave up after 4 attempts (last: 429)'),
    );
  });

  it('reports a refused page size apart from other errors', async () => {
    const { client } = scripted([json({ status: 500 }, 500), json({ status: 404 }, 404)]);
    await expect(client.search({ type: null }, 0, 1000)).rejects.toBeInstanceOf(PageSizeRefused);
    await expect(client.search({ type: null }, 0, 1000)).rejects.toBeInstanceOf(MirrorHttpError);
  });

  it('spends its own budget: the 21st request waits 6 s', async () => {
    const { client, requests } = scripted(Array.from({ length: 21 }, () => json(PAGE)));
    for (let i = 0; i < 21; i += 1) await client.search({ type: 'events' }, 0, 10);
    expect(requests.at(-2)).toBe(0);
    expect(requests.at(-1)).toBe(6000);
  });

  it('refuses a body that is not a search response', async () => {
    const { client } = scripted([json({ hits: 'none' })]);
    await expect(client.search({ type: 'events' }, 0, 10)).rejects.toThrow(/not a search response \(hits/);
  });
});

describe('search requests and answers', () => {
  it('asks oldest first with the part filters', () => {
    expect(searchBody({ type: 'concepts', orgPath: null, lastXDays: 30 }, 2, 500)).toEqual({
      query: '',
      filters: { orgPath: { value: null }, lastXDays: { value: 30 } },
      sort: { field: 'FIRST_HARVESTED', direction: 'ASC' },
      pagination: { page: 2, size: 500 },
    });
  });

  it('counts past the 10 000 cap with the accessRights buckets', () => {
    expect(exactTotal(9_999, [{ count: 1 }])).toBe(9_999);
    expect(exactTotal(10_000, [{ count: 8_000 }, { count: 4_500 }])).toBe(12_500);
    expect(exactTotal(10_000, [])).toBe(10_000);
  });

  it('shrinks page sizes by their smallest prime factor, so each divides the one before', () => {
    const sizes = [1000];
    for (let size = smallerPageSize(1000); size !== null; size = smallerPageSize(size)) sizes.push(size);
    expect(sizes).toEqual([1000, 500, 250, 125, 25, 5, 1]);
    expect(smallerPageSize(7)).toBe(1);
  });
});
