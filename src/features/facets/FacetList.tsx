import Box from '@mui/material/Box';

import { FacetView } from './FacetView';
import { useFacetActions } from './useFacetActions';
import { useFacets } from './useFacets';

/**
 * The facets themselves. Loaded on demand (see FacetPanel): they have nothing to show before the first
 * response, so their code arrives alongside it instead of delaying the first page.
 */
export default function FacetList() {
  const { facets, stale } = useFacets();
  const actions = useFacetActions();
  return (
    <Box
      aria-busy={facets === null || stale}
      // Dimmed like the results while they are of an older search: a grey wash and desaturation, never opacity,
      // so the text keeps its contrast (WCAG 1.4.3).
      sx={{
        bgcolor: stale ? 'grey.100' : 'transparent',
        filter: stale ? 'grayscale(0.8)' : 'none',
        transition: 'background-color 120ms linear',
      }}
    >
      {facets?.map((facet) => (
        <FacetView key={facet.id} facet={facet} actions={actions} />
      ))}
    </Box>
  );
}
