import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { scrollLeftToShow } from './useActiveInView';

const strip = fc.record({
  current: fc.integer({ min: 0, max: 2000 }),
  width: fc.integer({ min: 100, max: 800 }),
  itemLeft: fc.integer({ min: 0, max: 3000 }),
  itemWidth: fc.integer({ min: 20, max: 100 }),
});

describe('scrollLeftToShow', () => {
  it('shows the whole item whenever it fits the strip', () => {
    fc.assert(
      fc.property(strip, ({ current, width, itemLeft, itemWidth }) => {
        const left = scrollLeftToShow(current, width, itemLeft, itemWidth);
        expect(itemLeft).toBeGreaterThanOrEqual(left);
        expect(itemLeft + itemWidth).toBeLessThanOrEqual(left + width);
      }),
    );
  });

  it('does not move a strip whose item is already in view with room beside it', () => {
    fc.assert(
      fc.property(strip, ({ current, width, itemLeft, itemWidth }) => {
        fc.pre(itemLeft - 24 >= current && itemLeft + itemWidth + 24 <= current + width);
        expect(scrollLeftToShow(current, width, itemLeft, itemWidth)).toBe(current);
      }),
    );
  });

  it('moves only as far as needed: the item ends 24 px from an edge', () => {
    expect(scrollLeftToShow(0, 300, 500, 80)).toBe(304);
    expect(scrollLeftToShow(400, 300, 100, 80)).toBe(76);
    expect(scrollLeftToShow(0, 300, 10, 80)).toBe(0);
  });
});
