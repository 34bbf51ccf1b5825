import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { RECOVERY_BACKOFF } from './budget/backoffPolicy';
import { SearchApiError, type SearchApiErrorKind } from './errors';
import { classifyFailure, recoveryDelayMs } from './recovery';

const error = (kind: SearchApiErrorKind, status?: number, retryAfterMs?: number) =>
  new SearchApiError(kind, 'test', { status, retryAfterMs });

describe('classifyFailure', () => {
  it.each([
    ['a 500', error('server', 500), 'server-error', 'recover'],
    ['a 502', error('server', 502), 'server-error', 'recover'],
    ['a failed fetch', error('network'), 'no-network', 'recover'],
    ['an answer that cannot be read', error('invalid-response', 200), 'unreadable', 'recover'],
    ['a 503 without Retry-After', error('rate-limited', 503), 'busy', 'pause'],
    ['a 503 with Retry-After', error('rate-limited', 503, 4000), 'busy', 'pause'],
    ['a 429 with Retry-After', error('rate-limited', 429, 4000), 'busy', 'pause'],
    ['a 429 without Retry-After (the ingress)', error('rate-limited', 429), 'limited', 'pause'],
    ['a failed fetch right after a burst', error('rate-limited'), 'limited', 'pause'],
    ['a 400', error('client', 400), 'refused', 'stop'],
  ] as const)('%s: %s, %s', (_name, failure, cause, action) => {
    expect(classifyFailure(failure)).toMatchObject({ cause, action });
  });

  it('keeps the status and the Retry-After', () => {
    expect(classifyFailure(error('server', 500, 7000))).toEqual({
      cause: 'server-error',
      action: 'recover',
      status: 500,
      retryAfterMs: 7000,
    });
  });
});

describe('recoveryDelayMs', () => {
  const retry = fc.integer({ min: 0, max: 200 });
  const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

  it('waits 1–2 s first, and never more than a minute, however long it lasts', () => {
    expect(recoveryDelayMs(0, 0)).toBe(1000);
    expect(recoveryDelayMs(0, 0.999)).toBeLessThanOrEqual(2000);
    fc.assert(
      fc.property(retry, random, (step, jitter) => {
        const wait = recoveryDelayMs(step, jitter);
        expect(wait).toBeGreaterThanOrEqual(1000);
        expect(wait).toBeLessThanOrEqual(RECOVERY_BACKOFF.capMs);
      }),
    );
  });

  it('never waits less after more failures (for the same jitter), and reaches the cap', () => {
    fc.assert(
      fc.property(retry, retry, random, (a, b, jitter) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(recoveryDelayMs(later, jitter)).toBeGreaterThanOrEqual(recoveryDelayMs(earlier, jitter));
      }),
    );
    expect(recoveryDelayMs(30, 0)).toBe(RECOVERY_BACKOFF.capMs / 2);
    expect(recoveryDelayMs(30, 0.99999)).toBe(RECOVERY_BACKOFF.capMs);
  });

  it('never waits less than the service’s Retry-After, and no more than it needs', () => {
    fc.assert(
      fc.property(retry, random, fc.integer({ min: 0, max: 600_000 }), (step, jitter, retryAfterMs) => {
        const wait = recoveryDelayMs(step, jitter, retryAfterMs);
        expect(wait).toBeGreaterThanOrEqual(retryAfterMs);
        expect(wait).toBe(Math.max(retryAfterMs, recoveryDelayMs(step, jitter)));
      }),
    );
  });
});
