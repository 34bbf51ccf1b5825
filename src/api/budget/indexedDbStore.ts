/**
 * The budget shared by every tab and iframe of the app in one browser: one IndexedDB record per store key, each
 * change one readwrite transaction. The database runs those one after another across tabs, and each reads what
 * the one before it committed, so two tabs can never spend one token. (localStorage under a Web Lock could:
 * Chromium answers a tab's reads from a copy in its own process, which another tab's write reaches later; two
 * tabs whose waiting searches woke together spent one token twice and the service answered 429.)
 *
 * Every change is posted with its version on the key's channel, so each tab's countdown stays current without
 * reading the database; a tab keeps the newest version it has heard of.
 */
import * as z from 'zod/mini';

import { BUDGET_DATABASE, BUDGET_DATABASE_VERSION, BUDGET_OBJECT_STORE } from '../../interface/headScript';
import { BudgetState } from './budgetState';
import { createMemoryStore, type BudgetStore, type ChangeChannel } from './budgetStore';

/** A database that has not opened by then never will in time to be of use; the budget goes on in memory. */
export const OPEN_LIMIT_MS = 3_000;

/** A state with the number of its change, so that a tab can tell the newer of two it hears of. */
export const BudgetRecord = z.object({ version: z.number(), state: BudgetState });
export type BudgetRecord = z.infer<typeof BudgetRecord>;

/** Corrupt or foreign content reads as nothing stored, which the budget treats as a full bucket. */
export function parseRecord(value: unknown): BudgetRecord | null {
  const parsed = BudgetRecord.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

/**
 * Opens the budget's database, creating it on first use; rejects when the browser refuses or takes too long.
 * `early` is a request index.html's head script already made (src/interface/headScript.ts): it is adopted
 * whether it is pending, upgrading or done, and its own upgrade handler creates the object store.
 */
export function openBudgetDatabase(
  factory: IDBFactory,
  limitMs = OPEN_LIMIT_MS,
  early: IDBOpenDBRequest | null = null,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let request: IDBOpenDBRequest;
    try {
      request = early ?? factory.open(BUDGET_DATABASE, BUDGET_DATABASE_VERSION);
    } catch (error) {
      reject(asError(error));
      return;
    }
    const timer = setTimeout(() => {
      settled = true;
      reject(new Error(`The budget's database did not open within ${limitMs} ms`));
    }, limitMs);
    const succeeded = () => {
      const database = request.result;
      clearTimeout(timer);
      // Too late to be used: let it go rather than hold it open.
      if (settled) return database.close();
      settled = true;
      // A newer version elsewhere (or the site's data cleared) must not wait for this tab.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    const failed = () => {
      clearTimeout(timer);
      settled = true;
      reject(request.error ?? new Error("The budget's database could not be opened"));
    };
    // A request reads as done from its upgrade on, with the database as its result; while that upgrade runs
    // (its `transaction` set), the database takes no other transaction, so it waits for the success.
    if (request.readyState === 'done' && request.transaction === null) {
      if (request.error === null) succeeded();
      else failed();
      return;
    }
    if (!early) {
      request.onupgradeneeded = () => {
        request.result.createObjectStore(BUDGET_OBJECT_STORE);
      };
    }
    request.addEventListener('success', succeeded);
    request.addEventListener('error', failed);
  });
}

const opened = new WeakMap<IDBFactory, Promise<IDBDatabase>>();

/**
 * One connection per page: the first call opens it (main.ts asks early, handing over the head script's request
 * if there is one, so it is ready for the first search).
 */
export function budgetDatabase(
  factory: IDBFactory,
  early: IDBOpenDBRequest | null = null,
): Promise<IDBDatabase> {
  let database = opened.get(factory);
  if (!database) {
    database = openBudgetDatabase(factory, OPEN_LIMIT_MS, early);
    // Unobserved until a store awaits it; a failure is handled there.
    database.catch(() => undefined);
    opened.set(factory, database);
  }
  return database;
}

type Change<R> = { state: BudgetState; result: R };

/** How one transaction ended: committed; the update threw (nothing written); or the database failed. */
type Outcome<R> =
  | { kind: 'committed'; record: BudgetRecord | null; result: R; written: boolean }
  | { kind: 'threw'; error: unknown }
  | { kind: 'failed'; change: Change<R> | null };

