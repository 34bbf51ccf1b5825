import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';

import { ActiveFilters } from '../features/active-filters';
import { FacetPanel } from '../features/facets';
import { FiltersLauncher } from '../features/filters-drawer';
import { Footer, Header, SkipLink, useDocumentTitle } from '../features/chrome';
import { EmbedBridge } from '../features/embed';
import { ResourcePreview } from '../features/preview';
import { HIT_LIST_ID, ResultsSection, UrlNoticeBanner } from '../features/results';
import { SearchBox } from '../features/search-box';
import { TypeTabs } from '../features/tabs';
import { useI18n } from '../i18n/useI18n';
import { pageWidth } from '../ui/pageWidth';

export const RESULTS_ID = 'results';
/** "Skip to results" lands on the hit list (the next Tab is the first result), else on the results section. */
const SKIP_TARGETS = [HIT_LIST_ID, RESULTS_ID];

/** The one page of the app: search form, type tabs, facets beside (or, on a phone, behind) the results. */
export function SearchPage() {
  const { m } = useI18n();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [framed] = useState(isFramed);
  useDocumentTitle();

  return (
    <>
      <SkipLink targetId={RESULTS_ID} />
      <Header />
      {/* At least a screen high, so the footer starts below the first screen and stays there as results arrive;
          not in a frame, whose height follows the page's (a floor of the frame's own height could never shrink). */}
      <Box component="main" sx={{ ...pageWidth, pb: 6, minHeight: framed ? undefined : '100vh' }}>
        <SearchBox skipLink={<SkipLink targetId={SKIP_TARGETS} placement="inline" />} />
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
            <Box component="aside" aria-label={m.landmarks.filters} sx={{ position: 'relative' }}>
              <SkipLink targetId={SKIP_TARGETS} placement="inline" />
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

/** Whether another page frames the app (a browser that will not even compare with its parent is framed). */
function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}
