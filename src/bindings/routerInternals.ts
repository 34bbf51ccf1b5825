/**
 * The parts of React Router outside its stable API that the app leans on, in one place: the history objects
 * (`UNSAFE_`), the router that takes one (`unstable_`), and the state its browser history keeps in each entry
 * (`{usr, key, idx}`). `routerInternals.test.tsx` fails when an upgrade changes any of them.
 */
import {
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter,
} from 'react-router-dom';

/** The browser's history as React Router keeps it; `v5Compat: true` also tells listeners of push and replace. */
export const createBrowserHistory = UNSAFE_createBrowserHistory;

/** The same interface in memory (tests, server rendering). */
export const createMemoryHistory = UNSAFE_createMemoryHistory;

/** A router that renders from a history the app made (shared with the search driver). */
export const HistoryRouter = unstable_HistoryRouter;

export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * React Router keys a history entry it did not create (the one a page load opens) as `default`, so every fresh
 * load in a tab shares one key, and a position remembered for one was restored on another. Giving the loaded
 * entry its own key where the router keeps its keys (`state.key`, kept by the browser across reload and
 * back/forward) ties each remembered position to one entry; the router reads it as `location.key`.
 */
export function keyLoadedEntry(history: History, makeKey: () => string = randomKey): void {
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  history.replaceState({ ...current, key: makeKey() }, '');
}

const randomKey = (): string => Math.random().toString(36).slice(2, 10);
