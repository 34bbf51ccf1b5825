import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS, queryCostProblem } from './queryCost';
import { parseSearchRequest } from './searchRequest';
import { postJson, problemOf, startTestServer, type TestServer } from './testing/testServer';

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(' ');

describe('queryCostProblem', () => {
  it('accepts up to the caps and names the cap past them', () => {
    expect(queryCostProblem(words(MAX_QUERY_WORDS))).toBeNull();
    expect(queryCostProblem(`${words(MAX_QUERY_WORDS)} w0 W1 w2`)).toBeNull();
    expect(queryCostProblem(words(MAX_QUERY_WORDS + 1))).toBe(
      'may have at most 64 distinct words (this one has 65)',
    );
    expect(queryCostProblem('a'.repeat(MAX_QUERY_LENGTH))).toBeNull();
    expect(queryCostProblem('a'.repeat(MAX_QUERY_LENGTH + 1))).toBe(
      'may have at most 1000 characters (this one has 1001)',
    );
  });

  it('is part of the request validation', () => {
    expect(parseSearchRequest({ query: words(65) }, null)).toEqual({
      ok: false,
      errors: [{ path: 'query', message: 'may have at most 64 distinct words (this one has 65)' }],
    });
    expect(parseSearchRequest({ query: words(64) }, null).ok).toBe(true);
  });
});

describe('the cost ceiling over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a query of 16 000 short words with a 400 naming the cap, at once', async () => {
    const many = Array.from({ length: 16_000 }, (_, i) => i.toString(36)).join(' ');
    const response = await postJson(server.base, '/api/search', { query: many.slice(0, 60_000) });
    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.errors?.map((error) => error.path)).toEqual(['query']);
    expect(problem.errors?.[0]?.message).toContain('at most 1000 characters');
    const wordy = await postJson(server.base, '/api/search', { query: words(100) });
    expect(wordy.status).toBe(400);
    expect((await problemOf(wordy)).errors?.[0]?.message).toContain('at most 64 distinct words');
  });
});
