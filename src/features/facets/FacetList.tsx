import { styled } from '@mui/material/styles';

import { facetListRules } from './facetListStyles';
import { FacetView } from './FacetView';
import { useFacetActions } from './useFacetActions';
import { useFacets } from './useFacets';

/**
 * The list's root carries the styles of every facet in it. Dimmed like the results while they are of an older
 * search: a grey wash and desaturation, never opacity, so the text keeps its contrast (WCAG 1.4.3).
 */
const FacetListRoot = styled('div')(({ theme }) => ({
  backgroundColor: 'transparent',
  transition: 'background-color 120ms linear',
  '&[data-stale]': { backgroundColor: theme.palette.grey[100], filter: 'grayscale(0.8)' },
  ...facetListRules(theme),
}));

/**
 * The facets themselves. Loaded on demand (see FacetPanel): they have nothing to show before the first
 * response, so their code arrives alongside it instead of delaying the first page.
 */
export default function FacetList() {
  const { facets, stale } = useFacets();
  const actions = useFacetActions();
  return (
    <FacetListRoot aria-busy={facets === null || stale} data-stale={stale ? '' : undefined}>
      {facets?.map((facet) => (
        <FacetView key={facet.id} facet={facet} actions={actions} />
      ))}
    </FacetListRoot>
  );
}
