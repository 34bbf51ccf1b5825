/**
 * Build time and query latency of the engine on synthetic catalogues of 20 000 and 200 000 resources.
 * Run: `npx tsx server/bench/engineMeasure.ts [size …]`. The generator here is a quick stand-in, not the demo
 * catalogue: its only job is realistic sizes, vocabularies and value spreads.
 */
import { performance } from 'node:perf_hooks';

import type { SearchObject } from '../../src/interface/searchObject';
import { EU_THEMES, SEARCH_TYPES, type SearchType } from '../../src/interface/vocabulary';
import { engineQuery } from '../engine/defaultQuery';
import { createSearchEngine } from '../engine/searchEngine';
import type { EngineQuery } from '../engine/types';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

/** Mulberry32: small, fast, seeded. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(42);
const int = (n: number) => Math.floor(rand() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
/** Skewed choice: early items far more often, as words and publishers are in real catalogues. */
const pickSkewed = <T>(items: readonly T[]): T => items[Math.floor(items.length * rand() ** 3)] as T;

const SYLLABLES = [
  'ba',
  'ber',
  'da',
  'dat',
  'e',
  'fo',
  'gen',
  'hel',
  'i',
  'kom',
  'la',
  'mi',
  'ne',
  'o',
  'pla',
  'ret',
  'sa',
  'sta',
  'ti',
  'trans',
  'u',
  've',
  'å',
  'ø',
  'æra',
];
const WORDS = Array.from({ length: 6000 }, (_, i) => {
  let word = '';
  for (let s = 0, n = 2 + (i % 3); s < n; s++) word += pick(SYLLABLES);
  return word;
});
const sentence = (min: number, max: number) =>
  Array.from({ length: min + int(max - min + 1) }, () => pickSkewed(WORDS)).join(' ');
const ORG_PATHS = Array.from({ length: 120 }, (_, i) => {
  const kind = pick(['STAT', 'KOMMUNE', 'FYLKE', 'PRIVAT', 'ANNET']);
  const depth = 1 + (i % 3);
  return `/${kind}${Array.from({ length: depth }, () => `/${100_000_000 + int(899_999_999)}`).join('')}`;
});
const LOS = ['helse-og-omsorg', 'trafikk-og-transport', 'natur-klima-og-miljo', 'skole-og-utdanning'].flatMap(
  (root) => [root, `${root}/${pick(WORDS)}`, `${root}/${pick(WORDS)}/${pick(WORDS)}`],
);
const FORMATS = [
  'MEDIA_TYPE text/csv',
  'MEDIA_TYPE application/json',
  'FILE_TYPE SHP',
  'UNKNOWN',
  'MEDIA_TYPE text/html',
];
const PLACES = ['Norge', 'Oslo', 'Viken', 'Bergen', 'Trondheim', 'Tromsø', 'Vestland', 'Nordland'];
const TYPE_SHARE: readonly [SearchType, number][] = [
  ['DATASET', 0.4],
  ['CONCEPT', 0.8],
  ['SERVICE', 0.9],
  ['DATA_SERVICE', 0.95],
  ['INFORMATION_MODEL', 0.98],
  ['EVENT', 1],
];

function resource(i: number): SearchObject {
  const r = rand();
  const searchType = TYPE_SHARE.find(([, share]) => r < share)?.[0] ?? 'DATASET';
  const dataset = searchType === 'DATASET';
  return {
    id: `${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
    uri: `https://example.org/${i}`,
    searchType,
    title: {
      nb: sentence(2, 6),
      ...(rand() < 0.3 ? { en: sentence(2, 6) } : {}),
      ...(rand() < 0.1 ? { nn: sentence(2, 6) } : {}),
    },
    description: { nb: sentence(15, 40), ...(rand() < 0.2 ? { en: sentence(15, 40) } : {}) },
    keyword: Array.from({ length: int(5) }, () => ({ nb: pickSkewed(WORDS) })),
    organization: rand() < 0.95 ? { orgPath: pickSkewed(ORG_PATHS) } : null,
    accessRights: rand() < 0.8 ? { code: pick(['PUBLIC', 'RESTRICTED', 'NON_PUBLIC']) } : null,
    isOpenData: dataset ? rand() < 0.5 : null,
    dataTheme: Array.from({ length: int(3) }, () => ({ code: pick(EU_THEMES) })),
    losTheme: rand() < 0.5 ? [{ losPaths: [pick(LOS)] }] : [],
    spatial: Array.from({ length: int(3) }, () => ({ prefLabel: { nb: pick(PLACES) } })),
    provenance: rand() < 0.6 ? { code: pick(['NASJONAL', 'VEDTAK', 'BRUKER', 'TREDJEPART']) } : null,
    fdkFormatPrefixed:
      dataset || searchType === 'DATA_SERVICE' ? Array.from({ length: int(3) }, () => pick(FORMATS)) : [],
    metadata: {
      firstHarvested: new Date(NOW - int(3650) * DAY).toISOString(),
      modified: new Date(NOW - int(365) * DAY).toISOString(),
      deleted: rand() < 0.01,
    },
    relations: rand() < 0.1 ? [{ uri: `https://example.org/${int(i + 1)}`, type: 'relation' }] : [],
    isRelatedToTransportportal: rand() < 0.05,
  };
}

