import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isWithin, panelPlacement, visiblePartOf, VISIBLE_PART_THRESHOLDS } from './visiblePart';

const entry = (top: number, bottom: number, isIntersecting = true) => ({
  isIntersecting,
  intersectionRect: { top, bottom },
});

describe('the visible part of a frame', () => {
  it('is the intersection band, or nothing when the frame is out of view', () => {
    expect(visiblePartOf(entry(1700, 2500))).toEqual({ top: 1700, bottom: 2500 });
    expect(visiblePartOf(entry(0, 0, false))).toBeNull();
    expect(visiblePartOf(entry(300, 300))).toBeNull();
  });

  it('is reported in steps of 0.2 % of the frame, from 0 to 1', () => {
    expect(VISIBLE_PART_THRESHOLDS[0]).toBe(0);
    expect(VISIBLE_PART_THRESHOLDS.at(-1)).toBe(1);
    expect(VISIBLE_PART_THRESHOLDS).toHaveLength(501);
  });
});

describe('panelPlacement', () => {
  it('puts the panel over the band the visitor sees of a tall frame', () => {
    expect(panelPlacement({ top: 1700, bottom: 2500 }, 4000)).toEqual({ top: 1700, height: 800 });
  });

  it('keeps the panel’s own place when the whole frame is seen or nothing is known', () => {
    expect(panelPlacement({ top: 0, bottom: 900 }, 900)).toBeNull();
    expect(panelPlacement(null, 4000)).toBeNull();
  });

  it('widens a thin band to the least readable height, inside the frame', () => {
    expect(panelPlacement({ top: 3900, bottom: 4000 }, 4000)).toEqual({ top: 3640, height: 360 });
    expect(panelPlacement({ top: 0, bottom: 100 }, 4000)).toEqual({ top: 0, height: 360 });
    expect(panelPlacement({ top: 10, bottom: 60 }, 200)).toEqual({ top: 0, height: 200 });
  });

  it('always lies inside the frame, covers the seen band (or the least height), and starts at it when it can', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: -500, max: 20_000 }),
        fc.integer({ min: 1, max: 3_000 }),
        (viewport, top, height) => {
          const visible = { top, bottom: top + height };
          const placed = panelPlacement(visible, viewport);
          if (placed === null) return;
          expect(placed.top).toBeGreaterThanOrEqual(0);
          expect(placed.top + placed.height).toBeLessThanOrEqual(viewport);
          expect(placed.height).toBeGreaterThanOrEqual(Math.min(viewport, 360, Math.max(0, height)) - 1);
          const seenTop = Math.max(0, top);
          if (seenTop + placed.height <= viewport) expect(placed.top).toBe(Math.round(seenTop));
        },
      ),
    );
  });
});

describe('isWithin', () => {
  it('says whether a box lies wholly in the seen band', () => {
    expect(isWithin({ top: 1800, bottom: 1900 }, { top: 1700, bottom: 2500 })).toBe(true);
    expect(isWithin({ top: 1600, bottom: 1750 }, { top: 1700, bottom: 2500 })).toBe(false);
    expect(isWithin({ top: 2400, bottom: 2600 }, { top: 1700, bottom: 2500 })).toBe(false);
  });
});
