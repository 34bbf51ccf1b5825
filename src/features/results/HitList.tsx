import { useCallback, useMemo } from 'react';

import { useServices } from '../../bindings/services';
import type { SearchResponse } from '../../interface/searchObject';
import { queryWords } from '../../interface/tokenize';
import { withLocks } from '../../search/embed/locks';
import { isFilterValueSelected, toggleFilterValue } from '../../search/transitions';
import { useI18n } from '../../i18n/useI18n';
import { useSearchDriver } from '../../bindings/searchDriver';
import type { SearchState } from '../../search/state';
import styles from './HitList.module.css';
import { toResultHit, type ResultHit } from './resultHit';
import { badgeKey, ResultItem, type BadgeFilter } from './ResultItem';
import { useFirstPaintCount } from './useFirstPaintCount';

/** The list of hits: where "Skip to results" lands, so the next Tab is the first result's link. */
export const HIT_LIST_ID = 'result-list';

/**
 * The badges of a hit that are selected filters, as one string: an item re-renders (ResultItem is memoized) only
 * when its own badges change, not on every click elsewhere in the page.
 */
function selectedBadges(hit: ResultHit, view: SearchState): string {
  const themes = hit.card.euThemes.filter((code) => isFilterValueSelected(view, 'dataTheme', code));
  const formats = hit.formats.filter(({ key }) => isFilterValueSelected(view, 'formats', key));
  return [
    ...themes.map((code) => badgeKey('dataTheme', code)),
    ...formats.map(({ key }) => badgeKey('formats', key)),
  ].join('\n');
}

/** The hits of one page; dimmed while the next results load (they stay readable and in place). */
export function HitList({ hits, stale }: { hits: SearchResponse['hits']; stale: boolean }) {
  const { locale } = useI18n();
  const { config } = useServices();
  const driver = useSearchDriver();
  const { committed, view } = driver;

  const count = useFirstPaintCount(hits.length);
  const items = useMemo(() => {
    const options = { locale, words: queryWords(committed.q), resourcePageUrl: config.resourcePageUrl };
    return hits.slice(0, count).map((hit) => toResultHit(hit, options));
  }, [hits, count, locale, committed.q, config.resourcePageUrl]);

  const { update, embed } = driver;
  // A locked value counts as chosen: its badge adds nothing.
  const chosen = useMemo(() => withLocks(view, embed), [view, embed]);
  // Adding, never removing: a quick second click on the same badge must not undo the first.
  const onAddFilter = useCallback(
    (filter: BadgeFilter, value: string) =>
      update(
        (state) =>
          isFilterValueSelected(state, filter, value) ? state : toggleFilterValue(state, filter, value),
        'facet',
      ),
    [update],
  );

  return (
    // Dimmed while stale (see HitList.module.css): the next results load or a rate limit holds them back.
    <ul className={styles.list} id={HIT_LIST_ID} tabIndex={-1} data-stale={stale ? '' : undefined}>
      {items.map((hit, index) => (
        <ResultItem
          key={`${index}:${hit.card.id}`}
          hit={hit}
          previewHref={driver.previewHref}
          onOpenPreview={driver.openPreview}
          linkTarget={embed.linkTarget}
          selectedBadges={selectedBadges(hit, chosen)}
          onAddFilter={onAddFilter}
        />
      ))}
    </ul>
  );
}
