import { isSearchApiError } from '../../api';
import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { Notice } from '../../ui/Notice';
import styles from './SearchErrorView.module.css';
import { useFailedFetchWords } from './useFailedFetchWords';

/**
 * Why the search failed and what the person can do. Every kind has its own words; those that may pass
 * (network, server, an unreadable answer) offer a retry. What was typed and chosen stays as it was. The visitor's
 * own search rarely ends here: it is tried again until answered, under a `RecoveryNotice`.
 */
export function SearchErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { m } = useI18n();
  // Anything else (a failing request budget, a bug) has no better words than the heading above it.
  const kind = isSearchApiError(error) ? error.kind : null;
  const problems = isSearchApiError(error) ? (error.errors ?? []) : [];
  const failedFetch = useFailedFetchWords(kind === 'network');
  const networkMessage = failedFetch.message ?? m.errors.network;

  const message =
    kind === 'network'
      ? networkMessage
      : kind === 'invalid-response'
        ? m.errors.invalidResponse
        : kind === 'client'
          ? m.errors.rejected('')
          : isSearchApiError(error) && error.status !== undefined
            ? m.errors.server(error.status)
            : m.errors.heading;
  const retry = kind !== 'client';

  return (
    <Notice
      severity="error"
      role="alert"
      className={styles.notice}
      action={
        retry ? (
          <AppButton color="inherit" size="small" variant="outlined" onClick={onRetry}>
            {m.errors.retry}
          </AppButton>
        ) : undefined
      }
    >
      {message}
      {failedFetch.proxyHint ? <> {failedFetch.proxyHint}</> : null}
      {problems.length > 0 ? (
        <ul className={styles.problems}>
          {problems.map((problem, index) => (
            <li key={index}>
              <code>{problem.path}</code>: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}
