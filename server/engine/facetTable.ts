/**
 * Every aggregation's key ids per resource in one table, for counting all eight aggregations in one pass.
 * Eight separate resource → keys tables cost a broad query two scattered reads per resource per table (its
 * offsets, then its keys), most of them cache misses; here a resource's keys of every aggregation lie
 * together. Table keys are the aggregations' key ids shifted by where each aggregation's keys start, so one
 * counter array counts them all. Built from the key indexes, never stored. Pure.
 */
import type { KeyIndex } from './keyIndex';

export interface FacetTable {
  /** Where aggregation `a`'s keys start among the table's keys (`bases[a]`), and where they end (`bases[a + 1]`). */
  readonly bases: Int32Array;
  /** Resource `d`'s table keys are `items[offsets[d]] … items[offsets[d + 1] - 1]`. */
  readonly offsets: Int32Array;
  /** 16-bit while the keys fit (half the memory to read), else 32-bit. */
  readonly items: Uint16Array | Int32Array;
  /** The number of resources holding each table key. */
  readonly totals: Int32Array;
}

/** The table of `facets` (in aggregation order) over `count` resources. */
export function buildFacetTable(facets: readonly KeyIndex[], count: number): FacetTable {
  const bases = new Int32Array(facets.length + 1);
  facets.forEach((facet, a) => {
    bases[a + 1] = (bases[a] ?? 0) + facet.keys.length;
  });
  const keyCount = bases[facets.length] ?? 0;
  const offsets = new Int32Array(count + 1);
  for (let d = 0; d < count; d++) {
    let length = 0;
    for (const { keysOfDoc } of facets)
      length += (keysOfDoc.offsets[d + 1] ?? 0) - (keysOfDoc.offsets[d] ?? 0);
    offsets[d + 1] = (offsets[d] ?? 0) + length;
  }
  const itemCount = offsets[count] ?? 0;
  const items = keyCount <= 0x10000 ? new Uint16Array(itemCount) : new Int32Array(itemCount);
  const totals = new Int32Array(keyCount);
  let at = 0;
  for (let d = 0; d < count; d++) {
    facets.forEach(({ keysOfDoc }, a) => {
      const base = bases[a] ?? 0;
      const end = keysOfDoc.offsets[d + 1] ?? 0;
      for (let i = keysOfDoc.offsets[d] ?? 0; i < end; i++) {
        const key = base + (keysOfDoc.items[i] ?? 0);
        items[at++] = key;
        totals[key] = (totals[key] ?? 0) + 1;
      }
    });
  }
  return { bases, offsets, items, totals };
}

/** Adds 1 to `counts[key]` for each table key of each resource in `docs` (`counts` spans every table key). */
export function countTableKeys(table: FacetTable, docs: Int32Array, counts: Int32Array): void {
  const { offsets, items } = table;
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] ?? 0;
    const end = offsets[doc + 1] ?? 0;
    for (let j = offsets[doc] ?? 0; j < end; j++) {
      const key = items[j] ?? 0;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
}
