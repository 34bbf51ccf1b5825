import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { isAbortError, isRateLimited, type BudgetSnapshot, type TolerantSearchResponse } from '../../api';
import { useI18n } from '../../i18n/useI18n';
import { selectCommittedHref, useSearchSelector } from '../../bindings/searchDriver';
import { useHidden } from '../../bindings/useHidden';
import { useServices } from '../../bindings/services';
import { SEARCH_LANE, useHeldResults, useSearchResults } from '../../bindings/useSearchResults';
import { HitList } from './HitList';
import { Pagination } from './Pagination';
import { RateLimitNotice } from './RateLimitNotice';
import { RecoveryNotice } from './RecoveryNotice';
import { hitRange, lastPage, resultSummary } from './resultView';
import { ResultsToolbar } from './ResultsToolbar';
import { needsScroll } from './revealTop';
import { SearchErrorView } from './SearchErrorView';
import styles from './ResultsSection.module.css';
import { SkeletonLine } from './SkeletonLine';
import { useAnnouncement } from './useAnnouncement';
import { useBudgetSnapshot } from './useBudgetSnapshot';
import { useShownRecovery } from './useShownRecovery';
import typography from '../../ui/styles/typography.module.css';
import { RESULTS_HEADING_ID } from '../active-filters';
import { ShareBar } from '../chrome';
import { revealInFrame } from '../embed';

// Only an empty answer shows it (the service has answered, so its chunk can load too).
const NoResults = lazy(() => import('./NoResults').then((module) => ({ default: module.NoResults })));

/** Settled results are announced this long after they arrive, so quick successions are heard once. */
const ANNOUNCE_DELAY_MS = 500;

/**
 * The results column: the summary heading, sort and page size, the hits, pagination, and a distinct state for
 * loading, no results, rate limiting and each kind of error. The live region and the rate-limit status are in
 * the page outside the busy region, so their announcements are never held back; the live region is there from
 * the first render.
 */
