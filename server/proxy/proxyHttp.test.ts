/**
 * Proxy mode end to end: a second local server is the upstream, at the real limit (10 a minute, burst
 * 20) on the same injected clock, so the simulated minutes pass without waiting.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { SearchResponse } from '../../src/interface/searchObject';
import { postJson, problemOf, startTestServer, TEST_NOW, type TestServer } from '../http/testing/testServer';
import type { FetchLike } from './upstream';

let time = TEST_NOW.getTime();
const clock = () => time;

/** What the upstream answered, counted on the proxy's way out. */
const seen = { requests: 0, tooMany: 0 };
const countingFetch: FetchLike = async (url, init) => {
  seen.requests++;
  const response = await fetch(url, init);
  if (response.status === 429) seen.tooMany++;
  return response;
};

let upstream: TestServer;
let proxy: TestServer;
// Each test starts with full buckets: the simulated clock moves on past a whole refill.
beforeEach(() => {
  time += 10 * 60_000;
});
beforeAll(async () => {
  upstream = await startTestServer({
    env: { RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_BURST: '20' },
    now: clock,
  });
  proxy = await startTestServer({
    // Each visitor has an address of their own (X-Forwarded-For from the trusted local proxy).
    env: { UPSTREAM_URL: `${upstream.base}/api`, PROXY_CACHE_TTL: '3600', TRUST_PROXY: '127.0.0.1' },
    now: clock,
    upstream: { fetch: countingFetch },
  });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const WORDS = ['vann', 'skole', 'helse', 'transport', 'kart', 'barnehage', 'energi', 'miljø'];
const TYPES = ['', '/datasets', '/concepts', '/data-services', '/services'];

/** A visitor's n-th search: mostly popular ones (tabs, common words, a theme), some of their own. */
function searchOf(visitor: number, n: number): { path: string; body: unknown; visitor: number } {
  return { ...searchBodyOf(visitor, n), visitor };
}

function searchBodyOf(visitor: number, n: number): { path: string; body: unknown } {
  const pick = (visitor * 7 + n * 13) % 20;
  if (pick < 5) return { path: `/api/search${TYPES[pick] ?? ''}`, body: { pagination: { size: 20 } } };
  if (pick < 13)
    return { path: '/api/search', body: { query: WORDS[pick - 5] ?? '', pagination: { size: 20 } } };
  if (pick < 17) {
    return {
      path: '/api/search/datasets',
      body: { filters: { dataTheme: { value: [['ENVI', 'TRAN', 'HEAL', 'EDUC'][pick - 13]] } } },
    };
  }
  // The long tail: a page of one's own.
  return {
    path: '/api/search',
    body: { query: WORDS[visitor % WORDS.length], pagination: { page: (visitor % 9) + 1 } },
  };
}

async function status(server: TestServer): Promise<Record<string, number>> {
  return (await (await fetch(`${server.base}/api/status`)).json()) as Record<string, number>;
}

describe('proxy mode', () => {
  it('answers 50 visitors searching a realistic mix without the upstream ever answering 429', async () => {
    const distinct = new Map<string, string>();
    let pending = Array.from({ length: 50 }, (_, visitor) =>
      [0, 1, 2, 3].map((n) => searchOf(visitor, n)),
    ).flat();
    let refused = 0;
    for (let round = 0; pending.length > 0; round++) {
      expect(round).toBeLessThan(40);
      const answers = await Promise.all(
        pending.map(async (search) => {
          const response = await postJson(proxy.base, search.path, search.body, {
            'x-forwarded-for': `10.0.0.${search.visitor + 1}`,
          });
          if (response.status === 429) {
            const retryAfter = Number(response.headers.get('retry-after'));
            expect(retryAfter).toBeGreaterThanOrEqual(1);
            await problemOf(response);
            return { search, retryAfter };
          }
          expect(response.status).toBe(200);
          expect(['HIT', 'MISS']).toContain(response.headers.get('x-cache'));
          const text = await response.text();
          SearchResponse.parse(JSON.parse(text));
          const key = `${search.path} ${JSON.stringify(search.body)}`;
          // Every visitor of one search sees the same answer.
          expect(distinct.get(key) ?? text).toBe(text);
          distinct.set(key, text);
          return null;
        }),
      );
      const retries = answers.filter((answer) => answer !== null);
      refused += retries.length;
      pending = retries.map((answer) => answer.search);
      // Those refused come back when told to.
      time += Math.max(6, ...retries.map((answer) => answer.retryAfter)) * 1000;
    }
    expect(seen.tooMany).toBe(0);
    // Each distinct search cost the upstream exactly one request; the rest were shared.
    expect(seen.requests).toBe(distinct.size);
    expect(distinct.size).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(0);
    expect(await status(proxy)).toMatchObject({
      upstreamCalls: distinct.size,
      upstream429: 0,
      refused429: refused,
      shareRefused429: 0,
    });
  }, 60_000);

  it('answers a cached search at no cost to the upstream', async () => {
    const body = { query: 'kart', filters: { openData: { value: true } } };
    const first = await postJson(proxy.base, '/api/search', body);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const before = seen.requests;
    const again = await postJson(proxy.base, '/api/search', {
      filters: { openData: { value: true } },
      query: 'kart',
    });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    expect(seen.requests).toBe(before);
  });

  it('forwards suggestions with their parameters, cached like searches', async () => {
    const path = '/api/suggestions/datasets?q=va&profile=TRANSPORT';
    const direct = await (await fetch(`${upstream.base}${path}`)).text();
    const viaProxy = await fetch(`${proxy.base}${path}`);
    expect(viaProxy.status).toBe(200);
    expect(await viaProxy.text()).toBe(direct);
    expect((await fetch(`${proxy.base}${path}`)).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(`${proxy.base}/api/suggestions?q=%20`)).status).toBe(400);
  });
});

describe('proxy mode, coalescing and failures', () => {
  /** A proxy whose upstream calls wait until released, and can be made to fail. */
  async function gatedProxy(upstreamBase: string, env: Record<string, string> = {}) {
    const state = { calls: 0, hold: null as Promise<void> | null, down: false };
    const server = await startTestServer({
      env: { UPSTREAM_URL: `${upstreamBase}/api`, ...env },
      now: clock,
      upstream: {
        fetch: async (url, init) => {
          state.calls++;
          if (state.hold) await state.hold;
          if (state.down) throw new TypeError('fetch failed');
          return fetch(url, init);
        },
      },
    });
    return { server, state };
  }

  it('sends identical concurrent requests upstream once', async () => {
    const { server, state } = await gatedProxy(upstream.base);
    let release = () => undefined as void;
    state.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = { query: 'miljø', pagination: { size: 5 } };
    const answers = Promise.all(Array.from({ length: 10 }, () => postJson(server.base, '/api/search', body)));
    // Waits until all ten are inside the proxy, then lets the one upstream call finish.
    while (((await status(server)).coalesced ?? 0) < 9)
      await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const responses = await answers;
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(await Promise.all(responses.map((response) => response.text()))).size).toBe(1);
    expect(state.calls).toBe(1);
    await server.close();
  });

  it('serves stale answers when the upstream is down, and a clear 502 where nothing is cached', async () => {
    const own = await startTestServer();
    const { server } = await gatedProxy(own.base, { PROXY_CACHE_TTL: '60' });
    const body = { query: 'skole' };
    const fresh = await postJson(server.base, '/api/search', body);
    const text = await fresh.text();
    await own.close();
    time += 61_000;
    const stale = await postJson(server.base, '/api/search', body);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toBe(text);
    const uncached = await postJson(server.base, '/api/search', { query: 'helse' });
    expect(uncached.status).toBe(502);
    expect((await problemOf(uncached)).detail).toBe('The upstream service could not be reached.');
    expect(await status(server)).toMatchObject({ stale: 1, upstreamErrors: 2 });
    await server.close();
  });

  it('gives 504 when the upstream does not answer in time, and passes its errors on by status', async () => {
    const controller = new AbortController();
    const hanging = await startTestServer({
      env: { UPSTREAM_URL: 'http://upstream.invalid/api' },
      upstream: {
        fetch: (_url, init) =>
          new Promise<Response>((resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
            if (init.method === 'GET') resolve(new Response('oops', { status: 503 }));
          }),
        timeoutSignal: () => controller.signal,
      },
    });
    const pending = postJson(hanging.base, '/api/search', {});
    while (((await status(hanging)).upstreamCalls ?? 0) < 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    const response = await pending;
    expect(response.status).toBe(504);
    expect((await problemOf(response)).detail).toContain('did not answer within 8000 ms');
    const failing = await fetch(`${hanging.base}/api/suggestions?q=x`);
    expect(failing.status).toBe(502);
    expect((await problemOf(failing)).detail).toBe('The upstream service answered 503.');
    await hanging.close();
  });
});
