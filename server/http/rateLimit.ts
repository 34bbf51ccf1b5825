/**
 * A token bucket per client (the interface's rule, `src/interface/tokenBucket.ts`): capacity `burst`, refilled
 * at `perMinute` tokens a minute, one token a request. Pure given its clock; this module adds the clients (kept
 * least recently used first, full ones swept) and the numbers the rate-limit headers tell.
 */
import type { BucketLimits, BucketState } from '../../src/interface/tokenBucket';
import { fullBucket, isFull, msUntil, refill, tryTake, wholeTokens } from '../../src/interface/tokenBucket';

const SWEEP_INTERVAL_MS = 60_000;

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
  /** Epoch milliseconds. */
  now: () => number;
  /** At most this many buckets are kept; the least recently used goes first. */
  maxClients?: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Whole seconds until the next token is back (0 when the bucket is full). */
  resetSeconds: number;
  /** Whole seconds until a request would pass, at least 1 (meaningful when not allowed). */
  retryAfterSeconds: number;
  /** `RateLimit-Policy` value: the burst over the seconds a full refill takes. */
  policy: string;
}

export interface RateLimiter {
  take(client: string): RateDecision;
  /** Gives back a token `take` granted, for work that then did not happen (never above the burst). */
  refund(client: string): void;
  /** Whole tokens `client` has now, taking none (a gauge reads it). */
  peek(client: string): number;
  /** Buckets currently kept. */
  readonly size: number;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { perMinute, burst, now } = options;
  if (!(perMinute > 0) || !Number.isInteger(burst) || burst < 1) {
    throw new RangeError('a rate limiter needs perMinute > 0 and a whole burst >= 1');
  }
  const limits: BucketLimits = { perMinute, burst };
  const maxClients = options.maxClients ?? 100_000;
  const fullRefillSeconds = Math.ceil((burst * 60) / perMinute);
  const policy = `${burst};w=${fullRefillSeconds}`;
  const buckets = new Map<string, BucketState>();
  let lastSweep = now();

  const secondsUntil = (bucket: BucketState, at: number, tokens: number): number =>
    Math.ceil(msUntil(bucket, limits, at, tokens) / 1000);

  /** Drops buckets that are full again: a new bucket would be the same. */
  function sweep(at: number): void {
    for (const [client, bucket] of buckets) {
      if (isFull(bucket, limits, at)) buckets.delete(client);
    }
    lastSweep = at;
  }

  function take(client: string): RateDecision {
    const at = now();
    if (at - lastSweep >= SWEEP_INTERVAL_MS) sweep(at);
    const existing = buckets.get(client) ?? fullBucket(limits, at);
    const taken = tryTake(existing, limits, at, 1);
    const bucket = taken.granted ? taken.state : refill(existing, limits, at);
    // Re-inserting keeps the map in least-recently-used order for eviction.
    buckets.delete(client);
    if (buckets.size >= maxClients) {
      const oldest = buckets.keys().next();
      if (oldest.done !== true) buckets.delete(oldest.value);
    }
    buckets.set(client, bucket);
    const remaining = wholeTokens(bucket, limits, at);
    return {
      allowed: taken.granted,
      limit: burst,
      remaining,
      resetSeconds: isFull(bucket, limits, at) ? 0 : secondsUntil(bucket, at, remaining + 1),
      retryAfterSeconds: Math.max(1, secondsUntil(bucket, at, 1)),
      policy,
    };
  }

  function refund(client: string): void {
    const bucket = buckets.get(client);
    if (bucket === undefined) return;
    const current = refill(bucket, limits, now());
    buckets.set(client, { ...current, tokens: Math.min(limits.burst, current.tokens + 1) });
  }

  function peek(client: string): number {
    const bucket = buckets.get(client);
    return bucket ? wholeTokens(bucket, limits, now()) : limits.burst;
  }

  return {
    take,
    refund,
    peek,
    get size() {
      return buckets.size;
    },
  };
}
