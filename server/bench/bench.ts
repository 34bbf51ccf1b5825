/**
 * `npm run bench:server`: start-up time, heap and HTTP latency of the local service for the 20 000 demo
 * catalogue and a generated 200 000 one, over real HTTP on 127.0.0.1 with the limiter off. The service runs
 * in its own process (benchServer.ts); this one only sends requests. Each size is started twice with a
 * fresh index cache: cold (generate and index, then store the index) and warm (read the index back); the
 * requests go to the warm one, whose hits are parsed from their JSON text per answer. A bounded run: a fixed
 * number of requests per catalogue. Prints Markdown tables for the README.
 *
 * Options: `--sizes 20000,200000`, `--requests 2000`, `--concurrency 4`; `--startup-only` (start each
 * size `--runs` times, 3 by default, and print the median start-up with the load average; no requests);
 * `--mode burst` measures a normal
 * client during a worst-case burst instead (burst.ts), at the first size given (default 20 000);
 * `--mode compression` runs the mix without and with `Accept-Encoding: br, gzip` and prints both;
 * `--accept-encoding br` sends that header in the plain run (default `identity`);
 * `--check` times searches against `GET /config.json`, interleaved, with the compression fetch negotiates,
 * at each size (default 20 000 and 200 000), and exits 1 when a ratio misses its goal (ratioCheck.ts).
 * `--mode pages` measures server rendering (pageRender.ts, `--rounds 25`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SearchResponse } from '../../src/interface/searchObject';
import type { BenchServerReady } from './benchServer';
import { burstReport, runBurst } from './burst';
import { loadFigures, runLoad, type LoadFigures } from './latency';
import { mixWords } from './mixWords';
import {
  ACCEPT_ENCODING,
  PAIRS,
  RATIO_GOALS,
  ROUNDS,
  runRatioRounds,
  WARMUP_PAIRS,
  type RatioRound,
} from './ratioCheck';
import { pageReport, runPageBench } from './pageRender';
import { QUIET, waitForQuiet } from './quiet';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BENCH_SERVER = 'server/bench/benchServer.ts';

interface BenchRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface CatalogueFigures {
  /** The size asked for; `size` is what is searchable (deleted resources left out). */
  requested: number;
  size: number;
  /** Empty index cache: generate, index (and then store, not counted). */
  coldStartupMs: number;
  /** The index read back from the cache. */
  startupMs: number;
  heapMb: number;
  /** One connection, one request at a time: the service's own latency. */
  single: LoadFigures;
  /** `concurrency` connections: throughput, and latency with queueing. */
  loaded: LoadFigures;
  /** Per request of the mix, in mix order, from the one-connection run. */
  byRequest: Map<string, LoadFigures>;
}

const GOALS = { 20_000: { startupMs: 2000, p50: 5, p99: 20 }, 200_000: { startupMs: 5000, p50: 50 } };
const WARMUP = 200;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** The mix: words and filter values taken from the catalogue itself, so every query finds something. */
function requestMix(titles: readonly string[], dataTheme: string, orgPath: string): BenchRequest[] {
  const { one, second, three } = mixWords(titles);
  const search = (name: string, body: unknown, path = '/api/search'): BenchRequest => ({
    name,
    method: 'POST',
    path,
    body,
  });
  return [
    search('one word', { query: one }),
    search('three words', { query: three }),
    search('one word, filters', {
      query: one,
      filters: { dataTheme: { value: [dataTheme] }, accessRights: { value: 'PUBLIC' } },
    }),
    search('no text, filter', { filters: { orgPath: { value: orgPath } } }),
    search('prefix', { query: one.slice(0, 3) }),
    search('deep page (9 900–10 000)', { pagination: { page: 99, size: 100 } }),
    search('one word, page 40', { query: one, pagination: { page: 40, size: 20 } }),
    search('one type', { query: one }, '/api/search/datasets'),
    search('sorted', { query: second, sort: { field: 'FIRST_HARVESTED', direction: 'DESC' } }),
    {
      name: 'suggestions',
      method: 'GET',
      path: `/api/suggestions?q=${encodeURIComponent(one.slice(0, 4))}`,
    },
  ];
}

/** The mix for the catalogue behind `base`, from a first page of 2 000 of its resources. */
async function mixOf(base: string): Promise<BenchRequest[]> {
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pagination: { size: 2000 } }),
  });
  const all = SearchResponse.parse(await response.json());
  const titles = all.hits.map((hit) => hit.title?.nb ?? '');
  const orgPath = all.aggregations.orgPath?.find((bucket) => bucket.key !== 'null')?.key ?? '/STAT';
  return requestMix(titles, all.aggregations.dataTheme?.[0]?.key ?? 'ENVI', orgPath);
}

