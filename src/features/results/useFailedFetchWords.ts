import { useServices } from '../../bindings/services';
import { useI18n } from '../../i18n/useI18n';
import { useServiceDiagnosis } from './useServiceDiagnosis';

export interface FailedFetchWords {
  /** What the failed fetch turned out to be, naming the service; null while nothing failed. */
  readonly message: string | null;
  /** For a service on another origin: how proxy mode gets around it; else null. */
  readonly proxyHint: string | null;
}

/**
 * The words for a fetch that failed without an answer (`failed`), naming the service. A service on another origin is
 * probed once (`useServiceDiagnosis`): an unreachable one and one refusing this site (CORS) look alike to the page.
 */
export function useFailedFetchWords(failed: boolean): FailedFetchWords {
  const { m } = useI18n();
  const { environment } = useServices();
  const diagnosis = useServiceDiagnosis(environment.searchApiBaseUrl, failed);
  if (!failed) return { message: null, proxyHint: null };
  const { label } = environment;
  const message =
    diagnosis.reachability === 'answers'
      ? m.errors.serviceRefusesOrigin(label, diagnosis.baseUrl, window.location.origin)
      : diagnosis.reachability === 'unreachable'
        ? m.errors.serviceUnreachable(label, diagnosis.baseUrl)
        : m.errors.serviceUnreachableOrRefused(label, diagnosis.baseUrl);
  return { message, proxyHint: diagnosis.crossOrigin ? m.errors.proxyHint(diagnosis.baseUrl) : null };
}
