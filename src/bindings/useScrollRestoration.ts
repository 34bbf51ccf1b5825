import { useEffect, useLayoutEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

import { recalledScroll, rememberScroll } from './scrollPositions';

const sessionStorageIfUsable = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The position to restore on arriving at entry `key`: only back, forward or a reload (a Pop) restore one. */
function positionToRestore(navigationType: NavigationType, key: string): number | null {
  return navigationType === NavigationType.Pop ? recalledScroll(sessionStorageIfUsable(), key) : null;
}

/**
 * Back and forward return to the scroll position the entry had; a new search keeps the page where it is (a page
 * change moves focus to the result summary itself). The results of a revisited search come from the cache in the
 * same render, so the position can be restored before paint.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const storage = sessionStorageIfUsable();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => rememberScroll(storage, location.key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const y = positionToRestore(navigationType, location.key);
    if (y !== null) window.scrollTo(0, y);
  }, [location.key, navigationType]);
}

/**
 * Whether the page came back (back, forward, reload) to an entry whose scroll position `useScrollRestoration`
 * restores: then what it renders must be all there at once. Decided when the calling component mounts.
 */
export function useReturnsToScrollPosition(): boolean {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [returns] = useState(() => positionToRestore(navigationType, key) !== null);
  return returns;
}
