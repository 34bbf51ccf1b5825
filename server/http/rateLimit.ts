/**
 * A token bucket per client: capacity `burst`, refilled at `perMinute` tokens a minute, one token a request.
 * Pure given its clock. Amounts are kept in "token-minutes per millisecond" units (one token = 60 000 units,
 * `perMinute` units a millisecond) so that whole-millisecond clocks give exact integer arithmetic: after
 * exactly 6 s at 10 a minute, exactly one token is back.
 */

const UNITS_PER_TOKEN = 60_000;
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
  /** Whole tokens `client` has now, taking none (a gauge reads it). */
  peek(client: string): number;
  /** Buckets currently kept. */
  readonly size: number;
}

interface Bucket {
  units: number;
  at: number;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { perMinute, burst, now } = options;
  if (!(perMinute > 0) || !Number.isInteger(burst) || burst < 1) {
    throw new RangeError('a rate limiter needs perMinute > 0 and a whole burst >= 1');
  }
  const maxClients = options.maxClients ?? 100_000;
  const capacity = burst * UNITS_PER_TOKEN;
  const fullRefillSeconds = Math.ceil((burst * 60) / perMinute);
  const policy = `${burst};w=${fullRefillSeconds}`;
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();

  const level = (bucket: Bucket, at: number): number =>
    Math.min(capacity, bucket.units + Math.max(0, at - bucket.at) * perMinute);
  const secondsUntil = (units: number): number => Math.ceil(units / perMinute / 1000);

  /** Drops buckets that are full again: a new bucket would be the same. */
  function sweep(at: number): void {
    for (const [client, bucket] of buckets) {
      if (level(bucket, at) >= capacity) buckets.delete(client);
    }
    lastSweep = at;
  }

  function take(client: string): RateDecision {
    const at = now();
    if (at - lastSweep >= SWEEP_INTERVAL_MS) sweep(at);
    const existing = buckets.get(client);
    let units = existing ? level(existing, at) : capacity;
    const allowed = units >= UNITS_PER_TOKEN;
    if (allowed) units -= UNITS_PER_TOKEN;
    // Re-inserting keeps the map in least-recently-used order for eviction.
    buckets.delete(client);
    if (buckets.size >= maxClients) {
      const oldest = buckets.keys().next();
      if (oldest.done !== true) buckets.delete(oldest.value);
    }
    buckets.set(client, { units, at });
    const missing = UNITS_PER_TOKEN - (units % UNITS_PER_TOKEN);
    return {
      allowed,
      limit: burst,
      remaining: Math.floor(units / UNITS_PER_TOKEN),
      resetSeconds: units >= capacity ? 0 : secondsUntil(missing),
      retryAfterSeconds: Math.max(1, secondsUntil(UNITS_PER_TOKEN - units)),
      policy,
    };
  }

  function peek(client: string): number {
    const bucket = buckets.get(client);
    return Math.floor((bucket ? level(bucket, now()) : capacity) / UNITS_PER_TOKEN);
  }

  return {
    take,
    peek,
    get size() {
      return buckets.size;
    },
  };
}
