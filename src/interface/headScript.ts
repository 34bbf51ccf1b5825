/**
 * The one inline script of index.html, shared by the build that puts it in the page's head
 * (scripts/vite/headScript.ts) and the service whose Content-Security-Policy allows exactly it, by hash.
 *
 * It starts opening the request budget's database while the page's scripts download. The first search waits
 * for that database, and on a first visit creating it takes longer than the scripts take to arrive; opened by
 * the app's own code it came after the entry script's evaluation, which put it on the first search's path.
 * Where the script is refused or fails, the app opens the database itself.
 *
 * It does nothing else. It once also readied `Intl` for the page's language (a first use of `Intl` loads ICU's
 * data), when the first search left after the first render. Since the search leaves before the app's chunk is
 * evaluated, that task only held the start-up script back, and with it the search. `Intl` is first used in the first
 * render again, while the search is on its way.
 */

export const BUDGET_DATABASE = 'catalogue-search';
export const BUDGET_DATABASE_VERSION = 1;
export const BUDGET_OBJECT_STORE = 'request-budget';
/** Where the script leaves its open request for the app (`takeEarlyOpen`, src/api/budget/createBudgetStore.ts). */
export const EARLY_OPEN_GLOBAL = '__catalogueBudgetOpen';

const quote = (value: string): string => JSON.stringify(value);

/**
 * Plain ES2019, no dependencies: it runs before anything else. Block-scoped, so the page gets one global, the
 * request. Its errors are the app's to meet again.
 */
export const HEAD_SCRIPT = [
  'try{',
  `const r=indexedDB.open(${quote(BUDGET_DATABASE)},${BUDGET_DATABASE_VERSION});`,
  `r.onupgradeneeded=function(){r.result.createObjectStore(${quote(BUDGET_OBJECT_STORE)})};`,
  `window[${quote(EARLY_OPEN_GLOBAL)}]=r`,
  '}catch(e){}',
].join('');
