import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import styles from './ShareBar.module.css';
import { ShareMenu } from './ShareMenu';
import { useShare } from './useShare';

/**
 * Sharing at hand, in the results' toolbar: "Copy link", and a menu with the API request and the embed code (the
 * footer's dialogs, loaded when first chosen). No window is read while rendering: the link is made on the click.
 */
export function ShareBar() {
  const { m } = useI18n();
  const share = useShare();
  return (
    <div className={styles.share}>
      <div role="group" aria-label={m.share.group} className={styles.bar}>
        <AppButton variant="outlined" size="small" onClick={share.copyLink}>
          {m.footer.copyLink}
        </AppButton>
        <ShareMenu
          label={m.share.more}
          items={[
            { label: m.footer.apiRequest, onSelect: () => share.show('api') },
            { label: m.footer.embed, onSelect: () => share.show('embed') },
          ]}
        />
        <div role="status" className={styles.status}>
          {share.status}
        </div>
      </div>
      {share.fallback}
      {share.dialogs}
    </div>
  );
}
