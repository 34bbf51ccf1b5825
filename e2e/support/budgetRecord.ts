/**
 * The request budget as every tab of an origin shares it: one IndexedDB record per service origin
 * (src/api/budget/indexedDbStore.ts), read in the page the way the app's tabs read it.
 */
import type { Page } from '@playwright/test';

import { BUDGET_DATABASE, BUDGET_OBJECT_STORE } from '../../src/interface/headScript';

/** Tokens the budget recorded as spent (one send time each), or -1 when nothing is stored yet. */
export async function budgetSpent(page: Page): Promise<number> {
  return page.evaluate(
    ({ name, objects }) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open(name);
        // No database yet: abort rather than leave an empty one the app would not upgrade.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(-1);
        request.onsuccess = () => {
          const database = request.result;
          const all = database.transaction(objects).objectStore(objects).getAll();
          all.onsuccess = () => {
            database.close();
            const spent = (all.result as unknown[]).flatMap((record) => {
              const state: unknown =
                typeof record === 'object' && record !== null ? Reflect.get(record, 'state') : null;
              const list: unknown =
                typeof state === 'object' && state !== null ? Reflect.get(state, 'spent') : null;
              return Array.isArray(list) ? [list.length] : [];
            });
            resolve(spent.length === 0 ? -1 : spent.reduce((sum, count) => sum + count, 0));
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
