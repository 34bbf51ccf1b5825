/**
 * The store contracts at their edges: when listeners hear of a change, what a failing callback does,
 * which lock is taken, how the channel and storage events are wired and unwired, and which browser
 * facilities `createBudgetStore` picks up by itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FakeLocks, FakeStorage } from '../testing/fakeBrowser';
import { settle } from '../testing/fakeClock';
import type { BudgetState } from './budgetState';
import { initialBudgetState } from './budgetState';
import type { BudgetStore, ChangeChannel, ExclusiveLocks } from './sharedStore';
import {
  broadcastChangeChannel,
  BUDGET_STORE_KEY,
  createBudgetStore,
  createMemoryStore,
  createSharedStore,
  parseStored,
} from './sharedStore';

const limits = { perMinute: 10, burst: 20 };
const stateAt = (now: number): BudgetState => initialBudgetState(limits, now);
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.unstubAllGlobals();
});

/** A channel that records what the store does with it. */
function recordingChannel() {
  const listeners = new Set<() => void>();
  const log = { posts: 0, closed: false };
  const channel: ChangeChannel = {
    post: () => {
      log.posts++;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      log.closed = true;
    },
  };
  const announce = () => {
    for (const listener of [...listeners]) listener();
  };
  return { channel, log, listeners, announce };
}

function counting(store: BudgetStore): { count: () => number; stop: () => void } {
  let count = 0;
  const stop = store.subscribe(() => count++);
  return { count: () => count, stop };
}

