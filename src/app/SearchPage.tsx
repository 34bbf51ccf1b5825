import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

import { ActiveFilters } from '../features/active-filters';
import { FacetPanel } from '../features/facets';
import { FiltersLauncher } from '../features/filters-drawer';
import { Footer, Header, SkipLink, useDocumentTitle } from '../features/chrome';
import { EmbedBridge } from '../features/embed';
import { ResourcePreview } from '../features/preview';
import { ResultsSection, UrlNoticeBanner } from '../features/results';
import { SearchBox } from '../features/search-box';
import { TypeTabs } from '../features/tabs';
import { useI18n } from '../i18n/useI18n';
import { pageWidth } from '../ui/pageWidth';

export const RESULTS_ID = 'results';

/** The one page of the app: search form, type tabs, facets beside (or, on a phone, behind) the results. */
export function SearchPage() {
  const { m } = useI18n();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  useDocumentTitle();

  return (
    <>
      <SkipLink targetId={RESULTS_ID} />
      <Header />
      <Box component="main" sx={{ ...pageWidth, pb: 6 }}>
        <SearchBox />
        <TypeTabs />
        <UrlNoticeBanner />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
          }}
        >
          {wide ? (
            <Box component="aside" aria-label={m.landmarks.filters}>
              <FacetPanel />
            </Box>
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            {wide ? null : <FiltersLauncher />}
            <ActiveFilters />
            <ResultsSection id={RESULTS_ID} />
          </Box>
        </Box>
      </Box>
      <Footer />
      <ResourcePreview />
      <EmbedBridge />
    </>
  );
}
