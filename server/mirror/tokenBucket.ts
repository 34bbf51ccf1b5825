/**
 * The mirror's own request budget: the interface's token bucket (`src/interface/tokenBucket.ts`, the model the
 * local service's limiter uses too) held for one client, so that it waits before the service would refuse.
 */
import type { BucketLimits } from '../../src/interface/tokenBucket';
import { fullBucket, msUntil, tryTake, wholeTokens } from '../../src/interface/tokenBucket';

export interface TokenBucket {
  /** Milliseconds until a token is free (0: now). */
  wait(): number;
  /** Takes a token; call when `wait()` is 0. */
  take(): void;
  /** Whole tokens available now. */
  available(): number;
  /** Empties the bucket: the service said it is out of tokens, so ours must be too. */
  drain(): void;
}

export function createTokenBucket(options: {
  perMinute: number;
  burst: number;
  now: () => number;
}): TokenBucket {
  const { perMinute, burst, now } = options;
  if (!(perMinute > 0) || !Number.isInteger(burst) || burst < 1) {
    throw new RangeError('a token bucket needs perMinute > 0 and a whole burst >= 1');
  }
  const limits: BucketLimits = { perMinute, burst };
  let state = fullBucket(limits, now());

  return {
    wait: () => msUntil(state, limits, now(), 1),
    take() {
      const time = now();
      const taken = tryTake(state, limits, time, 1);
      // Taken early (against the contract) the bucket only empties: it never goes below zero.
      state = taken.granted ? taken.state : { tokens: 0, updatedAt: time };
    },
    available: () => wholeTokens(state, limits, now()),
    drain() {
      state = { tokens: 0, updatedAt: now() };
    },
  };
}
