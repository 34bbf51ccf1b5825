/**
 * The eight aggregations over exactly the matching resources: every aggregation's keys counted in one pass
 * over the matches' rows of the facet table (facetTable.ts), buckets ordered by count descending, then key
 * ascending (key ids are already in key order).
 */
import type { Bucket } from '../../src/interface/searchObject';
import { AGGREGATIONS, type AggregationName } from '../../src/interface/vocabulary';
import type { Bitset } from './bitset';
import type { EngineIndex } from './engineIndex';
import { countTableKeys, type FacetTable } from './facetTable';
import type { Scratch } from './scratch';

export type Aggregations = Record<AggregationName, Bucket[]>;

export function aggregate(
  index: EngineIndex,
  table: FacetTable,
  set: Bitset,
  docs: Int32Array,
  scratch: Scratch,
): Aggregations {
  const counts = scratch.zeros(table.totals.length);
  // When most resources match, counting the few that do not and subtracting from the totals is cheaper.
  if (docs.length * 2 > index.count) {
    countTableKeys(table, docsOutside(set, scratch), counts);
    const { totals } = table;
    for (let key = 0; key < counts.length; key++) counts[key] = (totals[key] ?? 0) - (counts[key] ?? 0);
  } else {
    countTableKeys(table, docs, counts);
  }
  const result = {} as Aggregations;
  AGGREGATIONS.forEach((name, a) => {
    result[name] = buckets(index.facets[name].keys, counts, table.bases[a] ?? 0);
  });
  return result;
}

function docsOutside(set: Bitset, scratch: Scratch): Int32Array {
  const outside = scratch.fullSet();
  const inside = set.words;
  const words = outside.words;
  for (let i = 0; i < words.length; i++) words[i] = (words[i] ?? 0) & ~(inside[i] ?? 0);
  return scratch.idsOf(outside);
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
