/**
 * Proxy mode against an upstream it does not trust, over real sockets: answers the app cannot read and
 * answers past the size limit are 502 problems (or the stale answer), never cached; bodies that mean the
 * same search are one cache entry and one upstream request; and one client cannot spend the whole upstream
 * budget. The cache's and the budgets' clock is injected.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { postJson, problemOf, startTestServer, TEST_NOW, type TestServer } from '../http/testing/testServer';
import {
  answerWith,
  startHostileUpstream,
  VALID_SEARCH_ANSWER,
  type HostileUpstream,
} from './testing/hostileUpstream';

const MAX_BYTES = 64 * 1024;

let time = TEST_NOW.getTime();
let upstream: HostileUpstream;
let proxy: TestServer;

beforeAll(async () => {
  upstream = await startHostileUpstream();
  proxy = await startTestServer({
    env: {
      UPSTREAM_URL: upstream.url,
      UPSTREAM_MAX_BYTES: String(MAX_BYTES),
      PROXY_CACHE_TTL: '60',
      TRUST_PROXY: '127.0.0.1',
    },
    now: () => time,
  });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});
beforeEach(() => {
  // Full buckets for every test: more than a whole refill of the outgoing budget passes.
  time += 10 * 60_000;
  upstream.handle = answerWith(VALID_SEARCH_ANSWER);
});

let visitors = 0;
/** A visitor of their own address. */
const visitor = () => {
  visitors++;
  return { 'x-forwarded-for': `10.1.${Math.floor(visitors / 250)}.${visitors % 250}` };
};

async function status(): Promise<Record<string, number>> {
  return (await (await fetch(`${proxy.base}/api/status`)).json()) as Record<string, number>;
}

describe('proxy mode, answers checked before they are cached or relayed', () => {
  const hostile: [string, string][] = [
    ['a page of the wrong shape', JSON.stringify({ hits: 'nope', page: 5 })],
    ['no hits at all', JSON.stringify({ aggregations: {}, page: { currentPage: 0 } })],
    ['JSON that is not an object', '[1,2,3]'],
    ['text that is not JSON', '<html>maintenance</html>'],
  ];
  for (const [name, body] of hostile) {
    it(`refuses ${name} with a 502 problem, and does not cache it`, async () => {
      upstream.handle = answerWith(body);
      const search = { query: `hostile ${name}` };
      const first = await postJson(proxy.base, '/api/search', search);
      expect(first.status).toBe(502);
      expect((await problemOf(first)).detail).toMatch(/^The upstream service answered 200 with /);
      const before = upstream.received.length;
      upstream.handle = answerWith(VALID_SEARCH_ANSWER);
      const again = await postJson(proxy.base, '/api/search', search);
      expect(again.status).toBe(200);
      expect(again.headers.get('x-cache')).toBe('MISS');
      expect(upstream.received.length).toBe(before + 1);
    });
  }

  it('names what the app cannot read', async () => {
    upstream.handle = answerWith(JSON.stringify({ hits: 'nope', page: 5 }));
    const response = await postJson(proxy.base, '/api/search', { query: 'named' });
    expect((await problemOf(response)).detail).toBe(
      'The upstream service answered 200 with an answer the app cannot read (hits: expected an array).',
    );
  });

  it('relays an answer the app can read though one hit is broken, as the upstream sent it', async () => {
    const body = JSON.stringify({
      hits: [{ id: 'a', searchType: 'DATASET' }, { title: 'no id' }],
      aggregations: {},
      page: { currentPage: 0, size: 2, totalElements: 2, totalPages: 1 },
    });
    upstream.handle = answerWith(body);
    const response = await postJson(proxy.base, '/api/search', { query: 'one broken hit' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  it('refuses suggestions of the wrong shape', async () => {
    upstream.handle = answerWith(JSON.stringify({ suggestions: { id: 'x' } }));
    const response = await fetch(`${proxy.base}/api/suggestions?q=va`);
    expect(response.status).toBe(502);
    expect((await problemOf(response)).detail).toContain('suggestions: expected an array');
  });

  it('serves the stale answer instead of an unreadable one', async () => {
    const search = { query: 'stale instead' };
    await (await postJson(proxy.base, '/api/search', search)).arrayBuffer();
    time += 61_000;
    upstream.handle = answerWith(JSON.stringify({ hits: 'nope', page: 5 }));
    const response = await postJson(proxy.base, '/api/search', search);
    expect(response.headers.get('x-cache')).toBe('STALE');
    expect(await response.text()).toBe(VALID_SEARCH_ANSWER);
  });

  it('cuts off an endless answer at the size limit, with a 502, without reading the rest', async () => {
    let sent = 0;
    upstream.handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      // Sends as fast as the proxy reads, for ever (300 MB and more), until the proxy hangs up.
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) sent += chunk.length;
      };
      response.on('drain', pump);
      pump();
    };
    const before = (await status()).upstreamInvalid ?? 0;
    const response = await postJson(proxy.base, '/api/search', { query: 'endless' });
    expect(response.status).toBe(502);
    expect((await problemOf(response)).detail).toBe(
      `The upstream service's answer is larger than the ${MAX_BYTES} bytes this server accepts.`,
    );
    await expect.poll(() => upstream.abandoned).toBeGreaterThan(0);
    // What was sent is the limit plus what socket buffers hold, not the answer.
    expect(sent).toBeLessThan(64 * MAX_BYTES);
    expect((await status()).upstreamInvalid).toBe(before + 1);
  });

  it('refuses an answer whose declared length is past the limit before reading it', async () => {
    upstream.handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(300e6) });
      response.write('{"hits":[');
    };
    const response = await postJson(proxy.base, '/api/search', { query: 'declared huge' });
    expect(response.status).toBe(502);
    expect((await problemOf(response)).detail).toContain(`larger than the ${MAX_BYTES} bytes`);
  });

  it('accepts an answer just within the limit', async () => {
    const padding = ' '.repeat(MAX_BYTES - VALID_SEARCH_ANSWER.length);
    upstream.handle = answerWith(`${VALID_SEARCH_ANSWER}${padding}`);
    const response = await postJson(proxy.base, '/api/search', { query: 'just within' });
    expect(response.status).toBe(200);
  });
});

