import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { BACKOFF_CAP_MS, BACKOFF_MIN_MS, backoffMs, parseRetryAfter } from './retryTiming';

describe('backoffMs', () => {
  it('starts between 6 and 10 s', () => {
    expect(backoffMs(0, 0)).toBe(6000);
    expect(backoffMs(0, 0.5)).toBe(8000);
    expect(backoffMs(0, 0.999_999)).toBeCloseTo(10_000, -1);
  });

  it('doubles its upper bound with each attempt, up to 60 s', () => {
    const highest = [0, 1, 2, 3, 4, 10, 1000].map((attempt) => backoffMs(attempt, 1));
    expect(highest).toEqual([10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000]);
  });

  it('stays within its bounds for every attempt and random draw', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const wait = backoffMs(n, r);
          expect(wait).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
          expect(wait).toBeLessThanOrEqual(Math.min(BACKOFF_CAP_MS, 10_000 * 2 ** n));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('spreads the waits: jitter covers the range', () => {
    const draws = [0.1, 0.3, 0.5, 0.7, 0.9].map((r) => backoffMs(2, r));
    expect(new Set(draws).size).toBe(5);
    expect(draws).toEqual([...draws].sort((a, b) => a - b));
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 5 ', now)).toBe(5000);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  it('reads an HTTP-date', () => {
    expect(parseRetryAfter(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
  });

  it('reads a date in the past as no wait', () => {
    expect(parseRetryAfter(new Date(now - 30_000).toUTCString(), now)).toBe(0);
  });

  it('accepts only an HTTP-date, not other date formats', () => {
    expect(parseRetryAfter('2026-11-21T12:01:00Z', now)).toBeUndefined();
  });

  it('ignores an absent or unreadable header', () => {
    for (const header of [null, undefined, '', 'soon', '-5', '1.5', '12abc']) {
      expect(parseRetryAfter(header, now)).toBeUndefined();
    }
  });

  it('round-trips any whole number of seconds, as number or date', () => {
    fc.assert(
      fc.property(fc.nat({ max: 86_400 }), (seconds) => {
        expect(parseRetryAfter(String(seconds), now)).toBe(seconds * 1000);
        expect(parseRetryAfter(new Date(now + seconds * 1000).toUTCString(), now)).toBe(seconds * 1000);
      }),
      { numRuns: 100 },
    );
  });
});
