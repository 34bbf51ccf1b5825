/**
 * `node --import tsx server/bench/startup.ts`: the start-up of the local service without HTTP, cold (an
 * empty index cache: generating or loading the catalogue and indexing it) and warm (the index read back from
 * the cache the cold runs stored), a few runs each in fresh processes, the medians printed with the load
 * average (the machine may be shared). Quicker to iterate with than the full `bench:server`.
 *
 * Options: `--size 200000`, `--runs 3`, `--file catalogue.ndjson` (load a file instead of generating);
 * `--first-search`: time the whole service instead, from spawning `server/main.ts` until its first search is
 * answered (firstSearch.ts), which adds Node's start, module loading, listening and the first query.
 *
 * The start-up measured by default begins once the modules are loaded and ends when the engine can answer
 * (for a cold start: before the index is stored in the cache, which the service does once serving).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { indexCatalogue } from '../http/catalogueSource';
import { firstSearch, type FirstSearchFigures } from './firstSearch';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SELF = 'server/bench/startup.ts';

export interface StartupFigures {
  totalMs: number;
  /** Whether the index was read from the cache (a warm start). */
  fromCache: boolean;
  /** After a cold start: storing the index in the cache (not part of the start-up). */
  storeMs: number;
  /** Processor time (user + system) of the whole start-up: less sensitive than wall time to a busy machine. */
  cpuMs: number;
  /** Time in garbage collection pauses during the start-up. */
  gcMs: number;
  /** Resident memory and JavaScript heap once the engine is built (what the service then holds). */
  rssMb: number;
  heapMb: number;
  size: number;
  hidden: number;
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** One measured start-up in this process, with the index cache in `cacheDir`. */
async function once(size: number, file: string | null, cacheDir: string): Promise<StartupFigures> {
  let gcMs = 0;
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const config = {
    catalogueFile: file,
    catalogueSize: size,
    catalogueSeed: 1,
    indexCache: { dir: cacheDir },
  };
  const { engine, fromCache, storeInCache } = await indexCatalogue(config);
  const done = performance.now();
  const used = process.cpuUsage(cpu);
  // The last pauses are reported to the observer on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 100));
  gcObserver.disconnect();
  const memory = process.memoryUsage();
  const storing = performance.now();
  await storeInCache();
  return {
    gcMs,
    rssMb: memory.rss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
    cpuMs: (used.user + used.system) / 1000,
    totalMs: done - started,
    fromCache,
    storeMs: fromCache ? 0 : performance.now() - storing,
    size: engine.size,
    hidden: engine.hidden,
  };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const size = Number(option('size', '200000'));
  const file = option('file', '') || null;
  if (process.argv.includes('--child')) {
    process.stdout.write(`${JSON.stringify(await once(size, file, option('cache-dir', '')))}\n`);
    return;
  }
  const runs = Number(option('runs', '3'));
  const what = file ?? `demo catalogue of ${size}`;
  // Each cold run gets an empty cache; the warm runs read what the last cold run stored.
  const dirs: string[] = [];
  try {
    const fresh = () => {
      const dir = mkdtempSync(join(tmpdir(), 'startup-bench-index-'));
      dirs.push(dir);
      return dir;
    };
    if (process.argv.includes('--first-search')) {
      const env = (dir: string): Record<string, string> => ({
        ...(file === null ? { CATALOGUE_SIZE: String(size) } : { CATALOGUE_FILE: file }),
        INDEX_CACHE_DIR: dir,
      });
      await firstSearchRuns(`${what}, cold`, runs, () => env(fresh()));
      const primed = fresh();
      childRun(size, file, primed);
      await firstSearchRuns(`${what}, warm`, runs, () => env(primed));
      return;
    }
    const cold = measuredRuns('cold', runs, () => childRun(size, file, fresh()));
    const warmDir = dirs.at(-1) ?? fresh();
    const warm = measuredRuns('warm', runs, () => childRun(size, file, warmDir));
    for (const [name, figures] of [
      ['cold (empty index cache)', cold],
      ['warm (index cache)', warm],
    ] as const) {
      process.stdout.write(
        `${what}, ${name}: median start-up ${median(figures.map((f) => f.totalMs)).toFixed(0)} ms ` +
          `(processor ${median(figures.map((f) => f.cpuMs)).toFixed(0)} ms, GC pauses ${median(figures.map((f) => f.gcMs)).toFixed(0)} ms, ` +
          `RSS ${median(figures.map((f) => f.rssMb)).toFixed(0)} MB) over ${runs} runs; ${loadAverage()}\n`,
      );
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

function childRun(size: number, file: string | null, cacheDir: string): StartupFigures {
  const args = ['--import', 'tsx', SELF, '--child', '--size', String(size), '--cache-dir', cacheDir];
  if (file !== null) args.push('--file', file);
  const child = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`start-up run failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as StartupFigures;
}

function measuredRuns(name: string, runs: number, run: () => StartupFigures): StartupFigures[] {
  const figures: StartupFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const figure = run();
    figures.push(figure);
    process.stdout.write(
      `${name} run ${i + 1}: start-up ${figure.totalMs.toFixed(0)} ms${figure.fromCache ? ' (index from the cache)' : ''}, ` +
        `processor ${figure.cpuMs.toFixed(0)} ms, GC pauses ${figure.gcMs.toFixed(0)} ms, RSS ${figure.rssMb.toFixed(0)} MB, ` +
        `heap ${figure.heapMb.toFixed(0)} MB (${figure.size} searchable, ${figure.hidden} hidden)` +
        `${figure.fromCache ? '' : `; then stored in the cache in ${figure.storeMs.toFixed(0)} ms`}\n`,
    );
  }
  return figures;
}

async function firstSearchRuns(what: string, runs: number, env: () => Record<string, string>): Promise<void> {
  const figures: FirstSearchFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const figure = await firstSearch(ROOT, env());
    figures.push(figure);
    process.stdout.write(
      `run ${run + 1}: ready ${figure.readyMs.toFixed(0)} ms, first search answered ${figure.firstSearchMs.toFixed(0)} ms ` +
        `(the search itself ${figure.searchMs.toFixed(0)} ms)\n`,
    );
  }
  process.stdout.write(
    `${what}: median from process start to first search answered ` +
      `${median(figures.map((f) => f.firstSearchMs)).toFixed(0)} ms (ready ${median(figures.map((f) => f.readyMs)).toFixed(0)} ms, ` +
      `first search ${median(figures.map((f) => f.searchMs)).toFixed(0)} ms) over ${runs} runs; ${loadAverage()}\n`,
  );
}

function loadAverage(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `load average ${one} ${five} ${fifteen}`;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
