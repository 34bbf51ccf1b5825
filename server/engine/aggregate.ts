/**
 * The eight aggregations over exactly the matching resources: every aggregation's keys counted in one pass
 * over the matches' codes in the facet table (facetTable.ts), buckets ordered by count descending, then key
 * ascending (key ids are already in key order).
 */
import type { Bucket } from '../../src/interface/searchObject';
import { AGGREGATIONS, type AggregationName } from '../../src/interface/vocabulary';
import type { EngineIndex } from './engineIndex';
import {
  buildFacetTable,
  codeCount,
  countTableKeys,
  countTableKeysOfSet,
  type FacetTable,
} from './facetTable';
import type { Scratch } from './scratch';
import type { Matches } from './textMatch';

export type Aggregations = Record<AggregationName, Bucket[]>;

/**
 * The aggregations counted together, by one code per resource each: few distinct sets of keys per group (at
 * 200 000 resources about 3 800, 4 600, 300 and 5 200), where grouping more (the themes with places: 25 000
 * sets; places with the single-valued ones: 19 000) would cost more in spreading codes than it saves.
 * An organisation counts with its path's prefixes.
 */
export const AGGREGATION_GROUPS: readonly (readonly AggregationName[])[] = [
  ['accessRights', 'openData', 'provenance', 'orgPath'],
  ['dataTheme', 'losTheme'],
  ['spatial'],
  ['format'],
];

/** The facet table of `index`, grouped as `AGGREGATION_GROUPS`. */
export function facetTableOf(index: EngineIndex): FacetTable {
  return buildFacetTable(
    AGGREGATIONS.map((name) => index.facets[name]),
    index.count,
    AGGREGATION_GROUPS.map((group) => group.map((name) => AGGREGATIONS.indexOf(name))),
  );
}

export function aggregate(
  index: EngineIndex,
  table: FacetTable,
  matches: Pick<Matches, 'set' | 'count' | 'docs'>,
  scratch: Scratch,
): Aggregations {
  const counts = scratch.zeros(table.totals.length);
  const codeCounts = scratch.zeros(codeCount(table));
  // When most resources match, counting the few that do not (read from the set's words: they were never
  // listed) and subtracting from the totals is cheaper.
  if (matches.count * 2 > index.count) {
    countTableKeysOfSet(table, matches.set, true, counts, codeCounts);
    const { totals } = table;
    for (let key = 0; key < totals.length; key++) counts[key] = (totals[key] ?? 0) - (counts[key] ?? 0);
  } else {
    countTableKeys(table, matches.docs, counts, codeCounts);
  }
  const result = {} as Aggregations;
  AGGREGATIONS.forEach((name, a) => {
    result[name] = buckets(index.facets[name].keys, counts, table.bases[a] ?? 0);
  });
  return result;
}

/** The buckets of the aggregation whose keys are `keys`, counted at `counts[base …]`. */
function buckets(keys: readonly string[], counts: Int32Array, base: number): Bucket[] {
  const out: Bucket[] = [];
  for (let key = 0; key < keys.length; key++) {
    const count = counts[base + key] ?? 0;
    if (count > 0) out.push({ key: keys[key] ?? '', count });
  }
  // Stable: equal counts keep key order.
  return out.sort((a, b) => b.count - a.count);
}
