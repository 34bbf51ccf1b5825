/**
 * Every aggregation's key ids per resource in one table, for counting all eight aggregations in one pass.
 * Table keys are the aggregations' key ids shifted by where each aggregation's keys start, so one counter
 * array counts them all.
 *
 * Aggregations are counted by code: the aggregations are split into groups, and a resource holds one code per
 * group for its whole set of that group's keys. Few distinct sets exist per group (at 200 000 resources: 3 780
 * for access, open data, provenance and organisation; 4 621 for the two themes; 282 for places; 5 229 for
 * formats), so a query counts a fixed number of codes per resource, then spreads each code's count over its
 * keys once. Every resource holding the same number of codes, the counting loop has no branch on how many
 * keys a resource has: 23 000 resources of 200 000 took 0.73 ms over rows of varying length (whose loop exits
 * the processor could not predict) and half that as codes. A resource's codes lie together, 8 bytes at 200 000
 * resources, so a broad query reads one place per resource.
 * Built from the key indexes, never stored. Pure.
 */
import type { Bitset } from './bitset';
import type { KeyIndex } from './keyIndex';

export interface FacetTable {
  /** Where aggregation `a`'s keys start among the table's keys (`bases[a]`), and where they end (`bases[a + 1]`). */
  readonly bases: Int32Array;
  /** The number of groups: the codes each resource holds. */
  readonly groupCount: number;
  /** Resource `d`'s codes, one per group: `codes[d * groupCount] … codes[d * groupCount + groupCount - 1]`. */
  readonly codes: Uint16Array | Int32Array;
  /** Code `c` (codes of all groups numbered together) stands for `codeKeys[codeOffsets[c]] … [codeOffsets[c + 1] - 1]`. */
  readonly codeOffsets: Int32Array;
  readonly codeKeys: Int32Array;
  /** The number of resources holding each table key. */
  readonly totals: Int32Array;
}

/** The number of distinct codes: the length of the code counters `countTableKeys` takes. */
export const codeCount = (table: FacetTable): number => table.codeOffsets.length - 1;

/**
 * The table of `facets` (in aggregation order) over `count` resources, the facets grouped by `groups` (positions
 * in `facets`; each facet in exactly one group).
 */
export function buildFacetTable(
  facets: readonly KeyIndex[],
  count: number,
  groups: readonly (readonly number[])[],
): FacetTable {
  const grouped = groups.flat();
  const once = grouped.length === facets.length && new Set(grouped).size === facets.length;
  if (!once || !grouped.every((a) => Number.isInteger(a) && a >= 0 && a < facets.length)) {
    throw new Error(
      `the groups must hold each of the ${facets.length} facets once: ${JSON.stringify(groups)}`,
    );
  }
  const bases = new Int32Array(facets.length + 1);
  facets.forEach((facet, a) => {
    bases[a + 1] = (bases[a] ?? 0) + facet.keys.length;
  });
  const totals = new Int32Array(bases[facets.length] ?? 0);
  const folded = groups.map((group) =>
    foldCodes(
      group.flatMap((a) => {
        const facet = facets[a];
        return facet === undefined ? [] : [{ facet, base: bases[a] ?? 0 }];
      }),
      count,
      totals,
    ),
  );

  const codeOffsets = new Int32Array(folded.reduce((sum, group) => sum + group.keysOfCode.length, 0) + 1);
  const codeKeys = new Int32Array(folded.reduce((sum, group) => sum + group.keyCount, 0));
  const firstCode: number[] = [];
  let code = 0;
  for (const group of folded) {
    firstCode.push(code);
    for (const keys of group.keysOfCode) {
      const at = codeOffsets[code] ?? 0;
      codeKeys.set(keys, at);
      codeOffsets[++code] = at + keys.length;
    }
  }
  const groupCount = groups.length;
  const codes = code > 0x10000 ? new Int32Array(count * groupCount) : new Uint16Array(count * groupCount);
  folded.forEach((group, g) => {
    const first = firstCode[g] ?? 0;
    for (let d = 0; d < count; d++) codes[d * groupCount + g] = first + (group.codes[d] ?? 0);
  });
  return { bases, groupCount, codes, codeOffsets, codeKeys, totals };
}

/**
 * Each resource's code (numbered from 0) for its set of the given facets' table keys (counted into `totals`),
 * and each code's keys. A set is its keys in increasing order, so that the same keys listed in another order
 * are the same set.
 */
