import { memo, useCallback } from 'react';

import type { FacetModel } from '../../search/facets/types';
import { DaysFacetView } from './DaysFacetView';
import { ListFacetView } from './ListFacetView';
import { TreeFacetView } from './TreeFacetView';
import type { FacetActions } from './useFacetActions';

export interface FacetViewProps {
  facet: FacetModel;
  actions: FacetActions;
}

/** One facet of any kind; re-renders only when its model changed (`useFacets` keeps unchanged ones identical). */
export const FacetView = memo(function FacetView({ facet, actions }: FacetViewProps) {
  const { filter } = facet;
  const onToggle = useCallback((key: string) => actions.toggle(filter, key), [actions, filter]);
  const onClear = useCallback(() => actions.clear(filter), [actions, filter]);
  switch (facet.kind) {
    case 'list':
      return <ListFacetView facet={facet} onToggle={onToggle} onClear={onClear} />;
    case 'tree':
      return <TreeFacetView facet={facet} onToggle={onToggle} onClear={onClear} />;
    case 'days':
      return <DaysFacetView facet={facet} onToggle={onToggle} onClear={onClear} />;
  }
});
