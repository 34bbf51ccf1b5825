/*
 * embed.js: sizes every frame of the catalogue search on a host page (protocol v1, docs/embed-protocol.md).
 * Served as it is, without dependencies: add it once after the frames, with
 *   <script src="https://<app>/embed.js" defer></script>
 * A frame of the app is an <iframe data-catalogue-search src="https://<app>/?embed=1…">. Messages are taken only
 * from a frame's own window and its src's origin. Optional: data-mirror="name" keeps the frame's search in the
 * host page's query parameter "name" (needs the frame's parentOrigin allowed by the app's EMBED_ORIGINS), and a
 * search found there when the page loads is passed on to the frame.
 */
(() => {
  'use strict';
  const SOURCE = 'catalogue-search';
  const VERSION = 1;
  const FRAMES = 'iframe[data-catalogue-search]';
  // Bounds on a reported height, so that a runaway page cannot grow the frame without end.
  const MIN_HEIGHT = 50;
  const MAX_HEIGHT = 20000;
  // Frames whose mirrored search (from the host URL at load) has been passed on, or found not to need it.
  const started = new WeakSet();

  const originOf = (frame) => {
    try {
      return new URL(frame.src, location.href).origin;
    } catch {
      return null;
    }
  };

  const frameOf = (event) => {
    for (const frame of document.querySelectorAll(FRAMES)) {
      if (frame.contentWindow === event.source && event.origin === originOf(frame)) return frame;
    }
    return null;
  };

  const isSearch = (value) => typeof value === 'string' && /^\/(?![/\\])/.test(value);

  const mirror = (frame, search, origin) => {
    const name = frame.dataset.mirror;
    if (!name) return;
    const url = new URL(location.href);
    const wanted = url.searchParams.get(name);
    if (!started.has(frame)) {
      started.add(frame);
      if (isSearch(wanted) && wanted !== search) {
        const message = { source: SOURCE, version: VERSION, type: 'setSearch', search: wanted };
        frame.contentWindow.postMessage(message, origin);
        return;
      }
    }
    if (wanted === search || (wanted === null && search === '/')) return;
    if (search === '/') url.searchParams.delete(name);
    else url.searchParams.set(name, search);
    history.replaceState(history.state, '', url.href);
  };

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (data === null || typeof data !== 'object' || data.source !== SOURCE || data.version !== VERSION)
      return;
    const frame = frameOf(event);
    if (frame === null) return;
    if (data.type === 'resize' && Number.isFinite(data.height)) {
      frame.style.height = `${Math.min(Math.max(Math.ceil(data.height), MIN_HEIGHT), MAX_HEIGHT)}px`;
    } else if (data.type === 'scrollTop') {
      // Only upwards: a frame whose top is in view (or below) stays where the visitor is reading.
      if (frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
    } else if (data.type === 'state' && isSearch(data.search)) {
      mirror(frame, data.search, event.origin);
    }
  });
})();
