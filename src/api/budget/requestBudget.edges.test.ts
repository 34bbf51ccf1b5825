/**
 * The request budget at its edges: limits at their bounds, the default priority, one store step at a
 * time, a newcomer that can go while the head waits, who is told of a change (and only of a change),
 * and which timers run while nobody watches.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { FakeClock, settle } from '../testing/fakeClock';
import { track } from '../testing/track';
import type { BudgetState } from './budgetState';
import { initialBudgetState } from './budgetState';
import type { RequestBudgetOptions } from './requestBudget';
import { RequestBudget, SupersededError } from './requestBudget';
import type { BudgetStore } from './budgetStore';
import { createMemoryStore } from './budgetStore';

const limits = { perMinute: 10, burst: 20 };
const budgets: RequestBudget[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.dispose();
});

function setup(options: RequestBudgetOptions = {}) {
  const clock = new FakeClock();
  const budget = new RequestBudget({ ...limits, clock, random: () => 0.5, ...options });
  budgets.push(budget);
  return { clock, budget };
}

async function drain(budget: RequestBudget, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => budget.acquire()));
}

describe('RequestBudget limits', () => {
  it('accepts a burst of one', async () => {
    const { clock, budget } = setup({ burst: 1 });
    const two = [track(budget.acquire()), track(budget.acquire())];
    await settle();
    expect(two.map((t) => t.state)).toEqual(['resolved', 'pending']);
    await clock.advance(6000);
    expect(two[1]?.state).toBe('resolved');
  });

  it('spends each token the refill margin later, and reads a negative margin as none', async () => {
    for (const [margin, due] of [
      [300, 6300],
      [-1000, 6000],
    ] as const) {
      const { clock, budget } = setup({ refillMarginMs: margin });
      await drain(budget, 20);
      const next = track(budget.acquire());
      await clock.advance(due - 1);
      expect(next.state).toBe('pending');
      await clock.advance(1);
      expect(next.state).toBe('resolved');
    }
  });

  it('names the refused limits', () => {
    expect(() => new RequestBudget({ perMinute: -1, burst: 20 })).toThrow(/perMinute.*-1/);
  });
});

describe('RequestBudget queue', () => {
  it('serves a request without a priority as a user request', async () => {
    const { clock, budget } = setup();
    await drain(budget, 20);
    const order: string[] = [];
    const background = budget.acquire({ priority: 'background' }).then(() => order.push('background'));
    const plain = budget.acquire().then(() => order.push('plain'));
    await clock.advance(12_000);
    await Promise.all([background, plain]);
    expect(order).toEqual(['plain', 'background']);
  });

  it('serves requests of one priority in arrival order', async () => {
    const { clock, budget } = setup();
    await drain(budget, 20);
    const order: number[] = [];
    const all = [1, 2, 3].map((n) => budget.acquire().then(() => order.push(n)));
    await clock.advance(18_000);
    await Promise.all(all);
    expect(order).toEqual([1, 2, 3]);
  });

  it('lets a newcomer that can go now pass a head that must wait', async () => {
    const { budget } = setup();
    await drain(budget, 19);
    const big = track(budget.acquire({ priority: 'background', cost: 2 }));
    const small = track(budget.acquire());
    await settle();
    expect(small.state).toBe('resolved');
    expect(big.state).toBe('pending');
  });

  it('names the lane in the rejection of a replaced request', async () => {
    const { budget } = setup();
    await drain(budget, 20);
    const older = track(budget.acquire({ lane: 'results' }));
    void budget.acquire({ lane: 'results' }).catch(() => undefined);
    await settle();
    expect(older.error).toBeInstanceOf(SupersededError);
    expect((older.error as SupersededError).message).toContain('"results"');
    expect((older.error as SupersededError).lane).toBe('results');
  });

  it('says it was disposed when it rejects what still waits', async () => {
    const { budget } = setup();
    await drain(budget, 20);
    const waiting = track(budget.acquire());
    budget.dispose();
    await settle();
    expect((waiting.error as Error).message).toMatch(/disposed/);
  });

  it('fails the waiting requests with the error of a store that cannot be updated', async () => {
    const failure = new Error('storage gone');
    const broken: BudgetStore = { ...createMemoryStore(), update: () => Promise.reject(failure) };
    const { budget } = setup({ store: broken });
    await expect(budget.acquire()).rejects.toBe(failure);
    expect(budget.getSnapshot().queued).toBe(0);
  });
});

describe('RequestBudget and its store', () => {
  /** A memory store whose updates wait for the test to open them, counting those in flight. */
  function gatedStore(initial: BudgetState | null = null) {
    const memory = createMemoryStore(initial);
    const gates: (() => void)[] = [];
    const stats = { inFlight: 0, maxInFlight: 0 };
    const store: BudgetStore = {
      ...memory,
      update: async (fn) => {
        stats.inFlight++;
        stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
        await new Promise<void>((resolve) => gates.push(resolve));
        try {
          return await memory.update(fn);
        } finally {
          stats.inFlight--;
        }
      },
    };
    const openAll = async () => {
      while (gates.length > 0) {
        for (const open of gates.splice(0)) open();
        await settle();
      }
    };
    return { store, memory, stats, openAll };
  }

  it('asks the store one step at a time', async () => {
    const { store, stats, openAll } = gatedStore();
    const { budget } = setup({ store });
    const all = [track(budget.acquire()), track(budget.acquire()), track(budget.acquire())];
    await settle();
    await openAll();
    expect(all.map((t) => t.state)).toEqual(['resolved', 'resolved', 'resolved']);
    expect(stats.maxInFlight).toBe(1);
  });

  it('keeps what was spent when a request is aborted during its store step', async () => {
    const { store, openAll } = gatedStore(initialBudgetState(limits, new FakeClock().now()));
    const { budget } = setup({ store });
    const first = [track(budget.acquire()), track(budget.acquire())];
    await settle();
    await openAll();
    expect(first.map((t) => t.state)).toEqual(['resolved', 'resolved']);
    const controller = new AbortController();
    const aborted = track(budget.acquire({ signal: controller.signal }));
    await settle();
    controller.abort();
    await openAll();
    expect(aborted.state).toBe('rejected');
    expect(budget.getSnapshot().tokens).toBe(18);
    expect(budget.recentSpend(60_000)).toBe(2);
  });

  it('writes nothing for a success that changes nothing, even to a state stored under larger limits', async () => {
    const larger = initialBudgetState({ perMinute: 10, burst: 50 }, new FakeClock().now());
    const stored = createMemoryStore(larger);
    await setup({ store: stored }).budget.reportSuccess();
    expect(stored.peek()).toBe(larger);
  });
});

