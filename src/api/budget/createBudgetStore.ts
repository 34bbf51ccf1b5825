/**
 * Picks the budget's store: shared by every tab and iframe of the app in one browser where IndexedDB is there
 * (the service limits per address, not per tab), else this tab's memory.
 */
import { EARLY_OPEN_GLOBAL } from '../../interface/headScript';
import {
  broadcastChangeChannel,
  BUDGET_STORE_KEY,
  createMemoryStore,
  type BudgetStore,
  type ChangeChannel,
} from './budgetStore';
import { budgetDatabase, createIndexedDbStore } from './indexedDbStore';

export interface BudgetStoreEnvironment {
  key?: string;
  /** `null` forces the in-memory store; absent: the browser's own. */
  indexedDB?: IDBFactory | null;
  channel?: ChangeChannel | null;
}

/** The browser's IndexedDB, or null where there is none or it may not be touched (some blocked frames throw). */
function indexedDbIfPresent(): IDBFactory | null {
  try {
    const scope: { indexedDB?: IDBFactory } = globalThis;
    return scope.indexedDB ?? null;
  } catch {
    return null;
  }
}

/** A database that then fails to open (storage refused to this frame) makes the shared store go on in memory. */
export function createBudgetStore(environment: BudgetStoreEnvironment = {}): BudgetStore {
  const key = environment.key ?? BUDGET_STORE_KEY;
  const factory = environment.indexedDB === undefined ? indexedDbIfPresent() : environment.indexedDB;
  if (!factory) return createMemoryStore();
  const channel = environment.channel === undefined ? broadcastChangeChannel(key) : environment.channel;
  return createIndexedDbStore({ database: budgetDatabase(factory), key, channel });
}

/**
 * The request index.html's head script started (src/interface/headScript.ts), taken once; null where the script
 * did not run (refused by a Content-Security-Policy, a page without it, tests).
 */
export function takeEarlyOpen(scope: object = globalThis): IDBOpenDBRequest | null {
  const early: unknown = Reflect.get(scope, EARLY_OPEN_GLOBAL);
  Reflect.deleteProperty(scope, EARLY_OPEN_GLOBAL);
  return typeof IDBOpenDBRequest !== 'undefined' && early instanceof IDBOpenDBRequest ? early : null;
}

/**
 * Makes sure the shared store's database is opening, so that it is ready when the first search asks for a
 * token: it adopts the head script's request, or starts one.
 */
export function openBudgetDatabaseEarly(): void {
  const factory = indexedDbIfPresent();
  if (factory) void budgetDatabase(factory, takeEarlyOpen());
}
