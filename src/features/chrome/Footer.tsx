import { useServices } from '../../bindings/services';
import type { Formatters } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/types';
import { useI18n } from '../../i18n/useI18n';
import type { Environment } from '../../interface/runtimeConfig';
import { AppButton } from '../../ui/buttons';
import pageWidth from '../../ui/pageWidth.module.css';
import styles from './Footer.module.css';
import { useShare } from './useShare';

/** The service's name in the page's language where the server describes its catalogue; else its label. */
function serviceName(environment: Environment, m: Messages, f: Formatters): string {
  const { catalogue } = environment;
  if (catalogue === undefined) return environment.label;
  return catalogue.kind === 'demo'
    ? m.footer.demoCatalogue(catalogue.resources, catalogue.seed, f)
    : m.footer.fileCatalogue(catalogue.file, catalogue.resources, f);
}

/** Which service answers, and ways to take the search elsewhere: its link, its API request, its embed code. */
export function Footer() {
  const { m, f } = useI18n();
  const { environment } = useServices();
  const share = useShare();

  return (
    <footer className={styles.footer}>
      <div className={pageWidth.pageWidth}>
        <p className={styles.service}>
          {m.footer.service(serviceName(environment, m, f))} (<code>{environment.searchApiBaseUrl}</code>)
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
