import { useI18n } from '../../i18n/useI18n';
import { Notice } from '../../ui/Notice';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import styles from './UrlNoticeBanner.module.css';

/** Says what the link held that the app could not use (the address bar already shows the corrected URL). */
export function UrlNoticeBanner() {
  const { m } = useI18n();
  const notices = useSearchSelector((s) => s.notices);
  const { dismissNotices } = useSearchIntents();
  if (notices.length === 0) return null;
  const ignored = notices.map((notice) => `${notice.param}=${notice.value}`);

  return (
    <Notice
      severity="info"
      role="status"
      onClose={dismissNotices}
      closeText={m.invalidUrl.dismiss}
      className={styles.notice}
    >
      {m.invalidUrl.notice(ignored)}
    </Notice>
  );
}