describe('the memory store', () => {
  it('tells its listeners of a change, not of an update that kept the state', async () => {
    const store = createMemoryStore(stateAt(0));
    const heard = counting(store);
    const kept = store.peek();
    expect(await store.update((state) => ({ state: state ?? stateAt(1), result: 'same' }))).toBe('same');
    expect(store.peek()).toBe(kept);
    expect(heard.count()).toBe(0);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(heard.count()).toBe(1);
    expect(store.peek()).toEqual(stateAt(1));
  });

  it('stops telling a listener that unsubscribed, and everyone after close', async () => {
    const store = createMemoryStore();
    const left = counting(store);
    const stayed = counting(store);
    left.stop();
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect([left.count(), stayed.count()]).toEqual([0, 1]);
    store.close();
    await store.update(() => ({ state: stateAt(2), result: null }));
    expect(stayed.count()).toBe(1);
  });

  it('rejects with what the update threw, as an Error', async () => {
    const store = createMemoryStore();
    const failure = new RangeError('bad');
    await expect(
      store.update(() => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    await expect(
      store.update(() => {
        throw 'text' as unknown as Error;
      }),
    ).rejects.toThrow('text');
    expect(store.peek()).toBeNull();
  });
});

describe('the shared store', () => {
  it('takes the exclusive lock named after its key', async () => {
    const locks = new FakeLocks();
    const requests: [string, unknown][] = [];
    const recording: ExclusiveLocks = {
      request(name, options, callback) {
        requests.push([name, options]);
        return locks.request(name, options, callback);
      },
    };
    const store = createSharedStore({ storage: new FakeStorage(locks), locks: recording, key: 'k1' });
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(requests).toEqual([['k1:lock', { mode: 'exclusive' }]]);
  });

  it('parses what is stored once per change', async () => {
    const locks = new FakeLocks();
    const store = createSharedStore({ storage: new FakeStorage(locks), locks });
    await store.update(() => ({ state: stateAt(1), result: null }));
    const first = store.peek();
    expect(first).toEqual(stateAt(1));
    expect(store.peek()).toBe(first);
  });

  it('announces a written change to its listeners and the other tabs, and nothing for no change', async () => {
    const locks = new FakeLocks();
    const { channel, log } = recordingChannel();
    const store = createSharedStore({ storage: new FakeStorage(locks), locks, channel });
    const heard = counting(store);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect([heard.count(), log.posts]).toEqual([1, 1]);
    await store.update((state) => ({ state: state ?? stateAt(2), result: null }));
    expect([heard.count(), log.posts]).toEqual([1, 1]);
    heard.stop();
    await store.update(() => ({ state: stateAt(3), result: null }));
    expect(heard.count()).toBe(1);
  });

  it('passes an error of the update itself on, and stays shared', async () => {
    const locks = new FakeLocks();
    const storage = new FakeStorage(locks);
    const store = createSharedStore({ storage, locks });
    const failure = new Error('transition failed');
    let runs = 0;
    await expect(
      store.update(() => {
        runs++;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(runs).toBe(1);
    expect(store.shared).toBe(true);
  });

  it('stops listening to the other tabs once it carries on alone, and tells its own listeners there', async () => {
    const failing: ExclusiveLocks = { request: () => Promise.reject(new Error('no locks')) };
    const { channel, listeners, announce } = recordingChannel();
    const store = createSharedStore({ storage: new FakeStorage(), locks: failing, channel });
    const heard = counting(store);
    expect(listeners.size).toBe(1);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(store.shared).toBe(false);
    expect(listeners.size).toBe(0);
    expect(heard.count()).toBe(1);
    announce();
    expect(heard.count()).toBe(1);
  });

  it('on close, stops listening, closes the channel and forgets its listeners', async () => {
    const locks = new FakeLocks();
    const { channel, log, listeners } = recordingChannel();
    const store = createSharedStore({ storage: new FakeStorage(locks), locks, channel });
    const heard = counting(store);
    store.close();
    expect(listeners.size).toBe(0);
    expect(log.closed).toBe(true);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(heard.count()).toBe(0);
  });

  it('reads nothing stored as null', () => {
    expect(parseStored(null)).toBeNull();
    expect(parseStored(JSON.stringify(stateAt(5)))).toEqual(stateAt(5));
  });
});

describe('broadcastChangeChannel', () => {
  it('is null where the platform has no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(broadcastChangeChannel('x')).toBeNull();
  });

  it('announces to the other channels of that name until unlistened, and cannot post once closed', async () => {
    const name = `edge-${Math.random()}`;
    const sender = broadcastChangeChannel(name);
    const receiver = broadcastChangeChannel(name);
    if (!sender || !receiver) throw new Error('BroadcastChannel expected in node');
    closers.push(() => receiver.close());
    let heard = 0;
    const stop = receiver.listen(() => heard++);
    sender.post();
    await vi.waitFor(() => expect(heard).toBe(1));
    stop();
    sender.post();
    await settle(5);
    expect(heard).toBe(1);
    sender.close();
    expect(() => sender.post()).toThrow();
  });
});

describe('createBudgetStore in a browser', () => {
  /** localStorage with removeItem, as the probe needs. */
  class BrowserStorage extends FakeStorage {
    removeItem(key: string): void {
      this.items.delete(key);
    }
  }

  function stubBrowser() {
    const locks = new FakeLocks();
    const storage = new BrowserStorage(locks);
    const window = new EventTarget();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('navigator', { locks });
    vi.stubGlobal('window', window);
    const storageEvent = (key: string | null) =>
      window.dispatchEvent(Object.assign(new Event('storage'), { key }));
    return { locks, storage, storageEvent };
  }

  it("shares through the browser's localStorage and Web Locks, leaving no probe behind", async () => {
    const { storage } = stubBrowser();
    const store = createBudgetStore({ channel: null });
    closers.push(() => store.close());
    expect(store.shared).toBe(true);
    expect([...storage.items.keys()]).toEqual([]);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(parseStored(storage.getItem(BUDGET_STORE_KEY))).toEqual(stateAt(1));
  });

  it('uses the given key', async () => {
    const { storage } = stubBrowser();
    const store = createBudgetStore({ key: 'mine', channel: null });
    closers.push(() => store.close());
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect([...storage.items.keys()]).toEqual(['mine']);
  });

  it('stays in memory when localStorage throws or the browser has no Web Locks', () => {
    stubBrowser();
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(createBudgetStore({ channel: null }).shared).toBe(false);
    vi.stubGlobal('localStorage', new BrowserStorage());
    vi.stubGlobal('navigator', {});
    expect(createBudgetStore({ channel: null }).shared).toBe(false);
    expect(createBudgetStore({ channel: null, locks: new FakeLocks() }).shared).toBe(true);
  });

  it('without a channel, hears other tabs through storage events for its key until closed', () => {
    const { storageEvent } = stubBrowser();
    const store = createBudgetStore({ channel: null });
    const heard = counting(store);
    storageEvent('another-key');
    storageEvent(BUDGET_STORE_KEY);
    expect(heard.count()).toBe(1);
    store.close();
    storageEvent(BUDGET_STORE_KEY);
    expect(heard.count()).toBe(1);
  });

  it('ignores storage events where there is no window to send them', () => {
    stubBrowser();
    vi.stubGlobal('window', {});
    expect(() => createBudgetStore({ channel: null }).close()).not.toThrow();
  });

  it('by default, hears the other tabs on a BroadcastChannel named after its key', async () => {
    stubBrowser();
    const key = `edge-key-${Math.random()}`;
    const one = createBudgetStore({ key });
    const other = createBudgetStore({ key });
    closers.push(
      () => one.close(),
      () => other.close(),
    );
    const heard = counting(other);
    await one.update(() => ({ state: stateAt(1), result: null }));
    await vi.waitFor(() => expect(heard.count()).toBe(1));
  });
});
