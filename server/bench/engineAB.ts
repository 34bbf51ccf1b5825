/**
 * The engine against a baseline, in one process and turn by turn, so that the machine's changing speed weighs
 * on both alike: `node --import tsx server/bench/engineAB.ts BASELINE_DIR [SIZE] [RUNS]`.
 * BASELINE_DIR is another checkout of this repository (say `git worktree add /tmp/base <commit>`); each side
 * indexes the same generated catalogue (SIZE resources, default 200 000) with its own code, then the check's
 * mix (engineMix.ts) runs RUNS times (default 400), the two engines alternating which goes first. Prints each
 * search's median time on both sides and their ratio. Times the engine only (`searchJson`: the hits as
 * texts, not their bytes); `npm run bench:server -- --check` times the service.
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { SearchObject } from '../../src/interface/searchObject';
import { generateCatalogue, startOfUtcDay } from '../catalogue/generate';
import { createSearchEngine } from '../engine/searchEngine';
import type { EngineOptions, SearchEngine } from '../engine/types';
import { engineMix } from './engineMix';

type CreateEngine = (resources: readonly SearchObject[], options: EngineOptions) => SearchEngine;

async function baselineEngine(dir: string): Promise<CreateEngine> {
  const url = pathToFileURL(join(resolve(dir), 'server/engine/searchEngine.ts')).href;
  const module: unknown = await import(url);
  const create: unknown =
    typeof module === 'object' && module !== null ? Reflect.get(module, 'createSearchEngine') : undefined;
  if (typeof create !== 'function') throw new Error(`${url} exports no createSearchEngine`);
  return (resources, options) => Reflect.apply(create, undefined, [resources, options]) as SearchEngine;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

async function main(): Promise<void> {
  const [dir, sizeArg, runsArg] = process.argv.slice(2);
  if (dir === undefined) throw new Error('usage: engineAB.ts BASELINE_DIR [SIZE] [RUNS]');
  const size = Number(sizeArg ?? '200000');
  const runs = Number(runsArg ?? '400');
  const day = startOfUtcDay(new Date());
  const options: EngineOptions = { now: () => day.getTime() };
  const resources = generateCatalogue({ size, seed: 1, now: day });
  const current = createSearchEngine(resources, options);
  const mix = engineMix(resources, current);
  const side = (engine: SearchEngine) => ({ engine, times: mix.map((): number[] => []) });
  const base = side((await baselineEngine(dir))(resources, options));
  const now = side(current);
  const start = loadavg()[0] ?? 0;
  for (let run = 0; run < runs; run++) {
    mix.forEach(([, query], k) => {
      for (const { engine, times } of (run + k) % 2 === 0 ? [base, now] : [now, base]) {
        const started = performance.now();
        engine.searchJson(query);
        times[k]?.push(performance.now() - started);
      }
    });
  }
  process.stdout.write(
    `${size} resources, ${runs} runs, baseline ${dir}; load average ${start.toFixed(2)} → ${loadavg()[0]?.toFixed(2)}\n`,
  );
  mix.forEach(([name], k) => {
    const a = median(base.times[k] ?? []);
    const b = median(now.times[k] ?? []);
    process.stdout.write(
      `${name.padEnd(18)} baseline ${a.toFixed(3)} ms, this ${b.toFixed(3)} ms (${(b / a).toFixed(2)}×)\n`,
    );
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`engineAB failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
