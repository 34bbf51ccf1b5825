/**
 * React's view of the headless search driver. A component reads the part of the snapshot it shows
 * (`useSearchSelector`) and re-renders when that part changes, not with every keystroke; the intents come from a
 * context of their own that never changes (`useSearchIntents`). What the app's commit of a search changes renders
 * in the background (a transition), so a key typed meanwhile is not held up by the results, tabs and links.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import {
  intentsOf,
  type SearchDriver as HeadlessDriver,
  type SearchIntents,
  type SearchSnapshot,
} from '../search/driver/searchDriver';
import type { SearchState } from '../search/state';
import { keyedSelector, memoizedSelector, type Equality } from './selection';

export type { CommitTiming, SearchIntents, SearchSnapshot } from '../search/driver/searchDriver';

const DriverContext = createContext<HeadlessDriver | null>(null);
const IntentsContext = createContext<SearchIntents | null>(null);

export function SearchDriverProvider({ driver, children }: { driver: HeadlessDriver; children: ReactNode }) {
  const intents = useMemo(() => intentsOf(driver.getSnapshot()), [driver]);
  return (
    <DriverContext value={driver}>
      <IntentsContext value={intents}>{children}</IntentsContext>
    </DriverContext>
  );
}

/** The driver itself, for the binding's own hooks (components read it through `useSearchSelector`). */
export function useHeadlessDriver(): HeadlessDriver {
  const driver = useContext(DriverContext);
  if (!driver) throw new Error('the search driver needs a <SearchDriverProvider>');
  return driver;
}

/** What a `useSearchSelector` hook compares a new snapshot with. */
interface Follower<T> {
  select: (snapshot: SearchSnapshot) => T;
  isEqual: Equality<T>;
  /**
   * The selection last handed to React, rendered or not: a keystroke while a commit's transition is pending must
   * not find the committed search "changed" again and render it urgently after all.
   */
  requested: T;
}

/**
 * Hands `next` to React if what the hook selects differs in it: in a transition if the app committed another search
 * (its own push or replace), at once otherwise. Back and forward are rendered at once, with the router's location:
 * the revisited search's results come from the cache in that render, and the scroll position it restores (in a
 * layout effect of the router's location) needs them there.
 */
function follow<T>(
  hook: Follower<T>,
  next: SearchSnapshot,
  committedMoved: boolean,
  setSnapshot: (snapshot: SearchSnapshot) => void,
): void {
  const value = hook.select(next);
  if (hook.isEqual(hook.requested, value)) return;
  hook.requested = value;
  if (committedMoved && next.arrival !== 'POP') startTransition(() => setSnapshot(next));
  else setSnapshot(next);
}

/**
 * A part of the search's state: the component re-renders when `isEqual` (identity unless given) says the part
 * changed. Select the smallest thing read (`s => s.committed`, `s => s.view.filters`, a string built with
 * `s.hrefFor`): `view` and `queryText` change with every keystroke. The server's render reads the same snapshot.
 *
 * Not `useSyncExternalStore`: it renders every change at once, and a commit (the pause after typing, a click that
 * searches) re-renders most of the page, a long task on a slow phone that a key typed during it had to wait for.
 * Here the app's own commit of another search is rendered in a transition, which React interrupts for the next
 * key; a change of the view alone (a keystroke, a facet's checkbox), and back and forward, are rendered at once.
 * Each hook keeps its own state, so an urgent render reads the committed search as last rendered until its
 * transition lands.
 */
export function useSearchSelector<T>(
  select: (snapshot: SearchSnapshot) => T,
  isEqual: Equality<T> = Object.is,
): T {
  const driver = useHeadlessDriver();
  const selector = useMemo(() => memoizedSelector(select, isEqual), [select, isEqual]);
  // The snapshot this hook renders: it moves only when what the hook selects changes (and the check after each
  // render below keeps a selector that reads props in line with the driver).
  const [snapshot, setSnapshot] = useState(driver.getSnapshot);
  const selection = selector(snapshot);
  const hook = useRef<Follower<T>>({ select, isEqual, requested: selection });
  useEffect(() => {
    hook.current.select = select;
    hook.current.isEqual = isEqual;
    // After each render, the driver as it is now: a selector that reads props may pick a part that changed since
    // this hook's snapshot (which follows only what the previous selector picked); on mount, a change since render.
    const now = driver.getSnapshot();
    follow(hook.current, now, now.committed !== snapshot.committed, setSnapshot);
  }, [driver, select, isEqual, snapshot]);
  useEffect(() => {
    let seen = driver.getSnapshot();
    return driver.subscribe(() => {
      const next = driver.getSnapshot();
      const committedMoved = next.committed !== seen.committed;
      seen = next;
      follow(hook.current, next, committedMoved, setSnapshot);
    });
  }, [driver]);
  return selection;
}

/**
 * A selector of links built from the committed search (with the URL's language, environment and embedding), run
 * again only when one of those changes (`previewHref` is a new function exactly then), not for the snapshot each
 * keystroke makes: a keystroke writes no link. Define it once, outside the component. A link whose click must take
 * what the controls show (a typed query, a facet not yet committed) reads that at the click (`useLiveHref`).
 */
export function committedLinks<T>(select: (snapshot: SearchSnapshot) => T): (snapshot: SearchSnapshot) => T {
  return keyedSelector((snapshot: SearchSnapshot) => snapshot.previewHref, select);
}

/** The committed search's own href: for sharing it, and as a key of what was shown for it. */
export const selectCommittedHref = committedLinks((s) => s.hrefFor(s.committed));

/**
 * The href of `change` applied to what the controls show at the moment it is called, pending intents included: the
 * target of a link's click, read then, where the link's `href` follows only the committed search.
 */
export function useLiveHref(): (change: (view: SearchState) => SearchState) => string {
  const driver = useHeadlessDriver();
  return useCallback(
    (change) => {
      const snapshot = driver.getSnapshot();
      return snapshot.hrefFor(change(snapshot.view));
    },
    [driver],
  );
}

/** The intents (update, flush, typeQuery, hrefFor, …): the same object for the life of the driver, no re-render. */
export function useSearchIntents(): SearchIntents {
  const intents = useContext(IntentsContext);
  if (!intents) throw new Error('the search intents need a <SearchDriverProvider>');
  return intents;
}
