import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';

import { useSearchDriver } from '../bindings/searchDriver';
import { ActiveFilters } from '../features/active-filters';
import { FacetPanel } from '../features/facets';
import { FiltersLauncher } from '../features/filters-drawer';
import { Footer, Header, SkipLink, useDocumentTitle } from '../features/chrome';
import { EmbedBridge, isFramed } from '../features/embed';
import { InlineFilters, LockSummary } from '../features/embed-mode';
import { ResourcePreview } from '../features/preview';
import { HIT_LIST_ID, ResultsSection, UrlNoticeBanner } from '../features/results';
import { SearchBox } from '../features/search-box';
import { TypeTabs } from '../features/tabs';
import { useI18n } from '../i18n/useI18n';
import { pageWidth } from '../ui/pageWidth';
import { visuallyHidden } from '../ui/visuallyHidden';

export const RESULTS_ID = 'results';
/** "Skip to results" lands on the hit list (the next Tab is the first result), else on the results section. */
const SKIP_TARGETS = [HIT_LIST_ID, RESULTS_ID];

/**
 * The one page of the app: search form, type tabs, facets beside (or, on a phone, behind) the results. Embedded
 * (`embed=1`) it leaves out the site's header and footer and is compact; the host may leave out more (`hide=`).
 */
export function SearchPage() {
  const { m } = useI18n();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [framed] = useState(isFramed);
  const { embed } = useSearchDriver();
  const embedded = embed.embed;
  const hidden = new Set(embed.hide);
  // A locked type offers no other tab.
  const tabs = !hidden.has('tabs') && embed.lockType === null;
  const facets = !hidden.has('facets');
  useDocumentTitle();

  return (
    <>
      <SkipLink targetId={RESULTS_ID} />
      {embedded ? null : <Header />}
      {/* At least a screen high, so the footer starts below the first screen and stays there as results arrive;
          not in a frame, whose height follows the page's (a floor of the frame's own height could never shrink). */}
      <Box
        component="main"
        sx={{
          ...pageWidth,
          ...(embedded && { px: { xs: 1, sm: 2 }, pt: 1 }),
          pb: embedded ? 2 : 6,
          minHeight: framed ? undefined : '100vh',
        }}
      >
        {embedded ? (
          // The page keeps its one h1 for assistive technology; the host page shows its own title.
          <h1 style={visuallyHidden}>{m.app.name}</h1>
        ) : null}
        {hidden.has('search') ? null : (
          <SearchBox skipLink={<SkipLink targetId={SKIP_TARGETS} placement="inline" />} />
        )}
        {tabs ? <TypeTabs /> : null}
        <LockSummary />
        <UrlNoticeBanner />
        <Box
          sx={{
            display: 'grid',
            gap: embedded ? 2 : 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: facets ? '300px minmax(0, 1fr)' : 'minmax(0, 1fr)',
            },
          }}
        >
          {wide && facets ? (
            <Box component="aside" aria-label={m.landmarks.filters} sx={{ position: 'relative' }}>
              <SkipLink targetId={SKIP_TARGETS} placement="inline" />
              <FacetPanel />
            </Box>
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            {/* A frame is sized to its content: its filters open in place, not in a viewport-high drawer. */}
            {wide || !facets ? null : embedded ? <InlineFilters /> : <FiltersLauncher />}
            <ActiveFilters />
            <ResultsSection id={RESULTS_ID} />
          </Box>
        </Box>
      </Box>
      {embedded ? null : <Footer />}
      <ResourcePreview />
      <EmbedBridge />
    </>
  );
}
