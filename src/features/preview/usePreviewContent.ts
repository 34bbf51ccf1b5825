import { useQuery } from '@tanstack/react-query';

import { useSearchSelector } from '../../bindings/searchDriver';
import { useServices } from '../../bindings/services';
import { lockedLookup } from '../../search/embed/locks';
import { useSearchResults } from '../../bindings/useSearchResults';
import type { PreviewContent } from './previewContent';
import { isPreviewOf, previewLookupRequest } from './previewKey';

/**
 * The content of the open preview: the hit from the page already fetched (no request), else, once the page has
 * answered without it, one `uri`-filter request through the budgeted client (cached by TanStack Query).
 */
export function usePreviewContent(key: string | null): PreviewContent | null {
  const { client } = useServices();
  const committed = useSearchSelector((s) => s.committed);
  const embed = useSearchSelector((s) => s.embed);
  // The same query as the results list: an observer of its cache entry, never a second request.
  const page = useSearchResults(committed);
  const onPage = key === null ? undefined : page.data?.hits.find((hit) => isPreviewOf(hit, key));
  const pageSettled = (page.isSuccess && !page.isPlaceholderData) || page.isError;
  const lookupBody = key === null ? null : previewLookupRequest(key);
  // Within an embed's locks: a preview shows only what the embed may show.
  const request = lookupBody === null ? null : lockedLookup(lookupBody, embed);

  const lookup = useQuery({
    queryKey: ['preview', request],
    queryFn: ({ signal }) => {
      if (request === null) throw new Error('no URI to look up');
      return client.search(request.scope, request.body, { signal, lane: 'preview', priority: 'user' });
    },
    enabled: request !== null && onPage === undefined && pageSettled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  if (key === null) return null;
  if (onPage) return { kind: 'hit', hit: onPage };
  if (!pageSettled) return { kind: 'loading' };
  if (request === null) return { kind: 'not-on-page' };
  if (lookup.isError) return { kind: 'failed', retry: () => void lookup.refetch() };
  if (!lookup.data) return { kind: 'loading' };
  const found = lookup.data.hits.find((hit) => isPreviewOf(hit, key));
  return found ? { kind: 'hit', hit: found } : { kind: 'not-found' };
}
