import { lazy, Suspense } from 'react';

// Only a framed page talks to a host: the bridge's code (messages, origin rules, resize reporting) loads there
// alone, off the first page of the ordinary site.
const Bridge = lazy(() => import('./EmbedBridge').then(({ EmbedBridge }) => ({ default: EmbedBridge })));

/** Whether another page frames the app (a browser that will not even compare with its parent is framed). */
function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** The bridge to the host page (docs/embed-protocol.md) where there is one; nothing otherwise. */
export function EmbedBridge() {
  if (!isFramed()) return null;
  return (
    <Suspense fallback={null}>
      <Bridge />
    </Suspense>
  );
}