export function ResultsSection({ id }: { id: string }) {
  const { m, f, locale } = useI18n();
  // The committed search only: typing (the view, the field's text) does not render the results.
  const committed = useSearchSelector((s) => s.committed);
  const committedHref = useSearchSelector(selectCommittedHref);
  const embed = useSearchSelector((s) => s.embed);
  const live = useSearchResults(committed);
  // What the column shows is held while the visitor types (an answer renders at their pause, not under their keys);
  // the retry below acts on the query as it is.
  const { data, error, isFetching, isPlaceholderData } = useHeldResults(live);
  const budget = useBudgetSnapshot();
  const services = useServices();
  const hidePagination = useHidden('pagination');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);

  const failure = error && !isAbortError(error) ? error : null;
  const rateLimited = isRateLimited(failure);
  // The last results that answered the committed search, with its query: while the next search loads (or, throttled,
  // ran out of tries) they stay on screen, and the summary keeps telling what they are.
  const [settledView, setSettledView] = useState<{ data: TolerantSearchResponse; q: string } | null>(null);
  if (data && !isPlaceholderData && (settledView?.data !== data || settledView.q !== committed.q)) {
    setSettledView({ data, q: committed.q });
  }
  const shown = data ?? (rateLimited ? settledView?.data : undefined);
  const shownQuery = shown && shown === settledView?.data ? settledView.q : committed.q;

  // The API client retries a throttled search by itself; one that gave up is tried again when the pause ends.
  const { refetch, isFetching: loading } = live;
  const gaveUp = isRateLimited(live.error);
  useEffect(() => {
    if (gaveUp && budget.status === 'ready' && !loading) void refetch();
  }, [gaveUp, budget.status, loading, refetch]);

  const focusSummary = useCallback(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // In a frame sized to its content, "in view" is the host's viewport: the host (embed.js) or the browser scrolls
    // the heading into it when it is not there (a new page asked for at the bottom of a long list).
    if (revealInFrame(topRef.current ?? heading, 'start')) return;
    // A summary already in view stays put; else the page shows the column from its top, so a rate-limit notice
    // above the heading is in view too.
    if (!needsScroll(heading.getBoundingClientRect(), window.innerHeight)) return;
    const top = topRef.current ?? heading;
    if (typeof top.scrollIntoView === 'function') top.scrollIntoView({ block: 'start' });
  }, []);

  const summary = shown ? resultSummary(shown.page, shownQuery) : null;
  const last = shown ? lastPage(shown.page, committed.size) : 1;
  const stale = isPlaceholderData || isFetching || shown !== data;
  // The range is told of the committed page only: while another page loads, its numbers would not fit the hits.
  const range =
    shown && !isPlaceholderData && shown === data
      ? hitRange(committed.page, committed.size, shown.hits.length)
      : null;

  const settled = data && summary && !isPlaceholderData && !isFetching;
  const announcement = useAnnouncement(
    `${locale} ${committedHref}`,
    settled ? m.results.announcement(summary, committed.page, last, f) : null,
    ANNOUNCE_DELAY_MS,
  );

  // A failed search is tried again until answered; what failed is said above the results still shown.
  const recovery = useShownRecovery(budget.recovery, SEARCH_LANE, isFetching);
  const paused = isFetching || rateLimited ? pauseOf(budget) : null;
  const heading = summary
    ? m.results.summary(summary, f)
    : (failure && !rateLimited) || recovery
      ? m.errors.heading
      : m.results.loading;

  return (
    <div ref={topRef}>
      <div role="status" aria-live="polite" aria-atomic="true" className={typography.visuallyHidden}>
        {announcement}
      </div>
      {recovery && !paused ? (
        <RecoveryNotice
          recovery={recovery.recovery}
          waiting={recovery.waiting}
          // Ends the wait of the search's try (a refetch would join it): it goes now, with a token.
          onRetryNow={() => services.budget.wake({ lane: SEARCH_LANE, evenBeforeRetryAfter: true })}
        />
      ) : paused ? (
        <RateLimitNotice status={paused.status} reason={paused.reason} resumeAt={paused.resumeAt} />
      ) : null}
      <section id={id} tabIndex={-1} aria-label={m.landmarks.results} aria-busy={isFetching}>
        <div className={styles.header}>
          <div>
            <h2 ref={headingRef} id={RESULTS_HEADING_ID} tabIndex={-1} className={styles.heading}>
              {heading}
            </h2>
            {summary && summary.total > 0 ? (
              <p className={styles.range}>
                {range ? m.results.range(range.from, range.to, summary.total, f) : null}
              </p>
            ) : null}
            {shown && shown.skippedHits > 0 ? (
              <p className={styles.note}>{m.results.skipped(shown.skippedHits, f)}</p>
            ) : null}
          </div>
          {summary && summary.total > 0 ? <ResultsToolbar /> : null}
          {/* Sharing at hand on the first screen (the footer has it too); an embed's host shares its own page. */}
          {summary && !embed.embed ? <ShareBar /> : null}
        </div>

        {failure && !rateLimited ? <SearchErrorView error={failure} onRetry={() => void refetch()} /> : null}

        {shown ? (
          <>
            {shown.page.totalElements === 0 ? (
              <Suspense fallback={null}>
                <NoResults onChange={focusSummary} />
              </Suspense>
            ) : null}
            {shown.hits.length > 0 ? <HitList hits={shown.hits} query={shownQuery} stale={stale} /> : null}
            {hidePagination ? null : (
              <Pagination current={committed.page} last={last} onNavigate={focusSummary} />
            )}
          </>
        ) : failure && !rateLimited ? null : (
          <ResultsSkeleton />
        )}
      </section>
    </div>
  );
}

/**
 * The budget's wait, when requests are held back by the service's pause or the app's own budget (a failed try's wait
 * is the `RecoveryNotice`'s).
 */
function pauseOf(budget: BudgetSnapshot): Pause | null {
  const { status, reason, resumeAt } = budget;
  if (status === 'ready' || resumeAt === null || reason === 'recovering') return null;
  return { status, reason, resumeAt };
}

interface Pause {
  status: 'throttled' | 'waiting';
  reason: 'throttled' | 'busy' | null;
  resumeAt: number;
}

/** The first load only: later loads keep the previous results on screen. */
function ResultsSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <SkeletonLine width="60%" lineHeight={32} />
          <SkeletonLine width="35%" />
          <SkeletonLine width="95%" />
          <SkeletonLine width="80%" />
        </div>
      ))}
    </div>
  );
}
