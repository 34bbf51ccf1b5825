import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { menuMove } from './menuKeys';

describe('menuMove', () => {
  it('moves down and up with wrapping, to the ends with Home and End', () => {
    expect(menuMove('ArrowDown', 0, 2)).toEqual({ kind: 'focus', index: 1 });
    expect(menuMove('ArrowDown', 1, 2)).toEqual({ kind: 'focus', index: 0 });
    expect(menuMove('ArrowUp', 0, 2)).toEqual({ kind: 'focus', index: 1 });
    expect(menuMove('Home', 1, 3)).toEqual({ kind: 'focus', index: 0 });
    expect(menuMove('End', 0, 3)).toEqual({ kind: 'focus', index: 2 });
  });

  it('closes on Escape and Tab, and ignores other keys', () => {
    expect(menuMove('Escape', 0, 2)).toEqual({ kind: 'close' });
    expect(menuMove('Tab', 1, 2)).toEqual({ kind: 'close' });
    expect(menuMove('a', 1, 2)).toBeNull();
  });

  it('always lands on an item, and down then up returns to where it was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, seed) => {
        const start = seed % count;
        const down = menuMove('ArrowDown', start, count);
        if (down?.kind !== 'focus') return false;
        expect(down.index).toBeGreaterThanOrEqual(0);
        expect(down.index).toBeLessThan(count);
        expect(menuMove('ArrowUp', down.index, count)).toEqual({ kind: 'focus', index: start });
        return true;
      }),
    );
  });
});
