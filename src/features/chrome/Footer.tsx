import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import pageWidth from '../../ui/pageWidth.module.css';
import styles from './Footer.module.css';
import { useShare } from './useShare';

/** Which service answers, and ways to take the search elsewhere: its link, its API request, its embed code. */
export function Footer() {
  const { m } = useI18n();
  const { environment } = useServices();
  const share = useShare();

  return (
    <footer className={styles.footer}>
      <div className={pageWidth.pageWidth}>
        <p className={styles.service}>
          {m.footer.service(environment.label)} (<code>{environment.searchApiBaseUrl}</code>)
        </p>
        <div className={styles.actions}>
          <AppButton variant="outlined" size="small" onClick={share.copyLink}>
            {m.footer.copyLink}
          </AppButton>
          <AppButton variant="outlined" size="small" onClick={() => share.show('api')}>
            {m.footer.apiRequest}
          </AppButton>
          <AppButton variant="outlined" size="small" onClick={() => share.show('embed')}>
            {m.footer.embed}
          </AppButton>
          <div role="status" className={styles.status}>
            {share.status}
          </div>
        </div>
        {share.fallback}
      </div>
      {share.dialogs}
    </footer>
  );
}
