/**
 * Where the budget's state lives. In one tab: memory. Across the tabs and iframes of the app in one
 * browser: localStorage under one key, every read-modify-write inside an exclusive Web Lock (so two
 * tabs can never spend one token) and every change announced on a BroadcastChannel (or by `storage`
 * events) so each tab's countdown stays current. The service limits per address, not per tab.
 */
import { BudgetState } from './budgetState';

export interface BudgetStore {
  /**
   * Runs `fn` once on the current state (`null`: nothing valid stored) as one atomic step and keeps the
   * state it returns. Returning the very object it was given means "no change": nothing is written.
   */
  update<R>(fn: (state: BudgetState | null) => { state: BudgetState; result: R }): Promise<R>;
  /** The state now, without a lock: for display and for counting recent spending. */
  peek(): BudgetState | null;
  /** `listener` runs after every change, made here or in another tab. */
  subscribe(listener: () => void): () => void;
  /** True while the state is shared with other tabs (false after falling back to memory). */
  readonly shared: boolean;
  close(): void;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The part of `navigator.locks` used here. */
export interface ExclusiveLocks {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => T): Promise<Awaited<T>>;
}

/** A change announcement between tabs; it carries nothing, listeners re-read the storage. */
export interface ChangeChannel {
  post(): void;
  listen(listener: () => void): () => void;
  close(): void;
}

interface Step<R> {
  next: { state: BudgetState; result: R };
  write: 'none' | 'done' | 'failed';
}

export const BUDGET_STORE_KEY = 'catalogue-search:request-budget';

export function createMemoryStore(initial: BudgetState | null = null): BudgetStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    shared: false,
    update(fn) {
      try {
        const next = fn(state);
        if (next.state !== state) {
          state = next.state;
          for (const listener of [...listeners]) listener();
        }
        return Promise.resolve(next.result);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    peek: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
}

export interface SharedStoreOptions {
  storage: StorageLike;
  locks: ExclusiveLocks;
  key?: string;
  channel?: ChangeChannel | null;
  /** Subscribes to `storage` events (key of the changed item); used when there is no channel. */
  onStorage?: ((listener: (key: string | null) => void) => () => void) | null;
}

export function createSharedStore(options: SharedStoreOptions): BudgetStore {
  const { storage, locks, channel = null, onStorage = null } = options;
  const key = options.key ?? BUDGET_STORE_KEY;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // Once storage or locks fail, this tab carries on alone rather than stop sending.
  let fallback: BudgetStore | null = null;
  let lastRaw: string | null | undefined;
  let lastState: BudgetState | null = null;

  const read = (): BudgetState | null => {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastState = parseStored(raw);
    }
    return lastState;
  };

  const degrade = (state: BudgetState | null): BudgetStore => {
    const memory = createMemoryStore(state);
    memory.subscribe(notify);
    fallback = memory;
    stopListening();
    return memory;
  };

  const stopChannel = channel?.listen(notify);
  const stopStorage = channel
    ? undefined
    : onStorage?.((changed) => (changed === key ? notify() : undefined));
  const stopListening = () => {
    stopChannel?.();
    stopStorage?.();
  };

  return {
    get shared() {
      return fallback === null;
    },
    async update<R>(fn: (state: BudgetState | null) => { state: BudgetState; result: R }): Promise<R> {
      if (fallback) return fallback.update(fn);
      let ran = false;
      let step: Step<R>;
      try {
        step = await locks.request(`${key}:lock`, { mode: 'exclusive' }, (): Step<R> => {
          ran = true;
          const current = read();
          const next = fn(current);
          if (next.state === current) return { next, write: 'none' };
          try {
            const raw = JSON.stringify(next.state);
            storage.setItem(key, raw);
            lastRaw = raw;
            lastState = next.state;
            return { next, write: 'done' };
          } catch {
            return { next, write: 'failed' };
          }
        });
      } catch (error) {
        // The lock itself failed, so nothing ran: carry on alone from what is stored.
        if (!ran) return degrade(read()).update(fn);
        throw error;
      }
      if (step.write === 'failed') {
        // Quota or revoked storage: keep the new state in memory.
        degrade(step.next.state);
        notify();
      } else if (step.write === 'done') {
        channel?.post();
        notify();
      }
      return step.next.result;
    },
    peek: () => (fallback ? fallback.peek() : read()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      stopListening();
      channel?.close();
      listeners.clear();
      fallback?.close();
    },
  };
}

/** Corrupt or foreign JSON reads as nothing stored, which the budget treats as a full bucket. */
export function parseStored(raw: string | null): BudgetState | null {
  if (raw === null) return null;
  try {
    const parsed = BudgetState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function broadcastChangeChannel(name: string): ChangeChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: () => channel.postMessage('changed'),
    listen(listener) {
      const handler = () => listener();
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close: () => channel.close(),
  };
}

function localStorageIfUsable(): StorageLike | null {
  try {
    const storage = globalThis.localStorage as Storage | undefined;
    if (!storage) return null;
    const probe = `${BUDGET_STORE_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    // Blocked storage (a third-party iframe, privacy settings) throws on access.
    return null;
  }
}

function webLocksIfUsable(): ExclusiveLocks | null {
  const navigatorLike = globalThis.navigator as Navigator | undefined;
  // Web Locks exist only in secure contexts.
  return navigatorLike?.locks ?? null;
}

function windowStorageEvents(): SharedStoreOptions['onStorage'] {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return null;
  return (listener) => {
    const handler = (event: StorageEvent) => listener(event.key);
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
  };
}

export interface BudgetStoreEnvironment {
  key?: string;
  /** `null` forces the in-memory store; absent: the browser's own. */
  storage?: StorageLike | null;
  locks?: ExclusiveLocks | null;
  channel?: ChangeChannel | null;
}

/** The shared store when this browser context allows it, else one in memory. */
export function createBudgetStore(environment: BudgetStoreEnvironment = {}): BudgetStore {
  const key = environment.key ?? BUDGET_STORE_KEY;
  const storage = environment.storage === undefined ? localStorageIfUsable() : environment.storage;
  const locks = environment.locks === undefined ? webLocksIfUsable() : environment.locks;
  if (!storage || !locks) return createMemoryStore();
  const channel = environment.channel === undefined ? broadcastChangeChannel(key) : environment.channel;
  return createSharedStore({ storage, locks, key, channel, onStorage: windowStorageEvents() });
}
