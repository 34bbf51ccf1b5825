/**
 * Proxy mode's timeouts over real sockets: an upstream that hangs, drips or answers late gives the client a
 * 504 problem, or the stale answer where one is kept, before the client's own connection would be cut
 * (`IDLE_TIMEOUT_MS`, here 1.5 s, with the upstream's time limit left at its default, which follows it).
 * Without that order the client got an empty reply. The cache's clock is injected; the time limits are real.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { postJson, problemOf, startTestServer, TEST_NOW, type TestServer } from '../http/testing/testServer';
import {
  answerWith,
  startHostileUpstream,
  VALID_SEARCH_ANSWER,
  type Handler,
  type HostileUpstream,
} from './testing/hostileUpstream';

const IDLE = 1500;
/** The default: 80 % of the idle timeout. */
const UPSTREAM = 1200;

let time = TEST_NOW.getTime();
let upstream: HostileUpstream;
let proxy: TestServer;

beforeAll(async () => {
  upstream = await startHostileUpstream();
  proxy = await startTestServer({
    env: { UPSTREAM_URL: upstream.url, IDLE_TIMEOUT_MS: String(IDLE), PROXY_CACHE_TTL: '60' },
    now: () => time,
  });
  // A first call loads what forwarding needs, so that the times measured below are those of the timeouts.
  await (await postJson(proxy.base, '/api/search', { query: 'warm-up' })).arrayBuffer();
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.handle = answerWith(VALID_SEARCH_ANSWER);
});

const hang: Handler = () => undefined;

/** Headers at once, then one byte of JSON whitespace every 50 ms, never the end. */
const drip: Handler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  const timer = setInterval(() => response.write(' '), 50);
  response.on('close', () => clearInterval(timer));
};

/** A valid answer, but only after twice the client's idle timeout. */
const late: Handler = (_request, response) => {
  const timer = setTimeout(() => answerWith(VALID_SEARCH_ANSWER)(_request, response, ''), 2 * IDLE);
  response.on('close', () => clearTimeout(timer));
};

/** Posts and measures how long the answer took. */
async function timedSearch(body: unknown): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await postJson(proxy.base, '/api/search', body);
  await response.clone().arrayBuffer();
  return { response, ms: performance.now() - started };
}

describe('proxy mode, an upstream that does not answer in time', () => {
  it('derives its time limit from the idle timeout, leaving time to answer', () => {
    expect(proxy.config.proxy.timeoutMs).toBe(UPSTREAM);
    expect(proxy.config.proxy.timeoutMs).toBeLessThan(proxy.config.timeouts.idleMs);
  });

  for (const [name, handler] of [
    ['hangs', hang],
    ['drips its answer', drip],
    ['answers too late', late],
  ] as const) {
    it(`gives a 504 problem promptly when the upstream ${name}`, async () => {
      upstream.handle = handler;
      const before = upstream.abandoned;
      const { response, ms } = await timedSearch({ query: `uncached ${name}` });
      expect(response.status).toBe(504);
      expect((await problemOf(response)).detail).toBe(
        `The upstream service did not answer within ${UPSTREAM} ms.`,
      );
      expect(ms).toBeGreaterThanOrEqual(UPSTREAM - 50);
      expect(ms).toBeLessThan(IDLE);
      // The proxy hung up on the upstream rather than leaving the call open.
      await expect.poll(() => upstream.abandoned).toBe(before + 1);
    });

    it(`serves the stale answer promptly when the upstream ${name}`, async () => {
      const body = { query: `cached ${name}` };
      const fresh = await timedSearch(body);
      expect(fresh.response.headers.get('x-cache')).toBe('MISS');
      time += 61_000;
      upstream.handle = handler;
      const { response, ms } = await timedSearch(body);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe('STALE');
      expect(await response.text()).toBe(VALID_SEARCH_ANSWER);
      expect(ms).toBeLessThan(IDLE);
    });
  }
});
