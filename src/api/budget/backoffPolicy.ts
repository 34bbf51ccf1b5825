/** The app's waits before trying again (the rule itself: `src/interface/retryTiming.ts`). */
import type { BackoffPolicy } from '../../interface/retryTiming';

/**
 * After a throttle, with full jitter above a floor: 6–10 s, then 6–20 s, 6–40 s, 6–60 s. The floor is one
 * token's refill at 10 a minute (less would only be throttled again); spreading the waits keeps tabs and users
 * behind one address from coming back in step.
 */
export const THROTTLE_BACKOFF: BackoffPolicy = { floorMs: 6_000, baseMs: 10_000, capMs: 60_000 };

/**
 * After a failed try (a server error, an unreadable answer, no answer), with equal jitter: 1–2 s, 2–4 s, 4–8 s,
 * 8–16 s, 16–32 s, then 30–60 s for as long as it lasts. Shorter than a throttle's at first: a restart or a dropped
 * connection is usually over in seconds; capped at a minute, so a page left open through a longer outage comes back
 * within a minute of the service. Each try still takes its token from the budget.
 */
export const RECOVERY_BACKOFF: BackoffPolicy = { baseMs: 2_000, capMs: 60_000 };
