/**
 * Which resource a preview shows: the `preview` URL parameter holds the hit's URI when it has one (the `uri`
 * filter can then fetch a shared preview whose hit is not on the page, in one request), else its id (found only
 * among the hits on the page). Small and free of React: the results feature imports it eagerly.
 */
import type { SearchRequest } from '../../interface/request';
import type { SearchObject } from '../../interface/searchObject';

const HTTP_URI = /^https?:\/\/\S+$/i;
/** The URL parameter takes at most this many characters (url.ts). */
const MAX_KEY = 200;

/** An absolute http(s) URI: the only kind the `uri` filter is asked for, and the only kind that is linked. */
export function isHttpUri(value: string): boolean {
  return HTTP_URI.test(value);
}

/** The value of `preview=` that opens this hit. */
export function previewKeyOf(hit: Pick<SearchObject, 'id' | 'uri'>): string {
  const uri = hit.uri?.trim();
  return uri && isHttpUri(uri) && uri.length <= MAX_KEY ? uri : hit.id;
}

/** Whether a hit is the one a preview key names (by its URI, or by its id). */
export function isPreviewOf(hit: Pick<SearchObject, 'id' | 'uri'>, key: string): boolean {
  return hit.id === key || previewKeyOf(hit) === key;
}

/** The request that fetches a previewed hit by its URI (one hit, any type); `null` when the key is no URI. */
export function previewLookupRequest(key: string): SearchRequest | null {
  if (!isHttpUri(key)) return null;
  return { query: '', filters: { uri: { value: [key] } }, pagination: { page: 0, size: 1 } };
}
