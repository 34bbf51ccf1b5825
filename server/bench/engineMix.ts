/**
 * The in-process searches of the engine benches (searchPhases.ts, engineAB.ts): the check's mix of
 * `npm run bench:server`, with words and filter values taken from the catalogue so that every query finds
 * something.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { tokenize } from '../../src/interface/tokenize';
import { engineQuery } from '../engine/defaultQuery';
import type { EngineQuery, SearchEngine } from '../engine/types';

export function engineMix(resources: readonly SearchObject[], engine: SearchEngine): [string, EngineQuery][] {
  const titles = resources.slice(0, 2000).map((resource) => resource.title?.nb ?? '');
  const frequency = new Map<string, number>();
  for (const title of titles) {
    for (const word of new Set(tokenize(title))) {
      if (word.length > 3) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const common = [...frequency].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const one = common[0] ?? 'data';
  const threeTitle = titles.find((title) => new Set(tokenize(title)).size >= 3);
  const three = [...new Set(tokenize(threeTitle ?? one))].slice(0, 3).join(' ');
  const first = engine.search(engineQuery({ size: 1 }));
  const theme = first.aggregations.dataTheme[0]?.key ?? 'ENVI';
  const org = first.aggregations.orgPath.find((bucket) => bucket.key !== 'null')?.key ?? '/STAT';
  return [
    ['one word', engineQuery({ query: one })],
    ['three words', engineQuery({ query: three })],
    [
      'one word, filters',
      engineQuery({ query: one, filters: { dataTheme: [theme], accessRights: ['PUBLIC'] } }),
    ],
    ['no text, filter', engineQuery({ filters: { orgPath: [org] } })],
    ['prefix', engineQuery({ query: one.slice(0, 3) })],
    ['deep page', engineQuery({ page: 99, size: 100 })],
    ['page 40', engineQuery({ query: one, page: 40, size: 20 })],
    ['one type', engineQuery({ query: one, types: ['DATASET'] })],
    ['sorted', engineQuery({ query: common[1] ?? one, sort: 'DESC' })],
  ];
}
