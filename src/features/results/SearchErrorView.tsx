import { isSearchApiError } from '../../api';
import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { Notice } from '../../ui/Notice';
import styles from './SearchErrorView.module.css';
import { useServiceDiagnosis } from './useServiceDiagnosis';

/**
 * Why the search failed and what the person can do. Every kind has its own words; those that may pass
 * (network, server, an unreadable answer) offer a retry. What was typed and chosen stays as it was.
 */
export function SearchErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { m } = useI18n();
  const { environment } = useServices();
  // Anything else (a failing request budget, a bug) has no better words than the heading above it.
  const kind = isSearchApiError(error) ? error.kind : null;
  const problems = isSearchApiError(error) ? (error.errors ?? []) : [];
  // A failed fetch names the service; one on another origin may be refusing this site (CORS), which looks alike.
  const diagnosis = useServiceDiagnosis(environment.searchApiBaseUrl, kind === 'network');
  const { label } = environment;
  const networkMessage =
    diagnosis.reachability === 'answers'
      ? m.errors.serviceRefusesOrigin(label, diagnosis.baseUrl, window.location.origin)
      : diagnosis.reachability === 'unreachable'
        ? m.errors.serviceUnreachable(label, diagnosis.baseUrl)
        : m.errors.serviceUnreachableOrRefused(label, diagnosis.baseUrl);

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
      {kind === 'network' && diagnosis.crossOrigin ? <> {m.errors.proxyHint(diagnosis.baseUrl)}</> : null}
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
