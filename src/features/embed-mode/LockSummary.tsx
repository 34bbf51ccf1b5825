import { useSearchSelector } from '../../bindings/searchDriver';
import { useWantOrgNames } from '../../bindings/useCatalogueNames';
import { useFilterLabels } from '../../bindings/useFilterLabels';
import { useI18n } from '../../i18n/useI18n';
import { lockedOrgPaths, lockLabels } from '../../search/embed/lockLabels';
import styles from './LockSummary.module.css';

/** A quiet line saying what the embedding host limited the search to: "Showing only: Datasets, Oslo kommune". */
export function LockSummary() {
  const { m, f, labels } = useI18n();
  const embed = useSearchSelector((s) => s.embed);
  const context = useFilterLabels();
  useWantOrgNames(lockedOrgPaths(embed));
  const parts = lockLabels(embed, context, (type) => labels.resourceType(type, 'plural'));
  if (parts.length === 0) return null;
  return <p className={styles.summary}>{m.activeFilters.locked(parts, f)}</p>;
}
