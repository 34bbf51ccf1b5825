import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { gallop, intersectSorted } from './intersect';

const sortedList = fc
  .uniqueArray(fc.integer({ min: 0, max: 300 }), { maxLength: 120 })
  .map((ids) => Int32Array.from(ids.sort((a, b) => a - b)));

describe('intersectSorted', () => {
  it('keeps exactly the ids every list holds, increasing', () => {
    fc.assert(
      fc.property(fc.array(sortedList, { minLength: 1, maxLength: 5 }), (lists) => {
        const expected = [...(lists[0] ?? [])].filter((id) => lists.every((list) => list.includes(id)));
        const out = new Int32Array(Math.min(...lists.map((list) => list.length)));
        expect([...intersectSorted(lists, out)]).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('gives nothing for no lists, and a single list as it is', () => {
    expect([...intersectSorted([], new Int32Array(0))]).toEqual([]);
    expect([...intersectSorted([Int32Array.of(2, 5, 9)], new Int32Array(3))]).toEqual([2, 5, 9]);
  });
});

describe('gallop', () => {
  it('finds the first position at or after the start whose value is at least the one sought', () => {
    fc.assert(
      fc.property(sortedList, fc.integer({ min: -1, max: 301 }), fc.nat(130), (list, value, start) => {
        const from = Math.min(start, list.length);
        let expected = from;
        while (expected < list.length && (list[expected] ?? 0) < value) expected++;
        expect(gallop(list, value, from)).toBe(expected);
      }),
    );
  });
});
