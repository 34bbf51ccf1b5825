import { afterEach, describe, expect, it } from 'vitest';

import { isAbortError } from '../errors';
import { FakeClock, settle } from '../testing/fakeClock';
import { track } from '../testing/track';
import type { RequestBudgetOptions } from './requestBudget';
import { RequestBudget, SupersededError } from './requestBudget';
import type { BudgetStore } from './budgetStore';
import { createMemoryStore } from './budgetStore';

const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});

function setup(options: RequestBudgetOptions = {}) {
  const clock = new FakeClock();
  const budget = new RequestBudget({ perMinute: 10, burst: 20, clock, random: () => 0.5, ...options });
  budgets.push(budget);
  return { clock, budget };
}

async function drain(budget: RequestBudget, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => budget.acquire()));
}

describe('RequestBudget', () => {
  it('grants 20 at once, and the 21st after 6 s', async () => {
    const { clock, budget } = setup();
    const all = Array.from({ length: 21 }, () => track(budget.acquire()));
    await settle();
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(20);
    expect(all[20]?.state).toBe('pending');
    await clock.advance(5999);
    expect(all[20]?.state).toBe('pending');
    await clock.advance(1);
    expect(all[20]?.state).toBe('resolved');
  });

  it('honours a configured rate and burst', async () => {
    const { clock, budget } = setup({ perMinute: 30, burst: 2 });
    const all = Array.from({ length: 3 }, () => track(budget.acquire()));
    await settle();
    expect(all.map((t) => t.state)).toEqual(['resolved', 'resolved', 'pending']);
    await clock.advance(2000);
    expect(all[2]?.state).toBe('resolved');
  });

  it('lets a newer request in a lane replace a waiting older one', async () => {
    const { clock, budget } = setup();
    await drain(budget, 20);
    const older = track(budget.acquire({ lane: 'results' }));
    const other = track(budget.acquire({ lane: 'suggestions' }));
    const newer = track(budget.acquire({ lane: 'results' }));
    await settle();
    expect(older.state).toBe('rejected');
    expect(older.error).toBeInstanceOf(SupersededError);
    expect(isAbortError(older.error)).toBe(true);
    await clock.advance(6000);
    expect(other.state).toBe('resolved');
    expect(newer.state).toBe('pending');
    await clock.advance(6000);
    expect(newer.state).toBe('resolved');
  });

  it('serves user requests before background ones, and each in arrival order', async () => {
    const { clock, budget } = setup();
    await drain(budget, 20);
    const order: string[] = [];
    const names = ['bg1', 'user1', 'bg2', 'user2'];
    const pending = names.map((name) =>
      budget
        .acquire({ priority: name.startsWith('bg') ? 'background' : 'user' })
        .then(() => order.push(name)),
    );
    for (let i = 0; i < 4; i++) await clock.advance(6000);
    await Promise.all(pending);
    expect(order).toEqual(['user1', 'user2', 'bg1', 'bg2']);
  });

  it('rejects with the abort reason while waiting, and the token goes to the next request', async () => {
    const { clock, budget } = setup();
    await drain(budget, 20);
    const controller = new AbortController();
    const aborted = track(budget.acquire({ signal: controller.signal }));
    const next = track(budget.acquire());
    await clock.advance(1000);
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await settle();
    expect(aborted.state).toBe('rejected');
    expect(aborted.error).toBe(reason);
    await clock.advance(5000);
    expect(next.state).toBe('resolved');
    expect(budget.recentSpend(60_000)).toBe(21);
  });

  it('does not spend for a request aborted while its turn waited for the store', async () => {
    const clock = new FakeClock();
    const memory = createMemoryStore();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A store slow to grant its lock, as another tab may hold it.
    const slow: BudgetStore = { ...memory, update: (fn) => gate.then(() => memory.update(fn)) };
    const budget = new RequestBudget({ perMinute: 10, burst: 20, clock, store: slow });
    budgets.push(budget);
    const controller = new AbortController();
    const aborted = track(budget.acquire({ signal: controller.signal }));
    await settle();
    controller.abort();
    open();
    await settle();
    expect(aborted.state).toBe('rejected');
    expect(budget.recentSpend(60_000)).toBe(0);
    expect(budget.getSnapshot().tokens).toBe(20);
  });

  it('rejects at once for a signal already aborted', async () => {
    const { budget } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(budget.acquire({ signal: controller.signal })).rejects.toSatisfy(isAbortError);
    expect(budget.recentSpend(60_000)).toBe(0);
  });

  it('takes two tokens for a cost of 2', async () => {
    const { budget } = setup();
    await budget.acquire({ cost: 2 });
    expect(budget.getSnapshot().tokens).toBe(18);
    expect(budget.recentSpend(60_000)).toBe(2);
  });

  it('pauses for Retry-After when throttled, and says so in the snapshot', async () => {
    const { clock, budget } = setup();
    const start = clock.now();
    await budget.reportThrottled(15_000);
    expect(budget.getSnapshot()).toMatchObject({ status: 'throttled', tokens: 0, resumeAt: start + 15_000 });
    const waiting = track(budget.acquire());
    await clock.advance(14_999);
    expect(waiting.state).toBe('pending');
    expect(budget.getSnapshot()).toMatchObject({ status: 'throttled', queued: 1, resumeAt: start + 15_000 });
    await clock.advance(1);
    expect(waiting.state).toBe('resolved');
    expect(budget.getSnapshot()).toMatchObject({ status: 'ready', resumeAt: null, queued: 0 });
  });

  it('backs off longer with each throttle without Retry-After, and afresh after a success', async () => {
    const { clock, budget } = setup({ random: () => 1 });
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      await budget.reportThrottled();
      const resumeAt = budget.getSnapshot().resumeAt ?? 0;
      waits.push(resumeAt - clock.now());
      await clock.advance(resumeAt - clock.now());
    }
    expect(waits).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
    await budget.reportSuccess();
    await budget.reportThrottled();
    expect((budget.getSnapshot().resumeAt ?? 0) - clock.now()).toBe(10_000);
  });

  it('draws the backoff jitter from its random source, within bounds', async () => {
    for (const [random, expected] of [
      [0, 6000],
      [0.5, 8000],
      [0.75, 9000],
    ] as const) {
      const { clock, budget } = setup({ random: () => random });
      await budget.reportThrottled();
      expect(budget.getSnapshot().resumeAt).toBe(clock.now() + expected);
    }
  });

  it('says when the next queued request goes out', async () => {
    const { clock, budget } = setup();
    await drain(budget, 20);
    const start = clock.now();
    void budget.acquire({ cost: 2 }).catch(() => undefined);
    await settle();
    expect(budget.getSnapshot()).toEqual({
      tokens: 0,
      capacity: 20,
      status: 'waiting',
      reason: null,
      resumeAt: start + 12_000,
      queued: 1,
      recovery: null,
    });
  });

  it('keeps one snapshot object until something changes, and tells subscribers', async () => {
    const { clock, budget } = setup();
    let calls = 0;
    const unsubscribe = budget.subscribe(() => calls++);
    const first = budget.getSnapshot();
    expect(budget.getSnapshot()).toBe(first);
    await budget.acquire();
    const second = budget.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.tokens).toBe(19);
    expect(calls).toBeGreaterThan(0);
    const seen = calls;
    // While watched, the count of tokens follows the refill without anyone asking.
    await clock.advance(6000);
    expect(budget.getSnapshot().tokens).toBe(20);
    expect(calls).toBe(seen + 1);
    unsubscribe();
    expect(clock.pendingTimers).toBe(0);
  });

  it('lets two budgets on one store never spend more than the bucket together', async () => {
    const clock = new FakeClock();
    const store = createMemoryStore();
    const tabs = [0, 1].map(() => new RequestBudget({ perMinute: 10, burst: 20, clock, store }));
    budgets.push(...tabs);
    const all = Array.from({ length: 30 }, (_, i) => track((tabs[i % 2] as RequestBudget).acquire()));
    await settle();
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(20);
    await clock.advance(6000);
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(21);
  });

  it('rejects what still waits when disposed', async () => {
    const { budget } = setup();
    await drain(budget, 20);
    const waiting = track(budget.acquire());
    budget.dispose();
    await settle();
    expect(waiting.state).toBe('rejected');
    expect(isAbortError(waiting.error)).toBe(true);
  });

  it('refuses limits that could never grant', () => {
    expect(() => new RequestBudget({ perMinute: 0, burst: 20 })).toThrow(RangeError);
    expect(() => new RequestBudget({ perMinute: 10, burst: 0 })).toThrow(RangeError);
  });
});
