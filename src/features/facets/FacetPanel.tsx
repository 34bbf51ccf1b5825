import { useI18n } from '../../i18n/useI18n';
import { useLazyModule } from '../../ui/lazyModule';
import styles from './FacetPanel.module.css';
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
    <div className={styles.panel}>
      {hideHeading ? null : <h2 className={styles.heading}>{m.facets.heading}</h2>}
      <p className={styles.hint}>
        {m.facets.hint} {m.facets.matchAllOnce} {m.facets.countsHint}
      </p>
      {FacetList ? <FacetList /> : null}
    </div>
  );
}
