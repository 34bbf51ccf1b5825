/**
 * The operator's view over real sockets: log lines, `/healthz`, `/readyz` and `/metrics`, in local and proxy
 * mode (the proxy's upstream is another real local server, or a port where nothing listens).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, describe, expect, it } from 'vitest';

import type { SearchEngine } from '../engine/types';
import { postJson, startTestServer, type TestServer, type TestServerOptions } from './testing/testServer';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server whose log lines are kept, parsed. */
async function logged(options: TestServerOptions): Promise<{ server: TestServer; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const server = await startTestServer({
    ...options,
    logSink: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  servers.push(server);
  return { server, lines };
}

const requestLines = (lines: LogLine[]) => lines.filter((line) => 'route' in line);

/** A port on 127.0.0.1 where nothing listens (taken, then given back). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The value of one sample of the exposition text, or null when the series is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('logs', () => {
  it('write one JSON line per request with its id, route, status and time, never the search text', async () => {
    const { server, lines } = await logged({ env: { LOG_LEVEL: 'info' } });
    const response = await postJson(server.base, '/api/search/datasets?note=hidden-words', {
      query: 'secret words',
    });
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    const [line, ...others] = requestLines(lines).filter((candidate) => candidate.reqId === id);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'POST',
      path: '/api/search/datasets',
      route: '/api/search',
      status: 200,
      ip: '127.0.0.1',
    });
    expect(typeof line?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret|hidden-words/);
  });

  it('take a proxy’s request id when it is plain, and make one otherwise', async () => {
    const { server, lines } = await logged({ env: { LOG_LEVEL: 'info' } });
    const given = await fetch(`${server.base}/api/status`, { headers: { 'x-request-id': 'edge-42.a' } });
    expect(given.headers.get('x-request-id')).toBe('edge-42.a');
    expect(requestLines(lines).some((line) => line.reqId === 'edge-42.a')).toBe(true);
    const forged = await fetch(`${server.base}/api/status`, {
      headers: { 'x-request-id': 'x"}{"level":60' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('write an error line with the stack for a 500', async () => {
    const failing = (real: SearchEngine): SearchEngine => ({
      ...real,
      searchJson: () => {
        throw new Error('the engine broke here');
      },
    });
    const { server, lines } = await logged({ env: { LOG_LEVEL: 'warn' }, engine: failing });
    const response = await postJson(server.base, '/api/search', {});
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('the engine broke here');
    const id = response.headers.get('x-request-id');
    const error = lines.find((line) => line.level === 50);
    expect(error?.reqId).toBe(id);
    expect(JSON.stringify(error?.err)).toMatch(/the engine broke here.*at /);
  });

  it('at warn, write only the refused requests (429) among the answered ones', async () => {
    const { server, lines } = await logged({
      env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_BURST: '1' },
    });
    expect((await postJson(server.base, '/api/search', {})).status).toBe(200);
    const refused = await postJson(server.base, '/api/search', {});
    expect(refused.status).toBe(429);
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({
        level: 40,
        status: 429,
        route: '/api/search',
        reqId: refused.headers.get('x-request-id'),
      }),
    ]);
  });
});

describe('health', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-health-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers /healthz and /readyz with small JSON, never the app page, uncached and free of tokens', async () => {
    const server = await startTestServer({
      env: { STATIC_DIR: dir, RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_BURST: '1' },
    });
    servers.push(server);
    const page = await fetch(`${server.base}/datasets`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    for (let i = 0; i < 3; i++) {
      const health = await fetch(`${server.base}/healthz`, { headers: { accept: 'text/html' } });
      expect(health.status).toBe(200);
      expect(health.headers.get('content-type')).toMatch(/^application\/json/);
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(health.headers.get('ratelimit')).toBeNull();
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${server.base}/readyz`, { headers: { accept: 'text/html' } });
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ready', mode: 'local', resources: server.engine.size });
    }
  });

  it('is not ready in proxy mode while the upstream fails and nothing is cached', async () => {
    const port = await closedPort();
    const { server, lines } = await logged({
      env: { UPSTREAM_URL: `http://127.0.0.1:${port}/api`, LOG_LEVEL: 'warn' },
    });
    const before = await fetch(`${server.base}/readyz`);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ status: 'ready', mode: 'proxy', upstream: 'unknown' });

    const failed = await fetch(`${server.base}/api/suggestions?q=private-text`);
    expect(failed.status).toBe(502);
    const after = await fetch(`${server.base}/readyz`);
    expect(after.status).toBe(503);
    expect(await after.json()).toEqual({
      status: 'not ready',
      reason: 'upstream failing and nothing cached',
      mode: 'proxy',
      upstream: 'failing',
      cachedAnswers: 0,
    });
    // The upstream's failure and the 502 are warnings; neither holds the query.
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        upstream: 'search',
        path: '/api/suggestions',
        result: 'unreachable',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, status: 502, route: '/api/suggestions' }),
    );
    expect(JSON.stringify(lines)).not.toContain('private-text');
  });
});

describe('metrics', () => {
  it('count requests by route and status, time them and the engine, and count rate-limit refusals', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_BURST: '2' } });
    servers.push(server);
    for (let i = 0; i < 3; i++) await postJson(server.base, '/api/search', { query: `q${i}` });
    await fetch(`${server.base}/api/search`, { method: 'OPTIONS' });
    const response = await fetch(`${server.base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('ratelimit')).toBeNull();
    const text = await response.text();
    expect(sample(text, 'catalogue_http_requests_total{route="/api/search",status="200"}')).toBe(2);
    expect(sample(text, 'catalogue_http_requests_total{route="/api/search",status="429"}')).toBe(1);
    expect(sample(text, 'catalogue_http_requests_total{route="/api preflight",status="204"}')).toBe(1);
    expect(sample(text, 'catalogue_http_request_duration_seconds_count{route="/api/search"}')).toBe(3);
    expect(sample(text, 'catalogue_engine_search_duration_seconds_count')).toBe(2);
    expect(sample(text, 'catalogue_rate_limited_total')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toContain('# TYPE catalogue_render_duration_seconds histogram');
  });

  it('count proxy cache results, upstream calls by result and the budget left', async () => {
    const upstream = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_BURST: '1' } });
    servers.push(upstream);
    const { server, lines } = await logged({
      // One client may spend the whole outgoing budget here, so that the upstream's own limit is what refuses.
      env: {
        UPSTREAM_URL: `${upstream.base}/api`,
        UPSTREAM_RATE_LIMIT_BURST: '5',
        UPSTREAM_CLIENT_SHARE: '1',
        LOG_LEVEL: 'warn',
      },
    });
    expect((await postJson(server.base, '/api/search', { query: 'a' })).headers.get('x-cache')).toBe('MISS');
    expect((await postJson(server.base, '/api/search', { query: 'a' })).headers.get('x-cache')).toBe('HIT');
    // The upstream's own limit (burst 1) refuses the next new question.
    expect((await postJson(server.base, '/api/search', { query: 'b' })).status).toBe(429);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, upstream: 'search', status: 429, msg: 'upstream answered 429' }),
    );
    await upstream.close();
    servers.splice(servers.indexOf(upstream), 1);
    expect((await postJson(server.base, '/api/search', { query: 'c' })).status).toBe(502);
    // Failing, but with an answer cached: still worth sending traffic to.
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ upstream: 'failing', cachedAnswers: 1 });

    const text = await (await fetch(`${server.base}/metrics`)).text();
    expect(sample(text, 'catalogue_proxy_cache_total{result="hit"}')).toBe(1);
    expect(sample(text, 'catalogue_proxy_cache_total{result="miss"}')).toBe(1);
    expect(sample(text, 'catalogue_upstream_requests_total{upstream="search",result="ok"}')).toBe(1);
    expect(sample(text, 'catalogue_upstream_requests_total{upstream="search",result="http_429"}')).toBe(1);
    expect(sample(text, 'catalogue_upstream_requests_total{upstream="search",result="unreachable"}')).toBe(1);
    expect(sample(text, 'catalogue_upstream_request_duration_seconds_count{upstream="search"}')).toBe(3);
    // Three of the five tokens spent (the clock has hardly moved).
    expect(sample(text, 'catalogue_upstream_tokens_left')).toBe(2);
  });

  it('are not served with METRICS=off', async () => {
    const server = await startTestServer({ env: { METRICS: 'off' } });
    servers.push(server);
    const response = await fetch(`${server.base}/metrics`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await response.json()) as { detail: string }).detail).toContain('METRICS=off');
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });
});