/** `identity` (answers as they are) or what a browser sends (`br, gzip`: answers compressed). */
let acceptEncoding = 'identity';

async function send(base: string, request: BenchRequest): Promise<void> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: {
      'accept-encoding': acceptEncoding,
      ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.method === 'POST' ? { body: JSON.stringify(request.body) } : {}),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${request.name}: ${response.status}`);
}

/** A fresh index cache folder for `use`, removed afterwards. */
async function withCacheDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-index-cache-'));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the measured service in its own process and waits for its ready line. */
async function startServer(
  size: number,
  cacheDir: string,
): Promise<{ ready: BenchServerReady; stop: () => Promise<void> }> {
  // The young generation `npm run serve` gives the service (package.json), so the service is measured as it runs;
  // why 32 MB, and the rounds that showed it: docs/performance-server.md.
  const args = [
    '--max-semi-space-size=32',
    '--import',
    'tsx',
    '--expose-gc',
    BENCH_SERVER,
    String(size),
    cacheDir,
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n')[0];
      if (output.includes('\n') && line !== undefined) resolve(JSON.parse(line) as BenchServerReady);
    });
    void exited.then((code) => reject(new Error(`the bench server exited with ${code}`)));
  });
  return {
    ready,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts `size` cold, then warm from the cold start's cache: the two start-up times and the warm server. */
async function startColdThenWarm(
  size: number,
  cacheDir: string,
): Promise<{ coldMs: number; ready: BenchServerReady; stop: () => Promise<void> }> {
  const cold = await startServer(size, cacheDir);
  await cold.stop();
  if (cold.ready.fromCache) throw new Error('the cold start found an index in a fresh cache');
  const warm = await startServer(size, cacheDir);
  if (!warm.ready.fromCache) {
    await warm.stop();
    throw new Error('the warm start did not read the index cache');
  }
  return { coldMs: cold.ready.startupMs, ...warm };
}

async function benchCatalogue(
  size: number,
  requests: number,
  concurrency: number,
): Promise<CatalogueFigures> {
  return withCacheDir((dir) => benchCatalogueIn(size, requests, concurrency, dir));
}

async function benchCatalogueIn(
  size: number,
  requests: number,
  concurrency: number,
  cacheDir: string,
): Promise<CatalogueFigures> {
  const { ready, stop, coldMs } = await startColdThenWarm(size, cacheDir);
  const base = `http://127.0.0.1:${ready.port}`;
  try {
    const mix = await mixOf(base);
    const pick = (index: number): BenchRequest => {
      const request = mix[index % mix.length];
      if (request === undefined) throw new Error('empty request mix');
      return request;
    };
    await runLoad(WARMUP, concurrency, (index) => send(base, pick(index)));
    const single = await runLoad(Math.ceil(requests / 2), 1, (index) => send(base, pick(index)));
    const loaded = await runLoad(requests, concurrency, (index) => send(base, pick(index)));
    const byName = new Map<string, number[]>(mix.map((request) => [request.name, []]));
    single.indexes.forEach((index, i) => byName.get(pick(index).name)?.push(single.latencies[i] ?? 0));
    return {
      requested: size,
      size: ready.size,
      coldStartupMs: coldMs,
      startupMs: ready.startupMs,
      heapMb: ready.heapMb,
      single: loadFigures(single.latencies, single.wallMs),
      loaded: loadFigures(loaded.latencies, loaded.wallMs),
      byRequest: new Map(
        [...byName].map(([name, latencies]) => [name, loadFigures(latencies, single.wallMs)]),
      ),
    };
  } finally {
    await stop();
  }
}

const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const int = (value: number): string => Math.round(value).toLocaleString('en-US');

