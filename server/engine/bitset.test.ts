import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Bitset } from './bitset';

const setArb = fc.integer({ min: 0, max: 130 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    a: fc.array(fc.nat({ max: Math.max(0, size - 1) }), { maxLength: size === 0 ? 0 : 40 }),
    b: fc.array(fc.nat({ max: Math.max(0, size - 1) }), { maxLength: size === 0 ? 0 : 40 }),
  }),
);
const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((x, y) => x - y);

describe('Bitset', () => {
  it('behaves as a set of ids under add, and, or, count and listing', () => {
    fc.assert(
      fc.property(setArb, ({ size, a, b }) => {
        const inB = new Set(b);
        expect([...Bitset.of(size, a).toArray()]).toEqual(sorted(a));
        expect(Bitset.of(size, a).count()).toBe(new Set(a).size);
        expect([...Bitset.of(size, a).and(Bitset.of(size, b)).toArray()]).toEqual(
          sorted(a.filter((x) => inB.has(x))),
        );
        expect([...Bitset.of(size, a).or(Bitset.of(size, b)).toArray()]).toEqual(sorted([...a, ...b]));
        expect(Bitset.of(size, a).isEmpty()).toBe(a.length === 0);
        for (const id of a) expect(Bitset.of(size, b).has(id)).toBe(inB.has(id));
      }),
    );
  });

  it('holds exactly 0 … size-1 when full, whatever the size’s remainder', () => {
    for (const size of [0, 1, 31, 32, 33, 64, 100]) {
      const full = Bitset.full(size);
      expect(full.count()).toBe(size);
      expect([...full.toArray()]).toEqual([...Array(size).keys()]);
    }
  });

  it('clones independently', () => {
    const original = Bitset.of(10, [1, 2]);
    const copy = original.clone();
    copy.add(5);
    expect([...original.toArray()]).toEqual([1, 2]);
    expect([...copy.toArray()]).toEqual([1, 2, 5]);
  });
});
