/**
 * What every tab of the app shares about the request budget: the bucket, the pause after a throttled
 * answer, the count of consecutive throttles (for backoff) and the recent spending. Pure transitions.
 */
import * as z from 'zod/mini';

import { backoffMs } from '../../interface/retryTiming';
import type { BucketLimits, BucketState } from '../../interface/tokenBucket';
import { effectiveCost, fullBucket, msPerToken, tryTake, wholeTokens } from '../../interface/tokenBucket';
import { THROTTLE_BACKOFF } from './backoffPolicy';

export const BudgetState = z.object({
  bucket: z.object({ tokens: z.number(), updatedAt: z.number() }),
  /** Epoch ms before which nothing may be sent; 0 when not paused. */
  pausedUntil: z.number(),
  /** Why the pause: the service sheds load (`busy`) or this address sent too many (`limited`, when absent). */
  pauseCause: z.optional(z.enum(['busy', 'limited'])),
  /** Consecutive throttled answers; the exponent of the backoff. */
  throttles: z.number(),
  /** Send times of recently spent tokens, one entry per token, oldest first. */
  spent: z.array(z.number()),
});
export type BudgetState = z.infer<typeof BudgetState>;

/** See `BudgetState.pauseCause`. */
export type ThrottleCause = 'busy' | 'limited';

/** How long spending is remembered; `recentSpend` windows are capped at this. */
export const SPEND_MEMORY_MS = 120_000;

export function initialBudgetState(limits: BucketLimits, now: number): BudgetState {
  return { bucket: fullBucket(limits, now), pausedUntil: 0, throttles: 0, spent: [] };
}

export type SpendResult =
  | { readonly granted: true; readonly state: BudgetState }
  | { readonly granted: false; readonly waitMs: number };

/** Spends `cost` tokens at `now`, or tells how long until they may be spent (pause included). */
export function spend(state: BudgetState, limits: BucketLimits, now: number, cost: number): SpendResult {
  const start = Math.max(now, state.pausedUntil);
  const taken = tryTake(state.bucket, limits, start, cost);
  if (!taken.granted) return { granted: false, waitMs: start - now + taken.waitMs };
  if (start > now) return { granted: false, waitMs: start - now };
  const times = Array.from({ length: Math.ceil(effectiveCost(cost, limits)) }, () => now);
  return {
    granted: true,
    state: { ...state, bucket: taken.state, spent: [...forget(state.spent, now), ...times] },
  };
}

/**
 * After a throttled answer: nothing is sent until the wait is over; then exactly one token is there
 * (what the server said it would allow), the rest refilling as usual. Reports that arrive
 * during a pause (several requests throttled at once) do not grow the backoff again.
 */
export function throttle(
  state: BudgetState,
  limits: BucketLimits,
  now: number,
  retryAfterMs: number | undefined,
  random: number,
  cause: ThrottleCause = 'limited',
): BudgetState {
  const alreadyPaused = now < state.pausedUntil;
  if (alreadyPaused && retryAfterMs === undefined) return state;
  const waitMs = retryAfterMs ?? backoffMs(state.throttles, random, THROTTLE_BACKOFF);
  const pausedUntil = Math.max(state.pausedUntil, now + waitMs);
  const bucket: BucketState = { tokens: 0, updatedAt: pausedUntil - msPerToken(limits) };
  return {
    ...state,
    bucket,
    pausedUntil,
    pauseCause: cause,
    throttles: alreadyPaused ? state.throttles : state.throttles + 1,
  };
}

/** A non-throttled answer ends the backoff sequence. */
export function clearThrottles(state: BudgetState): BudgetState {
  return state.throttles === 0 ? state : { ...state, throttles: 0 };
}

/** Tokens spent in the last `windowMs` (at most `SPEND_MEMORY_MS`). */
export function recentSpend(state: BudgetState, now: number, windowMs: number): number {
  const since = now - Math.min(windowMs, SPEND_MEMORY_MS);
  return state.spent.filter((time) => time > since && time <= now).length;
}

export function isPaused(state: BudgetState, now: number): boolean {
  return now < state.pausedUntil;
}

/** Whole tokens a request could spend at `now`: none while paused. */
export function availableTokens(state: BudgetState, limits: BucketLimits, now: number): number {
  return isPaused(state, now) ? 0 : wholeTokens(state.bucket, limits, now);
}

/** Clamps a state from storage (possibly written under other limits) to these limits. */
export function withinLimits(state: BudgetState, limits: BucketLimits): BudgetState {
  return state.bucket.tokens <= limits.burst
    ? state
    : { ...state, bucket: { ...state.bucket, tokens: limits.burst } };
}

function forget(spent: readonly number[], now: number): number[] {
  return spent.filter((time) => time > now - SPEND_MEMORY_MS);
}
