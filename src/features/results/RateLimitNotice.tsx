import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { Notice } from '../../ui/Notice';
import typography from '../../ui/styles/typography.module.css';
import styles from './RateLimitNotice.module.css';
import { useAnnouncement } from './useAnnouncement';
import { useCountdown } from './useCountdown';

interface RateLimitNoticeProps {
  /** `throttled`: the service refused us and the app pauses; `waiting`: the app's own budget is spent. */
  status: 'throttled' | 'waiting';
  /** While `throttled`: too many from this address (`throttled`), or the service sheds load (`busy`). */
  reason: 'throttled' | 'busy' | null;
  /** When the search goes out again (epoch ms on the budget's clock). */
  resumeAt: number;
}

/**
 * The status while a search waits for the rate limit: a countdown that ticks for the eye, and one spoken
 * sentence per pause for screen readers (a region that changed every second would talk every second). A rate
 * limit's wait cannot be skipped, so it offers no button.
 */
export function RateLimitNotice({ status, reason, resumeAt }: RateLimitNoticeProps) {
  const { m, f } = useI18n();
  const { budget } = useServices();
  const seconds = useCountdown(resumeAt, budget.clock);
  const sentence =
    status === 'waiting'
      ? m.rateLimit.waiting(seconds, f)
      : reason === 'busy'
        ? m.rateLimit.busy(seconds, f)
        : m.rateLimit.throttled(seconds, f);
  const spoken = useAnnouncement(`${status}:${reason ?? ''}:${resumeAt}`, sentence, 0);
  // A wait that is already over (a token was due now) is not worth a message.
  if (seconds <= 0) return null;

  return (
    <Notice severity="warning" role="status" aria-live="polite" aria-atomic="true" className={styles.notice}>
      <span aria-hidden="true">{sentence}</span>
      <span className={typography.visuallyHidden}>{spoken}</span>
    </Notice>
  );
}
