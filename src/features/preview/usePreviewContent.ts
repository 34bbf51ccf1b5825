import { useQuery } from '@tanstack/react-query';

import { useSearchDriver } from '../../bindings/searchDriver';
import { useServices } from '../../bindings/services';
import { useSearchResults } from '../../bindings/useSearchResults';
import type { PreviewContent } from './previewContent';
import { isPreviewOf, previewLookupRequest } from './previewKey';

/**
 * The content of the open preview: the hit from the page already fetched (no request), else, once the page has
 * answered without it, one `uri`-filter request through the budgeted client (cached by TanStack Query).
 */
export function usePreviewContent(key: string | null): PreviewContent | null {
  const { client } = useServices();
  const { committed } = useSearchDriver();
  // The same query as the results list: an observer of its cache entry, never a second request.
  const page = useSearchResults(committed);
  const onPage = key === null ? undefined : page.data?.hits.find((hit) => isPreviewOf(hit, key));
  const pageSettled = (page.isSuccess && !page.isPlaceholderData) || page.isError;
  const request = key === null ? null : previewLookupRequest(key);

  const lookup = useQuery({
    queryKey: ['preview', key],
    queryFn: ({ signal }) => {
      if (request === null) throw new Error('no URI to look up');
      return client.search('all', request, { signal, lane: 'preview', priority: 'user' });
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
