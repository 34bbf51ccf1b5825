/**
 * The shared budget over IndexedDB (fake-indexeddb, which follows the specification's transaction rules): several
 * "tabs" are stores with connections of their own to one database, as in a browser.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FakeClock, settle } from '../testing/fakeClock';
import { track } from '../testing/track';
import { initialBudgetState, type BudgetState } from './budgetState';
import { broadcastChangeChannel, type BudgetStore, type ChangeChannel } from './budgetStore';
import { createBudgetStore } from './createBudgetStore';
import { BUDGET_DATABASE, BUDGET_OBJECT_STORE } from '../../interface/headScript';
import { budgetDatabase, createIndexedDbStore, openBudgetDatabase, parseRecord } from './indexedDbStore';
import { RequestBudget } from './requestBudget';

const limits = { perMinute: 10, burst: 20 };
/** Event-loop turns after each fake timer: enough for a transaction of fake-indexeddb to finish. */
const TURNS = 20;
const stateAt = (now: number): BudgetState => initialBudgetState(limits, now);
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

let keys = 0;

/** A channel that records what the store does with it, and can deliver what another tab would post. */
function recordingChannel() {
  const listeners = new Set<(message: unknown) => void>();
  const log = { posts: [] as unknown[], closed: false };
  const channel: ChangeChannel = {
    post: (message) => log.posts.push(message),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      log.closed = true;
    },
  };
  const deliver = (message: unknown) => {
    for (const listener of [...listeners]) listener(message);
  };
  return { channel, log, listeners, deliver };
}

function counting(store: BudgetStore): () => number {
  let count = 0;
  cleanups.push(store.subscribe(() => count++));
  return () => count;
}

/** One browser: one database, and `count` tabs each with its own connection, store and budget. */
function browser(count: number, options: { channels?: boolean } = {}) {
  const factory = new IDBFactory();
  const clock = new FakeClock(undefined, TURNS);
  const key = `test-budget-${keys++}`;
  const tabs = Array.from({ length: count }, () => {
    const database = openBudgetDatabase(factory);
    const store = createIndexedDbStore({
      database,
      key,
      channel: options.channels === false ? null : broadcastChangeChannel(key),
    });
    const budget = new RequestBudget({ ...limits, clock, store, random: () => 0 });
    cleanups.push(() => {
      budget.dispose();
      store.close();
      void database.then((connection) => connection.close());
    });
    return { store, budget, database };
  });
  return { factory, clock, key, tabs };
}

function tab<T>(tabs: readonly T[], index: number): T {
  const found = tabs[index];
  if (found === undefined) throw new Error(`no tab ${index}`);
  return found;
}

/** What is stored under `key`, read as another tab would. */
async function storedAt(factory: IDBFactory, key: string): Promise<unknown> {
  const database = await openBudgetDatabase(factory);
  try {
    return await new Promise((resolve, reject) => {
      const read = database.transaction(BUDGET_OBJECT_STORE).objectStore(BUDGET_OBJECT_STORE).get(key);
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error ?? new Error('read failed'));
    });
  } finally {
    database.close();
  }
}

async function storeAt(factory: IDBFactory, key: string, value: unknown): Promise<void> {
  const database = await openBudgetDatabase(factory);
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction(BUDGET_OBJECT_STORE, 'readwrite');
      transaction.objectStore(BUDGET_OBJECT_STORE).put(value, key);
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('write failed'));
    });
  } finally {
    database.close();
  }
}

