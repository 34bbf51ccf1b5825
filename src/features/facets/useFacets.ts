import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';

import { useSearchDriver } from '../../bindings/searchDriver';
import { useServices } from '../../bindings/services';
import { searchQuery } from '../../bindings/useSearchResults';
import { useFilterLabels } from '../../bindings/useFilterLabels';
import { useWantOrgNames } from '../../bindings/useCatalogueNames';
import { useI18n } from '../../i18n/useI18n';
import type { SearchResponse } from '../../interface/searchObject';
import { lockedScope } from '../../search/embed/locks';
import { withoutLockedChoices } from '../../search/embed/lockedFacets';
import { buildFacets } from '../../search/facets/buildFacets';
import type { FacetModel, TreeNode } from '../../search/facets/types';

export interface FacetsView {
  /** `null` until the first response. */
  readonly facets: FacetModel[] | null;
  /** The facets are of an older search: a newer one is loading, waiting for the budget or failed. */
  readonly stale: boolean;
}

function treeKeys(nodes: readonly TreeNode[], into: string[]): string[] {
  for (const node of nodes) {
    into.push(node.key);
    treeKeys(node.children, into);
  }
  return into;
}

/**
 * The facets of the results on screen (the previous ones while the next load), with the selection the controls
 * show (`driver.view`, so a click shows at once). Built in the query's `select`: TanStack Query shares the result
 * structurally with the previous one, so a facet whose content did not change keeps its identity and skips its
 * render. A new answer's facets follow its results in a deferred render, which React splits and interrupts: the
 * hits show first and the answer never holds the main thread for both. Asks the organisation catalogue for the
 * names of the organisations the facet shows.
 */
export function useFacets(): FacetsView {
  const { client } = useServices();
  const { committed, view, embed } = useSearchDriver();
  const { f } = useI18n();
  // The codec's labels, days wording included: a value reads the same in its facet and its chip.
  const { labels, orgNames, catalogueNames, locale } = useFilterLabels();
  const select = useCallback(
    (data: SearchResponse) =>
      withoutLockedChoices(
        buildFacets({
          // The visitor's own selection, the embed's type: locked values are applied, not chosen.
          scope: lockedScope(view, embed),
          aggregations: data.aggregations,
          state: view,
          hits: data.hits,
          labels,
          orgNames,
          ...(catalogueNames && { catalogueNames }),
          locale,
          collator: f.collator,
        }),
        embed.locks,
      ),
    [view, embed, labels, orgNames, catalogueNames, locale, f.collator],
  );
  const { data, dataUpdatedAt, isPlaceholderData, isFetching, isError } = useQuery({
    ...searchQuery(client, committed, embed),
    select,
  });
  const current = useMemo(() => ({ facets: data ?? null, answeredAt: dataUpdatedAt }), [data, dataUpdatedAt]);
  const deferred = useDeferredValue(current);
  // Only an answer is deferred: the same answer with a new selection (a click) shows at once.
  const shown = deferred.answeredAt === current.answeredAt ? current : deferred;
  const organisations = data?.find((facet) => facet.filter === 'orgPath');
  const orgPaths = useMemo(
    () => (organisations?.kind === 'tree' ? treeKeys(organisations.nodes, []) : []),
    [organisations],
  );
  useWantOrgNames(orgPaths);
  return {
    facets: shown.facets,
    stale: isPlaceholderData || isFetching || isError || shown !== current,
  };
}
