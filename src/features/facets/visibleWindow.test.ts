import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { idPart } from '../../ui/idPart';
import { INITIAL_VISIBLE, nextLimit, VISIBLE_STEP, visibleWindow } from './visibleWindow';

describe('visibleWindow', () => {
  it('shows the first values, then more in steps, never more than there are', () => {
    expect(visibleWindow(3, INITIAL_VISIBLE)).toEqual({ shown: 3, canShowMore: false, canShowFewer: false });
    expect(visibleWindow(15_000, INITIAL_VISIBLE)).toEqual({
      shown: INITIAL_VISIBLE,
      canShowMore: true,
      canShowFewer: false,
    });
    const once = nextLimit(INITIAL_VISIBLE);
    expect(visibleWindow(15_000, once)).toEqual({
      shown: INITIAL_VISIBLE + VISIBLE_STEP,
      canShowMore: true,
      canShowFewer: true,
    });
    expect(visibleWindow(20, once)).toEqual({ shown: 20, canShowMore: false, canShowFewer: true });
  });

  it('keeps shown within [min(total, initial), total] and offers fewer only past the first values', () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (total, limit) => {
        const { shown, canShowMore, canShowFewer } = visibleWindow(total, limit);
        expect(shown).toBeLessThanOrEqual(total);
        expect(shown).toBeGreaterThanOrEqual(Math.min(total, INITIAL_VISIBLE));
        expect(canShowMore).toBe(shown < total);
        expect(canShowFewer).toBe(shown > INITIAL_VISIBLE);
        expect(nextLimit(limit)).toBeGreaterThan(limit);
      }),
      { numRuns: 200 },
    );
  });
});

describe('idPart', () => {
  it('gives distinct keys distinct id fragments made of id-safe characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(idPart(a)).toMatch(/^[A-Za-z0-9_-]*$/);
        if (a !== b) expect(idPart(a)).not.toBe(idPart(b));
      }),
      { numRuns: 150 },
    );
    expect(idPart('MEDIA_TYPE text/csv')).not.toContain(' ');
  });
});
