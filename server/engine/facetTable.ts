/**
 * Every aggregation's key ids per resource in one table, for counting all eight aggregations in one pass.
 * Eight separate resource → keys tables cost a broad query two scattered reads per resource per table (its
 * offsets, then its keys), most of them cache misses; here a resource's keys of every aggregation lie
 * together. Table keys are the aggregations' key ids shifted by where each aggregation's keys start, so one
 * counter array counts them all.
 *
 * The aggregations a resource holds one value of (an access code, a flag, an organisation's path with its
 * prefixes) are folded: a resource holds one code for its whole set of their keys. Few distinct sets exist
 * (under 4 000 at 200 000 resources), so a query counts one code per resource and spreads each code's count
 * over its keys once: a resource's row holds about 4 entries instead of 7.4. Folding the varied aggregations
 * too (formats, themes, places: tens of thousands of sets) costs more in spreading than it saves (measured:
 * a query of 23 000 resources spent 0.5 ms spreading 49 000 codes).
 * Built from the key indexes, never stored. Pure.
 */
import type { KeyIndex } from './keyIndex';

export interface FacetTable {
  /** Where aggregation `a`'s keys start among the table's keys (`bases[a]`), and where they end (`bases[a + 1]`). */
  readonly bases: Int32Array;
  /** Code `c` stands for the table keys `codeKeys[codeOffsets[c]] … codeKeys[codeOffsets[c + 1] - 1]`. */
  readonly codeOffsets: Int32Array;
  readonly codeKeys: Int32Array;
  /**
   * Resource `d`'s row is `items[offsets[d]] … items[offsets[d + 1] - 1]`: first the code of its set of the
   * folded aggregations' keys, then its other table keys. One row holds all a resource's counting needs, so
   * a broad query reads two places per resource (its offsets, its row), most of them cache misses.
   */
  readonly offsets: Int32Array;
  /** 16-bit while the keys and codes fit (half the memory to read), else 32-bit. */
  readonly items: Uint16Array | Int32Array;
  /** The number of resources holding each table key. */
  readonly totals: Int32Array;
}

/** The number of distinct codes: the length of the code counters `countTableKeys` takes. */
export const codeCount = (table: FacetTable): number => table.codeOffsets.length - 1;

/**
 * The table of `facets` (in aggregation order) over `count` resources; the facets at the positions `folded`
 * are counted by code.
 */
export function buildFacetTable(
  facets: readonly KeyIndex[],
  count: number,
  folded: readonly number[] = [],
): FacetTable {
  const bases = new Int32Array(facets.length + 1);
  facets.forEach((facet, a) => {
    bases[a + 1] = (bases[a] ?? 0) + facet.keys.length;
  });
  const keyCount = bases[facets.length] ?? 0;
  const foldedSet = new Set(folded);
  const members = (fold: boolean) =>
    facets.flatMap((facet, a) => (foldedSet.has(a) === fold ? [{ facet, base: bases[a] ?? 0 }] : []));

  const totals = new Int32Array(keyCount);
  const { codes, codeOffsets, codeKeys } = foldCodes(members(true), count, totals);

  const rest = members(false);
  const offsets = new Int32Array(count + 1);
  for (let d = 0; d < count; d++) {
    let length = 1;
    for (const { facet } of rest) {
      length += (facet.keysOfDoc.offsets[d + 1] ?? 0) - (facet.keysOfDoc.offsets[d] ?? 0);
    }
    offsets[d + 1] = (offsets[d] ?? 0) + length;
  }
  const itemCount = offsets[count] ?? 0;
  const wide = Math.max(keyCount, codeOffsets.length - 1) > 0x10000;
  const items = wide ? new Int32Array(itemCount) : new Uint16Array(itemCount);
  let at = 0;
  for (let d = 0; d < count; d++) {
    items[at++] = codes[d] ?? 0;
    for (const { facet, base } of rest) {
      const end = facet.keysOfDoc.offsets[d + 1] ?? 0;
      for (let i = facet.keysOfDoc.offsets[d] ?? 0; i < end; i++) {
        const key = base + (facet.keysOfDoc.items[i] ?? 0);
        items[at++] = key;
        totals[key] = (totals[key] ?? 0) + 1;
      }
    }
  }
  return { bases, codeOffsets, codeKeys, offsets, items, totals };
}

/** Each resource's code for its set of the `folded` facets' table keys (counted into `totals`). */
function foldCodes(
  folded: readonly { facet: KeyIndex; base: number }[],
  count: number,
  totals: Int32Array,
): Pick<FacetTable, 'codeOffsets' | 'codeKeys'> & { codes: Int32Array } {
  // A resource's keys (in their order) walk a trie of key sequences; the node where they end is its set.
  const keyCount = totals.length;
  const child = new Map<number, number>();
  let nodes = 1;
  const codeOfNode = new Map<number, number>();
  const keysOfCode: number[][] = [];
  const codes = new Int32Array(count);
  const keys: number[] = [];
  for (let d = 0; d < count; d++) {
    keys.length = 0;
    let node = 0;
    for (const { facet, base } of folded) {
      const end = facet.keysOfDoc.offsets[d + 1] ?? 0;
      for (let i = facet.keysOfDoc.offsets[d] ?? 0; i < end; i++) {
        const key = base + (facet.keysOfDoc.items[i] ?? 0);
        keys.push(key);
        totals[key] = (totals[key] ?? 0) + 1;
        const edge = node * keyCount + key;
        let next = child.get(edge);
        if (next === undefined) child.set(edge, (next = nodes++));
        node = next;
      }
    }
    let code = codeOfNode.get(node);
    if (code === undefined) {
      code = keysOfCode.length;
      codeOfNode.set(node, code);
      keysOfCode.push([...keys]);
    }
    codes[d] = code;
  }
  const codeOffsets = new Int32Array(keysOfCode.length + 1);
  keysOfCode.forEach((codeKeys, c) => {
    codeOffsets[c + 1] = (codeOffsets[c] ?? 0) + codeKeys.length;
  });
  return { codes, codeOffsets, codeKeys: Int32Array.from(keysOfCode.flat()) };
}

/**
 * Adds 1 to `counts[key]` for each table key of each resource in `docs` (`counts` spans every table key);
 * `codeCounts` (zeros, `codeCount(table)` long) is where the codes are counted first.
 */
export function countTableKeys(
  table: FacetTable,
  docs: Int32Array,
  counts: Int32Array,
  codeCounts: Int32Array,
): void {
  const { offsets, items } = table;
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] ?? 0;
    const start = offsets[doc] ?? 0;
    const code = items[start] ?? 0;
    codeCounts[code] = (codeCounts[code] ?? 0) + 1;
    const end = offsets[doc + 1] ?? 0;
    for (let j = start + 1; j < end; j++) {
      const key = items[j] ?? 0;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  const { codeOffsets, codeKeys } = table;
  for (let code = 0; code < codeCounts.length; code++) {
    const times = codeCounts[code] ?? 0;
    if (times === 0) continue;
    const end = codeOffsets[code + 1] ?? 0;
    for (let j = codeOffsets[code] ?? 0; j < end; j++) {
      const key = codeKeys[j] ?? 0;
      counts[key] = (counts[key] ?? 0) + times;
    }
  }
}
