import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { RankedList } from './rankedList';

interface Item {
  readonly id: number;
  readonly count: number;
}
const byCountThenId = (a: Item, b: Item) => b.count - a.count || a.id - b.id;

const items = fc
  .array(fc.integer({ min: 0, max: 5 }), { maxLength: 200 })
  .map((counts) => counts.map((count, id): Item => ({ id, count })));

describe('RankedList', () => {
  it('gives the same head as a full sort, however it is read', () => {
    fc.assert(
      fc.property(items, fc.array(fc.integer({ min: 0, max: 250 }), { maxLength: 6 }), (list, reads) => {
        const ranked = new RankedList(list, byCountThenId);
        const sorted = [...list].sort(byCountThenId);
        for (const n of reads) expect(ranked.top(n)).toEqual(sorted.slice(0, n));
        expect(ranked.all()).toEqual(sorted);
        expect(ranked.size).toBe(list.length);
      }),
    );
  });

  it('compares about once per item for a short head of a long list', () => {
    const list = Array.from({ length: 15_000 }, (_, id): Item => ({ id, count: id % 7 }));
    let compares = 0;
    const ranked = new RankedList(list, (a, b) => {
      compares += 1;
      return byCountThenId(a, b);
    });
    expect(ranked.top(8).map((item) => item.count)).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
    // A full sort takes about n·log2(n) ≈ 200 000 comparisons.
    expect(compares).toBeLessThan(20_000);
  });
});
