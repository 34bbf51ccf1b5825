import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { backoffMs, retryAfterMs } from './retry';
import { createTokenBucket } from './tokenBucket';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-01T12:00:00Z');

  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sun, 01 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 01 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('-3', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});

describe('backoffMs', () => {
  const options = { baseMs: 6000, capMs: 300_000 };

  it('grows exponentially between half and all of its step, up to the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const step = Math.min(options.capMs, options.baseMs * 2 ** attempt);
          const wait = backoffMs(attempt, () => r, options);
          expect(wait).toBeGreaterThanOrEqual(step / 2 - 1);
          expect(wait).toBeLessThanOrEqual(step);
        },
      ),
    );
    expect(backoffMs(0, () => 0, options)).toBe(3000);
    expect(backoffMs(3, () => 0.999_999, options)).toBe(48_000);
  });
});

describe('createTokenBucket', () => {
  it('gives the burst at once, then one token every 60/perMinute seconds', () => {
    let time = 0;
    const bucket = createTokenBucket({ perMinute: 10, burst: 20, now: () => time });
    for (let i = 0; i < 20; i += 1) {
      expect(bucket.wait()).toBe(0);
      bucket.take();
    }
    expect(bucket.wait()).toBe(6000);
    time += 5999;
    expect(bucket.wait()).toBe(1);
    time += 1;
    expect(bucket.wait()).toBe(0);
    bucket.take();
    time += 3_600_000;
    expect(bucket.available()).toBe(20);
  });

  it('never lets more than burst + rate × time through', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 80 }), (gaps) => {
        let time = 0;
        const bucket = createTokenBucket({ perMinute: 10, burst: 20, now: () => time });
        let taken = 0;
        for (const gap of gaps) {
          time += gap;
          time += bucket.wait();
          bucket.take();
          taken += 1;
          expect(taken).toBeLessThanOrEqual(20 + Math.floor((time * 10) / 60_000));
        }
      }),
    );
  });
});
