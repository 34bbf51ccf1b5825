import { useI18n } from '../../i18n/useI18n';
import { Notice } from '../../ui/Notice';
import { useSearchDriver } from '../../bindings/searchDriver';
import styles from './UrlNoticeBanner.module.css';

/** Says what the link held that the app could not use (the address bar already shows the corrected URL). */
export function UrlNoticeBanner() {
  const { m } = useI18n();
  const driver = useSearchDriver();
  const { notices } = driver;
  if (notices.length === 0) return null;
  const ignored = notices.map((notice) => `${notice.param}=${notice.value}`);

  return (
    <Notice
      severity="info"
      role="status"
      onClose={() => driver.dismissNotices()}
      closeText={m.invalidUrl.dismiss}
      className={styles.notice}
    >
      {m.invalidUrl.notice(ignored)}
    </Notice>
  );
}
