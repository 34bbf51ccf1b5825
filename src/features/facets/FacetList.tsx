import Box from '@mui/material/Box';

import { FacetView } from './FacetView';
import { useFacetActions } from './useFacetActions';
import { useFacets } from './useFacets';

/**
 * The facets themselves. Loaded on demand (see FacetPanel): they have nothing to show before the first
 * response, so their code arrives alongside it instead of delaying the first page.
 */
export default function FacetList() {
  const facets = useFacets();
  const actions = useFacetActions();
  return (
    <Box aria-busy={facets === null}>
      {facets?.map((facet) => (
        <FacetView key={facet.id} facet={facet} actions={actions} />
      ))}
    </Box>
  );
}
