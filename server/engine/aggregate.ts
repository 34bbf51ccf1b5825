/**
 * The eight aggregations over exactly the matching resources: every aggregation's keys counted in one pass
 * over the matches' rows of the facet table (facetTable.ts), buckets ordered by count descending, then key
 * ascending (key ids are already in key order).
 */
import type { Bucket } from '../../src/interface/searchObject';
import { AGGREGATIONS, type AggregationName } from '../../src/interface/vocabulary';
import type { Bitset } from './bitset';
import type { EngineIndex } from './engineIndex';
import { buildFacetTable, codeCount, countTableKeys, type FacetTable } from './facetTable';
import type { Scratch } from './scratch';
import type { Matches } from './textMatch';

export type Aggregations = Record<AggregationName, Bucket[]>;

/** The aggregations a resource holds at most one value of (an organisation counts with its path's prefixes). */
const SINGLE_VALUED: readonly AggregationName[] = ['accessRights', 'openData', 'provenance', 'orgPath'];

/** The facet table of `index`, its single-valued aggregations folded into one code per resource. */
export function facetTableOf(index: EngineIndex): FacetTable {
  return buildFacetTable(
    AGGREGATIONS.map((name) => index.facets[name]),
    index.count,
    SINGLE_VALUED.map((name) => AGGREGATIONS.indexOf(name)),
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
  // When most resources match, counting the few that do not and subtracting from the totals is cheaper.
  if (matches.count * 2 > index.count) {
    countTableKeys(table, docsOutside(matches.set, scratch), counts, codeCounts);
    const { totals } = table;
    for (let key = 0; key < counts.length; key++) counts[key] = (totals[key] ?? 0) - (counts[key] ?? 0);
  } else {
    countTableKeys(table, matches.docs, counts, codeCounts);
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
