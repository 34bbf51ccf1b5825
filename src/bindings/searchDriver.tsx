/**
 * React's view of the headless search driver. A component reads the part of the snapshot it shows
 * (`useSearchSelector`) and re-renders when that part changes, not with every keystroke; the intents come from a
 * context of their own that never changes (`useSearchIntents`).
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

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
 */
export function useSearchSelector<T>(
  select: (snapshot: SearchSnapshot) => T,
  isEqual: Equality<T> = Object.is,
): T {
  const driver = useHeadlessDriver();
  const getSelection = useMemo(() => {
    const selector = memoizedSelector(select, isEqual);
    return () => selector(driver.getSnapshot());
  }, [driver, select, isEqual]);
  return useSyncExternalStore(driver.subscribe, getSelection, getSelection);
}

/** The intents (update, flush, typeQuery, hrefFor, …): the same object for the life of the driver, no re-render. */
export function useSearchIntents(): SearchIntents {
  const intents = useContext(IntentsContext);
  if (!intents) throw new Error('the search intents need a <SearchDriverProvider>');
  return intents;
}
