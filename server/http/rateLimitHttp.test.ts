import { afterEach, describe, expect, it } from 'vitest';

import { postJson, problemOf, startTestServer, type TestServer } from './testing/testServer';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function limitedServer(env: Record<string, string> = {}) {
  let time = 1_700_000_000_000;
  const server = await startTestServer({
    env: { RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_BURST: '20', ...env },
    now: () => time,
  });
  servers.push(server);
  return { server, advance: (ms: number) => (time += ms) };
}

describe('the rate limit over HTTP', () => {
  it('refuses the 21st request of a burst with Retry-After: 6, then lets one through 6 s later', async () => {
    const { server, advance } = await limitedServer();
    for (let i = 0; i < 20; i++) {
      const response = await postJson(server.base, '/api/search', { pagination: { size: 1 } });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit')).toBe(`limit=20, remaining=${19 - i}, reset=6`);
      expect(response.headers.get('ratelimit-policy')).toBe('20;w=120');
      expect(response.headers.get('retry-after')).toBeNull();
      await response.arrayBuffer();
    }
    const refused = await postJson(server.base, '/api/search', {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(refused.headers.get('ratelimit')).toBe('limit=20, remaining=0, reset=6');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect((await problemOf(refused)).detail).toContain('6 seconds');

    advance(6_000);
    expect((await postJson(server.base, '/api/search', {})).status).toBe(200);
    const again = await postJson(server.base, '/api/search', {});
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('6');
  });

  it('charges errors and every path under /api, but neither preflights nor the app', async () => {
    const { server } = await limitedServer({ RATE_LIMIT_BURST: '3' });
    expect((await fetch(`${server.base}/api/nothing`)).headers.get('ratelimit')).toBe(
      'limit=3, remaining=2, reset=6',
    );
    expect((await fetch(`${server.base}/api/search`)).status).toBe(405);
    for (let i = 0; i < 3; i++) {
      const config = await fetch(`${server.base}/config.json`);
      expect(config.status).toBe(200);
      expect(config.headers.get('ratelimit')).toBeNull();
    }
    // A browser reports a refused preflight as a CORS failure, never as a 429: preflights cost nothing.
    for (let i = 0; i < 5; i++) {
      const preflight = await fetch(`${server.base}/api/search`, {
        method: 'OPTIONS',
        headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
      expect(preflight.headers.get('ratelimit')).toBeNull();
    }
    const last = await postJson(server.base, '/api/search', {});
    expect(last.status).toBe(200);
    expect(last.headers.get('ratelimit')).toBe('limit=3, remaining=0, reset=6');
    expect((await postJson(server.base, '/api/search', {})).status).toBe(429);
    const spent = await fetch(`${server.base}/api/search`, { method: 'OPTIONS' });
    expect(spent.status).toBe(204);
  });

  it('sends neither 429 nor rate headers when off', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_BURST: '1' } });
    servers.push(server);
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${server.base}/api/suggestions?q=a`);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit')).toBeNull();
      expect(response.headers.get('ratelimit-policy')).toBeNull();
      await response.arrayBuffer();
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const trusting = await limitedServer({ RATE_LIMIT_BURST: '1', TRUST_PROXY: '127.0.0.1' });
    const from = (address: string) =>
      fetch(`${trusting.server.base}/api/openapi.json`, { headers: { 'x-forwarded-for': address } });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.2')).status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(429);
    // A client cannot pick its bucket by writing the header's left part.
    expect((await from('198.51.100.7, 203.0.113.2')).status).toBe(429);

    const untrusting = await limitedServer({ RATE_LIMIT_BURST: '1' });
    const direct = (address: string) =>
      fetch(`${untrusting.server.base}/api/openapi.json`, { headers: { 'x-forwarded-for': address } });
    expect((await direct('203.0.113.1')).status).toBe(200);
    expect((await direct('203.0.113.2')).status).toBe(429);
  });
});

describe('limiter keys over HTTP', () => {
  const behindProxy = async () => {
    const { server } = await limitedServer({ RATE_LIMIT_BURST: '1', TRUST_PROXY: '127.0.0.1' });
    return (headers: Record<string, string>) =>
      fetch(`${server.base}/api/openapi.json`, { headers }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
  };

  it('charges one IPv6 address written four ways, and its /64, to one bucket', async () => {
    const send = await behindProxy();
    expect(await send({ 'x-forwarded-for': '2001:db8:0:7::1' })).toBe(200);
    for (const spelling of [
      '2001:0db8:0000:0007:0000:0000:0000:0001',
      '2001:DB8:0:7::1',
      '[2001:db8:0:7::1]:5000',
      '2001:db8:0:7:ffff:1:2:3',
    ]) {
      expect(await send({ 'x-forwarded-for': spelling }), spelling).toBe(429);
    }
    expect(await send({ 'x-forwarded-for': '2001:db8:0:8::1' })).toBe(200);
  });

  it('charges ports, leading zeros and IPv4-mapped forms of one IPv4 address to one bucket', async () => {
    const send = await behindProxy();
    expect(await send({ 'x-forwarded-for': '10.20.30.41' })).toBe(200);
    for (const spelling of [
      '10.20.30.041',
      '10.20.30.41:1234',
      '::ffff:10.20.30.41',
      '[::ffff:a14:1e29]:9',
    ]) {
      expect(await send({ 'x-forwarded-for': spelling }), spelling).toBe(429);
    }
  });

  it('understands Forwarded from a trusted proxy, and only the hop that proxy wrote', async () => {
    const send = await behindProxy();
    expect(await send({ forwarded: 'for="[2001:db8::1]:4711";proto=https' })).toBe(200);
    expect(await send({ forwarded: 'for=2001:db8::2' })).toBe(429);
    expect(await send({ forwarded: 'for=198.51.100.1, for=203.0.113.9' })).toBe(200);
    // The client wrote the left part itself.
    expect(await send({ forwarded: 'for=192.0.2.77, for=203.0.113.9' })).toBe(429);
  });

  it('ignores Forwarded from a peer that is not trusted', async () => {
    const { server } = await limitedServer({ RATE_LIMIT_BURST: '1' });
    const send = (forwarded: string) =>
      fetch(`${server.base}/api/openapi.json`, { headers: { forwarded } }).then((r) => r.status);
    expect(await send('for=203.0.113.1')).toBe(200);
    expect(await send('for=203.0.113.2')).toBe(429);
  });
});
