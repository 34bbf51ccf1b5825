/**
 * `npm run bench:startup`: the start-up of the local service without HTTP: generating (or loading) the
 * catalogue and indexing it, timed apart, a few runs in fresh processes, the median printed with the load
 * average (the machine may be shared). Quicker to iterate with than the full `bench:server`.
 *
 * Options: `--size 200000`, `--runs 3`, `--file catalogue.ndjson` (load a file instead of generating);
 * `--first-search`: time the whole service instead, from spawning `server/main.ts` until its first search is
 * answered (firstSearch.ts), which adds Node's start, module loading, listening and the first query.
 *
 * The start-up measured by default begins once the modules are loaded and ends when the engine can answer.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { generateCatalogue, startOfUtcDay } from '../catalogue/generate';
import { loadCatalogueFile } from '../catalogue/load';
import { createSearchEngine } from '../engine/searchEngine';
import { firstSearch, type FirstSearchFigures } from './firstSearch';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SELF = 'server/bench/startup.ts';

export interface StartupFigures {
  readMs: number;
  indexMs: number;
  totalMs: number;
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

/** One measured start-up in this process. */
async function once(size: number, file: string | null): Promise<StartupFigures> {
  let gcMs = 0;
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const resources =
    file === null
      ? generateCatalogue({ size, seed: 1, now: startOfUtcDay(new Date()) })
      : await loadCatalogueFile(file);
  const read = performance.now();
  const engine = createSearchEngine(resources, { now: Date.now });
  const done = performance.now();
  const used = process.cpuUsage(cpu);
  // The last pauses are reported to the observer on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 100));
  gcObserver.disconnect();
  const memory = process.memoryUsage();
  return {
    gcMs,
    rssMb: memory.rss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
    cpuMs: (used.user + used.system) / 1000,
    readMs: read - started,
    indexMs: done - read,
    totalMs: done - started,
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
    process.stdout.write(`${JSON.stringify(await once(size, file))}\n`);
    return;
  }
  const runs = Number(option('runs', '3'));
  if (process.argv.includes('--first-search')) {
    await firstSearchRuns(size, file, runs);
    return;
  }
  const figures: StartupFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const args = ['--import', 'tsx', SELF, '--child', '--size', String(size)];
    if (file !== null) args.push('--file', file);
    const child = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`start-up run failed: ${child.stderr}`);
    const figure = JSON.parse(child.stdout) as StartupFigures;
    figures.push(figure);
    process.stdout.write(
      `run ${run + 1}: read ${figure.readMs.toFixed(0)} ms, index ${figure.indexMs.toFixed(0)} ms, ` +
        `total ${figure.totalMs.toFixed(0)} ms, processor ${figure.cpuMs.toFixed(0)} ms, ` +
        `GC pauses ${figure.gcMs.toFixed(0)} ms, RSS ${figure.rssMb.toFixed(0)} MB, heap ${figure.heapMb.toFixed(0)} MB ` +
        `(${figure.size} searchable, ${figure.hidden} hidden)\n`,
    );
  }
  process.stdout.write(
    `${file ?? `demo catalogue of ${size}`}: median start-up ${median(figures.map((f) => f.totalMs)).toFixed(0)} ms ` +
      `(read ${median(figures.map((f) => f.readMs)).toFixed(0)} ms, index ${median(figures.map((f) => f.indexMs)).toFixed(0)} ms, ` +
      `processor ${median(figures.map((f) => f.cpuMs)).toFixed(0)} ms, GC pauses ${median(figures.map((f) => f.gcMs)).toFixed(0)} ms, ` +
      `RSS ${median(figures.map((f) => f.rssMb)).toFixed(0)} MB) ` +
      `over ${runs} runs; ${loadAverage()}\n`,
  );
}

async function firstSearchRuns(size: number, file: string | null, runs: number): Promise<void> {
  const env: Record<string, string> =
    file === null ? { CATALOGUE_SIZE: String(size) } : { CATALOGUE_FILE: file };
  const figures: FirstSearchFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const figure = await firstSearch(ROOT, env);
    figures.push(figure);
    process.stdout.write(
      `run ${run + 1}: ready ${figure.readyMs.toFixed(0)} ms, first search answered ${figure.firstSearchMs.toFixed(0)} ms ` +
        `(the search itself ${figure.searchMs.toFixed(0)} ms)\n`,
    );
  }
  process.stdout.write(
    `${file ?? `demo catalogue of ${size}`}: median from process start to first search answered ` +
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
