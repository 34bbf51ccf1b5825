import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createRateLimiter } from './rateLimit';

const clock = (start = 1_700_000_000_000) => {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
};

describe('createRateLimiter', () => {
  it('passes a burst of 20, refuses the 21st for 6 s, then lets exactly one more through', () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 10, burst: 20, now: time.now });
    for (let i = 0; i < 20; i++) {
      const decision = limiter.take('a');
      expect(decision.allowed).toBe(true);
      expect(decision.remaining).toBe(19 - i);
    }
    const refused = limiter.take('a');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 6, resetSeconds: 6 });
    time.advance(5_999);
    expect(limiter.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: 6 });
  });

  it('takes a refunded token back, never past the burst', () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 10, burst: 2, now: time.now });
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a').allowed).toBe(false);
    limiter.refund('a');
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0 });
    time.advance(60_000);
    limiter.refund('a');
    limiter.refund('a');
    expect(limiter.take('a').remaining).toBe(1);
    // A client never seen has a full bucket: nothing to give back.
    limiter.refund('b');
    expect(limiter.take('b').remaining).toBe(1);
  });

  it('states the policy and the seconds to the next token', () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 10, burst: 20, now: time.now });
    const first = limiter.take('a');
    expect(first).toMatchObject({ limit: 20, remaining: 19, resetSeconds: 6, policy: '20;w=120' });
    time.advance(2_500);
    expect(limiter.take('a')).toMatchObject({ remaining: 18, resetSeconds: 4 });
    time.advance(60_000);
    // Full again before this request: one token taken, the next is 6 s away.
    expect(limiter.take('a')).toMatchObject({ remaining: 19, resetSeconds: 6 });
  });

  it('keeps one bucket per client', () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 10, burst: 2, now: time.now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('drops buckets that are full again', () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 10, burst: 20, now: time.now });
    limiter.take('a');
    for (let i = 0; i < 20; i++) limiter.take('b');
    expect(limiter.size).toBe(2);
    time.advance(60_000);
    limiter.take('c');
    // 'a' had 19 tokens and is full after 6 s; 'b' had none and needs 120 s.
    expect(limiter.size).toBe(2);
    time.advance(60_000);
    limiter.take('c');
    expect(limiter.size).toBe(1);
  });

  it('keeps at most maxClients buckets, evicting the least recently used', () => {
    const time = clock();
    const limiter = createRateLimiter({ perMinute: 10, burst: 1, now: time.now, maxClients: 3 });
    for (const client of ['a', 'b', 'c']) limiter.take(client);
    expect(limiter.take('a').allowed).toBe(false);
    limiter.take('d');
    expect(limiter.size).toBe(3);
    // 'b' was the least recently used, so it starts again with a full bucket; 'a' was kept.
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('never lets through more than burst + elapsed * rate requests', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 120 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 200 }),
        (burst, perMinute, gaps) => {
          const time = clock();
          const limiter = createRateLimiter({ perMinute, burst, now: time.now });
          let passed = 0;
          let elapsed = 0;
          for (const gap of gaps) {
            time.advance(gap);
            elapsed += gap;
            const decision = limiter.take('x');
            if (decision.allowed) passed++;
            else expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            expect(decision.remaining).toBeGreaterThanOrEqual(0);
            expect(decision.remaining).toBeLessThan(burst);
          }
          expect(passed).toBeLessThanOrEqual(burst + Math.floor((elapsed * perMinute) / 60_000));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a nonsensical configuration', () => {
    expect(() => createRateLimiter({ perMinute: 0, burst: 20, now: Date.now })).toThrow(RangeError);
    expect(() => createRateLimiter({ perMinute: 10, burst: 0, now: Date.now })).toThrow(RangeError);
  });
});
