/*
 * embed.js: sizes every frame of the catalogue search on a host page (protocol v1, docs/embed-protocol.md).
 * Served as it is, without dependencies: add it once after the frames, with
 *   <script src="https://<app>/embed.js" defer></script>
 * A frame of the app is any <iframe> whose window sends the app's messages from its src's origin: no attribute is
 * needed. Optional: data-mirror="name" keeps the frame's search in the host page's query parameter "name" (needs
 * the frame's parentOrigin allowed by the app's EMBED_ORIGINS), and a search found there when the page loads is
 * passed on to the frame.
 */
(() => {
  'use strict';
  const SOURCE = 'catalogue-search';
  const VERSION = 1;
  // Bounds on a reported height, so that a runaway page cannot grow the frame without end.
  const MIN_HEIGHT = 50;
  const MAX_HEIGHT = 20000;
  // Room kept above a band brought into view (a heading is not glued to the window's edge).
  const MARGIN = 16;
  // Frames whose mirrored search (from the host URL at load) has been passed on, or found not to need it.
  const started = new WeakSet();
  // Frames told that this script runs here (they then ask it to scroll for them).
  const greeted = new WeakSet();

  const originOf = (frame) => {
    try {
      return new URL(frame.src, location.href).origin;
    } catch {
      return null;
    }
  };

  // The frame is found by the window that sent the message, so every frame of the app is served, marked or not.
  const frameOf = (event) => {
    for (const frame of document.getElementsByTagName('iframe')) {
      if (frame.contentWindow === event.source && event.origin === originOf(frame)) return frame;
    }
    return null;
  };

  const isSearch = (value) => typeof value === 'string' && /^\/(?![/\\])/.test(value);

  const post = (frame, message, origin) =>
    frame.contentWindow.postMessage({ source: SOURCE, version: VERSION, ...message }, origin);

  const mirror = (frame, search, origin) => {
    const name = frame.dataset.mirror;
    if (!name) return;
    const url = new URL(location.href);
    const wanted = url.searchParams.get(name);
    if (!started.has(frame)) {
      started.add(frame);
      if (isSearch(wanted) && wanted !== search) {
        post(frame, { type: 'setSearch', search: wanted }, origin);
        return;
      }
    }
    if (wanted === search || (wanted === null && search === '/')) return;
    if (search === '/') url.searchParams.delete(name);
    else url.searchParams.set(name, search);
    history.replaceState(history.state, '', url.href);
  };

  // Scrolls the host page so that a band of the frame (frame coordinates) is in view: its top at the window's top
  // ('start'), or the least scroll that shows it ('nearest').
  const reveal = (frame, top, bottom, block) => {
    const frameTop = frame.getBoundingClientRect().top;
    const bandTop = frameTop + top;
    const bandBottom = frameTop + bottom;
    let by = 0;
    if (block === 'start' || bandTop < MARGIN) by = bandTop - MARGIN;
    else if (bandBottom > innerHeight - MARGIN)
      by = Math.min(bandBottom - innerHeight + MARGIN, bandTop - MARGIN);
    if (by !== 0) scrollBy({ top: by, behavior: 'instant' });
  };

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (data === null || typeof data !== 'object' || data.source !== SOURCE || data.version !== VERSION)
      return;
    const frame = frameOf(event);
    if (frame === null) return;
    if (!greeted.has(frame)) {
      greeted.add(frame);
      post(frame, { type: 'host' }, event.origin);
    }
    if (data.type === 'resize' && Number.isFinite(data.height)) {
      frame.style.height = `${Math.min(Math.max(Math.ceil(data.height), MIN_HEIGHT), MAX_HEIGHT)}px`;
    } else if (data.type === 'reveal' && Number.isFinite(data.top) && Number.isFinite(data.bottom)) {
      reveal(frame, data.top, data.bottom, data.block);
    } else if (data.type === 'scrollTop') {
      // Only upwards: a frame whose top is in view (or below) stays where the visitor is reading.
      if (frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
    } else if (data.type === 'state' && isSearch(data.search)) {
      mirror(frame, data.search, event.origin);
    }
  });
})();
