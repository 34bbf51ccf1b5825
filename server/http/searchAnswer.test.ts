import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerPieces, HITS_PER_PIECE, STREAM_FROM_HITS } from './searchAnswer';
import { postJson, startTestServer, type TestServer } from './testing/testServer';
import { parseSearchRequest } from './searchRequest';

describe('answerPieces', () => {
  it('writes exactly what JSON.stringify writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 3 * HITS_PER_PIECE }),
        fc.dictionary(fc.string(), fc.option(fc.jsonValue(), { nil: undefined })),
        fc.jsonValue(),
        (hits, aggregations, page) => {
          const answer = { hits, aggregations, page };
          expect([...answerPieces(answer)].join('')).toBe(JSON.stringify(answer));
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('a large page over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is streamed (chunked) and byte-identical to the plain JSON of the same answer', async () => {
    const body = { pagination: { size: 1000 } };
    const response = await postJson(server.base, '/api/search', body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBeNull();
    const parsed = parseSearchRequest(body, null);
    if (!parsed.ok) throw new Error('bad request');
    const { hits, aggregations, page } = server.engine.search(parsed.query);
    expect(hits.length).toBeGreaterThan(STREAM_FROM_HITS);
    expect(await response.text()).toBe(JSON.stringify({ hits, aggregations, page }));
  });

  it('sends a small page in one piece with its length', async () => {
    const response = await postJson(
      server.base,
      '/api/search',
      { pagination: { size: 20 } },
      { 'accept-encoding': 'identity' },
    );
    expect(Number(response.headers.get('content-length'))).toBe((await response.arrayBuffer()).byteLength);
  });
});
