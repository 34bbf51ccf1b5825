import type { Recovery } from '../../api';
import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { Notice } from '../../ui/Notice';
import typography from '../../ui/styles/typography.module.css';
import styles from './RateLimitNotice.module.css';
import { useAnnouncement } from './useAnnouncement';
import { useCountdown } from './useCountdown';
import { useFailedFetchWords } from './useFailedFetchWords';

interface RecoveryNoticeProps {
  /** What failed, and when it tries next. */
  recovery: Recovery;
  /** False while the next try is on its way (no countdown then). */
  waiting: boolean;
  /** Ends the wait and tries at once. */
  onRetryNow: () => void;
}

/**
 * While the visitor's search fails and is tried again by itself: what happened, in words that say so, and when the
 * next try goes. A polite status, never an alert and never focused: the results already shown stay below it, and
 * the field keeps its text. Screen readers hear what happened once per cause, not every second of the countdown.
 */
export function RecoveryNotice({ recovery, waiting, onRetryNow }: RecoveryNoticeProps) {
  const { m, f } = useI18n();
  const { budget } = useServices();
  const seconds = useCountdown(waiting ? recovery.until : null, budget.clock);
  const { cause, status } = recovery;
  // A service on another origin is probed: it may be up but refusing this site, which proxy mode gets around.
  const failedFetch = useFailedFetchWords(cause === 'no-network');
  const what =
    cause === 'server-error'
      ? m.recovery.serverError(status ?? 500)
      : cause === 'unreadable'
        ? m.recovery.unreadable
        : m.recovery.noNetwork;
  const when = waiting && seconds > 0 ? m.recovery.retryingIn(seconds, f) : m.recovery.retryingNow;
  const spoken = useAnnouncement(`${cause}:${status ?? ''}`, what, 0);

  return (
    <Notice
      severity="warning"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={styles.notice}
      action={
        <AppButton color="inherit" size="small" variant="outlined" onClick={onRetryNow}>
          {m.recovery.retryNow}
        </AppButton>
      }
    >
      <span aria-hidden="true">
        {what} {when}
        {failedFetch.proxyHint ? (
          <>
            {' '}
            {failedFetch.message} {failedFetch.proxyHint}
          </>
        ) : null}
      </span>
      <span className={typography.visuallyHidden}>{spoken}</span>
    </Notice>
  );
}
