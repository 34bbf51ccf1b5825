import { useCallback, useMemo } from 'react';

import { useServices } from '../../bindings/services';
import type { SearchObject, SearchResponse } from '../../interface/searchObject';
import { queryWords } from '../../interface/tokenize';
import { mergeLocks } from '../../search/embed/locks';
import { isKeySelected } from '../../search/filters/filterCodec';
import { isFilterValueSelected, toggleFilterValue } from '../../search/transitions';
import { useI18n } from '../../i18n/useI18n';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import type { SearchFilters } from '../../search/state';
import styles from './HitList.module.css';
import { resultHitsOf, type ResultHit } from './resultHit';
import { badgeKey, ResultItem, type BadgeFilter } from './ResultItem';
import { useShownHits } from './useShownHits';

/** The list of hits: where "Skip to results" lands, so the next Tab is the first result's link. */
export const HIT_LIST_ID = 'result-list';

/**
 * The badges of a hit that are selected filters, as one string: an item re-renders (ResultItem is memoized) only
 * when its own badges change, not on every click elsewhere in the page.
 */
function selectedBadges(hit: ResultHit, chosen: SearchFilters): string {
  const themes = hit.card.euThemes.filter((code) => isKeySelected(chosen, 'dataTheme', code));
  const formats = hit.formats.filter(({ key }) => isKeySelected(chosen, 'formats', key));
  return [
    ...themes.map((code) => badgeKey('dataTheme', code)),
    ...formats.map(({ key }) => badgeKey('formats', key)),
  ].join('\n');
}

interface HitListProps {
  readonly hits: SearchResponse['hits'];
  /** The query these hits answer: its words are highlighted (not the next query's, while its answer loads). */
  readonly query: string;
  readonly stale: boolean;
}

/** The hits of one page; dimmed while the next results load (they stay readable and in place). */
export function HitList({ hits, query, stale }: HitListProps) {
  const { locale } = useI18n();
  const { config } = useServices();
  // What the list shows: the words of the query it answers, the filters the controls show (a badge of a value
  // chosen a moment ago is no longer offered) and the links; none of them changes while a query is typed or
  // commits, so the previous answer's items are not made again before the next answer comes.
  const filters = useSearchSelector((s) => s.view.filters);
  const embed = useSearchSelector((s) => s.embed);
  const previewHref = useSearchSelector((s) => s.previewHref);
  const { update, openPreview } = useSearchIntents();

  const { fresh, concealed } = useShownHits(hits);
  // Each hit's view model made once: the render that shows an answer's first hits and the one that adds the rest
  // share them, and the previous answer's hits kept concealed below keep theirs, so their items skip rendering.
  const itemOf = useMemo(
    () => resultHitsOf({ locale, words: queryWords(query), resourcePageUrl: config.resourcePageUrl }),
    [locale, query, config.resourcePageUrl],
  );

  // A locked value counts as chosen: its badge adds nothing.
  const chosen = useMemo(() => mergeLocks(filters, embed.locks), [filters, embed.locks]);
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

  const item = (source: SearchObject, index: number) => {
    const hit = itemOf(source);
    return (
      <ResultItem
        key={`${index}:${hit.card.id}`}
        hit={hit}
        previewHref={previewHref}
        onOpenPreview={openPreview}
        linkTarget={embed.linkTarget}
        selectedBadges={selectedBadges(hit, chosen)}
        onAddFilter={onAddFilter}
      />
    );
  };

  return (
    // Dimmed while stale (`[data-stale]` in global.css): the next results load or a rate limit holds them back.
    <ul className={styles.list} id={HIT_LIST_ID} tabIndex={-1} data-stale={stale ? '' : undefined}>
      {/* One keyed list: the previous answer's hits kept concealed stay the same elements, with nothing to render. */}
      {[
        ...fresh.map(item),
        // Everything after this mark is concealed (HitList.module.css) until the rest of the answer is rendered.
        concealed.length > 0 ? (
          <li key="concealed" className={styles.concealedFromHere} aria-hidden="true" />
        ) : null,
        ...concealed.map((source, index) => item(source, fresh.length + index)),
      ]}
    </ul>
  );
}
