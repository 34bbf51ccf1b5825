/** React's view of the headless search driver: one context, one hook. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

import type { SearchDriver as HeadlessDriver, SearchSnapshot } from '../search/driver/searchDriver';

export type { CommitTiming } from '../search/driver/searchDriver';
/** What components read: the driver's state and intents. */
export type SearchDriver = SearchSnapshot;

const DriverContext = createContext<HeadlessDriver | null>(null);

export function SearchDriverProvider({ driver, children }: { driver: HeadlessDriver; children: ReactNode }) {
  return <DriverContext value={driver}>{children}</DriverContext>;
}

/** The search's state and intents; re-renders when the driver changes them. */
export function useSearchDriver(): SearchSnapshot {
  const driver = useContext(DriverContext);
  if (!driver) throw new Error('useSearchDriver needs a <SearchDriverProvider>');
  return useSyncExternalStore(driver.subscribe, driver.getSnapshot, driver.getSnapshot);
}
