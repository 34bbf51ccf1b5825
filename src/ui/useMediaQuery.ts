import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

import type { LayoutHint } from '../interface/pageRender';
import { WIDE_LAYOUT_QUERY } from './layout';

/** Below this the page is a phone's (360–430 px, up to small tablets in portrait): MUI's `down('sm')`. */
export const PHONE_QUERY = '(max-width:599.95px)';

/**
 * The arrangement a server-rendered page was rendered in. The server cannot measure the screen, so it guesses
 * (from the request); the browser hydrates in the same arrangement, then switches at once if the screen is
 * another. `null` in a page rendered only in the browser.
 */
export const LayoutHintContext = createContext<LayoutHint | null>(null);

const HINTED: Readonly<Record<string, keyof LayoutHint>> = {
  [PHONE_QUERY]: 'phone',
  [WIDE_LAYOUT_QUERY]: 'wide',
};

const noSubscription = () => () => undefined;

/**
 * Whether `query` matches now, and a render whenever that changes. Read synchronously on the first render of a
 * page rendered in the browser, so it never lays out one arrangement first and then shifts to the other; a
 * server-rendered page hydrates in the arrangement the server chose. The list is made once per component, not per
 * render: `matchMedia` parses its query each time it is called.
 */
export function useMediaQuery(query: string): boolean {
  const hint = useContext(LayoutHintContext);
  const list = useMemo(() => (typeof window === 'undefined' ? null : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  const hinted = HINTED[query];
  const serverValue = hint !== null && hinted !== undefined ? hint[hinted] : false;
  return useSyncExternalStore(
    list ? subscribe : noSubscription,
    () => list?.matches ?? serverValue,
    () => serverValue,
  );
}

/** Whether the compact phone controls are shown. */
export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);

/** Whether the facets stand beside the results (else they are behind a button). */
export const useWideLayout = (): boolean => useMediaQuery(WIDE_LAYOUT_QUERY);
