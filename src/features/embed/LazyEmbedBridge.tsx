import { lazy, Suspense } from 'react';

import { useFramed } from './isFramed';

// Only a framed page talks to a host: the bridge's code (messages, origin rules, resize reporting) loads there
// alone, off the first page of the ordinary site.
const Bridge = lazy(() => import('./EmbedBridge').then(({ EmbedBridge }) => ({ default: EmbedBridge })));

/** The bridge to the host page (docs/embed-protocol.md) where there is one; nothing otherwise. */
export function EmbedBridge() {
  const framed = useFramed();
  if (!framed) return null;
  return (
    <Suspense fallback={null}>
      <Bridge />
    </Suspense>
  );
}
