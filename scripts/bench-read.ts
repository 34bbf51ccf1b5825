/**
 * How long the app's tolerant reader takes on a worst-case answer: 20 hits and all 8 aggregations with
 * 15 000 buckets each (120 000 buckets), valid, then with every 100th bucket and one hit malformed. Prints
 * the median and the slowest of the timed runs (wall and CPU time), beside `JSON.parse` of the same text and the strict zod
 * parse it replaces. Run: `npx tsx scripts/bench-read.ts [runs]`.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

import { readSearchResponse } from '../src/interface/read/readSearchResponse';
import { SearchResponse } from '../src/interface/searchObject';
import { AGGREGATIONS } from '../src/interface/vocabulary';

const BUCKETS = 15_000;
const HITS = 20;
const WARMUP = 5;
const runs = Math.max(1, Number(process.argv[2] ?? 30) || 30);

const fixture = JSON.parse(readFileSync('src/api/fixtures/public-service-response.json', 'utf8')) as {
  hits: Record<string, unknown>[];
};

function answer(corrupt: boolean): unknown {
  const hits = Array.from({ length: HITS }, (_, n): Record<string, unknown> => ({
    ...fixture.hits[n % fixture.hits.length],
    id: `hit-${n}`,
  }));
  if (corrupt) hits[5] = { ...hits[5], id: 5, title: 5 };
  const aggregations = Object.fromEntries(
    AGGREGATIONS.map((name) => [
      name,
      Array.from({ length: BUCKETS }, (_, n) =>
        corrupt && n % 100 === 0 ? { key: n, count: 'many' } : { key: `${name}-${n}`, count: BUCKETS - n },
      ),
    ]),
  );
  return { hits, aggregations, page: { currentPage: 0, size: HITS, totalElements: 9999, totalPages: 500 } };
}

/** Wall time and this process's CPU time per run: on a shared machine the CPU time is the steadier figure. */
function time(label: string, task: () => unknown): void {
  for (let i = 0; i < WARMUP; i++) task();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    task();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  process.stdout.write(
    `${label.padEnd(44)} wall median ${median(wall).toFixed(1)} ms, max ${Math.max(...wall).toFixed(1)} ms;` +
      ` cpu median ${median(cpu).toFixed(1)} ms\n`,
  );
}

function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

process.stdout.write(
  `${HITS} hits, ${AGGREGATIONS.length} aggregations × ${BUCKETS} buckets, ${runs} runs after ${WARMUP} warm-up\n`,
);
for (const corrupt of [false, true]) {
  const data = answer(corrupt);
  const text = JSON.stringify(data);
  const kind = corrupt ? 'malformed' : 'valid';
  time(`JSON.parse (${kind}, ${(text.length / 1e6).toFixed(1)} MB)`, () => JSON.parse(text));
  time(`tolerant read (${kind})`, () => {
    const outcome = readSearchResponse(data, { page: 0, size: HITS });
    if (!outcome.ok) throw new Error(outcome.problems.join('; '));
  });
  if (!corrupt) time('strict zod parse, for comparison (valid)', () => SearchResponse.parse(data));
}
