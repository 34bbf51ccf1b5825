/**
 * The mirror end to end: a 30 000-resource demo catalogue (datasets and concepts each over the 10 000-hit
 * window) copied from a local server at its real rate limit, on a virtual clock, then loaded into another
 * engine that must answer like the first.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SearchObject } from '../../src/interface/searchObject';
import { SEARCH_ENDPOINTS } from '../../src/interface/vocabulary';
import { generateCatalogue } from '../catalogue/generate';
import { loadCatalogueFile } from '../catalogue/load';
import { engineQuery } from '../engine/defaultQuery';
import { createSearchEngine } from '../engine/searchEngine';
import { jsonResultOf } from '../engine/jsonHits';
import type { SearchEngine } from '../engine/types';
import { parseSearchRequest } from '../http/searchRequest';
import { leafKey, type Query } from './planner';
import { runMirror, type MirrorOptions } from './mirror';
import { readState, statePathOf } from './state';
import { recordingFetch, startLimitedServer, virtualClock, type VirtualClock } from './testing/limitedServer';

const NOW = new Date('2026-11-01T00:00:00.000Z');
const SIZE = 30_000;

let catalogue: SearchObject[];
let engine: SearchEngine;
let directory: string;
/** Requests of the uninterrupted mirror, for the resumed one to be compared with. */
let wholeRequests = 0;

beforeAll(async () => {
  catalogue = generateCatalogue({ size: SIZE, seed: 7, now: NOW });
  engine = createSearchEngine(catalogue, { now: () => NOW.getTime() });
  directory = await mkdtemp(join(tmpdir(), 'mirror-test-'));
}, 120_000);

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function options(base: string, out: string, extra: Partial<MirrorOptions> = {}): MirrorOptions {
  return {
    from: base,
    out,
    window: 10_000,
    pageSize: 1000,
    rate: { perMinute: 10, burst: 20 },
    maxRetries: 8,
    backoff: { baseMs: 6000, capMs: 300_000 },
    ...extra,
  };
}

function deps(clock: VirtualClock, fetcher: typeof fetch) {
  return { fetch: fetcher, now: clock.now, sleep: clock.sleep, random: () => 0.5 };
}

/** Total and aggregations of a search body on an engine, as the service computes them. */
function answer(target: SearchEngine, endpoint: string | null, body: unknown) {
  const parsed = parseSearchRequest(body, endpoint === null ? null : (SEARCH_ENDPOINTS[endpoint] ?? null));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const { aggregations, page } = target.search(parsed.query);
  return { total: page.totalElements, aggregations };
}

/** An engine query for everything, no text, first page. */
const ALL = engineQuery({ size: 1 });

const QUERIES: [string | null, Record<string, unknown>][] = [
  [null, {}],
  ['datasets', {}],
  ['concepts', {}],
  ['data-services', {}],
  ['information-models', {}],
  ['services-and-events', {}],
  [null, { query: 'vann' }],
  ['concepts', { query: 'skatt' }],
  [null, { filters: { accessRights: { value: 'PUBLIC' }, dataTheme: { value: ['ENVI'] } } }],
  ['datasets', { filters: { orgPath: { value: '/KOMMUNE' }, lastXDays: { value: 365 } } }],
];

