import { useSearchSelector } from '../bindings/searchDriver';
import { ActiveFilters } from '../features/active-filters';
import { FacetPanel } from '../features/facets';
import { FiltersLauncher } from '../features/filters-drawer';
import { Footer, Header, SkipLink, useDocumentTitle } from '../features/chrome';
import { EmbedBridge, useFramed } from '../features/embed';
import { InlineFilters, LockSummary } from '../features/embed-mode';
import { ResourcePreview } from '../features/preview';
import { HIT_LIST_ID, ResultsSection, UrlNoticeBanner } from '../features/results';
import { SearchBox } from '../features/search-box';
import { TypeTabs } from '../features/tabs';
import { useI18n } from '../i18n/useI18n';
import page from '../ui/pageWidth.module.css';
import { cx } from '../ui/styles/cx';
import { useWideLayout } from '../ui/useMediaQuery';
import { visuallyHidden } from '../ui/visuallyHidden';
import styles from './SearchPage.module.css';

export const RESULTS_ID = 'results';
/** "Skip to results" lands on the hit list (the next Tab is the first result), else on the results section. */
const SKIP_TARGETS = [HIT_LIST_ID, RESULTS_ID];

/**
 * The one page of the app: search form, type tabs, facets beside (or, on a phone, behind) the results. Embedded
 * (`embed=1`) it leaves out the site's header and footer and is compact; the host may leave out more (`hide=`).
 */
export function SearchPage() {
  const { m } = useI18n();
  const wide = useWideLayout();
  const framed = useFramed();
  const embed = useSearchSelector((s) => s.embed);
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
      <main className={cx(page.pageWidth, styles.main, embedded && styles.embedded, framed && styles.framed)}>
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
        <div className={cx(styles.columns, facets && styles.withFacets)}>
          {wide && facets ? (
            <aside aria-label={m.landmarks.filters} className={styles.aside}>
              <SkipLink targetId={SKIP_TARGETS} placement="inline" />
              <FacetPanel />
            </aside>
          ) : null}
          <div className={styles.results}>
            {/* A frame is sized to its content: its filters open in place, not in a viewport-high drawer. */}
            {wide || !facets ? null : embedded ? <InlineFilters /> : <FiltersLauncher />}
            <ActiveFilters />
            <ResultsSection id={RESULTS_ID} />
          </div>
        </div>
      </main>
      {embedded ? null : <Footer />}
      <ResourcePreview />
      <EmbedBridge />
    </>
  );
}