function foldCodes(
  members: readonly { facet: KeyIndex; base: number }[],
  count: number,
  totals: Int32Array,
): { codes: Int32Array; keysOfCode: number[][]; keyCount: number } {
  // A resource's keys (in order) walk a trie of key sequences; the node where they end is its set.
  const keyCount = totals.length;
  const child = new Map<number, number>();
  let nodes = 1;
  const codeOfNode = new Map<number, number>();
  const keysOfCode: number[][] = [];
  let keysInCodes = 0;
  const codes = new Int32Array(count);
  const keys: number[] = [];
  for (let d = 0; d < count; d++) {
    keys.length = 0;
    for (const { facet, base } of members) {
      const end = facet.keysOfDoc.offsets[d + 1] ?? 0;
      for (let i = facet.keysOfDoc.offsets[d] ?? 0; i < end; i++) {
        const key = base + (facet.keysOfDoc.items[i] ?? 0);
        keys.push(key);
        totals[key] = (totals[key] ?? 0) + 1;
      }
    }
    keys.sort((a, b) => a - b);
    let node = 0;
    for (const key of keys) {
      const edge = node * keyCount + key;
      let next = child.get(edge);
      if (next === undefined) child.set(edge, (next = nodes++));
      node = next;
    }
    let code = codeOfNode.get(node);
    if (code === undefined) {
      code = keysOfCode.length;
      codeOfNode.set(node, code);
      keysOfCode.push([...keys]);
      keysInCodes += keys.length;
    }
    codes[d] = code;
  }
  return { codes, keysOfCode, keyCount: keysInCodes };
}

/**
 * Adds 1 to `counts[key]` for each table key of each resource in `docs` (`counts`: zeros, one per table key);
 * `codeCounts` (zeros, `codeCount(table)` long) is where the codes are counted first.
 */
export function countTableKeys(
  table: FacetTable,
  docs: Int32Array,
  counts: Int32Array,
  codeCounts: Int32Array,
): void {
  if (spreadsByResource(table, docs.length)) {
    for (let i = 0; i < docs.length; i++) spreadResource(table, docs[i] ?? 0, counts);
    return;
  }
  for (let i = 0; i < docs.length; i++) countCodes(table, docs[i] ?? 0, codeCounts);
  spreadCodes(table, counts, codeCounts);
}

/**
 * `countTableKeys` over the resources of `set`, or with `outside` over every resource not in it, read from the
 * set's words as they are: no list of the resources is written and read back (a broad query's complement is
 * tens of thousands of them).
 */
export function countTableKeysOfSet(
  table: FacetTable,
  set: Bitset,
  outside: boolean,
  counts: Int32Array,
  codeCounts: Int32Array,
): void {
  const { words, size } = set;
  const flip = outside ? 0xffffffff : 0;
  for (let w = 0; w < words.length; w++) {
    let bits = ((words[w] ?? 0) ^ flip) >>> 0;
    // The last word's bits past the set's size stand for no resource.
    if (w === words.length - 1 && (size & 31) !== 0) bits &= (1 << (size & 31)) - 1;
    while (bits !== 0) {
      const low = bits & -bits;
      countCodes(table, (w << 5) + (31 - Math.clz32(low)), codeCounts);
      bits ^= low;
    }
  }
  spreadCodes(table, counts, codeCounts);
}

/**
 * Whether `resources` resources are fewer than it takes to read every code's counter: then each resource's
 * codes are spread over their keys at once.
 */
const spreadsByResource = (table: FacetTable, resources: number): boolean =>
  resources * table.groupCount * 4 < codeCount(table);

function countCodes(table: FacetTable, doc: number, codeCounts: Int32Array): void {
  const { codes, groupCount } = table;
  const at = doc * groupCount;
  for (let g = 0; g < groupCount; g++) {
    const code = codes[at + g] ?? 0;
    codeCounts[code] = (codeCounts[code] ?? 0) + 1;
  }
}

function spreadResource(table: FacetTable, doc: number, counts: Int32Array): void {
  const { codes, groupCount, codeOffsets, codeKeys } = table;
  const at = doc * groupCount;
  for (let g = 0; g < groupCount; g++) {
    const code = codes[at + g] ?? 0;
    const end = codeOffsets[code + 1] ?? 0;
    for (let j = codeOffsets[code] ?? 0; j < end; j++) {
      const key = codeKeys[j] ?? 0;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
}

/** Adds each counted code's count to the keys it stands for. */
function spreadCodes(table: FacetTable, counts: Int32Array, codeCounts: Int32Array): void {
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
