import { describe, expect, it } from 'vitest';

import {
  errorFromFetchFailure,
  errorFromResponse,
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
