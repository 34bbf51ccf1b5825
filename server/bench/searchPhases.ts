/**
 * Where one search's engine time goes, in process, without HTTP:
 * generates and indexes the demo catalogue at SIZE resources (default 200 000) and times each phase of the
 * bench's search mix (filters, text matching, ordering, aggregations, the whole search, the answer's bytes),
 * median of RUNS runs (default 200): `node --import tsx server/bench/searchPhases.ts [SIZE] [RUNS]`.
 */
import { loadavg } from 'node:os';

import { queryWords } from '../../src/interface/tokenize';
import { generateCatalogue, startOfUtcDay } from '../catalogue/generate';
import { aggregate, facetTableOf } from '../engine/aggregate';
import { buildEngineIndex } from '../engine/engineIndex';
import { filteredSet } from '../engine/filters';
import { orderedWindow } from '../engine/ordering';
import { pageWindow } from '../engine/pagination';
import { Scratch } from '../engine/scratch';
import { engineOf, everyOf } from '../engine/searchEngine';
import { matchWords } from '../engine/textMatch';
import { answerBytes } from '../http/answerJson';
import { engineMix } from './engineMix';

const size = Number(process.argv[2] ?? '200000');
const runs = Number(process.argv[3] ?? '200');
const day = startOfUtcDay(new Date());
const resources = generateCatalogue({ size, seed: 1, now: day });
const index = buildEngineIndex(resources);
const now = () => day.getTime();
const engine = engineOf(index, { now });

const mix = engineMix(resources, engine);
const one = mix[0]?.[1].query ?? '';

const PHASES = ['filter', 'match', 'order', 'aggregate', 'whole', 'bytes'] as const;
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;
const scratch = new Scratch(index.count);
const facetTable = facetTableOf(index);
process.stdout.write(`${size} resources, word "${one}", load average ${loadavg()[0]?.toFixed(2)}\n`);
for (const [name, query] of mix) {
  const times = PHASES.map((): number[] => []);
  let matchCount = 0;
  for (let r = 0; r < runs; r++) {
    // Each phase as the engine runs it (searchEngine.ts), then the whole search, then the answer's bytes.
    const at = [performance.now()];
    scratch.reset();
    const candidates = filteredSet(index, query, now(), scratch);
    at.push(performance.now());
    const words = queryWords(query.query);
    const byDate = words.length === 0 || query.sort !== null;
    const matches =
      words.length === 0
        ? everyOf(candidates, scratch)
        : matchWords(index, candidates, words, query.fields, !byDate, scratch);
    at.push(performance.now());
    orderedWindow(index.orders, matches, query.sort ?? 'DESC', pageWindow(query.page, query.size), scratch);
    at.push(performance.now());
    aggregate(index, facetTable, matches, scratch);
    at.push(performance.now());
    const result = engine.searchJson(query);
    at.push(performance.now());
    answerBytes(result);
    at.push(performance.now());
    matchCount = matches.count;
    times.forEach((phase, p) => phase.push((at[p + 1] ?? 0) - (at[p] ?? 0)));
  }
  const parts = PHASES.map((phase, p) => `${phase} ${median(times[p] ?? []).toFixed(2)}`);
  process.stdout.write(
    `${name.padEnd(18)} ${String(matchCount).padStart(6)} matches: ${parts.join(', ')} ms\n`,
  );
}
