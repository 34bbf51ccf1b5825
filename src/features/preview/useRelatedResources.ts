import { useMemo } from 'react';

import { useSearchSelector } from '../../bindings/searchDriver';
import { useSearchResults } from '../../bindings/useSearchResults';
import { useI18n } from '../../i18n/useI18n';
import { relatedByUri, type RelatedResource } from './relatedLookup';

export interface RelatedResources {
  /** The related resources on the page, by URI (their titles show at once). */
  readonly found: ReadonlyMap<string, RelatedResource>;
  /**
   * Whether the others are unknown rather than known to be missing: a preview costs no request, so a relation off
   * the page is looked up only when the visitor opens its preview.
   */
  readonly pending: boolean;
}

/** The resources a preview's relations name, among the page's hits (no request). */
export function useRelatedResources(uris: readonly string[]): RelatedResources {
  const { locale } = useI18n();
  const committed = useSearchSelector((s) => s.committed);
  const page = useSearchResults(committed);
  const hits = page.data?.hits;
  const found = useMemo(() => relatedByUri(uris, hits ?? [], locale), [uris, hits, locale]);
  return { found, pending: uris.some((uri) => !found.has(uri)) };
}
