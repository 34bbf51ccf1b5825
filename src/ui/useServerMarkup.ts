import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => false;
const onServer = () => true;

/**
 * True in the server's render and in the hydration of its markup (React reads a store's server snapshot in both),
 * false in every render after and in a page rendered in the browser: a component can render in hydration exactly
 * what the server sent.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
