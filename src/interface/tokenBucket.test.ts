import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { BucketState } from './tokenBucket';
import { fullBucket, isFull, msUntil, refill, tryTake, wholeTokens } from './tokenBucket';

const limits = { perMinute: 10, burst: 20 };
const T0 = 1_000_000;

function takeMany(state: BucketState, now: number, count: number): { state: BucketState; granted: number } {
  let granted = 0;
  for (let i = 0; i < count; i++) {
    const result = tryTake(state, limits, now, 1);
    if (!result.granted) break;
    state = result.state;
    granted++;
  }
  return { state, granted };
}

describe('token bucket', () => {
  it('allows a burst of 20, then asks the 21st to wait one refill (6 s)', () => {
    const { state, granted } = takeMany(fullBucket(limits, T0), T0, 25);
    expect(granted).toBe(20);
    expect(tryTake(state, limits, T0, 1)).toEqual({ granted: false, waitMs: 6000 });
  });

  it('refills one token every 6 s', () => {
    const empty = takeMany(fullBucket(limits, T0), T0, 20).state;
    expect(tryTake(empty, limits, T0 + 5999, 1)).toEqual({ granted: false, waitMs: 1 });
    expect(tryTake(empty, limits, T0 + 6000, 1).granted).toBe(true);
    expect(wholeTokens(empty, limits, T0 + 3 * 6000 + 10)).toBe(3);
  });

  it('with a refill margin, spends each token that much later than the service could', () => {
    const slack = { ...limits, refillMarginMs: 300 };
    const empty = takeMany(fullBucket(slack, T0), T0, 20).state;
    expect(tryTake(empty, slack, T0, 1)).toEqual({ granted: false, waitMs: 6300 });
    expect(tryTake(empty, slack, T0 + 6299, 1).granted).toBe(false);
    expect(tryTake(empty, slack, T0 + 6300, 1).granted).toBe(true);
  });

  it('never fills beyond the burst', () => {
    const empty = takeMany(fullBucket(limits, T0), T0, 20).state;
    const later = refill(empty, limits, T0 + 3_600_000);
    expect(later.tokens).toBe(20);
    expect(takeMany(later, T0 + 3_600_000, 30).granted).toBe(20);
  });

  it('charges a cost of 2 as two tokens', () => {
    const oneLeft = takeMany(fullBucket(limits, T0), T0, 19).state;
    expect(tryTake(oneLeft, limits, T0, 2)).toEqual({ granted: false, waitMs: 6000 });
    const granted = tryTake(oneLeft, limits, T0 + 6000, 2);
    expect(granted.granted && granted.state.tokens).toBe(0);
    const empty = takeMany(oneLeft, T0, 1).state;
    expect(tryTake(empty, limits, T0, 2)).toEqual({ granted: false, waitMs: 12_000 });
  });

  it('charges a cost above the capacity as a full bucket instead of never granting it', () => {
    const result = tryTake(fullBucket(limits, T0), limits, T0, 50);
    expect(result.granted && result.state.tokens).toBe(0);
  });

  it('does not refill before a start time that lies ahead', () => {
    const pending: BucketState = { tokens: 0, updatedAt: T0 + 10_000 };
    expect(refill(pending, limits, T0 + 5000)).toBe(pending);
    expect(tryTake(pending, limits, T0, 1)).toEqual({ granted: false, waitMs: 16_000 });
  });

  it('leaves the bucket as it is (the same object) at the very time it was counted', () => {
    const state: BucketState = { tokens: 3, updatedAt: T0 };
    expect(refill(state, limits, T0)).toBe(state);
  });

  it('spends nothing before a start time that lies ahead, even with tokens counted there', () => {
    const ahead: BucketState = { tokens: 5, updatedAt: T0 + 10_000 };
    expect(tryTake(ahead, limits, T0, 1)).toEqual({ granted: false, waitMs: 10_000 });
    expect(tryTake(ahead, limits, T0 + 10_000, 1).granted).toBe(true);
  });

  it('never grants more than the burst plus the refill over any run', () => {
    const step = fc.record({ dt: fc.integer({ min: 0, max: 20_000 }), cost: fc.integer({ min: 1, max: 2 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        let state = fullBucket(limits, T0);
        let now = T0;
        let spent = 0;
        for (const { dt, cost } of steps) {
          now += dt;
          const result = tryTake(state, limits, now, cost);
          if (result.granted) {
            state = result.state;
            spent += cost;
          }
          expect(state.tokens).toBeGreaterThanOrEqual(0);
          expect(state.tokens).toBeLessThanOrEqual(limits.burst);
        }
        expect(spent).toBeLessThanOrEqual(limits.burst + (now - T0) / 6000 + 1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('names a wait after which the take succeeds, and not a millisecond before', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 1, max: 2 }),
        (tokens, ahead, cost) => {
          const state: BucketState = { tokens, updatedAt: T0 + ahead };
          const result = tryTake(state, limits, T0, cost);
          if (result.granted) return;
          expect(tryTake(state, limits, T0 + result.waitMs, cost).granted).toBe(true);
          if (result.waitMs > 1)
            expect(tryTake(state, limits, T0 + result.waitMs - 1, cost).granted).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('token bucket properties', () => {
  const anyLimits = fc.record({
    perMinute: fc.integer({ min: 1, max: 120 }),
    burst: fc.integer({ min: 1, max: 30 }),
  });

  it('refills at perMinute, never above the burst and never below zero', () => {
    fc.assert(
      fc.property(
        anyLimits,
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 0, max: 3_600_000 }),
        (bucketLimits, tokens, elapsed) => {
          const start: BucketState = { tokens: Math.min(tokens, bucketLimits.burst), updatedAt: T0 };
          const later = refill(start, bucketLimits, T0 + elapsed).tokens;
          const expected = Math.min(
            bucketLimits.burst,
            start.tokens + (elapsed * bucketLimits.perMinute) / 60_000,
          );
          expect(later).toBeCloseTo(expected, 6);
          expect(later).toBeGreaterThanOrEqual(0);
          expect(later).toBeLessThanOrEqual(bucketLimits.burst);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('after any run of takes, holds between zero and the burst, and full again only by refill', () => {
    fc.assert(
      fc.property(anyLimits, fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 60 }), (l, gaps) => {
        let state = fullBucket(l, T0);
        let now = T0;
        for (const gap of gaps) {
          now += gap;
          const taken = tryTake(state, l, now, 1);
          if (taken.granted) state = taken.state;
          expect(state.tokens).toBeGreaterThanOrEqual(0);
          expect(state.tokens).toBeLessThanOrEqual(l.burst);
          expect(wholeTokens(state, l, now)).toBeLessThanOrEqual(l.burst);
        }
        const untilFull = msUntil(state, l, now, l.burst);
        expect(isFull(state, l, now + untilFull)).toBe(true);
        if (untilFull > 0) expect(isFull(state, l, now + untilFull - 1)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('waits exactly whole milliseconds at integer rates: 6 s a token at 10 a minute, 8572 ms at 7', () => {
    const empty: BucketState = { tokens: 0, updatedAt: T0 };
    expect(msUntil(empty, limits, T0, 1)).toBe(6000);
    expect(msUntil(empty, { perMinute: 7, burst: 20 }, T0, 1)).toBe(8572);
    expect(msUntil(empty, { perMinute: 7, burst: 20 }, T0, 7)).toBe(60_000);
    expect(msUntil(fullBucket(limits, T0), limits, T0, 20)).toBe(0);
  });
});
