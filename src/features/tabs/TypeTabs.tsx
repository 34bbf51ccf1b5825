import { memo, useMemo, useRef } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { SEARCH_SCOPES, type SearchScope, type SearchState } from '../../search/state';
import { withLocks } from '../../search/embed/locks';
import { setScope } from '../../search/transitions';
import { RouterAnchor } from '../../ui/RouterAnchor';
import { useKnownTotals } from '../../bindings/useKnownTotals';
import { committedLinks, useLiveHref, useSearchSelector } from '../../bindings/searchDriver';
import { sameItems } from '../../bindings/selection';
import { useShownResults } from '../../bindings/useSearchResults';
import { TabCount } from './TabCount';
import styles from './TypeTabs.module.css';
import { useActiveInView } from './useActiveInView';

/** Each type's page 1 of the committed search, in SEARCH_SCOPES order. */
const selectTabHrefs = committedLinks((s) =>
  SEARCH_SCOPES.map((scope) => s.hrefFor(setScope(s.committed, scope))),
);

/**
 * The resource types as a strip of links (they navigate: a tab is a URL, not an ARIA tab panel). The active
 * tab shows its total; another tab shows one only when the cache already knows it: counts cost requests. Where
 * the strip is wider than the screen it scrolls sideways, with the active tab kept in view.
 */
export function TypeTabs() {
  const { m, labels } = useI18n();
  const committed = useSearchSelector((s) => s.committed);
  const embed = useSearchSelector((s) => s.embed);
  const results = useShownResults(committed);
  // Other tabs' counts within the embed's locked filters, as their requests would be; one state per search.
  const locked = useMemo(() => withLocks(committed, embed), [committed, embed]);
  const known = useKnownTotals(locked);
  const loaded = results.data !== undefined && !results.isPlaceholderData;
  const strip = useRef<HTMLUListElement>(null);
  const activeTotal = loaded ? results.data.page.totalElements : (known[committed.scope] ?? null);
  // A count arriving widens its tab, which may then reach past the screen's edge: the hook watches the tabs' sizes.
  useActiveInView(strip, committed.scope);

  // The links follow the committed search, so a keystroke renders no tab; a click takes what the controls show,
  // read then: a tab clicked while typing keeps what was typed, with a facet not yet committed.
  const hrefs = useSearchSelector(selectTabHrefs, sameItems);
  const liveHref = useLiveHref();

  const totalOf = (scope: SearchScope): number | 'loading' | null => {
    if (scope !== committed.scope) return known[scope] ?? null;
    if (activeTotal !== null) return activeTotal;
    return results.isFetching ? 'loading' : null;
  };

  return (
    <nav aria-label={m.tabs.label} className={styles.nav}>
      <ul ref={strip} className={styles.strip}>
        {SEARCH_SCOPES.map((scope, index) => (
          <Tab
            key={scope}
            scope={scope}
            liveHref={liveHref}
            href={hrefs[index] ?? ''}
            label={scope === 'all' ? m.tabs.all : labels.resourceType(scope, 'plural')}
            active={scope === committed.scope}
            total={totalOf(scope)}
          />
        ))}
      </ul>
    </nav>
  );
}

interface TabProps {
  readonly scope: SearchScope;
  readonly liveHref: (change: (view: SearchState) => SearchState) => string;
  readonly href: string;
  readonly label: string;
  readonly active: boolean;
  readonly total: number | 'loading' | null;
}

/** One tab; memoized: an answer changes the active tab's count, and the other tabs need not render again. */
const Tab = memo(function Tab({ scope, liveHref, href, label, active, total }: TabProps) {
  return (
    <li className={styles.item}>
      <RouterAnchor
        to={href}
        clickTo={() => liveHref((view) => setScope(view, scope))}
        className={styles.link}
        aria-current={active ? 'page' : undefined}
      >
        {label}
        <TabCount total={total} reserve={active} />
      </RouterAnchor>
    </li>
  );
});
