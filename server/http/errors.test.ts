import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postJson, problemOf, startTestServer, type TestServer } from './testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function expectCors(response: Response): void {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
  expect(response.headers.get('access-control-max-age')).toBe('3600');
  expect(response.headers.get('access-control-expose-headers')).toBe(
    'Retry-After, RateLimit, RateLimit-Policy, X-Ignored-Filters, X-Cache',
  );
}

/** Raw bytes over a socket, for bodies and headers fetch will not send. */
function rawPost(
  path: string,
  body: Uint8Array,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${server.base}${path}`);
    const request = httpRequest(
      { host: url.hostname, port: url.port, path, method: 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // The server may answer and close before the whole body is written.
    request.on('error', reject);
    request.end(body);
  });
}

describe('400: a bad request names each bad field', () => {
  it('lists every bad field with its path', async () => {
    const response = await postJson(server.base, '/api/search', {
      query: 42,
      pagination: { page: 1.5, size: 'ten' },
      filters: { dataTheme: { value: 'ENVI' }, openData: { value: 1 }, nope: { value: 'x' } },
      sort: { field: 'TITLE' },
    });
    expect(response.status).toBe(400);
    expectCors(response);
    const problem = await problemOf(response);
    expect(problem.instance).toBe('/api/search');
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(
      [
        'query',
        'pagination.page',
        'pagination.size',
        'filters.dataTheme.value',
        'filters.openData.value',
        'sort.field',
      ].sort(),
    );
    for (const error of problem.errors ?? []) expect(error.message.length).toBeGreaterThan(0);
  });

  it('refuses invalid JSON, an empty body, a non-object and invalid UTF-8', async () => {
    for (const body of ['{"query":', '', '[1,2]', 'null']) {
      const response = await postJson(server.base, '/api/search', body);
      expect(response.status).toBe(400);
      expectCors(response);
      await problemOf(response);
    }
    const invalidUtf8 = await rawPost(
      '/api/search',
      new Uint8Array([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      {
        'content-type': 'application/json',
      },
    );
    expect(invalidUtf8.status).toBe(400);
    expect(invalidUtf8.body).toContain('UTF-8');
  });

  it('refuses a page window past 10 000, naming pagination', async () => {
    const response = await postJson(server.base, '/api/search', { pagination: { page: 100, size: 100 } });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors?.map((error) => error.path)).toEqual(['pagination']);
  });
});

describe('404, 405, 413, 415', () => {
  it('404 for unknown paths and types under /api, with CORS', async () => {
    for (const [method, path] of [
      ['POST', '/api/search/unknown'],
      ['GET', '/api/search/constructor'],
      ['GET', '/api/nothing'],
      ['GET', '/api'],
      ['POST', '/api/suggestions/datasets/extra'],
    ] as const) {
      const response = await fetch(`${server.base}${path}`, {
        method,
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expectCors(response);
      expect((await problemOf(response)).instance).toBe(path);
    }
  });

  it('405 with Allow for other methods', async () => {
    for (const [method, path, allow] of [
      ['GET', '/api/search', 'POST, OPTIONS'],
      ['PUT', '/api/search/datasets', 'POST, OPTIONS'],
      ['DELETE', '/api/search/services-and-events', 'POST, OPTIONS'],
      ['PATCH', '/api/search/concepts', 'POST, OPTIONS'],
      ['HEAD', '/api/search', 'POST, OPTIONS'],
      ['POST', '/api/suggestions', 'GET, OPTIONS'],
      ['PUT', '/api/suggestions/events', 'GET, OPTIONS'],
      ['POST', '/api/openapi.json', 'GET, OPTIONS'],
    ] as const) {
      const response = await fetch(`${server.base}${path}`, {
        method,
        ...(method === 'GET' || method === 'HEAD'
          ? {}
          : { body: 'not even json', headers: { 'content-type': 'text/plain' } }),
      });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expectCors(response);
      if (method !== 'HEAD') await problemOf(response);
    }
  });

  it('413 for a body over 64 KiB, declared or chunked', async () => {
    const big = JSON.stringify({ query: 'x'.repeat(70_000) });
    const declared = await postJson(server.base, '/api/search', big);
    expect(declared.status).toBe(413);
    expectCors(declared);
    await problemOf(declared);

    const chunked = await fetch(`${server.base}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    await problemOf(chunked);

    // Unknown top-level keys are ignored; the query itself is capped at 1 000 characters (queryCost.ts).
    const justUnder = JSON.stringify({ query: 'x', padding: 'x'.repeat(60_000) });
    expect((await postJson(server.base, '/api/search', justUnder)).status).toBe(200);
  });

  it('415 for a POST that is not JSON, or has no Content-Type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ]) {
      const response = await postJson(server.base, '/api/search', '{}', { 'content-type': type });
      expect(response.status, type).toBe(415);
      expectCors(response);
      await problemOf(response);
    }
    // A byte array body makes fetch send no Content-Type at all.
    const missing = await fetch(`${server.base}/api/search`, {
      method: 'POST',
      body: new TextEncoder().encode('{}'),
    });
    expect(missing.status).toBe(415);
    const empty = await rawPost('/api/search', new Uint8Array(), {});
    expect(empty.status).toBe(415);
  });

  it('400 for a URL that cannot be decoded, with CORS', async () => {
    const response = await fetch(`${server.base}/api/search/%E0%A4%A`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expectCors(response);
    await problemOf(response);
  });
});

describe('CORS', () => {
  it('answers a preflight with 204 and echoes the requested headers', async () => {
    const response = await fetch(`${server.base}/api/search/datasets`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portal.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-trace',
      },
    });
    expect(response.status).toBe(204);
    expectCors(response);
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-trace');
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.text()).toBe('');
  });

  // Starts a server of its own (indexing the test catalogue): more than Vitest's 5 s default on a busy machine.
  it('echoes a listed origin with Vary: Origin and leaves others out', { timeout: 30_000 }, async () => {
    const listed = await startTestServer({ env: { CORS_ORIGIN: 'https://a.example,https://b.example' } });
    try {
      const allowed = await postJson(listed.base, '/api/search', {}, { origin: 'https://b.example' });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://b.example');
      expect(allowed.headers.get('vary')).toContain('Origin');
      const other = await fetch(`${listed.base}/api/nothing`, {
        headers: { origin: 'https://evil.example' },
      });
      expect(other.status).toBe(404);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('vary')).toContain('Origin');
    } finally {
      await listed.close();
    }
  });

  it('sends no CORS headers outside /api', async () => {
    const response = await fetch(`${server.base}/config.json`);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('500', () => {
  // It starts a server of its own: more than Vitest's default 5 s on a loaded CI machine.
  it('never reveals the failure', async () => {
    const failing = await startTestServer({
      engine: (real) => ({
        size: real.size,
        hidden: real.hidden,
        suggest: real.suggest.bind(real),
        search: () => {
          throw new Error('secret internal detail /srv/catalogue-search/server/engine');
        },
        searchJson: () => {
          throw new Error('secret internal detail /work/main/server/engine');
        },
      }),
    });
    try {
      const response = await postJson(failing.base, '/api/search', {});
      expect(response.status).toBe(500);
      expectCors(response);
      const text = await response.clone().text();
      expect(text).not.toContain('secret');
      expect(text).not.toContain('/srv');
      expect(text).not.toMatch(/\bat\s/);
      await problemOf(response);
      // The process goes on answering.
      expect((await fetch(`${failing.base}/api/suggestions?q=a`)).status).toBe(200);
    } finally {
      await failing.close();
    }
  }, 30_000);
});
