import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { median, percentile } from './stats';

const figures = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 15 });

describe('median', () => {
  it('is the middle figure, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('leaves out runs without a figure, and has none without any', () => {
    expect(median([null, 9, 1, null, 5])).toBe(5);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('does not depend on the order of the runs', () => {
    fc.assert(fc.property(figures, (values) => median(values) === median([...values].reverse())));
  });

  it('lies between the smallest and the largest figure, with as many at or below it as at or above it', () => {
    fc.assert(
      fc.property(figures, (values) => {
        const middle = median(values) ?? Number.NaN;
        const below = values.filter((value) => value <= middle).length;
        const above = values.filter((value) => value >= middle).length;
        return (
          middle >= Math.min(...values) &&
          middle <= Math.max(...values) &&
          below >= values.length / 2 &&
          above >= values.length / 2
        );
      }),
    );
  });
});

describe('percentile', () => {
  it('is the nearest-rank percentile', () => {
    const tens = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(tens, 90)).toBe(90);
    expect(percentile([...tens, 110, 120, 130], 90)).toBe(120);
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([], 90)).toBeNull();
  });

  it('is one of the figures, with at least p% of them at or below it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 100 }),
        (values, p) => {
          const value = percentile(values, p) ?? Number.NaN;
          return (
            values.includes(value) && values.filter((v) => v <= value).length >= (p / 100) * values.length
          );
        },
      ),
    );
  });
});
