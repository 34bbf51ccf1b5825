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
  const sides = [
    { name: 'baseline', engine: (await baselineEngine(dir))(resources, options), times: [] as number[][] },
    { name: 'this', engine: createSearchEngine(resources, options), times: [] as number[][] },
  ];
  const mix = engineMix(resources, sides[1]?.engine ?? createSearchEngine(resources, options));
  for (const side of sides) side.times = mix.map(() => []);
  const start = loadavg()[0] ?? 0;
  for (let run = 0; run < runs; run++) {
    mix.forEach(([, query], k) => {
      const order = (run + k) % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const started = performance.now();
        side.engine.searchJson(query);
        side.times[k]?.push(performance.now() - started);
      }
    });
  }
  const [base, current] = sides;
  process.stdout.write(
    `${size} resources, ${runs} runs, baseline ${dir}; load average ${start.toFixed(2)} → ${loadavg()[0]?.toFixed(2)}\n`,
  );
  mix.forEach(([name], k) => {
    const a = median(base?.times[k] ?? []);
    const b = median(current?.times[k] ?? []);
    process.stdout.write(
      `${name.padEnd(18)} baseline ${a.toFixed(3)} ms, this ${b.toFixed(3)} ms (${(b / a).toFixed(2)}×)\n`,
    );
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`engineAB failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
