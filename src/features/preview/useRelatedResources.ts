import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useSearchSelector } from '../../bindings/searchDriver';
import { useSearchResults } from '../../bindings/useSearchResults';
import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { lockedLookup } from '../../search/embed/locks';
import { relatedByUri, relatedLookupRequest, urisToLookUp, type RelatedResource } from './relatedLookup';

export interface RelatedResources {
  /** The related resources found, by URI: those on the page at once, the rest after the lookup. */
  readonly found: ReadonlyMap<string, RelatedResource>;
  /** The lookup has not answered yet (a URI not found is "not in the catalogue" only once it has). */
  readonly pending: boolean;
}

/**
 * The resources a preview's relations name: those among the page's hits (no request), the others by one `uri`
 * request at background priority (a search the visitor makes goes first), within an embed's locks.
 */
export function useRelatedResources(uris: readonly string[]): RelatedResources {
  const { client } = useServices();
  const { locale } = useI18n();
  const committed = useSearchSelector((s) => s.committed);
  const embed = useSearchSelector((s) => s.embed);
  const page = useSearchResults(committed);
  const hits = page.data?.hits;
  const onPage = useMemo(() => relatedByUri(uris, hits ?? [], locale), [uris, hits, locale]);
  const missing = useMemo(() => urisToLookUp(uris, (uri) => onPage.has(uri)), [uris, onPage]);
  const body = relatedLookupRequest(missing);
  const request = body === null ? null : lockedLookup(body, embed);

  const lookup = useQuery({
    queryKey: ['preview-relations', request],
    queryFn: ({ signal }) => {
      if (request === null) throw new Error('no relations to look up');
      return client.search(request.scope, request.body, {
        signal,
        lane: 'preview-relations',
        priority: 'background',
      });
    },
    enabled: request !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const looked = lookup.data?.hits;
  const found = useMemo(
    () => new Map([...onPage, ...relatedByUri(missing, looked ?? [], locale)]),
    [onPage, missing, looked, locale],
  );
  return { found, pending: request !== null && lookup.isPending };
}