describe('proxy mode, bodies normalized before they become cache keys', () => {
  it('forwards and caches bodies that mean the same search as one', async () => {
    const minimal = { query: 'vann' };
    const verbose = {
      query: 'vann',
      unknownKey: { anything: 1 },
      fields: { title: true, description: null, keyword: true, additionalTitles: true },
      pagination: { page: 0, size: 10 },
      sort: null,
      profile: null,
      filters: { openData: null, dataTheme: { value: null }, notAFilter: { value: 1 } },
    };
    const before = upstream.received.length;
    const first = await postJson(proxy.base, '/api/search', minimal);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await postJson(proxy.base, '/api/search', verbose);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(upstream.received.slice(before)).toEqual([
      'POST /api/search\n' +
        '{"fields":{"description":true,"keyword":true,"title":true},"pagination":{"page":0,"size":10},"query":"vann"}',
    ]);
  });

  it('reads a blank query, a negative page and a size below 1 as their defaults', async () => {
    const before = upstream.received.length;
    await (await postJson(proxy.base, '/api/search/datasets', { query: '  ' })).arrayBuffer();
    const same = await postJson(proxy.base, '/api/search/datasets', {
      query: null,
      fields: { title: false, description: false, keyword: false },
      pagination: { page: -3, size: 0 },
    });
    expect(same.headers.get('x-cache')).toBe('HIT');
    expect(upstream.received.slice(before)).toEqual([
      'POST /api/search/datasets\n{"pagination":{"page":0,"size":10},"query":""}',
    ]);
  });

  it('keeps what tells searches apart: a nullable filter set to null, a value as written', async () => {
    const before = upstream.received.length;
    for (const filters of [
      { accessRights: { value: null } },
      { accessRights: { value: 'PUBLIC' } },
      { accessRights: { value: ['PUBLIC'] } },
    ]) {
      const response = await postJson(proxy.base, '/api/search', { filters });
      expect(response.headers.get('x-cache')).toBe('MISS');
    }
    expect(upstream.received.slice(before).map((request) => request.split('\n')[1])).toEqual([
      '{"filters":{"accessRights":{"value":null}},"pagination":{"page":0,"size":10},"query":""}',
      '{"filters":{"accessRights":{"value":"PUBLIC"}},"pagination":{"page":0,"size":10},"query":""}',
      '{"filters":{"accessRights":{"value":["PUBLIC"]}},"pagination":{"page":0,"size":10},"query":""}',
    ]);
  });
});

describe('proxy mode, each client a share of the upstream budget', () => {
  it('refuses a client past its quarter of the budget, while others still search', async () => {
    const greedy = visitor();
    const search = (n: number, headers: Record<string, string>) =>
      postJson(proxy.base, '/api/search', { query: `greedy ${n}` }, headers);
    // A quarter of the burst of 20: five searches nobody else asked for.
    for (let n = 0; n < 5; n++) expect((await search(n, greedy)).headers.get('x-cache')).toBe('MISS');
    const refused = await search(5, greedy);
    expect(refused.status).toBe(429);
    // A quarter of 10 a minute: one token every 24 s.
    expect(refused.headers.get('retry-after')).toBe('24');
    expect((await problemOf(refused)).detail).toMatch(/^This client's share of the requests/);
    // An answer already cached costs the client nothing.
    expect((await search(0, greedy)).headers.get('x-cache')).toBe('HIT');
    // The rest of the budget is there for everyone else.
    for (let n = 0; n < 3; n++) {
      const other = await search(100 + n, visitor());
      expect(other.status).toBe(200);
      expect(other.headers.get('x-cache')).toBe('MISS');
    }
    time += 24_000;
    expect((await search(5, greedy)).headers.get('x-cache')).toBe('MISS');
    expect(await status()).toMatchObject({ shareRefused429: 1, clientShare: 0.25 });
  });

  it('gives a refused client the stale answer where one is kept', async () => {
    const greedy = visitor();
    const searches = Array.from({ length: 5 }, (_, n) => ({ query: `stale share ${n}` }));
    for (const body of searches)
      await (await postJson(proxy.base, '/api/search', body, greedy)).arrayBuffer();
    time += 61_000;
    // The share refilled by 2.5 tokens in 61 s: two fresh answers, then the stale one.
    const answers = [];
    for (const body of searches.slice(0, 3)) {
      answers.push((await postJson(proxy.base, '/api/search', body, greedy)).headers.get('x-cache'));
    }
    expect(answers).toEqual(['MISS', 'MISS', 'STALE']);
  });

  it("refuses with the shared budget's 429 once twenty clients have spent it", async () => {
    const before = await status();
    let refusedAt = -1;
    for (let n = 0; n < 25 && refusedAt < 0; n++) {
      const response = await postJson(proxy.base, '/api/search', { query: `crowd ${n}` }, visitor());
      if (response.status === 429) refusedAt = n;
    }
    // The burst of 20, spent by as many clients.
    expect(refusedAt).toBe(20);
    const after = await status();
    expect((after.refused429 ?? 0) - (before.refused429 ?? 0)).toBe(1);
  });
});