describe('the shared budget store', () => {
  it('lets two tabs together take exactly the bucket, then one token per 6 s', async () => {
    const { clock, tabs } = browser(2);
    const all = Array.from({ length: 30 }, (_, i) => track(tab(tabs, i % 2).budget.acquire()));
    await settle(TURNS * 4);
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(20);
    await clock.advance(6000);
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(21);
    await clock.advance(5999);
    expect(all.filter((t) => t.state === 'resolved')).toHaveLength(21);
  });

  it('loses no spend when tabs update at the same moment: each change reads the one before it', async () => {
    const { factory, key, tabs } = browser(4, { channels: false });
    const spends = 60;
    await Promise.all(
      Array.from({ length: spends }, (_, i) =>
        tab(tabs, i % 4).store.update((state) => {
          const current = state ?? stateAt(0);
          return { state: { ...current, spent: [...current.spent, i] }, result: null };
        }),
      ),
    );
    const stored = parseRecord(await storedAt(factory, key));
    expect(stored?.state.spent).toHaveLength(spends);
    expect(new Set(stored?.state.spent).size).toBe(spends);
    expect(stored?.version).toBe(spends);
  });

  it('writes nothing when an update changes nothing', async () => {
    const { factory, key, tabs } = browser(1);
    await tab(tabs, 0).budget.acquire();
    const before = parseRecord(await storedAt(factory, key));
    await tab(tabs, 0).budget.reportSuccess();
    expect(parseRecord(await storedAt(factory, key))).toEqual(before);
  });

  it("keeps every tab's snapshot current through the channel", async () => {
    const { tabs } = browser(2);
    const watcher = tab(tabs, 1).budget;
    let notified = 0;
    cleanups.push(watcher.subscribe(() => notified++));
    await Promise.all(Array.from({ length: 5 }, () => tab(tabs, 0).budget.acquire()));
    await vi.waitFor(() => expect(watcher.getSnapshot().tokens).toBe(15));
    expect(notified).toBeGreaterThan(0);
  });

  it('shares the pause after a throttle with every tab', async () => {
    const { clock, tabs } = browser(2);
    await tab(tabs, 0).budget.reportThrottled(30_000);
    const other = tab(tabs, 1).budget;
    await vi.waitFor(() =>
      expect(other.getSnapshot()).toMatchObject({ status: 'throttled', resumeAt: clock.now() + 30_000 }),
    );
    const waiting = track(other.acquire());
    await clock.advance(29_999);
    expect(waiting.state).toBe('pending');
    await clock.advance(1);
    expect(waiting.state).toBe('resolved');
  });

  it('shows a new tab what the others spent before its first update', async () => {
    const { factory, key } = browser(0);
    await storeAt(factory, key, {
      version: 3,
      state: { ...stateAt(0), bucket: { tokens: 4, updatedAt: 0 } },
    });
    const store = createIndexedDbStore({ database: openBudgetDatabase(factory), key, channel: null });
    cleanups.push(() => store.close());
    const heard = counting(store);
    expect(store.peek()).toBeNull();
    await vi.waitFor(() => expect(store.peek()?.bucket.tokens).toBe(4));
    expect(heard()).toBe(1);
  });

  it('reads the record only in its first update when that update comes before the database opens', async () => {
    const { factory, key } = browser(0);
    await storeAt(factory, key, {
      version: 3,
      state: { ...stateAt(0), bucket: { tokens: 4, updatedAt: 0 } },
    });
    const modes: (IDBTransactionMode | undefined)[] = [];
    const database = openBudgetDatabase(factory).then((connection) => {
      const transaction = connection.transaction.bind(connection);
      connection.transaction = (names, mode, options) => {
        modes.push(mode);
        return transaction(names, mode, options);
      };
      return connection;
    });
    const store = createIndexedDbStore({ database, key, channel: null });
    cleanups.push(() => store.close());
    const tokens = await store.update((state) => ({
      state: state ?? stateAt(0),
      result: state?.bucket.tokens,
    }));
    expect(tokens).toBe(4);
    expect(modes).toEqual(['readwrite']);
    expect(store.peek()?.bucket.tokens).toBe(4);
  });

  it('keeps the newest version it hears of, whatever order the messages come in', () => {
    const { channel, deliver } = recordingChannel();
    const store = createIndexedDbStore({ database: openBudgetDatabase(new IDBFactory()), key: 'k', channel });
    cleanups.push(() => store.close());
    const heard = counting(store);
    deliver({ version: 5, state: stateAt(5) });
    deliver({ version: 4, state: stateAt(4) });
    deliver({ version: 5, state: stateAt(6) });
    deliver({ version: 'six', state: stateAt(7) });
    deliver('changed');
    expect(store.peek()).toEqual(stateAt(5));
    expect(heard()).toBe(1);
    deliver({ version: 6, state: stateAt(6) });
    expect(store.peek()).toEqual(stateAt(6));
  });

  it('posts each written change with its version, and nothing for no change', async () => {
    const { channel, log } = recordingChannel();
    const store = createIndexedDbStore({ database: openBudgetDatabase(new IDBFactory()), key: 'k', channel });
    cleanups.push(() => store.close());
    await store.update(() => ({ state: stateAt(1), result: null }));
    await store.update((state) => ({ state: state ?? stateAt(2), result: null }));
    await store.update(() => ({ state: stateAt(3), result: null }));
    expect(log.posts).toEqual([
      { version: 1, state: stateAt(1) },
      { version: 2, state: stateAt(3) },
    ]);
  });

  it('does not post again a change it only read (another tab posted it)', async () => {
    const factory = new IDBFactory();
    const quiet = createIndexedDbStore({ database: openBudgetDatabase(factory), key: 'k', channel: null });
    const { channel, log } = recordingChannel();
    const store = createIndexedDbStore({ database: openBudgetDatabase(factory), key: 'k', channel });
    cleanups.push(
      () => quiet.close(),
      () => store.close(),
    );
    await store.update(() => ({ state: stateAt(1), result: null }));
    // Written by a tab this one does not hear: this one learns of it by reading, in an update that changes nothing.
    await quiet.update(() => ({ state: stateAt(2), result: null }));
    await store.update((state) => ({ state: state ?? stateAt(3), result: null }));
    expect(store.peek()).toEqual(stateAt(2));
    expect(log.posts).toEqual([{ version: 1, state: stateAt(1) }]);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const store = createIndexedDbStore({
      database: openBudgetDatabase(new IDBFactory()),
      key: 'k',
      channel: null,
    });
    cleanups.push(() => store.close());
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(calls).toBe(1);
    unsubscribe();
    await store.update(() => ({ state: stateAt(2), result: null }));
    expect(calls).toBe(1);
  });

  it('reads corrupt or foreign content as a full bucket and repairs it on the next write', async () => {
    const { factory, key, tabs } = browser(1);
    const { budget } = tab(tabs, 0);
    for (const junk of ['{not json', { version: 1, state: { bucket: { tokens: 'many' } } }, { bucket: {} }]) {
      await storeAt(factory, key, junk);
      expect(await budget.acquire()).toBeUndefined();
      expect(parseRecord(await storedAt(factory, key))?.state.bucket.tokens).toBe(19);
    }
  });

  it('passes an error of the update itself on, writes nothing, and stays shared', async () => {
    const { factory, key, tabs } = browser(1);
    const { store } = tab(tabs, 0);
    await store.update(() => ({ state: stateAt(1), result: null }));
    const failure = new RangeError('bad');
    await expect(
      store.update(() => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(store.shared).toBe(true);
    expect(parseRecord(await storedAt(factory, key))?.state).toEqual(stateAt(1));
  });

  it('carries on in memory when its connection is closed under it', async () => {
    const { tabs } = browser(1);
    const { store, budget, database } = tab(tabs, 0);
    await budget.acquire();
    // The site's data cleared in another tab: this connection closes and every transaction throws.
    (await database).close();
    await budget.acquire();
    expect(store.shared).toBe(false);
    await budget.acquire();
    expect(budget.getSnapshot().tokens).toBe(17);
  });

  it('carries on in memory, counting the spend it decided, when the write is refused', async () => {
    const { tabs } = browser(1);
    const { store, budget, database } = tab(tabs, 0);
    await budget.acquire();
    const connection = await database;
    const transaction = connection.transaction.bind(connection);
    // A full disk: every write is refused (QuotaExceededError), after the update decided to spend.
    connection.transaction = (...args: Parameters<IDBDatabase['transaction']>) => {
      const opened = transaction(...args);
      const objectStore = opened.objectStore.bind(opened);
      opened.objectStore = (name: string) => {
        const objects = objectStore(name);
        objects.put = () => {
          throw new DOMException('disk full', 'QuotaExceededError');
        };
        return objects;
      };
      return opened;
    };
    const granted = track(budget.acquire());
    await vi.waitFor(() => expect(granted.state).toBe('resolved'));
    expect(store.shared).toBe(false);
    expect(budget.getSnapshot().tokens).toBe(18);
    await budget.acquire();
    expect(budget.getSnapshot().tokens).toBe(17);
  });

  it('carries on in memory when the database cannot be opened', async () => {
    const refused = Promise.reject(new DOMException('storage refused', 'SecurityError'));
    const store = createIndexedDbStore({ database: refused, key: 'k', channel: null });
    const budget = new RequestBudget({ ...limits, clock: new FakeClock(), store });
    cleanups.push(() => budget.dispose());
    await budget.acquire();
    await budget.acquire();
    expect(store.shared).toBe(false);
    expect(budget.getSnapshot().tokens).toBe(18);
  });

  it('carries on in memory from what it heard when the database cannot be opened', async () => {
    const refused = Promise.reject(new DOMException('storage refused', 'SecurityError'));
    const { channel, deliver } = recordingChannel();
    const store = createIndexedDbStore({ database: refused, key: 'k', channel });
    cleanups.push(() => store.close());
    const heard = { ...stateAt(0), bucket: { ...stateAt(0).bucket, tokens: 3 } };
    deliver({ version: 4, state: heard });
    const seen = await store.update((state) => ({ state: state ?? stateAt(1), result: state }));
    expect(seen).toEqual(heard);
    expect(store.shared).toBe(false);
  });

  it('carries on in memory from a full bucket when its connection closes before it knew of any change', async () => {
    const database = openBudgetDatabase(new IDBFactory());
    const store = createIndexedDbStore({ database, key: 'k', channel: null });
    cleanups.push(() => store.close());
    (await database).close();
    const seen = await store.update((state) => ({ state: stateAt(1), result: state }));
    expect(seen).toBeNull();
    expect(store.shared).toBe(false);
    expect(store.peek()).toEqual(stateAt(1));
  });

  it('on close, stops listening, closes the channel and forgets its listeners', async () => {
    const { channel, log, listeners } = recordingChannel();
    const store = createIndexedDbStore({ database: openBudgetDatabase(new IDBFactory()), key: 'k', channel });
    const heard = counting(store);
    store.close();
    expect([listeners.size, log.closed]).toEqual([0, true]);
    await store.update(() => ({ state: stateAt(1), result: null }));
    expect(heard()).toBe(0);
  });
});

describe('opening the database', () => {
  it('creates its object store once, and one connection serves the page', async () => {
    const factory = new IDBFactory();
    const first = budgetDatabase(factory);
    expect(budgetDatabase(factory)).toBe(first);
    const database = await first;
    cleanups.push(() => database.close());
    expect(database.name).toBe(BUDGET_DATABASE);
    expect([...database.objectStoreNames]).toEqual([BUDGET_OBJECT_STORE]);
  });

  it('rejects when the browser refuses, and gives up on one that never answers', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('not here', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expect(openBudgetDatabase(refusing)).rejects.toThrow('not here');
    const silent = {
      open: () => Object.assign(new EventTarget(), { readyState: 'pending' }),
    } as unknown as IDBFactory;
    await expect(openBudgetDatabase(silent, 10)).rejects.toThrow('did not open within 10 ms');
  });

  it('closes its connection when another tab needs a new version or the data is deleted', async () => {
    const factory = new IDBFactory();
    const database = await openBudgetDatabase(factory);
    const deleted = new Promise<void>((resolve, reject) => {
      const request = factory.deleteDatabase(BUDGET_DATABASE);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('delete failed'));
    });
    await deleted;
    expect(() => database.transaction(BUDGET_OBJECT_STORE)).toThrow();
  });
});

describe('createBudgetStore', () => {
  it('stays in memory where there is no IndexedDB (as in node, or a frame refused storage)', () => {
    const plain = createBudgetStore({ indexedDB: null });
    cleanups.push(() => plain.close());
    expect(plain.shared).toBe(false);
    vi.stubGlobal('indexedDB', undefined);
    cleanups.push(() => vi.unstubAllGlobals());
    expect(createBudgetStore({ channel: null }).shared).toBe(false);
  });

  it("by default, shares through the browser's IndexedDB and hears the other tabs on a channel of its key", async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    cleanups.push(() => vi.unstubAllGlobals());
    const key = `default-${keys++}`;
    const one = createBudgetStore({ key });
    const other = createBudgetStore({ key });
    cleanups.push(
      () => one.close(),
      () => other.close(),
    );
    expect(one.shared).toBe(true);
    const heard = counting(other);
    await one.update(() => ({ state: stateAt(1), result: null }));
    await vi.waitFor(() => expect(heard()).toBe(1));
    expect(other.peek()).toEqual(stateAt(1));
  });
});
