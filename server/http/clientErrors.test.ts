/**
 * Errors raised below Fastify, sent over a raw socket: each is answered as problem+json with the security
 * headers, and the connection is closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { exchange } from './testing/rawSocket';
import { startTestServer, type TestServer } from './testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { REQUEST_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '300' } });
});
afterAll(() => server.close());

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

function parse(raw: string): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

function expectProblem(response: RawResponse, status: number, detail: RegExp): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const body = JSON.parse(response.body) as { status: number; title: string; detail: string };
  expect(body.status).toBe(status);
  expect(body.detail).toMatch(detail);
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(response.body));
}

const CASES: [name: string, raw: string, status: number, detail: RegExp][] = [
  ['a bad method', 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n', 400, /method/],
  ['a request line that is not HTTP', 'hello\r\n\r\n', 400, /not valid/],
  [
    'Content-Length with Transfer-Encoding',
    'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    400,
    /Transfer-Encoding/,
  ],
  ['NUL in a header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n', 400, /header/],
  ['headers over 16 KiB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, /16 KiB/],
  ['a URL over 16 KiB', `GET /datasets?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, /16 KiB/],
  ['a TLS handshake', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03', 400, /not valid/],
];

describe('errors below the framework', () => {
  it.each(CASES)('answers %s with a problem and closes', async (_name, raw, status, detail) => {
    expectProblem(parse(await exchange(server.base, raw)), status, detail);
  });

  it('answers a request that never completes with a 408 problem', async () => {
    const raw = await exchange(
      server.base,
      'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{',
      5000,
    );
    expectProblem(parse(raw), 408, /in time/);
  });

  it('answers CONNECT with a 405 problem instead of closing without a word', async () => {
    const raw = await exchange(
      server.base,
      'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n',
    );
    const response = parse(raw);
    expectProblem(response, 405, /tunnels/);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('answers an Expect other than 100-continue with a 417 problem', async () => {
    const raw = await exchange(
      server.base,
      'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 999-weird\r\n\r\n',
    );
    const response = parse(raw);
    expectProblem(response, 417, /999-weird/);
    expect(response.headers.get('connection')).toBe('close');
  });

  it('answers a whole request pipelined before bad bytes, whole, and then the bad bytes with a 400', async () => {
    // A search is answered after its body is read (not within the parser's turn, as a GET of a ready
    // document would be), so the parser's error comes while its response is pending: the 200 must still go
    // out whole, and the problem after it (before the fix the problem went first and the 200 never came).
    const body = JSON.stringify({ query: 'data', pagination: { size: 3 } });
    const raw = await exchange(
      server.base,
      'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}garbage\r\n\r\n`,
    );
    expect(raw.startsWith('HTTP/1.1 200 ')).toBe(true);
    const end = raw.indexOf('\r\n\r\n') + 4;
    const length = Number(/content-length: (\d+)/i.exec(raw.slice(0, end))?.[1]);
    expect(length).toBeGreaterThan(1000);
    const answer = JSON.parse(Buffer.from(raw.slice(end, end + length), 'latin1').toString('utf8')) as {
      hits: unknown[];
    };
    expect(answer.hits).toHaveLength(3);
    expectProblem(parse(raw.slice(end + length)), 400, /not valid/);
  });

  it('answers an HTTP/1.1 request without Host with a problem, and HTTP/1.0 without Host normally', async () => {
    const missing = parse(
      await exchange(server.base, 'GET /api/openapi.json HTTP/1.1\r\nConnection: close\r\n\r\n'),
    );
    expectProblem(missing, 400, /Host/);
    const old = parse(await exchange(server.base, 'GET /api/openapi.json HTTP/1.0\r\n\r\n'));
    expect(old.status).toBe(200);
  });
});
