import { useCallback, useEffect, useMemo } from 'react';

import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { useServices } from '../../bindings/services';
import { NO_ENVIRONMENTS } from '../../search/url';
import { acceptsFrom, embedChannel, mayPost, searchOfState, stateOfSearch } from './embedChannel';
import { isHostMessage, readSetSearch, stateMessage, type EmbedMessage } from './embedMessages';
import { setHostPost, startVisiblePartTracking } from './frameViewport';
import { isFramed } from './isFramed';
import { startResizeReporting } from './resizeReporter';

/**
 * Talks to the page that frames the app (docs/embed-protocol.md): the document's height, so the host can size the
 * frame without a second scrollbar; bands of the frame to bring into view, to embed.js once it says it is there;
 * and, to a host whose `parentOrigin` the server allows, each committed search and the host's own `setSearch`.
 * Watches which band of the frame the visitor sees (frameViewport). Renders nothing, and does nothing when the
 * app is not framed.
 */
export function EmbedBridge(): null {
  const framed = isFramed();
  const embed = useSearchSelector((s) => s.embed);
  const committed = useSearchSelector((s) => s.committed);
  const { update } = useSearchIntents();
  const { config } = useServices();
  const channel = useMemo(
    () => embedChannel(embed.parentOrigin, config.embedOrigins ?? []),
    [embed.parentOrigin, config.embedOrigins],
  );
  const post = useCallback(
    (message: EmbedMessage) => {
      if (mayPost(channel, message)) window.parent.postMessage(message, channel.targetOrigin);
    },
    [channel],
  );

  useEffect(() => {
    if (!framed) return;
    return startResizeReporting(window, post);
  }, [framed, post]);

  const search = searchOfState(committed);
  useEffect(() => {
    if (framed) post(stateMessage(search));
  }, [framed, post, search]);

  useEffect(() => {
    if (!framed) return;
    return startVisiblePartTracking(window);
  }, [framed]);

  // embed.js on the host says it is there: from then on it scrolls for the frame (a new page's heading, the card a
  // preview was opened from), else the frame scrolls itself into view. Any origin may say so: the frame then only
  // tells it coordinates, which it could measure itself.
  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !isHostMessage(event.data)) return;
      const origin = event.origin;
      setHostPost((message) => {
        if (mayPost(channel, message)) window.parent.postMessage(message, origin);
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      setHostPost(null);
    };
  }, [framed, channel]);

  useEffect(() => {
    if (!framed || channel.trustedOrigin === null) return;
    const onMessage = (event: MessageEvent) => {
      if (!acceptsFrom(channel, event.origin, event.source === window.parent)) return;
      const message = readSetSearch(event.data);
      const state = message && stateOfSearch(message.search, NO_ENVIRONMENTS);
      // The visitor's search is replaced; the frame's language, environment and embedding options stay.
      if (state) update(() => state, 'now');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [framed, channel, update]);

  return null;
}
