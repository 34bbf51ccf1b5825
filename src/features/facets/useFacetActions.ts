import { useMemo } from 'react';

import { isListFilter, type UrlFilterName } from '../../search/state';
import { setSingleValue, toggleFilterValue } from '../../search/transitions';
import { useSearchIntents } from '../../bindings/searchDriver';

/** What a facet can do to the search; the same object for the life of the panel, so facets can skip renders. */
export interface FacetActions {
  /** A value was clicked: toggled (lists) or chosen (single-valued filters). */
  readonly toggle: (filter: UrlFilterName, key: string) => void;
  /** The "all" choice of a single-valued filter. */
  readonly clear: (filter: UrlFilterName) => void;
}

/** Facet clicks commit after the facet pause, so quick clicks (in any facets) become one request. */
export function useFacetActions(): FacetActions {
  const { update } = useSearchIntents();
  return useMemo<FacetActions>(
    () => ({
      toggle: (filter, key) => update((state) => toggleFilterValue(state, filter, key), 'facet'),
      clear: (filter) => {
        if (!isListFilter(filter)) update((state) => setSingleValue(state, filter, null), 'facet');
      },
    }),
    [update],
  );
}
