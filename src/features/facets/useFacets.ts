import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSearchDriver } from '../../bindings/searchDriver';
import { useServices } from '../../bindings/services';
import { searchQuery } from '../../bindings/useSearchResults';
import { useFilterLabels } from '../../bindings/useFilterLabels';
import { useI18n } from '../../i18n/useI18n';
import type { SearchResponse } from '../../interface/searchObject';
import { buildFacets } from '../../search/facets/buildFacets';
import type { FacetModel } from '../../search/facets/types';

/**
 * The facets of the results on screen (the previous ones while the next load), with the selection the controls
 * show (`driver.view`, so a click shows at once). Built in the query's `select`: TanStack Query shares the result
 * structurally with the previous one, so a facet whose content did not change keeps its identity and skips its
 * render. `null` until the first response.
 */
export function useFacets(): FacetModel[] | null {
  const { client } = useServices();
  const { committed, view } = useSearchDriver();
  const { f } = useI18n();
  // The codec's labels, days wording included: a value reads the same in its facet and its chip.
  const { labels, orgNames, locale } = useFilterLabels();
  const select = useCallback(
    (data: SearchResponse) =>
      buildFacets({
        scope: view.scope,
        aggregations: data.aggregations,
        state: view,
        hits: data.hits,
        labels,
        orgNames,
        locale,
        collator: f.collator,
      }),
    [view, labels, orgNames, locale, f.collator],
  );
  const { data } = useQuery({ ...searchQuery(client, committed), select });
  return data ?? null;
}
