/** When to try again after a refusal: the service's `Retry-After`, or exponential backoff with jitter. */

/**
 * Milliseconds a `Retry-After` value asks for (delay-seconds or an HTTP date), or null when there is none
 * or it cannot be read. A date in the past means now.
 */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface BackoffOptions {
  /** The first wait's upper bound. */
  baseMs: number;
  /** No wait is longer. */
  capMs: number;
}

/**
 * The wait before retry number `attempt` (0 for the first): "equal jitter", half of the exponential step
 * fixed and half random, so that clients that failed together do not retry together but never retry at once.
 */
export function backoffMs(attempt: number, random: () => number, options: BackoffOptions): number {
  const step = Math.min(options.capMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}
