/**
 * Who the app talks to when framed (docs/embed-protocol.md, "Origins"): the host names its origin in the frame's
 * URL (`parentOrigin`), and the operator lists the origins that may embed with a conversation (`EMBED_ORIGINS`,
 * served as `embedOrigins` in /config.json). Only an origin in both is trusted. Pure: no window, no React.
 */
import type { SearchState } from '../../search/state';
import { NO_EMBED } from '../../search/embed/embedOptions';
import { parseSearchUrl, serializeSearchUrl, type EnvironmentChoice } from '../../search/url';
import type { EmbedMessage } from './embedMessages';

export interface EmbedChannel {
  /** The `targetOrigin` of every message the app posts: the trusted origin, else `'*'`. */
  readonly targetOrigin: string;
  /** The origin whose `setSearch` is accepted and which hears the search; `null`: none (height only). */
  readonly trustedOrigin: string | null;
}

/** The channel for a frame whose URL names `parentOrigin`, given the server's allowlist. */
export function embedChannel(parentOrigin: string | null, allowed: readonly string[]): EmbedChannel {
  const trusted = parentOrigin !== null && allowed.includes(parentOrigin) ? parentOrigin : null;
  return { targetOrigin: trusted ?? '*', trustedOrigin: trusted };
}

/**
 * To an unknown page ('*') only the height and a band to reveal go (numbers about the frame, nothing of the
 * visitor's search): the search and `scrollTop` are for the trusted host alone.
 */
export function mayPost(channel: EmbedChannel, message: EmbedMessage): boolean {
  return message.type === 'resize' || message.type === 'reveal' || channel.trustedOrigin !== null;
}

/** A message is heard only from the trusted origin, and only from the window that frames the app. */
export function acceptsFrom(channel: EmbedChannel, origin: string, fromParent: boolean): boolean {
  return channel.trustedOrigin !== null && fromParent && origin === channel.trustedOrigin;
}

/** The visitor's search as the protocol carries it: canonical path and query, no language or embedding options. */
export function searchOfState(state: SearchState): string {
  const { pathname, search } = serializeSearchUrl(state, null, null, null, NO_EMBED);
  return pathname + search;
}

/**
 * The search a `setSearch` asks for, read with the app's URL codec (what it cannot use is dropped, as in an
 * address bar). Its embedding parameters, language and environment are ignored: those stay the frame's own.
 */
export function stateOfSearch(search: string, environments: EnvironmentChoice): SearchState | null {
  let url: URL;
  try {
    url = new URL(search, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid') return null;
  return parseSearchUrl(url.pathname, url.search, environments).state;
}
