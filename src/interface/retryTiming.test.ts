import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { BackoffPolicy } from './retryTiming';
import { backoffMs, parseRetryAfter } from './retryTiming';

const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('backoffMs with a floor (the app after a throttle)', () => {
  const policy: BackoffPolicy = { floorMs: 6000, baseMs: 10_000, capMs: 60_000 };

  it('starts between the floor and the base', () => {
    expect(backoffMs(0, 0, policy)).toBe(6000);
    expect(backoffMs(0, 0.5, policy)).toBe(8000);
    expect(backoffMs(0, 0.999_999, policy)).toBeCloseTo(10_000, -1);
  });

  it('doubles its upper bound with each step, up to the cap', () => {
    const highest = [0, 1, 2, 3, 4, 10, 1000].map((step) => backoffMs(step, 1, policy));
    expect(highest).toEqual([10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000]);
  });

  it('stays within its bounds for every step and random draw', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100 }), random, (n, r) => {
        const wait = backoffMs(n, r, policy);
        expect(wait).toBeGreaterThanOrEqual(6000);
        expect(wait).toBeLessThanOrEqual(Math.min(60_000, 10_000 * 2 ** n));
      }),
      { numRuns: 300 },
    );
  });

  it('spreads the waits: jitter covers the range', () => {
    const draws = [0.1, 0.3, 0.5, 0.7, 0.9].map((r) => backoffMs(2, r, policy));
    expect(new Set(draws).size).toBe(5);
    expect(draws).toEqual([...draws].sort((a, b) => a - b));
  });
});

describe('backoffMs without a floor (equal jitter: the mirror, the app after a failure)', () => {
  const policy: BackoffPolicy = { baseMs: 6000, capMs: 300_000 };

  it('waits between half and all of its step, the step doubling up to the cap', () => {
    expect(backoffMs(0, 0, policy)).toBe(3000);
    expect(backoffMs(3, 0.999_999, policy)).toBe(48_000);
    expect(backoffMs(20, 0, policy)).toBe(150_000);
  });

  it('stays within half and all of its step, whatever the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), fc.double({ noNaN: true }), (step, r) => {
        const ceiling = Math.min(
          policy.capMs,
          policy.baseMs * 2 ** Math.min(Math.max(0, Math.floor(step)), 16),
        );
        const wait = backoffMs(step, r, policy);
        expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
        expect(wait).toBeLessThanOrEqual(ceiling);
      }),
      { numRuns: 300 },
    );
  });

  it('never waits less for a later step at the same draw', () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), random, (step, r) => {
        expect(backoffMs(step + 1, r, policy)).toBeGreaterThanOrEqual(backoffMs(step, r, policy));
      }),
    );
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
    for (const header of [null, undefined, '', 'soon', '-5', '-3', '1.5', '12abc']) {
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

  it('reads any text that is neither form as nothing, and never as a negative wait', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const wait = parseRetryAfter(header, now);
        if (/^\s*\d+\s*$/.test(header)) expect(wait).toBe(Number(header) * 1000);
        else if (!/[a-z]{3}/i.test(header)) expect(wait).toBeUndefined();
        else expect(wait === undefined || wait >= 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
