import { afterEach, describe, expect, it } from 'vitest';

import { FakeLocks, FakeStorage } from '../testing/fakeBrowser';
import { FakeClock, settle } from '../testing/fakeClock';
import { track } from '../testing/track';
import { initialBudgetState } from './budgetState';
import { RequestBudget } from './requestBudget';
import type { BudgetStore, ExclusiveLocks } from './sharedStore';
import {
  broadcastChangeChannel,
  BUDGET_STORE_KEY,
  createBudgetStore,
  createSharedStore,
  parseStored,
} from './sharedStore';

const limits = { perMinute: 10, burst: 20 };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

let channelCount = 0;

/** One browser: a storage and a lock manager shared by `count` tabs, each with its own store and budget. */
function browser(count: number, options: { channels?: boolean } = {}) {
  const clock = new FakeClock();
  const locks = new FakeLocks();
  const storage = new FakeStorage(locks);
  const key = `test-budget-${channelCount++}`;
  const tabs = Array.from({ length: count }, () => {
    const store = createSharedStore({
      storage,
      locks,
      key,
      channel: options.channels === false ? null : broadcastChangeChannel(key),
    });
    const budget = new RequestBudget({ ...limits, clock, store, random: () => 0 });
    cleanups.push(() => {
      budget.dispose();
      store.close();
    });
    return { store, budget };
  });
  return { clock, locks, storage, key, tabs };
}

function tab<T>(tabs: readonly T[], index: number): T {
  const found = tabs[index];
  if (found === undefined) throw new Error(`no tab ${index}`);
  return found;
}

describe('the shared budget store', () => {
  it('lets two tabs together take exactly the bucket, then one token per 6 s', async () => {
    const { clock, tabs } = browser(2);
    const all = Array.from({ length: 30 }, (_, i) => track(tab(tabs, i % 2).budget.acquire()));
    await settle(5);
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(20);
    await clock.advance(6000);
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(21);
    await clock.advance(5999);
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(21);
  });

  it('writes the storage only while holding the lock', async () => {
    const { storage, locks, tabs } = browser(2);
    await Promise.all(Array.from({ length: 10 }, (_, i) => tab(tabs, i % 2).budget.acquire()));
    expect(storage.writes).toBeGreaterThanOrEqual(10);
    expect(storage.writesOutsideLock).toBe(0);
    expect(locks.maxHeld).toBe(1);
  });

  it('writes nothing when an update changes nothing', async () => {
    const { storage, tabs } = browser(1);
    await tab(tabs, 0).budget.acquire();
    const writes = storage.writes;
    await tab(tabs, 0).budget.reportSuccess();
    expect(storage.writes).toBe(writes);
  });

  it("keeps every tab's snapshot current through the channel", async () => {
    const { tabs } = browser(2);
    const watcher = tab(tabs, 1).budget;
    let notified = 0;
    cleanups.push(watcher.subscribe(() => notified++));
    await Promise.all(Array.from({ length: 5 }, () => tab(tabs, 0).budget.acquire()));
    await settle(5);
    expect(notified).toBeGreaterThan(0);
    expect(watcher.getSnapshot().tokens).toBe(15);
  });

  it('shares the pause after a throttle with every tab', async () => {
    const { clock, tabs } = browser(2);
    await tab(tabs, 0).budget.reportThrottled(30_000);
    await settle(5);
    const other = tab(tabs, 1).budget;
    expect(other.getSnapshot()).toMatchObject({ status: 'throttled', resumeAt: clock.now() + 30_000 });
    const waiting = track(other.acquire());
    await clock.advance(29_999);
    expect(waiting.state).toBe('pending');
    await clock.advance(1);
    expect(waiting.state).toBe('resolved');
  });

  it('falls back to storage events when there is no channel', () => {
    const locks = new FakeLocks();
    const storage = new FakeStorage(locks);
    const listeners = new Set<(key: string | null) => void>();
    const onStorage = (listener: (key: string | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const store = createSharedStore({ storage, locks, channel: null, onStorage });
    cleanups.push(() => store.close());
    let notified = 0;
    store.subscribe(() => notified++);
    for (const listener of listeners) listener('some-other-key');
    expect(notified).toBe(0);
    for (const listener of listeners) listener(BUDGET_STORE_KEY);
    expect(notified).toBe(1);
  });

  it('reads corrupt or foreign JSON as a full bucket and repairs it on the next write', async () => {
    const { storage, key, tabs } = browser(1);
    const { store, budget } = tab(tabs, 0);
    for (const junk of ['{not json', '"a string"', '{"bucket":{"tokens":"many"}}']) {
      storage.items.set(key, junk);
      expect(store.peek()).toBeNull();
      expect(budget.getSnapshot().tokens).toBe(20);
    }
    await budget.acquire();
    expect(parseStored(storage.getItem(key))?.bucket.tokens).toBe(19);
  });

  it('carries on in memory when the storage refuses a write', async () => {
    const { storage, tabs } = browser(1);
    const { store, budget } = tab(tabs, 0);
    await budget.acquire();
    storage.failWrites = true;
    await budget.acquire();
    expect(store.shared).toBe(false);
    await budget.acquire();
    expect(budget.getSnapshot().tokens).toBe(17);
  });

  it('carries on in memory when the lock manager fails', async () => {
    const storage = new FakeStorage();
    const failing: ExclusiveLocks = {
      request: () => Promise.reject(new DOMException('no locks here', 'InvalidStateError')),
    };
    const clock = new FakeClock();
    const store = createSharedStore({ storage, locks: failing, channel: null });
    const budget = new RequestBudget({ ...limits, clock, store });
    cleanups.push(() => budget.dispose());
    await budget.acquire();
    await budget.acquire();
    expect(store.shared).toBe(false);
    expect(budget.getSnapshot().tokens).toBe(18);
  });
});

describe('createBudgetStore', () => {
  const stores: BudgetStore[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
  });

  it('falls back to memory without localStorage or Web Locks (as in node, or a blocked iframe)', () => {
    const plain = createBudgetStore();
    const noStorage = createBudgetStore({ storage: null, locks: new FakeLocks() });
    const noLocks = createBudgetStore({ storage: new FakeStorage(), locks: null });
    stores.push(plain, noStorage, noLocks);
    expect([plain.shared, noStorage.shared, noLocks.shared]).toEqual([false, false, false]);
  });

  it('shares through the given storage and locks when both are there', async () => {
    const locks = new FakeLocks();
    const storage = new FakeStorage(locks);
    const store = createBudgetStore({ storage, locks, channel: null });
    stores.push(store);
    expect(store.shared).toBe(true);
    const state = initialBudgetState(limits, 1000);
    await store.update(() => ({ state, result: null }));
    expect(parseStored(storage.getItem(BUDGET_STORE_KEY))).toEqual(state);
  });
});
