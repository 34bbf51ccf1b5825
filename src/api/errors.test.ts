import { describe, expect, it } from 'vitest';

import * as z from 'zod/mini';

import {
  errorFromFetchFailure,
  errorFromResponse,
  invalidJsonError,
  invalidShapeError,
  isAbortError,
  isRateLimited,
  SearchApiError,
} from './errors';
import { jsonResponse, throttledResponse } from './testing/fakeFetch';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('errorFromResponse', () => {
  it('reads 429 and 503 as throttling, with Retry-After when given', async () => {
    const plain = await errorFromResponse(throttledResponse(429), now);
    expect(plain).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: undefined });
    const seconds = await errorFromResponse(throttledResponse(429, '12'), now);
    expect(seconds.retryAfterMs).toBe(12_000);
    const date = await errorFromResponse(throttledResponse(503, new Date(now + 7000).toUTCString()), now);
    expect(date).toMatchObject({ kind: 'rate-limited', status: 503, retryAfterMs: 7000 });
    expect(isRateLimited(date)).toBe(true);
  });

  it('reads other 4xx as client errors, with the fields of a problem document', async () => {
    const problem = jsonResponse(
      {
        type: 'about:blank',
        title: 'Bad Request',
        detail: 'The body has 2 invalid fields',
        errors: [
          { path: 'pagination.size', message: 'Expected a number' },
          { path: ['filters', 'dataTheme', 'value'], message: 'Expected an array' },
        ],
      },
      { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
    );
    const error = await errorFromResponse(problem, now);
    expect(error).toMatchObject({ kind: 'client', status: 400 });
    expect(error.message).toContain('The body has 2 invalid fields');
    expect(error.errors).toEqual([
      { path: 'pagination.size', message: 'Expected a number' },
      { path: 'filters.dataTheme.value', message: 'Expected an array' },
    ]);
    expect(isRateLimited(error)).toBe(false);
  });

  it('reads a 4xx without a problem document (Spring JSON, HTML, empty) as a client error without fields', async () => {
    const spring = jsonResponse(
      { timestamp: 'x', status: 400, error: 'Bad Request', path: '/search' },
      { status: 400 },
    );
    const empty = new Response(null, { status: 404 });
    const html = new Response('<h1>nope</h1>', { status: 415, headers: { 'Content-Type': 'text/html' } });
    for (const response of [spring, empty, html]) {
      const error = await errorFromResponse(response, now);
      expect(error.kind).toBe('client');
      expect(error.status).toBe(response.status);
      expect(error.errors).toBeUndefined();
    }
  });

  it('reads 5xx (but 503) as server errors', async () => {
    for (const status of [500, 502, 504]) {
      expect(await errorFromResponse(new Response('oops', { status }), now)).toMatchObject({
        kind: 'server',
        status,
      });
    }
  });
});

describe('errorFromFetchFailure', () => {
  it('reads a failed fetch as a network error, or as throttling right after a burst', () => {
    const failure = new TypeError('Failed to fetch');
    const network = errorFromFetchFailure(failure, false);
    expect(network).toMatchObject({ kind: 'network', cause: failure });
    expect(errorFromFetchFailure(failure, true).kind).toBe('rate-limited');
  });
});

