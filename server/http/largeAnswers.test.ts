/**
 * The cost ceiling of large pages over real sockets: a client's second large page while its first is still
 * being read, or any large page past the bound for all clients, is shed with 503, `Retry-After` and a
 * problem; a reader too slow for the send timeout is cut off; bytes come back when an answer ends. The
 * slow reader reads the head of its answer, then stops reading: its 10 MB page cannot fit the socket
 * buffers (a few MB), so the answer stays in flight until it reads on or is cut off.
 */
import { connect, type Socket } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { generateCatalogue } from '../catalogue/generate';
import { createSearchEngine } from '../engine/searchEngine';
import type { SearchObject } from '../../src/interface/searchObject';
import { SHED_RETRY_AFTER_SECONDS } from './searchAnswer';
import { postJson, problemOf, startTestServer, TEST_NOW, type TestServer } from './testing/testServer';

const SIZE = 6000;
let catalogue: SearchObject[] | null = null;
const bigCatalogue = (): SearchObject[] => {
  catalogue ??= generateCatalogue({ size: SIZE, seed: 3, now: TEST_NOW });
  return catalogue;
};
const BIG_PAGE = { pagination: { size: SIZE } };

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(env: Record<string, string>): Promise<TestServer> {
  server = await startTestServer({
    env,
    engine: () => createSearchEngine(bigCatalogue(), { now: () => TEST_NOW.getTime() }),
  });
  return server;
}

interface SlowReader {
  socket: Socket;
  /** The status line of the answer. */
  status: string;
  /** Bytes received before the reader stopped reading or was cut off. */
  received: () => number;
  closed: Promise<void>;
}

/** Asks for a large page, reads its first bytes, then stops reading. */
async function slowReader(base: string, headers: Record<string, string> = {}): Promise<SlowReader> {
  const { hostname, port } = new URL(base);
  const socket = connect({ host: hostname, port: Number(port) });
  const body = JSON.stringify(BIG_PAGE);
  const head = Object.entries({
    host: `${hostname}:${port}`,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'accept-encoding': 'identity',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST /api/search HTTP/1.1\r\n${head}\r\n${body}`);
  socket.on('error', () => undefined);
  let received = 0;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const first = await new Promise<Buffer>((resolve) => socket.once('data', resolve));
  received += first.length;
  socket.pause();
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
  });
  return {
    socket,
    status: first.toString('latin1').split('\r\n')[0] ?? '',
    received: () => received,
    closed,
  };
}

/** A large page, read to its end unless `read` is false: its status and length. */
async function bigPage(base: string, headers: Record<string, string> = {}, read = true) {
  const response = await postJson(base, '/api/search', BIG_PAGE, {
    'accept-encoding': 'identity',
    ...headers,
  });
  return { response, bytes: read && response.status === 200 ? (await response.arrayBuffer()).byteLength : 0 };
}

/** The large page's length in bytes, as the engine answers it. */
function pageLength(): number {
  const { hits, aggregations, page } = createSearchEngine(bigCatalogue(), {
    now: () => TEST_NOW.getTime(),
  }).search({
    types: null,
    query: '',
    fields: { title: true, description: true, keyword: true },
    filters: {},
    sort: null,
    page: 0,
    size: SIZE,
  });
  return Buffer.byteLength(JSON.stringify({ hits, aggregations, page }));
}

/** Once the server has seen the end of an answer, its bytes are back: asks until it is not shed (bounded). */
async function bigPageOnceFreed(base: string, headers: Record<string, string> = {}, read = true) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const page = await bigPage(base, headers, read);
    if (page.response.status !== 503) return page;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('still shed');
}

describe('large pages', () => {
  it("shed a client's second large page while its first is in flight, and take it once that one ends", async () => {
    const { base } = await start({ MAX_BYTES_IN_FLIGHT_PER_CLIENT: '1000' });
    const first = await slowReader(base);
    expect(first.status).toBe('HTTP/1.1 200 OK');

    const { response } = await bigPage(base);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect((await problemOf(response)).detail).toMatch(/large pages/);
    // Small pages are not held back.
    expect((await postJson(base, '/api/search', { pagination: { size: 20 } })).status).toBe(200);

    // The first reader reads on to the end; then the same client's large page is sent whole.
    first.socket.resume();
    const { response: again, bytes } = await bigPageOnceFreed(base);
    expect(again.status).toBe(200);
    expect(bytes).toBeGreaterThan(8_000_000);
    first.socket.destroy();
  }, 60_000);

  it('shed any client past the bound for all clients', async () => {
    const { base } = await start({
      TRUST_PROXY: '127.0.0.1',
      MAX_BYTES_IN_FLIGHT_PER_CLIENT: '1000',
      MAX_BYTES_IN_FLIGHT: '1000',
    });
    const first = await slowReader(base, { 'x-forwarded-for': '10.0.0.1' });
    expect(first.status).toBe('HTTP/1.1 200 OK');
    const other = await bigPage(base, { 'x-forwarded-for': '10.0.0.2' });
    expect(other.response.status).toBe(503);
    expect(other.response.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    await problemOf(other.response);

    // A client that gives up gives the bytes back too.
    first.socket.destroy();
    expect((await bigPageOnceFreed(base, { 'x-forwarded-for': '10.0.0.2' })).response.status).toBe(200);
  }, 60_000);

  it('cut off a reader too slow for the send timeout, and give its bytes back', async () => {
    const { base, app } = await start({ SEND_TIMEOUT_MS: '300', MAX_BYTES_IN_FLIGHT_PER_CLIENT: '1000' });
    const serverSide = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const slow = await slowReader(base);
    expect(slow.status).toBe('HTTP/1.1 200 OK');
    // The server closes its end; the reader, not reading, would not notice until it reads on.
    const connection = await serverSide;
    if (!connection.destroyed) await new Promise((resolve) => connection.once('close', resolve));
    slow.socket.resume();
    await slow.closed;
    // Cut off, not finished: what it had buffered (a few MB at most) is short of the page.
    expect(slow.received()).toBeLessThan(pageLength());
    // Its bytes are back: the same client's next large page is not shed (read with no hurry: not timed).
    const { response } = await bigPageOnceFreed(base, {}, false);
    expect(response.status).toBe(200);
    await response.body?.cancel();
  }, 60_000);
});
