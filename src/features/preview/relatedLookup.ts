/**
 * Readable relations: the resources a preview's relations name, found among the page's hits, so each relation shows
 * the related resource's title and opens its preview. Pure: no React, no fetch.
 */
import type { Locale } from '../../interface/locales';
import type { SearchObject } from '../../interface/searchObject';
import type { ResourceType } from '../../interface/vocabulary';
import { toHitCard } from '../../search/hitCard';
import { cleanTitle, pickLocalized } from '../../search/text';
import { isPreviewOf } from './previewKey';

export interface RelatedResource {
  /** The related resource's title in the UI language (tags dropped), `null` when it has none. */
  readonly title: { readonly text: string; readonly lang: string } | null;
  readonly type: ResourceType | null;
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
