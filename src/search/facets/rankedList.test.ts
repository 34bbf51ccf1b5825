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

/** Lists long enough that short reads rank a head of their own instead of sorting everything. */
const longItems = fc
  .array(fc.integer({ min: 0, max: 20 }), { minLength: 40, maxLength: 300 })
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

  it('gives the same head as a full sort when a long list is read a little at a time', () => {
    fc.assert(
      fc.property(
        longItems,
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 8 }),
        (list, steps) => {
          const ranked = new RankedList(list, byCountThenId);
          const sorted = [...list].sort(byCountThenId);
          // Reads that grow, shrink and repeat, all short of a quarter of the list: the head is extended in place.
          for (const n of steps) expect(ranked.top(n)).toEqual(sorted.slice(0, n));
          const growing = steps.reduce((sum, n) => sum + n, 0);
          expect(ranked.top(growing)).toEqual(sorted.slice(0, growing));
          expect(ranked.all()).toEqual(sorted);
          // Once everything is ranked, any read is a slice of it.
          for (const n of steps) expect(ranked.top(n * 3)).toEqual(sorted.slice(0, n * 3));
        },
      ),
    );
  });

  it('ranks a head once: reading it again, or less of it, or after everything is ranked, compares nothing', () => {
    const list = Array.from({ length: 1_000 }, (_, id): Item => ({ id, count: (id * 7919) % 13 }));
    let compares = 0;
    const ranked = new RankedList(list, (a, b) => {
      compares += 1;
      return byCountThenId(a, b);
    });
    ranked.top(20);
    const afterHead = compares;
    expect(afterHead).toBeGreaterThan(0);
    ranked.top(20);
    ranked.top(5);
    expect(compares).toBe(afterHead);
    ranked.all();
    const afterAll = compares;
    ranked.top(300);
    ranked.all();
    expect(compares).toBe(afterAll);
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
