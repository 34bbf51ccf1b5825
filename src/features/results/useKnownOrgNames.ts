import { useQueryClient } from '@tanstack/react-query';

import type { Locale } from '../../i18n/locales';
import type { SearchResponse } from '../../interface/searchObject';
import { collectOrgNames } from '../../search/facets/orgNames';

/**
 * Organisation names from every search response in the cache: a search with no hits names no organisation
 * itself, but the filter being removed was chosen from an earlier one.
 */
export function useKnownOrgNames(locale: Locale): ReadonlyMap<string, string> {
  const queryClient = useQueryClient();
  const hits = queryClient
    .getQueriesData<SearchResponse>({ queryKey: ['search'] })
    .flatMap(([, data]) => data?.hits ?? []);
  return collectOrgNames(hits, locale);
}
