/**
 * index.html's head script starts opening the budget's database before the app's code has arrived; the app
 * adopts that request instead of opening a second connection. The script runs here as the browser runs it: its
 * exact text, in a context of its own with `indexedDB` and `window` (fake-indexeddb).
 */
import { runInNewContext } from 'node:vm';

import { IDBFactory, IDBOpenDBRequest } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  BUDGET_DATABASE,
  BUDGET_OBJECT_STORE,
  EARLY_OPEN_GLOBAL,
  HEAD_SCRIPT,
} from '../../interface/headScript';
import { createBudgetStore, openBudgetDatabaseEarly, takeEarlyOpen } from './createBudgetStore';
import { initialBudgetState } from './budgetState';
import { createIndexedDbStore, openBudgetDatabase } from './indexedDbStore';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

/** Runs the head script as a page would; returns the page's window and how often the database was opened. */
function runHeadScript(factory: IDBFactory | undefined) {
  const opens = factory ? vi.spyOn(factory, 'open') : null;
  const window: Record<string, unknown> = {};
  const globals = { indexedDB: factory, window };
  runInNewContext(HEAD_SCRIPT, globals);
  // The page's global scope gets nothing but the request, left on `window`.
  expect(Object.keys(globals)).toEqual(['indexedDB', 'window']);
  return { window, opens: () => opens?.mock.calls.length ?? 0 };
}

function early(window: object): IDBOpenDBRequest {
  const request = takeEarlyOpen(window);
  if (request === null) throw new Error('the head script left no request');
  return request;
}

async function adopt(factory: IDBFactory, request: IDBOpenDBRequest) {
  const database = await openBudgetDatabase(factory, 3_000, request);
  cleanups.push(() => database.close());
  return database;
}

const settledRequest = (request: IDBOpenDBRequest) =>
  new Promise<void>((resolve) => {
    request.addEventListener('success', () => resolve());
    request.addEventListener('error', () => resolve());
  });

describe("index.html's head script", () => {
  it('starts creating the database with its object store, and the app adopts the request while it is pending', async () => {
    vi.stubGlobal('IDBOpenDBRequest', IDBOpenDBRequest);
    const factory = new IDBFactory();
    const page = runHeadScript(factory);
    const request = early(page.window);
    expect(request.readyState).toBe('pending');
    const database = await adopt(factory, request);
    expect(database.name).toBe(BUDGET_DATABASE);
    expect([...database.objectStoreNames]).toEqual([BUDGET_OBJECT_STORE]);
    // One connection for the page: the app did not open the database again.
    expect(page.opens()).toBe(1);
  });

  it('is adopted once it has opened too, and the store shares through it', async () => {
    vi.stubGlobal('IDBOpenDBRequest', IDBOpenDBRequest);
    const factory = new IDBFactory();
    const page = runHeadScript(factory);
    const request = early(page.window);
    await settledRequest(request);
    expect(request.readyState).toBe('done');
    const store = createIndexedDbStore({ database: adopt(factory, request), key: 'early', channel: null });
    cleanups.push(() => store.close());
    const state = initialBudgetState({ perMinute: 10, burst: 20 }, 1);
    await store.update(() => ({ state, result: null }));
    expect([store.shared, store.peek()]).toEqual([true, state]);
    expect(page.opens()).toBe(1);
  });

  it('is adopted while it is still creating the database, and the first change waits for that to finish', async () => {
    vi.stubGlobal('IDBOpenDBRequest', IDBOpenDBRequest);
    const factory = new IDBFactory();
    const request = early(runHeadScript(factory).window);
    // During the upgrade the request already reads as done, with the database as its result; a transaction
    // asked for then fails ("a version change transaction is running"), which left the page's budget unshared.
    const adopted = new Promise<{ database: Promise<IDBDatabase> }>((resolve) => {
      request.addEventListener('upgradeneeded', () => {
        expect(request.readyState).toBe('done');
        resolve({ database: adopt(factory, request) });
      });
    });
    const { database } = await adopted;
    const store = createIndexedDbStore({ database, key: 'upgrading', channel: null });
    cleanups.push(() => store.close());
    const state = initialBudgetState({ perMinute: 10, burst: 20 }, 1);
    await store.update(() => ({ state, result: null }));
    expect([store.shared, store.peek()]).toEqual([true, state]);
  });

  it('passes a failed request on as a failure to open, and the store then carries on in memory', async () => {
    vi.stubGlobal('IDBOpenDBRequest', IDBOpenDBRequest);
    const factory = new IDBFactory();
    // A newer version left by a later release: opening version 1 fails (VersionError).
    await settledRequest(factory.open(BUDGET_DATABASE, 2));
    const request = early(runHeadScript(factory).window);
    await settledRequest(request);
    await expect(openBudgetDatabase(factory, 3_000, request)).rejects.toThrow();
    const pending = early(runHeadScript(factory).window);
    await expect(openBudgetDatabase(factory, 3_000, pending)).rejects.toThrow();
    const store = createIndexedDbStore({
      database: openBudgetDatabase(factory, 3_000, early(runHeadScript(factory).window)),
      key: 'early-failed',
      channel: null,
    });
    cleanups.push(() => store.close());
    await store.update(() => ({ state: initialBudgetState({ perMinute: 10, burst: 20 }, 1), result: null }));
    expect(store.shared).toBe(false);
  });

  it('keeps its own errors to itself where there is no IndexedDB', () => {
    const page = runHeadScript(undefined);
    expect(page.window).toEqual({});
  });
});

describe('takeEarlyOpen', () => {
  it('takes the request once', () => {
    vi.stubGlobal('IDBOpenDBRequest', IDBOpenDBRequest);
    const { window } = runHeadScript(new IDBFactory());
    expect(takeEarlyOpen(window)).toBeInstanceOf(IDBOpenDBRequest);
    expect(takeEarlyOpen(window)).toBeNull();
    expect(EARLY_OPEN_GLOBAL in window).toBe(false);
  });

  it('ignores anything else left under its name, and pages without IndexedDB', () => {
    vi.stubGlobal('IDBOpenDBRequest', IDBOpenDBRequest);
    expect(takeEarlyOpen({ [EARLY_OPEN_GLOBAL]: { readyState: 'done', result: {} } })).toBeNull();
    expect(takeEarlyOpen({})).toBeNull();
    vi.stubGlobal('IDBOpenDBRequest', undefined);
    expect(takeEarlyOpen({ [EARLY_OPEN_GLOBAL]: 'request' })).toBeNull();
  });

  it('is what the default store opens with: no second connection', async () => {
    vi.stubGlobal('IDBOpenDBRequest', IDBOpenDBRequest);
    const factory = new IDBFactory();
    const page = runHeadScript(factory);
    vi.stubGlobal('indexedDB', factory);
    vi.stubGlobal(EARLY_OPEN_GLOBAL, Reflect.get(page.window, EARLY_OPEN_GLOBAL));
    openBudgetDatabaseEarly();
    const store = createBudgetStore({ key: 'early-default', channel: null });
    cleanups.push(() => store.close());
    await store.update(() => ({ state: initialBudgetState({ perMinute: 10, burst: 20 }, 1), result: null }));
    expect(store.shared).toBe(true);
    expect(page.opens()).toBe(1);
    expect(EARLY_OPEN_GLOBAL in globalThis).toBe(false);
  });
});
