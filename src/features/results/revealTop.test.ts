import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { needsScroll } from './revealTop';

describe('needsScroll', () => {
  it('leaves a heading wholly in the viewport where it is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 80 }),
        (viewport, top, height) => {
          fc.pre(top + height <= viewport);
          expect(needsScroll({ top, bottom: top + height }, viewport)).toBe(false);
        },
      ),
    );
  });

  it('scrolls to a heading above the viewport, below it, or cut by an edge', () => {
    expect(needsScroll({ top: -40, bottom: -8 }, 800)).toBe(true);
    expect(needsScroll({ top: -4, bottom: 28 }, 800)).toBe(true);
    expect(needsScroll({ top: 790, bottom: 822 }, 800)).toBe(true);
    expect(needsScroll({ top: 1500, bottom: 1532 }, 800)).toBe(true);
  });
});
