/**
 * The request budget as every tab of an origin shares it: one IndexedDB record per service origin
 * (src/api/budget/indexedDbStore.ts), read in the page the way the app's tabs read it.
 */
import type { Page } from '@playwright/test';

import { initialBudgetState, spend } from '../../src/api/budget/budgetState';
import { BUDGET_STORE_KEY } from '../../src/api/budget/budgetStore';
import { parseRecord, type BudgetRecord } from '../../src/api/budget/indexedDbStore';
import { BUDGET_DATABASE, BUDGET_OBJECT_STORE } from '../../src/interface/headScript';
import { refill, type BucketLimits, type BucketState } from '../../src/interface/tokenBucket';

/** The `state` of every stored budget record (none: nothing stored yet). */
function budgetStates(page: Page): Promise<unknown[]> {
  return page.evaluate(
    ({ name, objects }) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = indexedDB.open(name);
        // No database yet: abort rather than leave an empty one the app would not upgrade.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const database = request.result;
          const all = database.transaction(objects).objectStore(objects).getAll();
          all.onsuccess = () => {
            database.close();
            resolve(
              (all.result as unknown[]).map((record): unknown =>
                typeof record === 'object' && record !== null ? Reflect.get(record, 'state') : null,
              ),
            );
          };
          all.onerror = () => {
            database.close();
            reject(all.error ?? new Error('the budget could not be read'));
          };
        };
      }),
    { name: BUDGET_DATABASE, objects: BUDGET_OBJECT_STORE },
  );
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

function isBucket(value: unknown): value is BucketState {
  return typeof field(value, 'tokens') === 'number' && typeof field(value, 'updatedAt') === 'number';
}

/** Tokens the budget recorded as spent (one send time each), or -1 when nothing is stored yet. */
export async function budgetSpent(page: Page): Promise<number> {
  const spent = (await budgetStates(page)).flatMap((state) => {
    const list = field(state, 'spent');
    return Array.isArray(list) ? [list.length] : [];
  });
  return spent.length === 0 ? -1 : spent.reduce((sum, count) => sum + count, 0);
}

/**
 * The tokens the app's bucket holds now, refilled to this moment at `limits` (the app refills a little slower,
 * so it holds at most this); the whole burst when nothing is stored yet (a new bucket is full).
 */
export async function budgetTokens(page: Page, limits: BucketLimits): Promise<number> {
  const buckets = (await budgetStates(page)).map((state) => field(state, 'bucket')).filter(isBucket);
  const now = Date.now();
  const tokens = buckets.map((bucket) => refill(bucket, limits, now).tokens);
  return tokens.length === 0 ? limits.burst : Math.min(...tokens);
}

/**
 * Spends `count` tokens of the shared budget as another tab of the app would, at once: one change of the record the
 * app keeps for its service (the app's own `spend`, a token at a time), written with the next version and posted on
 * the record's channel, so the open tabs hear of it as they hear of each other. Call once the page has searched
 * (its record exists) and while it sends nothing (`waitForQuiet`).
 */
export async function spendInAnotherTab(page: Page, limits: BucketLimits, count: number): Promise<void> {
  const records = await page.evaluate(
    ({ name, objects }) =>
      new Promise<{ key: string; value: unknown }[]>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error ?? new Error('the budget could not be opened'));
        request.onsuccess = () => {
          const database = request.result;
          const store = database.transaction(objects).objectStore(objects);
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            database.close();
            resolve(
              keys.result.map((key, index): { key: string; value: unknown } => ({
                key: typeof key === 'string' ? key : '',
                value: values.result[index],
              })),
            );
          };
          values.onerror = () => {
            database.close();
            reject(values.error ?? new Error('the budget could not be read'));
          };
        };
      }),
    { name: BUDGET_DATABASE, objects: BUDGET_OBJECT_STORE },
  );
  // One record per service origin (src/app/createAppServices.ts); this page has talked to one.
  const ours = records.filter(({ key }) => key.startsWith(`${BUDGET_STORE_KEY}:`));
  const [found] = ours;
  if (found === undefined || ours.length !== 1)
    throw new Error(`expected the record of one service, found ${ours.map(({ key }) => key).join(', ')}`);
  const stored = parseRecord(found.value);
  const now = Date.now();
  let state = stored?.state ?? initialBudgetState(limits, now);
  for (let token = 0; token < count; token++) {
    const outcome = spend(state, limits, now, 1);
    if (!outcome.granted) throw new Error(`the budget had only ${token} of the ${count} tokens to spend`);
    state = outcome.state;
  }
  const record: BudgetRecord = { version: (stored?.version ?? 0) + 1, state };
  await page.evaluate(
    ({ name, objects, key, next }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error ?? new Error('the budget could not be opened'));
        request.onsuccess = () => {
          const database = request.result;
          const transaction = database.transaction(objects, 'readwrite');
          transaction.objectStore(objects).put(next, key);
          transaction.oncomplete = () => {
            database.close();
            const channel = new BroadcastChannel(key);
            channel.postMessage(next);
            channel.close();
            resolve();
          };
          transaction.onerror = () => {
            database.close();
            reject(transaction.error ?? new Error('the budget could not be written'));
          };
        };
      }),
    { name: BUDGET_DATABASE, objects: BUDGET_OBJECT_STORE, key: found.key, next: record },
  );
}
