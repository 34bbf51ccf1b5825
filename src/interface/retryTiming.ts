/**
 * When to try again after the service refused or failed: its `Retry-After` when it says, else exponential
 * backoff with jitter. One rule for the app's request budget and the mirror; each passes its own numbers.
 */

export interface BackoffPolicy {
  /** The upper bound of the first wait; it doubles with every step. */
  readonly baseMs: number;
  /** No wait is longer. */
  readonly capMs: number;
  /**
   * The shortest wait. Without it, half of each step's bound ("equal jitter": never back at once, and clients
   * that failed together spread over the other half).
   */
  readonly floorMs?: number;
}

/**
 * The wait before retry `step` (0 for the first): between the floor and `baseMs` doubled once per step (whole
 * steps from 0, at most 16 doublings, never above `capMs`). `random` is in [0, 1).
 */
export function backoffMs(step: number, random: number, policy: BackoffPolicy): number {
  const exponent = Math.min(Math.max(0, Math.floor(step)), 16);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  const floor = Math.min(policy.floorMs ?? ceiling / 2, ceiling);
  return Math.round(floor + Math.min(Math.max(random, 0), 1) * (ceiling - floor));
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
