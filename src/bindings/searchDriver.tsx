/**
 * React's view of the headless search driver. A component reads the part of the snapshot it shows
 * (`useSearchSelector`) and re-renders when that part changes, not with every keystroke; the intents come from a
 * context of their own that never changes (`useSearchIntents`). What a commit changes renders in the background
 * (a transition), so a key typed meanwhile is never held up by the results, tabs and links catching up.
 */
import {
  createContext,
  startTransition,
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
import { memoizedSelector, type Equality } from './selection';

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

function useHeadlessDriver(): HeadlessDriver {
  const driver = useContext(DriverContext);
  if (!driver) throw new Error('the search driver needs a <SearchDriverProvider>');
  return driver;
}

/**
 * A part of the search's state: the component re-renders when `isEqual` (identity unless given) says the part
 * changed. Select the smallest thing read (`s => s.committed`, `s => s.view.filters`, a string built with
 * `s.hrefFor`): `view` and `queryText` change with every keystroke. The server's render reads the same snapshot.
 *
 * Not `useSyncExternalStore`: it renders every change at once, and a commit (the pause after typing, a click that
 * searches) re-renders most of the page, a long task on a slow phone that a key typed during it had to wait for.
 * Here a change of the committed search is rendered in a transition, which React interrupts for the next key; a
 * change of the view alone (a keystroke, a facet's checkbox) is rendered at once. Each hook keeps its own state, so
 * an urgent render reads the committed search as last rendered until its transition lands.
 */
export function useSearchSelector<T>(
  select: (snapshot: SearchSnapshot) => T,
  isEqual: Equality<T> = Object.is,
): T {
  const driver = useHeadlessDriver();
  const selector = useMemo(() => memoizedSelector(select, isEqual), [select, isEqual]);
  // The snapshot this component renders; the selection is made from it in render, so a selector that reads props
  // is always current.
  const [snapshot, setSnapshot] = useState(driver.getSnapshot);
  const selection = selector(snapshot);
  const latest = useRef({ select, isEqual });
  useEffect(() => {
    latest.current = { select, isEqual };
  });
  // The selection last handed to React, rendered or not: a keystroke while a commit's transition is pending must
  // not find the committed search "changed" again and render it urgently after all.
  const requested = useRef(selection);
  useEffect(() => {
    let seen = driver.getSnapshot();
    const onChange = () => {
      const next = driver.getSnapshot();
      const committedChanged = next.committed !== seen.committed;
      seen = next;
      const { select: pick, isEqual: same } = latest.current;
      const value = pick(next);
      if (same(requested.current, value)) return;
      requested.current = value;
      if (committedChanged) startTransition(() => setSnapshot(next));
      else setSnapshot(next);
    };
    // A change between this render and the subscription.
    onChange();
    return driver.subscribe(onChange);
  }, [driver]);
  return selection;
}

/** The intents (update, flush, typeQuery, hrefFor, …): the same object for the life of the driver, no re-render. */
export function useSearchIntents(): SearchIntents {
  const intents = useContext(IntentsContext);
  if (!intents) throw new Error('the search intents need a <SearchDriverProvider>');
  return intents;
}
