/**
 * The token bucket of the interface's rate limit, as pure functions of time: `burst` tokens, refilled
 * continuously at `perMinute`. The one model behind the local service's limiter, the mirror's pacing and the
 * app's request budget, so each spends exactly what the service would allow.
 */

export interface BucketLimits {
  /** Refill rate. */
  readonly perMinute: number;
  /** Capacity. */
  readonly burst: number;
  /**
   * Extra time per token beyond the service's refill, so the service has always refilled a token before we spend
   * it, whatever the jitter between our record of a spend and its arrival there. 0: the exact mirror.
   */
  readonly refillMarginMs?: number;
}

export interface BucketState {
  readonly tokens: number;
  /** Epoch ms at which `tokens` was counted; may lie ahead after a throttle (no refill before it). */
  readonly updatedAt: number;
}

export type TakeResult =
  | { readonly granted: true; readonly state: BucketState }
  | { readonly granted: false; readonly waitMs: number };

// Refills are computed in floating point; a hair below a whole token still counts as the token.
const EPSILON = 1e-9;

export function msPerToken(limits: BucketLimits): number {
  return 60_000 / limits.perMinute + (limits.refillMarginMs ?? 0);
}

export function fullBucket(limits: BucketLimits, now: number): BucketState {
  return { tokens: limits.burst, updatedAt: now };
}

/** The bucket as it stands at `now`; unchanged (same object) when `now` is not after `updatedAt`. */
export function refill(state: BucketState, limits: BucketLimits, now: number): BucketState {
  if (now <= state.updatedAt) return state;
  const tokens = Math.min(limits.burst, state.tokens + (now - state.updatedAt) / msPerToken(limits));
  return { tokens, updatedAt: now };
}

/** A cost above the capacity could never be paid; it is charged as a full bucket instead. */
export function effectiveCost(cost: number, limits: BucketLimits): number {
  return Math.min(Math.max(cost, 0), limits.burst);
}

/** Takes `cost` tokens at `now`, or tells how many ms until they will be there. */
export function tryTake(state: BucketState, limits: BucketLimits, now: number, cost: number): TakeResult {
  const price = effectiveCost(cost, limits);
  const start = Math.max(now, state.updatedAt);
  const available = refill(state, limits, start).tokens;
  if (start === now && available + EPSILON >= price) {
    return { granted: true, state: { tokens: Math.max(0, available - price), updatedAt: now } };
  }
  const missing = Math.max(0, price - available - EPSILON);
  return { granted: false, waitMs: Math.max(1, start - now + Math.ceil(missing * msPerToken(limits))) };
}

/** Ms from `now` until `tokens` tokens will be there (0: they are); a full bucket never waits. */
export function msUntil(state: BucketState, limits: BucketLimits, now: number, tokens: number): number {
  const taken = tryTake(state, limits, now, tokens);
  return taken.granted ? 0 : taken.waitMs;
}

/** Whether the bucket is full at `now` (a new bucket would be the same). */
export function isFull(state: BucketState, limits: BucketLimits, now: number): boolean {
  return refill(state, limits, now).tokens + EPSILON >= limits.burst;
}

/** Whole tokens available at `now` (what a person would be told). */
export function wholeTokens(state: BucketState, limits: BucketLimits, now: number): number {
  return Math.floor(refill(state, limits, now).tokens + EPSILON);
}
