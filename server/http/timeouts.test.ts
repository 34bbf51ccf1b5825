/**
 * Server timeouts over real sockets, with small timeouts from the configuration: a connection that never
 * sends, one that sends its headers slowly, one that stops mid-body, one that trickles its body, and an idle
 * keep-alive connection are each closed within the configured time (plus the sweep interval and slack for a
 * loaded machine: the bounds say "closed, not left open", not how fast the machine is).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkingIntervalOf, DEFAULT_TIMEOUTS, nodeServerOptions } from './serverTimeouts';
import { openRaw, sleep } from './testing/rawSocket';
import { startTestServer, type TestServer } from './testing/testServer';

const IDLE = 400;
const HEADERS = 600;
const REQUEST = 1200;
const KEEP_ALIVE = 500;
/** Generous: a closed connection is the point; a machine running seven test suites may be slow. */
const SLACK = 1500;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      IDLE_TIMEOUT_MS: String(IDLE),
      HEADERS_TIMEOUT_MS: String(HEADERS),
      REQUEST_TIMEOUT_MS: String(REQUEST),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE),
    },
  });
});
afterAll(() => server.close());

describe('server timeouts', () => {
  it('closes a connection that never sends a byte after the idle timeout', async () => {
    const connection = await openRaw(server.base);
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(IDLE - 50);
    expect(closedAfter).toBeLessThan(IDLE + SLACK);
    expect(connection.received()).toBe('');
  });

  it('answers 408 and closes a client that sends its headers too slowly, though never silent', async () => {
    const connection = await openRaw(server.base);
    connection.write('GET /api/openapi.json HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => connection.write('X-Slow: 1\r\n'), 100);
    const closedAfter = await connection.closed;
    clearInterval(trickle);
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS - 50);
    expect(closedAfter).toBeLessThan(HEADERS + SLACK);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a client that stops mid-body after the idle timeout', async () => {
    const connection = await openRaw(server.base);
    connection.write(
      'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
    );
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(IDLE - 50);
    expect(closedAfter).toBeLessThan(IDLE + SLACK);
    expect(connection.received()).not.toMatch(/ 200 /);
  });

  it('answers 408 and closes a client whose body trickles past the request timeout', async () => {
    const connection = await openRaw(server.base);
    connection.write(
      'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const trickle = setInterval(() => connection.write(' '), 100);
    const closedAfter = await connection.closed;
    clearInterval(trickle);
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST - 50);
    expect(closedAfter).toBeLessThan(REQUEST + SLACK);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const connection = await openRaw(server.base);
    connection.write('GET /api/openapi.json HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(100);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(connection.received().toLowerCase()).toContain('keep-alive');
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(KEEP_ALIVE);
    // Node 20 keeps a keep-alive socket one second past the timeout, so that a client's own timer fires first.
    expect(closedAfter).toBeLessThan(KEEP_ALIVE + 1000 + SLACK);
  });
});

describe('the timeout options', () => {
  it('set every timeout explicitly, with a sweep no slower than a second', () => {
    const options = nodeServerOptions(DEFAULT_TIMEOUTS);
    expect(options).toMatchObject({
      connectionTimeout: 10_000,
      keepAliveTimeout: 30_000,
      requestTimeout: 30_000,
      http: { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1000 },
    });
    expect(checkingIntervalOf({ ...DEFAULT_TIMEOUTS, headersMs: 600, requestMs: 1200 })).toBe(60);
  });
});
