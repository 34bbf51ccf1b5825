import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Random, WeightedTable } from './random';

describe('Random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number): number[] => {
      const random = new Random(seed);
      return Array.from({ length: 20 }, () => random.int(0, 1_000_000));
    };
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
    expect(() => new Random(1.5)).toThrow(RangeError);
  });

  it('keeps floats in [0, 1) and integers in their bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const random = new Random(seed);
        for (let draw = 0; draw < 20; draw += 1) {
          const float = random.float();
          expect(float >= 0 && float < 1).toBe(true);
          const value = random.int(min, min + span);
          expect(value >= min && value <= min + span && Number.isInteger(value)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('samples distinct items of the list', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.uniqueArray(fc.integer(), { maxLength: 30 }),
        fc.nat(40),
        (seed, items, count) => {
          const sample = new Random(seed).sample(items, count);
          expect(sample).toHaveLength(Math.min(count, items.length));
          expect(new Set(sample).size).toBe(sample.length);
          for (const item of sample) expect(items).toContain(item);
        },
      ),
      { numRuns: 200 },
    );
    expect(() => new Random(1).pick([])).toThrow(RangeError);
  });

  it('draws version-4 UUIDs and hex strings', () => {
    const random = new Random(99);
    const ids = Array.from({ length: 2_000 }, () => random.uuid());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(random.hex(12)).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('WeightedTable', () => {
  it('never draws an item of zero weight and follows the weights', () => {
    const table = new WeightedTable<string>([
      ['never', 0],
      ['rare', 1],
      ['often', 9],
    ]);
    const random = new Random(3);
    const counts = new Map<string, number>();
    for (let draw = 0; draw < 10_000; draw += 1) {
      const item = table.draw(random);
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    expect(counts.get('never')).toBeUndefined();
    expect((counts.get('often') ?? 0) / 10_000).toBeCloseTo(0.9, 1);
    expect(() => new WeightedTable([['x', 0]])).toThrow(RangeError);
  });
});
