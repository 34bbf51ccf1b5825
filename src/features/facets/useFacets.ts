import { useDeferredValue, useMemo } from 'react';

import { useSearchSelector, type SearchSnapshot } from '../../bindings/searchDriver';
import { useShownResults } from '../../bindings/useSearchResults';
import { useFilterLabels } from '../../bindings/useFilterLabels';
import { useWantOrgNames } from '../../bindings/useCatalogueNames';
import { useI18n } from '../../i18n/useI18n';
import { lockedScope } from '../../search/embed/locks';
import { withoutLockedChoices } from '../../search/embed/lockedFacets';
import { buildFacets } from '../../search/facets/buildFacets';
import type { FacetModel, TreeNode } from '../../search/facets/types';
import type { SearchState } from '../../search/state';
import { useSharedStructure } from '../../ui/useSharedStructure';

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
 * The view as the facets read it: its filters and its tab. A keystroke changes the view's query, not these, so it
 * neither renders the facets nor builds them again.
 */
const sameSelection = (a: SearchState, b: SearchState) => a.filters === b.filters && a.scope === b.scope;
const selectView = (snapshot: SearchSnapshot) => snapshot.view;

/**
 * The facets of the results on screen (the previous ones while the next load), with the selection the controls
 * show (`driver.view`, so a click shows at once). A new answer reaches them in a deferred render: its hits and
 * count render and show first, and the facets are built from it only then, so building them never delays the
 * results. A click on the same answer rebuilds them at once (the lists are labelled and ranked once per answer, see
 * buildFacets). While the visitor types, the answer they had stays (`useShownResults`). Asks the organisation
 * catalogue for the names of the organisations the facet shows.
 */
export function useFacets(): FacetsView {
  const committed = useSearchSelector((s) => s.committed);
  const view = useSearchSelector(selectView, sameSelection);
  const embed = useSearchSelector((s) => s.embed);
  const { f } = useI18n();
  // The codec's labels, days wording included: a value reads the same in its facet and its chip.
  const { labels, orgNames, catalogueNames, locale } = useFilterLabels();
  const { data, isPlaceholderData, isFetching, isError } = useShownResults(committed);
  const answer = useDeferredValue(data);
  const built = useMemo(
    () =>
      answer === undefined
        ? null
        : withoutLockedChoices(
            buildFacets({
              // The visitor's own selection, the embed's type: locked values are applied, not chosen.
              scope: lockedScope(view, embed),
              aggregations: answer.aggregations,
              state: view,
              hits: answer.hits,
              labels,
              orgNames,
              ...(catalogueNames && { catalogueNames }),
              locale,
              collator: f.collator,
            }),
            embed.locks,
          ),
    [answer, view, embed, labels, orgNames, catalogueNames, locale, f.collator],
  );
  // A facet whose content did not change keeps its identity, and `FacetView` (a `memo`) skips its render.
  const facets = useSharedStructure(built);
  const organisations = facets?.find((facet) => facet.filter === 'orgPath');
  const orgPaths = useMemo(
    () => (organisations?.kind === 'tree' ? treeKeys(organisations.nodes, []) : []),
    [organisations],
  );
  useWantOrgNames(orgPaths);
  return {
    facets,
    stale: isPlaceholderData || isFetching || isError || answer !== data,
  };
}
