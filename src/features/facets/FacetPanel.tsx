import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../i18n/useI18n';
import { useLazyModule } from '../../ui/lazyModule';
import { facetList } from './preload';

export interface FacetPanelProps {
  /** The drawer has a heading of its own. */
  hideHeading?: boolean;
}

/**
 * Every facet of the current results. A click shows at once and commits after the facet pause, so quick
 * clicks in several facets make one request; all facet work (show more, filter, trees) happens here, free.
 */
export function FacetPanel({ hideHeading = false }: FacetPanelProps) {
  const { m } = useI18n();
  const FacetList = useLazyModule(facetList)?.default;
  return (
    // Not a landmark of its own: the page's aside (or the drawer) already names the filters.
    <Box sx={{ minWidth: 0 }}>
      {hideHeading ? null : (
        <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
          {m.facets.heading}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {m.facets.hint} {m.facets.matchAllOnce} {m.facets.countsHint}
      </Typography>
      {FacetList ? <FacetList /> : null}
    </Box>
  );
}
