/**
 * The in-process searches of the engine benches (searchPhases.ts, engineAB.ts): the check's mix of
 * `npm run bench:server`, with words and filter values taken from the catalogue so that every query finds
 * something.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { engineQuery } from '../engine/defaultQuery';
import type { EngineQuery, SearchEngine } from '../engine/types';
import { mixWords } from './mixWords';

export function engineMix(resources: readonly SearchObject[], engine: SearchEngine): [string, EngineQuery][] {
  const { one, second, three } = mixWords(
    resources.slice(0, 2000).map((resource) => resource.title?.nb ?? ''),
  );
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
    ['sorted', engineQuery({ query: second, sort: 'DESC' })],
  ];
}
