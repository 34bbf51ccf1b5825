import { useCallback, useEffect, useMemo, useRef } from 'react';

import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { useServices } from '../../bindings/services';
import { NO_ENVIRONMENTS } from '../../search/url';
import { acceptsFrom, embedChannel, mayPost, searchOfState, stateOfSearch } from './embedChannel';
import { readSetSearch, scrollTopMessage, stateMessage, type EmbedMessage } from './embedMessages';
import { isFramed } from './isFramed';
import { startResizeReporting } from './resizeReporter';

/**
 * Talks to the page that frames the app (docs/embed-protocol.md): the document's height, so the host can size the
 * frame without a second scrollbar; and, to a host whose `parentOrigin` the server allows, each committed search,
 * a request to scroll the frame into view on a new page of results, and the host's own `setSearch`. Renders
 * nothing, and does nothing when the app is not framed.
 */
export function EmbedBridge(): null {
  const framed = isFramed();
  const embed = useSearchSelector((s) => s.embed);
  const committed = useSearchSelector((s) => s.committed);
  const preview = useSearchSelector((s) => s.preview);
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

  // Another page of results starts at the frame's top, which may be far above the host's viewport.
  const page = committed.page;
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (framed) post(scrollTopMessage());
  }, [framed, post, page]);

  // A preview opens over the frame from its top: the host brings that top into view, as for a new page.
  const previewOpen = preview !== null;
  useEffect(() => {
    if (framed && previewOpen) post(scrollTopMessage());
  }, [framed, post, previewOpen]);

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
