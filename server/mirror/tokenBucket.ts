/**
 * The mirror's own request budget: a token bucket with the service's shape (capacity `burst`, `perMinute`
 * tokens a minute), so that it waits before the service would refuse. Same integer arithmetic as the local
 * service's limiter (one token = 60 000 units, `perMinute` units a millisecond): on a shared clock the two
 * agree to the millisecond.
 */
const UNITS_PER_TOKEN = 60_000;

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
  const capacity = burst * UNITS_PER_TOKEN;
  let units = capacity;
  let at = now();

  function refill(): void {
    const time = now();
    units = Math.min(capacity, units + Math.max(0, time - at) * perMinute);
    at = time;
  }

  return {
    wait() {
      refill();
      return units >= UNITS_PER_TOKEN ? 0 : Math.ceil((UNITS_PER_TOKEN - units) / perMinute);
    },
    take() {
      refill();
      units = Math.max(0, units - UNITS_PER_TOKEN);
    },
    available() {
      refill();
      return Math.floor(units / UNITS_PER_TOKEN);
    },
    drain() {
      refill();
      units = 0;
    },
  };
}
