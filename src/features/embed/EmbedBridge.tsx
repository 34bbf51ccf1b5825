import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { stateMessage, targetOriginFor, type EmbedMessage } from './embedMessages';
import { startResizeReporting } from './resizeReporter';

const isFramed = () => typeof window !== 'undefined' && window.parent !== window;

function postToParent(message: EmbedMessage): void {
  // The parent's origin when the referrer tells it; see targetOriginFor for why '*' is acceptable otherwise.
  window.parent.postMessage(message, targetOriginFor(document.referrer));
}

/**
 * Talks to the page that frames the app (ui-anchors.md d1): the document's height, so the host can size the
 * frame without a second scrollbar, and each committed search, so the host can mirror it. Renders nothing, and
 * does nothing when the app is not framed.
 */
export function EmbedBridge(): null {
  const { pathname, search } = useLocation();
  const framed = isFramed();

  useEffect(() => {
    if (!framed) return;
    return startResizeReporting(window, postToParent);
  }, [framed]);

  useEffect(() => {
    if (framed) postToParent(stateMessage(pathname + search));
  }, [framed, pathname, search]);

  return null;
}
