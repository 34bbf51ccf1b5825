/**
 * Compression by content negotiation, read with node:http (which, unlike fetch, leaves bodies as sent).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from './testing/testServer';

const ASSET = `console.info(${JSON.stringify('x'.repeat(4000))});`;
let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-compress-'));
  mkdirSync(join(dir, 'assets'));
  const index = `<!doctype html><title>x</title>${'<p>x</p>'.repeat(300)}`;
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(index));
  writeFileSync(join(dir, 'assets', 'app-1.js'), ASSET);
  writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dir, 'assets', 'app-1.js.gz'), gzipSync(ASSET));
  server = await startTestServer({ env: { STATIC_DIR: dir } });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const search = (body: unknown, encoding?: string) =>
  send(
    'POST',
    '/api/search',
    { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    JSON.stringify(body),
  );

const decoded = (answer: Answer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

describe('API compression', () => {
  it('compresses a page with Brotli, or gzip, by Accept-Encoding, to the same JSON', async () => {
    const plain = await search({ pagination: { size: 20 } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await search({ pagination: { size: 20 } }, accept);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      expect(decoded(answer)).toBe(plain.body.toString('utf8'));
    }
  });

  it('leaves answers under 1 KiB as they are', async () => {
    const answer = await send('GET', '/api/suggestions?q=zzzzqx', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a page of up to 200 hits in one go, announcing its compressed length (no stream)', async () => {
    for (const size of [10, 200]) {
      const plain = await search({ pagination: { size } });
      // Above the plugin's own default for synchronous compression (8 KiB on two cores).
      expect(plain.body.length).toBeGreaterThan(8 * 1024);
      const answer = await search({ pagination: { size } }, 'br');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer)).toBe(plain.body.toString('utf8'));
    }
  });

  it('compresses a streamed large page too', async () => {
    const plain = await search({ pagination: { size: 1000 } });
    const answer = await search({ pagination: { size: 1000 } }, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(plain.body.toString('utf8'));
  });
});

describe('static compression', () => {
  it('serves the precompressed file by Accept-Encoding, with Vary', async () => {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await send('GET', '/assets/app-1.js', { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(answer)).toBe(ASSET);
    }
    const page = await send('GET', '/', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-store');
    const identity = await send('GET', '/assets/app-1.js', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(ASSET);
  });

  it('still answers 304 to a matching ETag', async () => {
    const first = await send('GET', '/assets/app-1.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await send('GET', '/assets/app-1.js', {
      'accept-encoding': 'br',
      'if-none-match': String(etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
