/**
 * What a failed call means and when to try it again: pure rules, no timers and no I/O (the client and the request
 * budget apply them). One classification serves the client's loop and the page's words.
 */
import { backoffMs } from '../interface/retryTiming';
import { RECOVERY_BACKOFF } from './budget/backoffPolicy';
import type { SearchApiError } from './errors';

/**
 * What the visitor is told, by cause:
 * - `busy`: the service sheds load (503, or a 429 that says when to come back): not the visitor's doing;
 * - `limited`: this address sent too many (a 429 without `Retry-After`, a failed fetch right after a burst);
 * - `server-error`: a 5xx other than 503; `no-network`: no answer at all; `unreadable`: an answer that is not one;
 * - `refused`: the request itself was refused (4xx), and sending it again would not help.
 */
export type FailureCause = 'busy' | 'limited' | 'server-error' | 'no-network' | 'unreadable' | 'refused';

/**
 * What the client does next: `pause` the whole budget (the service asked everyone to slow down), `recover` (this
 * request waits its backoff, then tries again with a token like any), or `stop` (give the error to the caller).
 */
export type FailureAction = 'pause' | 'recover' | 'stop';

export interface Failure {
  readonly cause: FailureCause;
  readonly action: FailureAction;
  /** The service's `Retry-After`, when it sent one: no try before it. */
  readonly retryAfterMs: number | undefined;
  readonly status: number | undefined;
}

export function classifyFailure(error: SearchApiError): Failure {
  const { status, retryAfterMs } = error;
  const failure = (cause: FailureCause, action: FailureAction): Failure => ({
    cause,
    action,
    retryAfterMs,
    status,
  });
  switch (error.kind) {
    case 'rate-limited':
      return failure(status === 503 || retryAfterMs !== undefined ? 'busy' : 'limited', 'pause');
    case 'server':
      return failure('server-error', 'recover');
    case 'network':
      return failure('no-network', 'recover');
    case 'invalid-response':
      return failure('unreadable', 'recover');
    case 'client':
      return failure('refused', 'stop');
  }
}

/** The causes a request recovers from by trying again (the `recover` action). */
export type RecoveryCause = Extract<FailureCause, 'server-error' | 'no-network' | 'unreadable'>;

export function isRecoveryCause(cause: FailureCause): cause is RecoveryCause {
  return cause === 'server-error' || cause === 'no-network' || cause === 'unreadable';
}

/**
 * The wait before retry `retry` (0 for the first) after a failure: the recovery backoff (doubling, capped, with
 * equal jitter from `random` in [0, 1)), and never shorter than the service's `Retry-After`.
 */
export function recoveryDelayMs(retry: number, random: number, retryAfterMs?: number): number {
  return Math.max(backoffMs(retry, random, RECOVERY_BACKOFF), retryAfterMs ?? 0);
}
