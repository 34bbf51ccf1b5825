import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Bitset } from './bitset';
import { buildFacetTable, codeCount, countTableKeys, countTableKeysOfSet } from './facetTable';
import type { KeyIndex } from './keyIndex';
import { transpose, type Rows } from './postings';

/** A key index of `keyCount` keys over the given rows. */
function keyIndexOf(keyCount: number, rowsOfDocs: readonly (readonly number[])[]): KeyIndex {
  const offsets = new Int32Array(rowsOfDocs.length + 1);
  rowsOfDocs.forEach((keys, d) => {
    offsets[d + 1] = (offsets[d] ?? 0) + keys.length;
  });
  const keysOfDoc: Rows = { offsets, items: Int32Array.from(rowsOfDocs.flat()) };
  // The table reads only the number of keys and the rows.
  return {
    keys: new Array<string>(keyCount).fill(''),
    idOf: new Map(),
    keysOfDoc,
    docsOfKey: transpose(keysOfDoc, keyCount),
  };
}

/** Up to 8 facets of 1–6 keys each over `n` resources; with `wide`, one more of 70 000 keys (32-bit table keys). */
const tableArb = fc
  .record({ n: fc.integer({ min: 0, max: 40 }), wide: fc.boolean() })
  .chain(({ n, wide }) => {
    const facet = (keyCount: number) =>
      fc.record({
        keyCount: fc.constant(keyCount),
        rows: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: keyCount - 1 }), { maxLength: 4 }), {
          minLength: n,
          maxLength: n,
        }),
      });
    const small = fc.array(fc.integer({ min: 1, max: 6 }).chain(facet), { minLength: 1, maxLength: 8 });
    return fc
      .record({
        n: fc.constant(n),
        facets: wide ? fc.tuple(small, facet(70_000)).map(([some, large]) => [...some, large]) : small,
        docs: fc.subarray([...Array(n).keys()]),
      })
      .chain((c) =>
        fc.record({
          n: fc.constant(c.n),
          facets: fc.constant(c.facets),
          docs: fc.constant(c.docs),
          // Any grouping of the facets (the engine groups them by AGGREGATION_GROUPS): a group number each.
          groups: fc
            .array(fc.integer({ min: 0, max: 3 }), { minLength: c.facets.length, maxLength: c.facets.length })
            .map(groupsOf),
        }),
      );
  });

/** Facet `a` in group `groupOf[a]`; the groups in order, empty ones left out. */
function groupsOf(groupOf: readonly number[]): number[][] {
  const groups = [0, 1, 2, 3].map((g) => [...groupOf.keys()].filter((a) => groupOf[a] === g));
  return groups.filter((group) => group.length > 0);
}

/** The nonzero entries of `values` from `base`, `length` long, as key → count. */
function nonzero(values: Int32Array, base: number, length: number): Map<number, number> {
  const out = new Map<number, number>();
  for (let key = 0; key < length; key++) {
    const value = values[base + key] ?? 0;
    if (value !== 0) out.set(key, value);
  }
  return out;
}

function countsOf(rows: readonly (readonly number[])[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const row of rows) for (const key of row) out.set(key, (out.get(key) ?? 0) + 1);
  return out;
}

describe('the facet table', () => {
  it('counts each facet key as a count over the resources of each facet apart would', () => {
    fc.assert(
      fc.property(tableArb, ({ n, facets, docs, groups }) => {
        const indexes = facets.map(({ keyCount, rows }) => keyIndexOf(keyCount, rows));
        const table = buildFacetTable(indexes, n, groups);
        const counts = new Int32Array(table.totals.length);
        countTableKeys(table, Int32Array.from(docs), counts, new Int32Array(codeCount(table)));

        facets.forEach(({ keyCount, rows }, a) => {
          const base = table.bases[a] ?? 0;
          expect((table.bases[a + 1] ?? 0) - base).toBe(keyCount);
          expect(nonzero(counts, base, keyCount)).toEqual(countsOf(docs.map((doc) => rows[doc] ?? [])));
          expect(nonzero(table.totals, base, keyCount)).toEqual(countsOf(rows));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('counts a set of resources, or every resource outside it, as the list of those resources', () => {
    fc.assert(
      fc.property(tableArb, ({ n, facets, docs, groups }) => {
        const table = buildFacetTable(
          facets.map(({ keyCount, rows }) => keyIndexOf(keyCount, rows)),
          n,
          groups,
        );
        const listed = (ids: readonly number[]) => {
          const counts = new Int32Array(table.totals.length);
          countTableKeys(table, Int32Array.from(ids), counts, new Int32Array(codeCount(table)));
          return nonzero(counts, 0, table.totals.length);
        };
        const ofSet = (outside: boolean) => {
          const counts = new Int32Array(table.totals.length);
          countTableKeysOfSet(table, Bitset.of(n, docs), outside, counts, new Int32Array(codeCount(table)));
          return nonzero(counts, 0, table.totals.length);
        };
        const inDocs = new Set(docs);
        expect(ofSet(false)).toEqual(listed(docs));
        expect(ofSet(true)).toEqual(listed([...Array(n).keys()].filter((doc) => !inDocs.has(doc))));
      }),
      { numRuns: 300 },
    );
  });

  it('gives resources with the same keys of a group one code, in any order, and different keys different codes', () => {
    const table = buildFacetTable(
      [keyIndexOf(3, [[0, 2], [1], [2, 0], [], [1]]), keyIndexOf(2, [[0], [0], [1], [1], [0]])],
      5,
      [[0], [1]],
    );
    // Two codes per resource: its set of the first facet's keys (codes 0–2), then of the second's (codes 3–4).
    expect([...table.codes]).toEqual([0, 3, 1, 3, 0, 4, 2, 4, 1, 3]);
    expect(codeCount(table)).toBe(5);
    // Code 0 stands for table keys 0 and 2, code 4 for the second facet's key 1 (table key 4).
    const keysOf = (code: number) => [
      ...table.codeKeys.subarray(table.codeOffsets[code], table.codeOffsets[code + 1]),
    ];
    expect(keysOf(0)).toEqual([0, 2]);
    expect(keysOf(2)).toEqual([]);
    expect(keysOf(4)).toEqual([4]);
    expect(table.codes instanceof Uint16Array).toBe(true);
  });

  it('refuses groups that leave a facet out or hold one twice', () => {
    const facets = [keyIndexOf(1, [[0]]), keyIndexOf(1, [[0]])];
    expect(() => buildFacetTable(facets, 1, [[0]])).toThrow(/each of the 2 facets once/);
    expect(() => buildFacetTable(facets, 1, [[0, 1], [1]])).toThrow(/each of the 2 facets once/);
    expect(() => buildFacetTable(facets, 1, [[0, 2]])).toThrow(/each of the 2 facets once/);
  });
});
