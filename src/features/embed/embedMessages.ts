/**
 * The messages the app posts to the page that frames it (ui-anchors.md d1): namespaced by `source`, versioned,
 * and carrying nothing secret, only the frame's height and the URL of the search shown.
 */
export const EMBED_SOURCE = 'catalogue-search';
export const EMBED_VERSION = 1;

export interface ResizeMessage {
  readonly source: typeof EMBED_SOURCE;
  readonly type: 'resize';
  readonly version: typeof EMBED_VERSION;
  /** The document's height in CSS pixels, rounded up. */
  readonly height: number;
}

export interface StateMessage {
  readonly source: typeof EMBED_SOURCE;
  readonly type: 'state';
  readonly version: typeof EMBED_VERSION;
  /** The search's path and query (`/datasets?q=vann`), for the host to mirror in its own URL. */
  readonly search: string;
}

export type EmbedMessage = ResizeMessage | StateMessage;

export function resizeMessage(height: number): ResizeMessage {
  const whole = Number.isFinite(height) ? Math.max(0, Math.ceil(height)) : 0;
  return { source: EMBED_SOURCE, type: 'resize', version: EMBED_VERSION, height: whole };
}

export function stateMessage(search: string): StateMessage {
  return { source: EMBED_SOURCE, type: 'state', version: EMBED_VERSION, search };
}

/**
 * The `targetOrigin` for messages to the framing page: its origin, read from `document.referrer` (which, for a
 * frame, is the page that framed it). When the host withholds the referrer (`Referrer-Policy: no-referrer`) or
 * it has no origin of its own (`file:`, `about:`), the origin cannot be known and `'*'` is used: acceptable
 * only because these messages hold nothing the host page could not already see (a height and a public URL).
 */
export function targetOriginFor(referrer: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '*';
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '*';
}