describe('mirror', () => {
  it('copies the whole catalogue at the real rate limit, and the copy answers like the original', async () => {
    const clock = virtualClock(NOW.getTime());
    const server = await startLimitedServer(engine, clock);
    const out = join(directory, 'whole.ndjson');
    try {
      const recording = recordingFetch(clock);
      const report = await runMirror(options(server.base, out), deps(clock, recording.fetch));
      expect(report.mismatches).toEqual([]);
      expect(report.total).toBe(SIZE);
      expect(report.written).toBe(SIZE);
      // The mirror's own bucket keeps it within the limit: the server never had to refuse.
      expect(recording.sent.filter((request) => request.status !== 200)).toEqual([]);
      // Datasets and concepts are over the window: they must have been split by orgPath.
      const orgPathQueries = recording.sent.filter((request) =>
        JSON.stringify(request.body).includes('orgPath'),
      );
      expect(orgPathQueries.length).toBeGreaterThan(0);
      // 20 at once, then one every 6 s: the virtual time is what the limit allows, not less.
      expect(report.elapsedMs).toBeGreaterThanOrEqual((report.stats.requests - 20) * 6000);
      wholeRequests = report.stats.requests;
      process.stdout.write(
        `mirror of ${SIZE} resources at 10/min, burst 20: ${report.stats.requests} requests, ${Math.round(report.elapsedMs / 1000)} s of virtual time\n`,
      );

      const copy = createSearchEngine(await loadCatalogueFile(out), { now: () => NOW.getTime() });
      expect(copy.size).toBe(SIZE);
      for (const [endpoint, body] of QUERIES) {
        expect({ endpoint, body, ...answer(copy, endpoint, body) }).toEqual({
          endpoint,
          body,
          ...answer(engine, endpoint, body),
        });
      }
    } finally {
      await server.close();
    }
  }, 180_000);

  it('resumes an interrupted mirror without fetching finished parts again', async () => {
    const clock = virtualClock(NOW.getTime());
    const server = await startLimitedServer(engine, clock);
    const out = join(directory, 'resumed.ndjson');
    try {
      const controller = new AbortController();
      const first = recordingFetch(clock, { requests: 25, controller });
      await expect(
        runMirror(options(server.base, out, { signal: controller.signal }), deps(clock, first.fetch)),
      ).rejects.toThrow(/abort/i);
      const interrupted = await readState(statePathOf(out));
      const finished = Object.entries(interrupted?.leaves ?? {}).filter(([, leaf]) => leaf.done);
      expect(finished.length).toBeGreaterThan(0);

      const second = recordingFetch(clock);
      const report = await runMirror(options(server.base, out), deps(clock, second.fetch));
      expect(report.resumed).toBe(true);
      expect(report.mismatches).toEqual([]);
      expect(report.written).toBe(SIZE);

      // No request of the second run reads a page of a part the first run finished.
      const finishedKeys = new Set(finished.map(([key]) => key));
      const pageOfFinishedLeaf = second.sent.filter((request) => {
        const query = queryOf(request.url, request.body);
        return [...finishedKeys].some((key) =>
          key.startsWith(`${leafKey(query, 0).replace(/ take=0$/, '')} take=`),
        );
      });
      expect(pageOfFinishedLeaf).toEqual([]);
      // Together the two runs read about what one whole run reads: at most a first page that the
      // interrupted run had read as a probe is read again. (The resumed run also meets 429s: the server's
      // bucket was still spent from the first run, while the mirror's own bucket starts full.)
      const answered = (requests: typeof first.sent) => requests.filter((request) => request.status === 200);
      expect(answered(first.sent).length + answered(second.sent).length).toBeLessThanOrEqual(
        wholeRequests + 1,
      );

      expect((await readFile(out, 'utf8')).split('\n').length - 1).toBe(SIZE);

      // A finished mirror run again sends nothing.
      const third = recordingFetch(clock);
      const again = await runMirror(options(server.base, out), deps(clock, third.fetch));
      expect(third.sent).toEqual([]);
      expect(again.written).toBe(SIZE);
    } finally {
      await server.close();
    }
  }, 180_000);

  it('honours Retry-After when the service is stricter than the mirror budget', async () => {
    const clock = virtualClock(NOW.getTime());
    // The service allows a burst of 3 where the mirror expects 20: it must refuse, and say when to return.
    const server = await startLimitedServer(engine, clock, { perMinute: 10, burst: 3 });
    const out = join(directory, 'throttled.ndjson');
    try {
      const controller = new AbortController();
      const recording = recordingFetch(clock, { requests: 16, controller });
      await expect(
        runMirror(options(server.base, out, { signal: controller.signal }), deps(clock, recording.fetch)),
      ).rejects.toThrow(/abort/i);
      const sent = recording.sent.slice(0, 16);
      const refused = sent.filter((request) => request.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      // After each 429 the next request waits at least the Retry-After the server gave, and then it passes.
      for (const [index, request] of sent.entries()) {
        const next = sent[index + 1];
        if (request.status !== 429 || next === undefined) continue;
        expect(request.retryAfter).not.toBeNull();
        expect(next.at - request.at).toBeGreaterThanOrEqual(Number(request.retryAfter) * 1000);
        expect(next.status).toBe(200);
      }
      // One refusal teaches the mirror the service's pace: after it, no request is refused again.
      expect(refused).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('slices parts that orgPath cannot split by first-harvest day (a small window forces it)', async () => {
    const small = generateCatalogue({ size: 1500, seed: 3, now: NOW });
    const smallEngine = createSearchEngine(small, { now: () => NOW.getTime() });
    const clock = virtualClock(NOW.getTime());
    const server = await startLimitedServer(smallEngine, clock);
    const out = join(directory, 'sliced.ndjson');
    try {
      const recording = recordingFetch(clock);
      const report = await runMirror(
        options(server.base, out, { window: 100, pageSize: 50 }),
        deps(clock, recording.fetch),
      );
      expect(report.mismatches).toEqual([]);
      expect(report.written).toBe(small.length);
      expect(recording.sent.some((request) => JSON.stringify(request.body).includes('lastXDays'))).toBe(true);
      const copy = createSearchEngine(await loadCatalogueFile(out), { now: () => NOW.getTime() });
      for (const [endpoint, body] of QUERIES) {
        expect(answer(copy, endpoint, body)).toEqual(answer(smallEngine, endpoint, body));
      }
    } finally {
      await server.close();
    }
  }, 60_000);

  it('lists every part that returned fewer hits than it counted', async () => {
    const small = createSearchEngine(generateCatalogue({ size: 600, seed: 5, now: NOW }), {
      now: () => NOW.getTime(),
    });
    // A service that counts every event but never returns the first one.
    const lossy: SearchEngine = {
      size: small.size,
      hidden: small.hidden,
      suggest: (...args) => small.suggest(...args),
      search: (query) => {
        const result = small.search(query);
        return query.types?.includes('EVENT') === true ? { ...result, hits: result.hits.slice(1) } : result;
      },
      searchJson: (query) => jsonResultOf(lossy.search(query)),
    };
    const clock = virtualClock(NOW.getTime());
    const server = await startLimitedServer(lossy, clock);
    try {
      const report = await runMirror(
        options(server.base, join(directory, 'lossy.ndjson')),
        deps(clock, recordingFetch(clock).fetch),
      );
      const events = small.search({ ...ALL, types: ['EVENT'] }).page.totalElements;
      expect(report.short).toEqual([
        { leaf: 'events org=* days=* take=' + events, expected: events, got: events - 1 },
      ]);
      expect(report.mismatches).toEqual([
        `events org=* days=* take=${events}: the service counted ${events} but returned ${events - 1}`,
        `${small.size - 1} resources written, ${small.size} counted`,
      ]);
    } finally {
      await server.close();
    }
  }, 60_000);
});

/** The planner's query behind a request the mirror sent. */
function queryOf(url: string, body: Record<string, unknown> | null): Query {
  const type = url.split('/search')[1]?.replace(/^\//, '') ?? '';
  const filters = (body?.filters ?? {}) as {
    orgPath?: { value: string | null };
    lastXDays?: { value: number };
  };
  return {
    type: type === '' ? null : (type as Query['type'] & string),
    ...(filters.orgPath ? { orgPath: filters.orgPath.value } : {}),
    ...(filters.lastXDays ? { lastXDays: filters.lastXDays.value } : {}),
  };
}
