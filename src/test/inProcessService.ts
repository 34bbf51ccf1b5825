/**
 * The local service's engine and request validation, answering `fetch` in-process: component tests run against
 * the real implementation of the interface (no hand-made JSON) without a socket. Built once per catalogue.
 */
import { generateCatalogue } from '../../server/catalogue/generate';
import { createSearchEngine } from '../../server/engine/searchEngine';
import type { SearchEngine } from '../../server/engine/types';
import { parseSearchRequest } from '../../server/http/searchRequest';
import { SEARCH_ENDPOINTS } from '../interface/vocabulary';

export const TEST_NOW = new Date('2026-11-01T00:00:00Z');

const engines = new Map<string, SearchEngine>();

export function testEngine(size = 2_000, seed = 7): SearchEngine {
  const key = `${size}:${seed}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = createSearchEngine(generateCatalogue({ size, seed, now: TEST_NOW }), {
      now: () => TEST_NOW.getTime(),
    });
    engines.set(key, engine);
  }
  return engine;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** A `fetch` serving `POST {base}/search[/type]` from the engine, recording every request it answers. */
export function inProcessFetch(engine: SearchEngine = testEngine()) {
  const requests: { url: string; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    init.signal?.throwIfAborted();
    const body: unknown = JSON.parse(typeof init.body === 'string' ? init.body : 'null');
    requests.push({ url: url.pathname, body });
    const match = /\/search(?:\/([^/]+))?$/.exec(url.pathname);
    const types = match?.[1] === undefined ? null : SEARCH_ENDPOINTS[match[1]];
    if (!match || types === undefined) return json(404, { title: 'Not Found', status: 404 });
    const parsed = parseSearchRequest(body, types);
    if (!parsed.ok) return json(400, { title: 'Bad Request', status: 400, errors: parsed.errors });
    await Promise.resolve();
    return json(200, engine.search(parsed.query));
  };
  return { fetch: fetchImpl, requests };
}

/**
 * A `fetch` of the in-process service that holds its `nth` request (counted from 1) until `release()`: a test sees
 * what the page shows while that answer is on its way. `sent()` counts the requests so far.
 */
export function fetchHoldingRequest(nth: number, service = inProcessFetch()) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    sent += 1;
    if (sent === nth) await held;
    return service.fetch(input, init);
  };
  return { fetch: fetchImpl, release, sent: () => sent };
}
