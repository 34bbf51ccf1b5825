/**
 * The one inline script of index.html, shared by the build that puts it in the page's head
 * (scripts/vite/headScript.ts) and the service whose Content-Security-Policy allows exactly it, by hash.
 *
 * It starts opening the request budget's database while the page's scripts download. The first search waits
 * for that database, and on a first visit creating it takes longer than the scripts take to arrive; opened by
 * the app's own code it came after the entry script's evaluation, which put it on the first search's path.
 * Where the script is refused or fails, the app opens the database itself.
 *
 * In the same wait it readies the platform's `Intl` for the page's language (`<html lang>`, set by the service):
 * a page's first use of `Intl` loads the ICU data, tens of milliseconds on a desktop and several times that on a
 * slow phone, which otherwise fell in the app's first render, before the first results could be painted. A timer
 * runs it once the parser is done, while the page waits for its scripts.
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
  'try{setTimeout(function(){try{new Intl.NumberFormat(document.documentElement.lang).format(0)}catch(e){}},0)}catch(e){}',
].join('');
