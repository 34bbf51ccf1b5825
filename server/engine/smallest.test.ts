import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { smallestSorted } from './smallest';

describe('smallestSorted', () => {
  it('gives what a sort of every value then a slice of the first k gives, duplicates included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true })), { maxLength: 80 }),
        fc.integer({ min: 0, max: 90 }),
        (values, k) => {
          const expected = Float64Array.from(values).sort().subarray(0, k);
          const heap = new Float64Array(Math.max(k, 1) + 3).fill(Number.NaN);
          // The heap compares with `<`, for which -0 and 0 are one number; a typed array's sort puts -0 first.
          const sameZero = (value: number) => (value === 0 ? 0 : value);
          expect([...smallestSorted(Float64Array.from(values), k, heap)].map(sameZero)).toEqual(
            [...expected].map(sameZero),
          );
        },
      ),
      // Both zeros among the k smallest: the case a random run once found.
      { numRuns: 500, examples: [[[-0, 0, -1], 2]] },
    );
  });
});