/** Reads the record, runs `fn` on its state and writes what `fn` returns, in one readwrite transaction. */
function transact<R>(
  database: IDBDatabase,
  key: string,
  known: BudgetRecord | null,
  fn: (state: BudgetState | null) => Change<R>,
): Promise<Outcome<R>> {
  return new Promise((resolve) => {
    let transaction: IDBTransaction;
    try {
      // Relaxed: other tabs see the change once committed; the disk may lag, and a lost budget is a full one.
      transaction = database.transaction(BUDGET_OBJECT_STORE, 'readwrite', { durability: 'relaxed' });
    } catch {
      resolve({ kind: 'failed', change: null });
      return;
    }
    const objects = transaction.objectStore(BUDGET_OBJECT_STORE);
    let outcome: Outcome<R> = { kind: 'failed', change: null };
    // The change decided, once `fn` ran: a failed commit still counts it (a token was granted), in memory.
    let decided: Change<R> | null = null;
    const read = objects.get(key);
    read.onsuccess = () => {
      const stored = parseRecord(read.result);
      const current = stored?.state ?? null;
      try {
        decided = fn(current);
      } catch (error) {
        outcome = { kind: 'threw', error };
        transaction.abort();
        return;
      }
      if (decided.state === current) {
        outcome = { kind: 'committed', record: stored, result: decided.result, written: false };
        return;
      }
      const record: BudgetRecord = {
        version: Math.max(stored?.version ?? 0, known?.version ?? 0) + 1,
        state: decided.state,
      };
      try {
        objects.put(record, key);
      } catch {
        abortQuietly(transaction);
        return;
      }
      outcome = { kind: 'committed', record, result: decided.result, written: true };
    };
    transaction.oncomplete = () => resolve(outcome);
    transaction.onabort = () =>
      resolve(outcome.kind === 'threw' ? outcome : { kind: 'failed', change: decided });
  });
}

/** Aborts a transaction that may have ended already (its `abort` handler then tells the outcome). */
function abortQuietly(transaction: IDBTransaction): void {
  try {
    transaction.abort();
  } catch {
    // Already finished: nothing to undo.
  }
}

function readRecord(database: IDBDatabase, key: string): Promise<BudgetRecord | null> {
  return new Promise((resolve, reject) => {
    const read = database
      .transaction(BUDGET_OBJECT_STORE, 'readonly')
      .objectStore(BUDGET_OBJECT_STORE)
      .get(key);
    read.onsuccess = () => resolve(parseRecord(read.result));
    read.onerror = () => reject(read.error ?? new Error("The budget's record could not be read"));
  });
}

export interface IndexedDbStoreOptions {
  /** The connection, usually `budgetDatabase(indexedDB)`. */
  database: Promise<IDBDatabase>;
  key: string;
  channel?: ChangeChannel | null;
}

export function createIndexedDbStore(options: IndexedDbStoreOptions): BudgetStore {
  const { database, key, channel = null } = options;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let known: BudgetRecord | null = null;
  // Once the database fails, this tab carries on alone rather than stop sending.
  let fallback: BudgetStore | null = null;
  let closed = false;

  /** Keeps `record` if it is newer than what this tab knew; true when it was. */
  const adopt = (record: BudgetRecord | null): boolean => {
    if (record === null || (known !== null && record.version <= known.version)) return false;
    known = record;
    return true;
  };

  const stopChannel = channel?.listen((message) => {
    if (fallback === null && adopt(parseRecord(message))) notify();
  });

  const degrade = (state: BudgetState | null): BudgetStore => {
    if (fallback) return fallback;
    const memory = createMemoryStore(state);
    memory.subscribe(notify);
    fallback = memory;
    stopChannel?.();
    return memory;
  };

  // Once an update has begun, its own transaction reads the record: a read of its own before it would only
  // delay it (the database runs the two one after another), and the first search waits for that update.
  let updateBegun = false;

  // What the other tabs left, for the first countdown; a failing database shows itself at the first update.
  void database
    .then((opened) => (updateBegun ? null : readRecord(opened, key)))
    .then(
      (record) => {
        if (!closed && fallback === null && adopt(record)) notify();
      },
      () => undefined,
    );

  return {
    get shared() {
      return fallback === null;
    },
    async update<R>(fn: (state: BudgetState | null) => Change<R>): Promise<R> {
      updateBegun = true;
      if (fallback) return fallback.update(fn);
      let opened: IDBDatabase;
      try {
        opened = await database;
      } catch {
        return degrade(known?.state ?? null).update(fn);
      }
      const outcome = await transact(opened, key, known, fn);
      if (outcome.kind === 'threw') throw asError(outcome.error);
      if (outcome.kind === 'failed') {
        // Quota, storage cleared or revoked: go on alone from the change decided, or from what was known.
        if (outcome.change === null) return degrade(known?.state ?? null).update(fn);
        degrade(outcome.change.state);
        notify();
        return outcome.change.result;
      }
      // A write is always the newest; a read may still bring news from another tab's change.
      if (adopt(outcome.record)) {
        if (outcome.written) channel?.post(outcome.record);
        notify();
      }
      return outcome.result;
    },
    peek: () => (fallback ? fallback.peek() : (known?.state ?? null)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      stopChannel?.();
      channel?.close();
      listeners.clear();
      fallback?.close();
    },
  };
}
