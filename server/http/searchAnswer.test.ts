import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jsonHitsOf } from '../engine/jsonHits';
import { answerByteLength, answerBytes, answerPieces, HITS_PER_PIECE } from './answerJson';
import { STREAM_FROM_HITS } from './searchAnswer';
import { postJson, startTestServer, type TestServer } from './testing/testServer';
import { parseSearchRequest } from './searchRequest';

describe('an answer spliced from JSON texts', () => {
  it('is exactly what JSON.stringify writes, whole or in pieces, and has the length it announces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 3 * HITS_PER_PIECE }),
        fc.dictionary(fc.string(), fc.option(fc.jsonValue(), { nil: undefined })),
        fc.jsonValue(),
        (hits, aggregations, page) => {
          const expected = JSON.stringify({ hits, aggregations, page });
          const answer = { hits: jsonHitsOf(hits.map((hit) => JSON.stringify(hit))), aggregations, page };
          expect(answerBytes(answer).toString('utf8')).toBe(expected);
          expect(Buffer.concat([...answerPieces(answer)]).toString('utf8')).toBe(expected);
          expect(answerByteLength(answer)).toBe(Buffer.byteLength(expected, 'utf8'));
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('pages over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const expectedText = (body: unknown): string => {
    const parsed = parseSearchRequest(body, null);
    if (!parsed.ok) throw new Error('bad request');
    const { hits, aggregations, page } = server.engine.search(parsed.query);
    return JSON.stringify({ hits, aggregations, page });
  };

  it('streams a large page (chunked), byte-identical to the plain JSON of the same answer', async () => {
    const body = { pagination: { size: 1000 } };
    const response = await postJson(server.base, '/api/search', body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBeNull();
    const text = expectedText(body);
    expect((JSON.parse(text) as { hits: unknown[] }).hits.length).toBeGreaterThan(STREAM_FROM_HITS);
    expect(await response.text()).toBe(text);
  });

  it('sends a small page in one piece with its length, byte-identical to the plain JSON', async () => {
    const body = { query: 'data', pagination: { size: 20 } };
    const response = await postJson(server.base, '/api/search', body, { 'accept-encoding': 'identity' });
    const bytes = await response.arrayBuffer();
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(Buffer.from(bytes).toString('utf8')).toBe(expectedText(body));
  });
});