describe('RequestBudget watchers', () => {
  /** A memory store that counts its subscriptions. */
  function countingStore() {
    const memory = createMemoryStore();
    const count = { active: 0 };
    const store: BudgetStore = {
      ...memory,
      subscribe(listener) {
        count.active++;
        const stop = memory.subscribe(listener);
        return () => {
          count.active--;
          stop();
        };
      },
    };
    return { store, memory, count };
  }

  it('watches the store once while anyone watches it, and not after the last one left', async () => {
    const { store, count } = countingStore();
    const { budget } = setup({ store });
    let firstCalls = 0;
    let secondCalls = 0;
    const stopFirst = budget.subscribe(() => firstCalls++);
    const stopSecond = budget.subscribe(() => secondCalls++);
    expect(count.active).toBe(1);
    stopFirst();
    expect(count.active).toBe(1);
    await budget.acquire();
    expect(firstCalls).toBe(0);
    expect(secondCalls).toBeGreaterThan(0);
    stopSecond();
    expect(count.active).toBe(0);
  });

  it('hears other tabs only when its snapshot changes', async () => {
    const { clock } = setup();
    const store = createMemoryStore();
    const watched = new RequestBudget({ ...limits, clock, store, random: () => 0 });
    const other = new RequestBudget({ ...limits, clock, store, random: () => 0 });
    budgets.push(watched, other);
    await other.reportThrottled(1000);
    await clock.advance(60_000);
    let calls = 0;
    budgets.push(watched);
    const stop = watched.subscribe(() => calls++);
    const before = calls;
    // Ends the backoff sequence: shared state changes, but nothing a snapshot shows.
    await other.reportSuccess();
    expect(store.peek()?.throttles).toBe(0);
    expect(calls).toBe(before);
    await other.acquire();
    expect(calls).toBe(before + 1);
    stop();
  });

  it('keeps one snapshot object without watchers while nothing changes', async () => {
    const { budget } = setup();
    expect(budget.getSnapshot()).toBe(budget.getSnapshot());
    await budget.acquire();
    expect(budget.getSnapshot()).toBe(budget.getSnapshot());
  });

  it('runs no timer while nobody watches or the bucket is full', async () => {
    const { clock, budget } = setup();
    await budget.acquire();
    expect(clock.pendingTimers).toBe(0);
    const { clock: fullClock, budget: full } = setup();
    const stop = full.subscribe(() => undefined);
    expect(fullClock.pendingTimers).toBe(0);
    stop();
  });

  it('clears its timers when the last watcher leaves or it is disposed', async () => {
    const { clock, budget } = setup();
    const stop = budget.subscribe(() => undefined);
    await budget.acquire();
    expect(clock.pendingTimers).toBe(1);
    stop();
    expect(clock.pendingTimers).toBe(0);
    await drain(budget, 19);
    void budget.acquire().catch(() => undefined);
    await settle();
    expect(clock.pendingTimers).toBe(1);
    budget.dispose();
    expect(clock.pendingTimers).toBe(0);
  });

  it('tells watchers of the next whole token, not of a full bucket', async () => {
    const { clock, budget } = setup();
    await drain(budget, 2);
    const seen: number[] = [];
    const stop = budget.subscribe(() => seen.push(budget.getSnapshot().tokens));
    seen.length = 0;
    await clock.advance(6000);
    expect(seen).toEqual([19]);
    stop();
  });

  it('wakes watchers when a pause ends, even with the bucket still refilling (a state from other limits)', async () => {
    const clock = new FakeClock();
    const now = clock.now();
    // Written by a tab with a faster refill: half a token here when the pause ends.
    const paused: BudgetState = {
      bucket: { tokens: 0, updatedAt: now + 10_000 - 3000 },
      pausedUntil: now + 10_000,
      throttles: 1,
      spent: [],
    };
    const budget = new RequestBudget({ ...limits, clock, store: createMemoryStore(paused) });
    budgets.push(budget);
    const statuses: string[] = [];
    const stop = budget.subscribe(() => statuses.push(budget.getSnapshot().status));
    expect(budget.getSnapshot().status).toBe('throttled');
    statuses.length = 0;
    await clock.advance(10_000);
    expect(statuses).toEqual(['ready']);
    stop();
  });
});
