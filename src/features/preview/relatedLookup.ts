/**
 * Readable relations: the resources a preview's relations name, found in the catalogue with one `uri` request (an
 * OR list), so each relation shows the related resource's title and can open its preview. Pure: no React, no fetch.
 */
import type { Locale } from '../../interface/locales';
import type { SearchRequest } from '../../interface/request';
import type { SearchObject } from '../../interface/searchObject';
import type { ResourceType } from '../../interface/vocabulary';
import { toHitCard } from '../../search/hitCard';
import { cleanTitle, pickLocalized } from '../../search/text';
import { isHttpUri, isPreviewOf } from './previewKey';

/** One request names at most this many URIs (a page's worth): a preview with more labels the first ones. */
export const MAX_RELATED = 50;

export interface RelatedResource {
  /** The related resource's title in the UI language (tags dropped), `null` when it has none. */
  readonly title: { readonly text: string; readonly lang: string } | null;
  readonly type: ResourceType | null;
}

/** The distinct http(s) URIs worth asking for, in order, minus those already known (`known`). */
export function urisToLookUp(uris: readonly string[], known: (uri: string) => boolean): string[] {
  const wanted = new Set<string>();
  for (const uri of uris) {
    if (isHttpUri(uri) && !known(uri) && wanted.size < MAX_RELATED) wanted.add(uri);
  }
  return [...wanted];
}

/** The one request that finds the related resources the catalogue holds; `null` when there is nothing to ask. */
export function relatedLookupRequest(uris: readonly string[]): SearchRequest | null {
  if (uris.length === 0) return null;
  return { query: '', filters: { uri: { value: [...uris] } }, pagination: { page: 0, size: uris.length } };
}

/** The related resource a hit is, as a relation shows it. */
export function relatedOf(hit: SearchObject, locale: Locale): RelatedResource {
  const picked = pickLocalized(hit.title, locale);
  const text = picked ? cleanTitle(picked.text) : '';
  const card = toHitCard(hit, { locale, words: [], resourcePageUrl: '' });
  return { title: picked && text !== '' ? { text, lang: picked.lang } : null, type: card.type };
}

/** Which of the URIs the hits are (by URI), as relations show them. */
export function relatedByUri(
  uris: readonly string[],
  hits: readonly SearchObject[],
  locale: Locale,
): Map<string, RelatedResource> {
  const found = new Map<string, RelatedResource>();
  for (const uri of uris) {
    const hit = hits.find((candidate) => candidate.uri?.trim() === uri || isPreviewOf(candidate, uri));
    if (hit) found.set(uri, relatedOf(hit, locale));
  }
  return found;
}
