import { useCallback, useMemo, useSyncExternalStore } from 'react';

import { WIDE_LAYOUT_QUERY } from './layout';

/** Below this the page is a phone's (360–430 px, up to small tablets in portrait): MUI's `down('sm')`. */
export const PHONE_QUERY = '(max-width:599.95px)';

/**
 * Whether `query` matches now, and a render whenever that changes. Read synchronously on the first render (the app
 * renders in the browser only), so the page never lays out one arrangement first and then shifts to the other. The
 * list is made once per component, not per render: `matchMedia` parses its query each time it is called.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}

/** Whether the compact phone controls are shown. */
export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);

/** Whether the facets stand beside the results (else they are behind a button). */
export const useWideLayout = (): boolean => useMediaQuery(WIDE_LAYOUT_QUERY);
