/**
 * The eight aggregations over exactly the matching resources: each resource's precomputed key ids counted in
 * typed arrays, buckets ordered by count descending, then key ascending (key ids are already in key order).
 */
import type { Bucket } from '../../src/interface/searchObject';
import { AGGREGATIONS, type AggregationName } from '../../src/interface/vocabulary';
import type { Bitset } from './bitset';
import type { EngineIndex } from './engineIndex';
import type { KeyIndex } from './keyIndex';
import type { Scratch } from './scratch';

export type Aggregations = Record<AggregationName, Bucket[]>;

export function aggregate(index: EngineIndex, set: Bitset, docs: Int32Array, scratch: Scratch): Aggregations {
  // When most resources match, counting the few that do not and subtracting from the totals is cheaper.
  const complement = docs.length * 2 > index.count ? docsOutside(set, scratch) : null;
  const result = {} as Aggregations;
  for (const name of AGGREGATIONS) {
    const facet = index.facets[name];
    const counts = scratch.zeros(facet.keys.length);
    if (complement === null) countKeys(facet, docs, counts);
    else countBesides(facet, complement, counts);
    result[name] = buckets(facet, counts);
  }
  return result;
}

function countKeys(facet: KeyIndex, docs: Int32Array, counts: Int32Array): void {
  const { offsets, items } = facet.keysOfDoc;
  for (const doc of docs) {
    const end = offsets[doc + 1] ?? 0;
    for (let i = offsets[doc] ?? 0; i < end; i++) {
      const key = items[i] ?? 0;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
}

/** Counts of every resource but `excluded`. */
function countBesides(facet: KeyIndex, excluded: Int32Array, counts: Int32Array): void {
  countKeys(facet, excluded, counts);
  const { offsets } = facet.docsOfKey;
  for (let key = 0; key < counts.length; key++) {
    counts[key] = (offsets[key + 1] ?? 0) - (offsets[key] ?? 0) - (counts[key] ?? 0);
  }
}

function docsOutside(set: Bitset, scratch: Scratch): Int32Array {
  const outside = scratch.fullSet();
  const inside = set.words;
  outside.words.forEach((word, i) => {
    outside.words[i] = word & ~(inside[i] ?? 0);
  });
  return scratch.idsOf(outside);
}

function buckets(facet: KeyIndex, counts: Int32Array): Bucket[] {
  const out: Bucket[] = [];
  counts.forEach((count, key) => {
    if (count > 0) out.push({ key: facet.keys[key] ?? '', count });
  });
  // Stable: equal counts keep key order.
  return out.sort((a, b) => b.count - a.count);
}