describe('isAbortError', () => {
  it('knows an abort from any other failure', () => {
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbortError(new SearchApiError('network', 'x'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});

describe('SearchApiError', () => {
  it('is named after its class and carries a cause only when it has one', () => {
    const plain = new SearchApiError('client', 'x');
    expect(plain.name).toBe('SearchApiError');
    expect(Object.hasOwn(plain, 'cause')).toBe(false);
    const cause = new Error('inner');
    expect(new SearchApiError('network', 'x', { cause }).cause).toBe(cause);
  });
});

describe('error messages', () => {
  it('name the status and its reason phrase, when the answer has one', async () => {
    const named = await errorFromResponse(
      new Response(null, { status: 502, statusText: 'Bad Gateway' }),
      now,
    );
    expect(named.message).toContain('502 Bad Gateway');
    const bare = await errorFromResponse(new Response(null, { status: 502 }), now);
    expect(bare.message).toMatch(/\b502$/);
    const throttled = await errorFromResponse(throttledResponse(429), now);
    expect(throttled.message).toMatch(/throttling.*\(429\)$/);
  });

  it('add the reason of a refused request only when the problem document gives one', async () => {
    const titled = jsonResponse({ title: 'Not Found' }, { status: 404 });
    expect((await errorFromResponse(titled, now)).message).toMatch(/\(404\): Not Found$/);
    const silent = new Response(null, { status: 404 });
    expect((await errorFromResponse(silent, now)).message).toMatch(/refused the request \(404\)$/);
  });

  it('say why a fetch failed, with the failure as the cause', () => {
    const failure = new TypeError('Failed to fetch');
    for (const afterBurst of [false, true]) {
      const error = errorFromFetchFailure(failure, afterBurst);
      expect(error.message).toContain('Failed to fetch');
      expect(error.cause).toBe(failure);
    }
    expect(errorFromFetchFailure('offline', false).message).toContain('offline');
  });

  it('keep the status and the cause of an unreadable answer', () => {
    const syntax = new SyntaxError('Unexpected end of JSON input');
    expect(invalidJsonError(200, syntax)).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      cause: syntax,
    });
    expect(invalidJsonError(200, syntax).message).toContain('Unexpected end of JSON input');
    const shape = z.object({ n: z.number() }).safeParse({ n: 'one' });
    if (shape.success) throw new Error('expected a shape error');
    const error = invalidShapeError(200, shape.error);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, cause: shape.error });
    expect(error.message).toContain('n');
  });
});

describe('errorFromResponse, beyond 4xx and 5xx', () => {
  it('reads any other non-2xx answer (a redirect it was not meant to get) as an invalid response', async () => {
    const error = await errorFromResponse(new Response(null, { status: 302 }), now);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 302 });
  });

  it('reads a 5xx as a server error even when its body is a problem document', async () => {
    const problem = jsonResponse(
      { title: 'Oops', errors: [{ path: 'x', message: 'y' }] },
      { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
    );
    const error = await errorFromResponse(problem, now);
    expect(error).toMatchObject({ kind: 'server', status: 500, errors: undefined });
    expect(error.message).not.toContain('Oops');
  });

  it('reads the problem document only from a JSON body', async () => {
    const text = JSON.stringify({ title: 'Bad', errors: [{ path: 'q', message: 'too long' }] });
    const plain = new Response(text, { status: 400, headers: { 'Content-Type': 'text/plain' } });
    const error = await errorFromResponse(plain, now);
    expect(error.errors).toBeUndefined();
    expect(error.message).not.toContain('Bad');
  });

  it('ignores a JSON body that is not a problem document or not JSON at all', async () => {
    const json = { 'Content-Type': 'application/problem+json' };
    const bodies = [
      { title: 42 },
      { detail: ['x'] },
      { title: 'T', errors: [{ path: 5, message: 'm' }] },
      { title: 'T', errors: [{ message: 'no path' }] },
      { title: 'T', errors: [{ path: 'p' }] },
    ];
    for (const body of bodies) {
      const error = await errorFromResponse(jsonResponse(body, { status: 400, headers: json }), now);
      expect(error.kind).toBe('client');
      expect(error.errors).toBeUndefined();
      expect(error.message).toMatch(/\(400\)$/);
    }
    const broken = new Response('{"title": "Bad', { status: 400, headers: json });
    expect(await errorFromResponse(broken, now)).toMatchObject({ kind: 'client', errors: undefined });
  });

  it('passes an abort while reading the body through', async () => {
    const reason = new DOMException('stop', 'AbortError');
    const body = new ReadableStream({
      start(controller) {
        controller.error(reason);
      },
    });
    const aborted = new Response(body, { status: 400, headers: { 'Content-Type': 'application/json' } });
    await expect(errorFromResponse(aborted, now)).rejects.toBe(reason);
  });
});
