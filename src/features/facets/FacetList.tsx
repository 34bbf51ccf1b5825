import { FacetView } from './FacetView';
import { useFacetActions } from './useFacetActions';
import { useFacets } from './useFacets';

/**
 * The facets themselves. Loaded on demand (see FacetPanel): they have nothing to show before the first
 * response, so their code arrives alongside it instead of delaying the first page. Dimmed like the results while
 * they are of an older search (`[data-stale]` in global.css).
 */
export default function FacetList() {
  const { facets, stale } = useFacets();
  const actions = useFacetActions();
  return (
    <div aria-busy={facets === null || stale} data-stale={stale ? '' : undefined}>
      {facets?.map((facet) => (
        <FacetView key={facet.id} facet={facet} actions={actions} />
      ))}
    </div>
  );
}
