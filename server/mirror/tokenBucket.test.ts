import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createRateLimiter } from '../http/rateLimit';
import { createTokenBucket } from './tokenBucket';

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

describe('the mirror and the local service', () => {
  it('agree on every request: the mirror waits exactly as long as the service would refuse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 60 }),
        (perMinute, burst, gaps) => {
          let time = 1_700_000_000_000;
          const bucket = createTokenBucket({ perMinute, burst, now: () => time });
          const limiter = createRateLimiter({ perMinute, burst, now: () => time });
          for (const gap of gaps) {
            time += gap;
            const wait = bucket.wait();
            if (wait > 0) {
              // A millisecond early the service refuses, on time it lets the request through.
              time += wait - 1;
              expect(limiter.take('mirror').allowed).toBe(false);
              time += 1;
              expect(bucket.wait()).toBe(0);
            }
            bucket.take();
            expect(limiter.take('mirror').allowed).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
