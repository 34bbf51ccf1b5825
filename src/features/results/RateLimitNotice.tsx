import { useCallback } from 'react';

import type { BudgetPauseReason } from '../../api';
import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { Notice } from '../../ui/Notice';
import typography from '../../ui/styles/typography.module.css';
import styles from './RateLimitNotice.module.css';
import { useAnnouncement } from './useAnnouncement';
import { useCountdown } from './useCountdown';

interface RateLimitNoticeProps {
  /** `throttled`: the service refused us and the app pauses; `waiting`: the app's own budget is spent. */
  status: 'throttled' | 'waiting';
  /** While `throttled`: the service refused us (`throttled`), or a try failed and the next one waits (`recovering`). */
  reason?: BudgetPauseReason | null;
  /** When the search goes out again (epoch ms on the budget's clock). */
  resumeAt: number;
  /** Ends a recovery wait and tries at once ("Try again now"); a rate limit's wait cannot be skipped. */
  onRetryNow?: () => void;
}

/**
 * The status while a search waits for the rate limit: a countdown that ticks for the eye, and one spoken
 * sentence per pause for screen readers (a region that changed every second would talk every second).
 */
export function RateLimitNotice({ status, reason, resumeAt, onRetryNow }: RateLimitNoticeProps) {
  const { m, f } = useI18n();
  const { budget } = useServices();
  const clock = useCallback(() => budget.now(), [budget]);
  const seconds = useCountdown(resumeAt, clock);
  const recovering = status === 'throttled' && reason === 'recovering';
  const sentence = recovering
    ? m.rateLimit.recovering(seconds, f)
    : status === 'throttled'
      ? m.rateLimit.throttled(seconds, f)
      : m.rateLimit.waiting(seconds, f);
  const spoken = useAnnouncement(`${status}:${reason ?? ''}:${resumeAt}`, sentence, 0);
  // A wait that is already over (a token was due now) is not worth a message.
  if (seconds <= 0) return null;

  return (
    <Notice
      severity="warning"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={styles.notice}
      action={
        recovering && onRetryNow ? (
          <AppButton color="inherit" size="small" variant="outlined" onClick={onRetryNow}>
            {m.rateLimit.retryNow}
          </AppButton>
        ) : undefined
      }
    >
      <span aria-hidden="true">{sentence}</span>
      <span className={typography.visuallyHidden}>{spoken}</span>
    </Notice>
  );
}
