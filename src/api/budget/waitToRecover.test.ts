import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import { FakeClock, settle } from '../testing/fakeClock';
import { track } from '../testing/track';
import { RequestBudget, SupersededError } from './requestBudget';
import { backoffMs } from '../../interface/retryTiming';
import { RECOVERY_BACKOFF } from './backoffPolicy';

const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});

/** A wait the test does not follow to its end (dispose rejects it after the test). */
function ignore(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}

function setup(random = 0) {
  const clock = new FakeClock();
  const budget = new RequestBudget({ perMinute: 10, burst: 20, clock, random: () => random });
  budgets.push(budget);
  return { clock, budget };
}

describe('the recovery backoff', () => {
  it('waits 1–2 s, then 2–4 s, then 4–8 s, up to 30–60 s', () => {
    expect([0, 1, 2, 3].map((retry) => backoffMs(retry, 0, RECOVERY_BACKOFF))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect([0, 1, 2, 3].map((retry) => backoffMs(retry, 1, RECOVERY_BACKOFF))).toEqual([
      2000, 4000, 8000, 16_000,
    ]);
    expect(backoffMs(10, 0, RECOVERY_BACKOFF)).toBe(30_000);
    expect(backoffMs(10, 1, RECOVERY_BACKOFF)).toBe(60_000);
  });

  it('stays within half and all of its ceiling, whatever the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), fc.double({ noNaN: true }), (retry, random) => {
        const ceiling = Math.min(60_000, 2000 * 2 ** Math.min(Math.max(0, retry), 16));
        const wait = backoffMs(retry, random, RECOVERY_BACKOFF);
        expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
        expect(wait).toBeLessThanOrEqual(ceiling);
      }),
    );
  });
});

describe('RequestBudget.waitToRecover', () => {
  it('waits the jittered backoff, counting down in the snapshot, then clears', async () => {
    const { clock, budget } = setup(0.5);
    const start = clock.now();
    const wait = track(budget.waitToRecover(1));
    await settle();
    expect(budget.getSnapshot()).toMatchObject({
      status: 'throttled',
      reason: 'recovering',
      resumeAt: start + 3000,
      queued: 0,
    });
    await clock.advance(2999);
    expect(wait.state).toBe('pending');
    await clock.advance(1);
    expect(wait.state).toBe('resolved');
    expect(budget.getSnapshot()).toMatchObject({ status: 'ready', reason: null, resumeAt: null });
  });

  it('counts down to the retry that comes first, whatever the order they began in', async () => {
    const { clock, budget } = setup(0.5);
    const start = clock.now();
    // 1.5 s, then 12 s (jitter 0.5).
    const soon = track(budget.waitToRecover(0));
    ignore(budget.waitToRecover(3));
    await settle();
    expect(budget.getSnapshot()).toMatchObject({ reason: 'recovering', resumeAt: start + 1500 });
    await clock.advance(1500);
    expect(soon.state).toBe('resolved');
    expect(budget.getSnapshot()).toMatchObject({ reason: 'recovering', resumeAt: start + 12_000 });
  });

  it('shows whichever comes first, a retry or the token a waiting search needs', async () => {
    const { clock, budget } = setup(0.5);
    const start = clock.now();
    await Promise.all(Array.from({ length: 20 }, () => budget.acquire()));
    // The bucket is empty: the next search waits 6 s for its token.
    const waiting = track(budget.acquire());
    const retry = track(budget.waitToRecover(0));
    await settle();
    expect(budget.getSnapshot()).toMatchObject({
      status: 'throttled',
      reason: 'recovering',
      resumeAt: start + 1500,
    });
    await clock.advance(1500);
    expect(retry.state).toBe('resolved');
    expect(budget.getSnapshot()).toMatchObject({ status: 'waiting', reason: null, resumeAt: start + 6000 });
    // A retry due after the token: the token's wait is the one shown.
    ignore(budget.waitToRecover(3));
    await settle();
    expect(budget.getSnapshot()).toMatchObject({ status: 'waiting', resumeAt: start + 6000 });
    await clock.advance(4500);
    expect(waiting.state).toBe('resolved');
    expect(budget.getSnapshot()).toMatchObject({ reason: 'recovering', resumeAt: start + 1500 + 12_000 });
  });

  it('tells subscribers when the wait starts and ends', async () => {
    const { clock, budget } = setup();
    const reasons: (string | null)[] = [];
    const unsubscribe = budget.subscribe(() => reasons.push(budget.getSnapshot().reason));
    ignore(budget.waitToRecover(0));
    await clock.advance(1000);
    unsubscribe();
    expect(reasons).toContain('recovering');
    expect(reasons.at(-1)).toBeNull();
  });

  it('shows the earliest of several retries', async () => {
    const { clock, budget } = setup();
    const start = clock.now();
    ignore(budget.waitToRecover(2));
    ignore(budget.waitToRecover(0));
    await settle();
    expect(budget.getSnapshot().resumeAt).toBe(start + 1000);
    await clock.advance(1000);
    expect(budget.getSnapshot().resumeAt).toBe(start + 4000);
  });

  it('does not hold back other requests', async () => {
    const { budget } = setup();
    ignore(budget.waitToRecover(3));
    const other = track(budget.acquire({ lane: 'suggestions' }));
    await settle();
    expect(other.state).toBe('resolved');
  });

  it('lets a throttle of the service show first', async () => {
    const { budget } = setup();
    ignore(budget.waitToRecover(0));
    await budget.reportThrottled(20_000);
    expect(budget.getSnapshot()).toMatchObject({ status: 'throttled', reason: 'throttled' });
  });

  it('rejects at once on an abort, before or during the wait', async () => {
    const { budget } = setup();
    const controller = new AbortController();
    const wait = track(budget.waitToRecover(0, { signal: controller.signal }));
    await settle();
    controller.abort(new DOMException('gone', 'AbortError'));
    await settle();
    expect(wait.error).toBe(controller.signal.reason);
    expect(budget.getSnapshot().reason).toBeNull();
    await expect(budget.waitToRecover(0, { signal: controller.signal })).rejects.toBe(
      controller.signal.reason,
    );
  });

  it('gives way to a newer request of its lane, waiting or arriving', async () => {
    const { budget } = setup();
    const wait = track(budget.waitToRecover(0, { lane: 'results' }));
    void budget.acquire({ lane: 'results' });
    await settle();
    expect(wait.error).toBeInstanceOf(SupersededError);

    // The bucket empty, a newer request of the lane waits for a token: an older one's retry is pointless.
    for (let i = 0; i < 19; i++) await budget.acquire();
    ignore(budget.acquire({ lane: 'results' }));
    await expect(budget.waitToRecover(0, { lane: 'results' })).rejects.toBeInstanceOf(SupersededError);
  });

  it('is ended by dispose', async () => {
    const { budget } = setup();
    const wait = track(budget.waitToRecover(0));
    budget.dispose();
    await settle();
    expect(wait.state).toBe('rejected');
  });
});