const base = engineQuery;

/** The requests a search page sends: type tabs, words as typed, facets, sorting, deeper pages. */
const KINDS: readonly [string, () => EngineQuery][] = [
  ['everything', () => base({})],
  ['type tab count', () => base({ types: [pick(SEARCH_TYPES)], size: 1 })],
  ['one word', () => base({ query: pickSkewed(WORDS) })],
  ['1-2 letters typed', () => base({ query: pickSkewed(WORDS).slice(0, 1 + int(2)) })],
  ['word + prefix', () => base({ query: `${pickSkewed(WORDS)} ${pickSkewed(WORDS).slice(0, 3)}` })],
  [
    'three words, datasets',
    () =>
      base({ query: `${pickSkewed(WORDS)} ${pickSkewed(WORDS)} ${pickSkewed(WORDS)}`, types: ['DATASET'] }),
  ],
  [
    'word + org filter',
    () =>
      base({ query: pick(WORDS), filters: { orgPath: [pick(ORG_PATHS).split('/').slice(0, 2).join('/')] } }),
  ],
  [
    'three facets',
    () =>
      base({ filters: { dataTheme: [pick(EU_THEMES)], accessRights: ['PUBLIC'], losTheme: [pick(LOS)] } }),
  ],
  ['word, sorted, page 4', () => base({ query: pickSkewed(WORDS), sort: 'ASC', page: 3, size: 20 })],
  [
    'dates + format, page 41',
    () => base({ filters: { lastXDays: 365, formats: [pick(FORMATS)] }, page: 40, size: 50 }),
  ],
];
const ROUNDS = 100;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const ms = (t: number) => `${t.toFixed(2)} ms`;

function measure(size: number): void {
  const catalogue = Array.from({ length: size }, (_, i) => resource(i));
  const started = performance.now();
  const engine = createSearchEngine(catalogue, { now: () => NOW });
  const build = performance.now() - started;
  for (let i = 0; i < 5; i++) for (const [, make] of KINDS) engine.search(make());

  const all: number[] = [];
  const out: string[] = [`${size} resources (${engine.size} searchable): build ${build.toFixed(0)} ms`];
  for (const [name, make] of KINDS) {
    const times: number[] = [];
    let hits = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const query = make();
      const t = performance.now();
      hits += engine.search(query).page.totalElements;
      times.push(performance.now() - t);
    }
    all.push(...times);
    times.sort((a, b) => a - b);
    out.push(
      `  ${name.padEnd(24)} p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  mean hits ${(hits / ROUNDS).toFixed(0)}`,
    );
  }
  const suggestTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const text = pickSkewed(WORDS).slice(0, 1 + int(4));
    const t = performance.now();
    engine.suggest(null, text, 10);
    suggestTimes.push(performance.now() - t);
  }
  all.sort((a, b) => a - b);
  suggestTimes.sort((a, b) => a - b);
  out.push(
    `  suggestions              p50 ${ms(percentile(suggestTimes, 50))}  p99 ${ms(percentile(suggestTimes, 99))}`,
  );
  out.push(
    `  all ${all.length} searches: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}, max ${ms(percentile(all, 100))}; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
for (const size of sizes.length > 0 ? sizes : [20_000, 200_000]) measure(size);
