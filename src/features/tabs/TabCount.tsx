import { useI18n } from '../../i18n/useI18n';
import typography from '../../ui/styles/typography.module.css';
import styles from './TypeTabs.module.css';

/**
 * A tab's count: the number on screen, "1 234 treff" for assistive technology. `null` shows nothing (a count
 * not known is not fetched); `'loading'` marks the active tab's count while it loads. `reserve` keeps room for a
 * count of up to six characters ("20 000"), so the tabs after it do not move when the number arrives. Styled by
 * the strip's module (./TypeTabs.module.css).
 */
export function TabCount({
  total,
  reserve = false,
}: {
  total: number | 'loading' | null;
  reserve?: boolean;
}) {
  const { m, f } = useI18n();
  if (total === null) return null;
  const reserved = reserve ? '' : undefined;
  if (total === 'loading') {
    return (
      <>
        <span className={styles.count} data-reserve={reserved} aria-hidden="true">
          …
        </span>
        <span className={typography.visuallyHidden}>{`, ${m.tabs.countLoading}`}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.count} data-reserve={reserved} aria-hidden="true">
        {f.number(total)}
      </span>
      <span className={typography.visuallyHidden}>{`, ${m.tabs.count(total, f)}`}</span>
    </>
  );
}
