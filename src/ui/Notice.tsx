import type { AriaRole, ReactNode } from 'react';

import { AppIconButton } from './buttons';
import { CloseIcon, InfoOutlinedIcon, ReportProblemOutlinedIcon } from './icons';
import styles from './Notice.module.css';
import { cx } from './styles/cx';

export type NoticeSeverity = 'info' | 'warning' | 'error';

export interface NoticeProps {
  severity: NoticeSeverity;
  /** `status` for news, `alert` for a failure; the caller decides how loudly it is announced. */
  role: AriaRole;
  'aria-live'?: 'polite' | 'assertive' | 'off';
  'aria-atomic'?: boolean | 'true' | 'false';
  /** A button beside the text (retry). */
  action?: ReactNode;
  /** Shows a close button named `closeText`. */
  onClose?: () => void;
  closeText?: string;
  /** The caller's class: spacing around the box. */
  className?: string;
  children?: ReactNode;
}

/**
 * A message box in the style of MUI's Alert (tinted background, icon, optional action and close button) without
 * its machinery. The text keeps the body colour, so contrast does not depend on the tint; the icon and the
 * coloured edge are extra cues, never the only one.
 */
export function Notice({ severity, action, onClose, closeText, className, children, ...aria }: NoticeProps) {
  const Icon = severity === 'info' ? InfoOutlinedIcon : ReportProblemOutlinedIcon;
  return (
    <div {...aria} className={cx(styles.notice, severity !== 'info' && styles[severity], className)}>
      <Icon className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onClose && closeText ? (
        <AppIconButton size="small" aria-label={closeText} title={closeText} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </AppIconButton>
      ) : null}
    </div>
  );
}
