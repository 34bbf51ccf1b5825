/**
 * When to try again after the service throttled us (its `Retry-After`, or backoff with jitter), and after
 * it failed (a server error, an unreadable answer, no answer at all).
 */

/** The smallest wait: one token's refill time at 10 per minute; less would only be throttled again. */
export const BACKOFF_MIN_MS = 6_000;
/** The upper bound of the first wait; it doubles with every consecutive throttle. */
export const BACKOFF_BASE_MS = 10_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Exponential backoff with full jitter above a floor: attempt 0 waits 6–10 s, attempt 1 6–20 s, then
 * 6–40 s, then 6–60 s. `random` is in [0, 1). Spreading the waits keeps tabs and users behind one
 * address from coming back in step.
 */
export function backoffMs(attempt: number, random: number): number {
  const ceiling = doublingCeiling(attempt, BACKOFF_BASE_MS, BACKOFF_CAP_MS);
  return Math.round(BACKOFF_MIN_MS + unit(random) * (ceiling - BACKOFF_MIN_MS));
}

/** `base` doubled once per step (whole steps from 0, at most 16 doublings), never above `cap`. */
function doublingCeiling(step: number, base: number, cap: number): number {
  const exponent = Math.min(Math.max(0, Math.floor(step)), 16);
  return Math.min(cap, base * 2 ** exponent);
}

const unit = (random: number): number => Math.min(Math.max(random, 0), 1);

/** The upper bound of the first wait after a failure; it doubles with every failed try. */
export const RECOVERY_BASE_MS = 2_000;
export const RECOVERY_CAP_MS = 30_000;

/**
 * Backoff after a failed try, with "equal jitter": retry 0 waits 1–2 s, retry 1 2–4 s, then 4–8 s, up to
 * 15–30 s. Shorter than a throttle's: a server restart or a dropped connection is usually over in seconds,
 * and each try still takes its token from the budget. Half of the wait is fixed so a retry never comes
 * back at once; the other half spreads clients that failed together. `random` is in [0, 1).
 */
export function recoveryBackoffMs(retry: number, random: number): number {
  const ceiling = doublingCeiling(retry, RECOVERY_BASE_MS, RECOVERY_CAP_MS);
  return Math.round(ceiling / 2 + (unit(random) * ceiling) / 2);
}

const DELTA_SECONDS = /^\s*(\d+)\s*$/;

/**
 * Reads a `Retry-After` header (RFC 9110: delta-seconds or an HTTP-date) as ms from `now`;
 * `undefined` when absent or unreadable. A date in the past means "now" (0).
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
  if (header == null) return undefined;
  const seconds = DELTA_SECONDS.exec(header);
  if (seconds?.[1] !== undefined) return Number(seconds[1]) * 1000;
  // Only a date names a weekday or month; this keeps `Date.parse` from reading "12abc" as a year.
  if (!/[a-z]{3}/i.test(header)) return undefined;
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