function report(results: readonly CatalogueFigures[], requests: number, concurrency: number): string {
  const lines = [
    `Local service in its own process, over HTTP on 127.0.0.1, limiter off (Node ${process.version}): ${Math.ceil(requests / 2)} requests on one connection, then ${requests} on ${concurrency} concurrent connections, after ${WARMUP} warm-up requests.`,
    '',
    `| catalogue | start-up cold (generate + index) | start-up warm (index cache) | heap used (warm) | p50 / p99 (1 connection) | p50 / p99 (${concurrency} connections) | requests/s (${concurrency} connections) |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${int(r.size)} resources | ${int(r.coldStartupMs)} ms | ${int(r.startupMs)} ms | ${int(r.heapMb)} MB | ${ms(r.single.p50)} / ${ms(r.single.p99)} ms | ${ms(r.loaded.p50)} / ${ms(r.loaded.p99)} ms | ${int(r.loaded.perSecond)} |`,
    ),
    '',
    `| request (1 connection) | ${results.map((r) => `p50 / p99 at ${int(r.size)}`).join(' | ')} |`,
    `|---|${results.map(() => '---:').join('|')}|`,
  ];
  const names = [...(results[0]?.byRequest.keys() ?? [])];
  for (const name of names) {
    const cells = results.map((r) => {
      const figures = r.byRequest.get(name);
      return figures ? `${ms(figures.p50)} / ${ms(figures.p99)} ms` : '–';
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The goals, judged on the one-connection latency (the service's own, without queueing). */
function goalLines(results: readonly CatalogueFigures[]): string[] {
  const lines: string[] = [];
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  for (const r of results) {
    if (r.requested === 20_000) {
      const goal = GOALS[20_000];
      lines.push(
        `Goals at 20,000: start < ${goal.startupMs} ms ${mark(r.coldStartupMs < goal.startupMs)} (cold), p50 < ${goal.p50} ms ${mark(r.single.p50 < goal.p50)}, p99 < ${goal.p99} ms ${mark(r.single.p99 < goal.p99)}`,
      );
    }
    if (r.requested === 200_000) {
      const goal = GOALS[200_000];
      lines.push(
        `Goals at 200,000: start ≤ ${goal.startupMs} ms ${mark(r.startupMs <= goal.startupMs)} (warm; cold ${mark(r.coldStartupMs <= goal.startupMs)}), p50 < ${goal.p50} ms ${mark(r.single.p50 < goal.p50)}`,
      );
    }
  }
  return lines;
}

/**
 * `--startup-only`: the service's start-up, several times per size, cold (each run with an empty index
 * cache) and warm (from the cache the last cold run stored), the medians and the machine's load.
 */
async function startupOnly(sizes: readonly number[], runs: number): Promise<void> {
  const median = (times: readonly number[]): number =>
    [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
  for (const size of sizes) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      await withCacheDir(async (dir) => {
        const started = await startColdThenWarm(size, dir);
        await started.stop();
        cold.push(started.coldMs);
        warm.push(started.ready.startupMs);
      });
    }
    const load = loadAverage();
    const runsOf = (times: number[]) => times.map((t) => Math.round(t)).join(', ');
    process.stdout.write(
      `${size.toLocaleString('en-US')} resources: start-up median cold ${Math.round(median(cold))} ms ` +
        `(runs ${runsOf(cold)} ms), warm ${Math.round(median(warm))} ms (runs ${runsOf(warm)} ms); load average ${load}\n`,
    );
  }
}

async function burstMode(size: number): Promise<void> {
  await withCacheDir((dir) => burstIn(size, dir));
}

async function burstIn(size: number, cacheDir: string): Promise<void> {
  const { ready, stop } = await startServer(size, cacheDir);
  try {
    process.stderr.write(`bench: worst-case burst at ${size.toLocaleString('en-US')} resources…\n`);
    const figures = await runBurst(`http://127.0.0.1:${ready.port}`, 'data');
    process.stdout.write(`${burstReport(figures, ready.size)}\n`);
  } finally {
    await stop();
  }
}

/** The same run without and with compression; the p50 difference is the cost of compressing. */
async function compressionMode(size: number, requests: number): Promise<void> {
  const rows: string[] = [];
  const p50s: number[] = [];
  for (const encoding of ['identity', 'br, gzip']) {
    acceptEncoding = encoding;
    process.stderr.write(`bench: ${size.toLocaleString('en-US')} resources, Accept-Encoding: ${encoding}…\n`);
    const r = await benchCatalogue(size, requests, 1);
    p50s.push(r.single.p50);
    rows.push(`| \`${encoding}\` | ${ms(r.single.p50)} / ${ms(r.single.p99)} ms |`);
  }
  const added = (p50s[1] ?? 0) - (p50s[0] ?? 0);
  process.stdout.write(
    [
      `Compression at ${size.toLocaleString('en-US')} resources, one connection, the request mix (${Math.ceil(requests / 2)} requests each):`,
      '',
      '| Accept-Encoding | p50 / p99 |',
      '|---|---:|',
      ...rows,
      '',
      `Added p50: ${added.toFixed(2)} ms — goal ≤ 1 ms: ${added <= 1 ? 'met' : 'MISSED'}`,
      '',
    ].join('\n'),
  );
}

const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * `--check`: the searches of the mix (not suggestions) against `GET /config.json` at each size, on the warm
 * service (hits served from their stored JSON). Exits 1 when a size misses its ratio goals in every round.
 */
async function checkMode(sizes: readonly number[]): Promise<void> {
  process.stdout.write(
    `Search vs GET /config.json, interleaved on one connection, Accept-Encoding: ${ACCEPT_ENCODING} (fetch's over HTTPS), each timed to its last byte; ${PAIRS} pairs a round after ${WARMUP_PAIRS} warm-up pairs, up to ${ROUNDS} rounds. Load average at start ${loadAverage()}.\n`,
  );
  let failed = false;
  for (const size of sizes) {
    const goal = RATIO_GOALS[size] ?? { p50: 3 };
    const goalText = `p50 ≤ ${goal.p50}×${goal.p99 === undefined ? '' : `, p99 ≤ ${goal.p99}×`} the trivial p50`;
    await withCacheDir(async (dir) => {
      process.stderr.write(`bench: ${size.toLocaleString('en-US')} resources (cold, then warm)…\n`);
      const { ready, stop } = await startColdThenWarm(size, dir);
      try {
        const base = `http://127.0.0.1:${ready.port}`;
        const searches = (await mixOf(base)).filter((request) => request.method === 'POST');
        const quiet = await waitForQuiet();
        process.stdout.write(
          `${int(ready.size)} resources: ${quiet.quiet ? 'machine quiet' : 'machine still busy, measuring anyway'} after ${(quiet.waitedMs / 1000).toFixed(0)} s (CPUs ${(quiet.busy * 100).toFixed(0)} % busy over ${QUIET.windowMs / 1000} s; waits up to ${QUIET.timeoutMs / 60_000} min for ≤ ${QUIET.maxBusy * 100} %)\n`,
        );
        const line = (round: RatioRound, index: number) =>
          process.stdout.write(
            `${int(ready.size)} resources, round ${index + 1}: trivial p50 ${ms(round.trivialP50)} ms (p99 ${ms(round.trivialP99)}); search p50 ${ms(round.searchP50)} ms (${round.p50Ratio.toFixed(2)}×), p99 ${ms(round.searchP99)} ms (${round.p99Ratio.toFixed(2)}×); search answers ${round.encodings.join(', ')}; load average ${loadAverage()}\n  search p50 by request: ${round.byName.map(([name, p50]) => `${name} ${ms(p50)}`).join('; ')}\n`,
          );
        const { passed } = await runRatioRounds(base, searches, goal, line);
        process.stdout.write(
          `${int(ready.size)} resources: goal ${goalText}: ${passed ? 'met' : 'MISSED'}\n`,
        );
        if (!passed) failed = true;
      } finally {
        await stop();
      }
    });
  }
  if (failed) process.exitCode = 1;
}

const HELP = `npm run bench:server -- [options]
  (no mode)                 start-up, heap and latency of the request mix at --sizes (default 20000,200000)
  --requests N              requests per catalogue (default 2000); --concurrency N (default 4)
  --accept-encoding VALUE   Accept-Encoding of the plain run (default identity)
  --startup-only [--runs N] start-up only, median of N runs (default 3)
  --mode compression        the mix without and with Accept-Encoding: br, gzip (first size, default 20000)
  --mode burst              a normal client during a worst-case burst (first size, default 20000)
  --check                   search vs GET /config.json, interleaved, once the machine is quiet (up to 5 min);
                            exits 1 when a ratio goal is missed
`;

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(HELP);
    return;
  }
  if (process.argv.includes('--check')) {
    await checkMode(option('sizes', '20000,200000').split(',').map(Number));
    return;
  }
  acceptEncoding = option('accept-encoding', 'identity');
  if (option('mode', 'latency') === 'compression') {
    await compressionMode(Number(option('sizes', '20000').split(',')[0]), Number(option('requests', '2000')));
    return;
  }
  if (option('mode', 'latency') === 'burst') {
    await burstMode(Number(option('sizes', '20000').split(',')[0]));
    return;
  }
  if (option('mode', 'latency') === 'pages') {
    const size = Number(option('sizes', '20000').split(',')[0]);
    await withCacheDir(async (dir) => {
      const { ready, stop } = await startServer(size, dir);
      try {
        process.stderr.write(`bench: server rendering at ${size.toLocaleString('en-US')} resources…\n`);
        const figures = await runPageBench(`http://127.0.0.1:${ready.port}`, Number(option('rounds', '25')));
        process.stdout.write(`${pageReport(figures)}\n`);
      } finally {
        await stop();
      }
    });
    return;
  }
  const sizes = option('sizes', '20000,200000').split(',').map(Number);
  if (process.argv.includes('--startup-only')) {
    await startupOnly(sizes, Number(option('runs', '3')));
    return;
  }
  const requests = Number(option('requests', '2000'));
  const concurrency = Number(option('concurrency', '4'));
  const results: CatalogueFigures[] = [];
  for (const size of sizes) {
    process.stderr.write(`bench: ${size.toLocaleString('en-US')} resources…\n`);
    results.push(await benchCatalogue(size, requests, concurrency));
  }
  process.stdout.write(`${report(results, requests, concurrency)}\n\n${goalLines(results).join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
