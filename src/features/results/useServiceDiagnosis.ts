import { useEffect, useState } from 'react';

import { isCrossOrigin, probeService, type Reachability } from './serviceDiagnosis';

export interface ServiceDiagnosis {
  /** The base URL as the browser reaches it. */
  readonly baseUrl: string;
  readonly crossOrigin: boolean;
  /** Only probed for a failed fetch to another origin; a same-origin service that fails is unreachable. */
  readonly reachability: Reachability;
}

/** Tells an unreachable service from one refusing this origin, once `failedFetch` is true (see serviceDiagnosis). */
export function useServiceDiagnosis(searchApiBaseUrl: string, failedFetch: boolean): ServiceDiagnosis {
  const baseUrl = new URL(searchApiBaseUrl, window.location.href).href.replace(/\/$/, '');
  const crossOrigin = isCrossOrigin(baseUrl, window.location.origin);
  const [probed, setProbed] = useState<{ baseUrl: string; reachability: Reachability } | null>(null);

  useEffect(() => {
    if (!failedFetch || !crossOrigin) return undefined;
    const controller = new AbortController();
    void probeService(baseUrl, fetch, controller.signal).then((reachability) => {
      if (!controller.signal.aborted) setProbed({ baseUrl, reachability });
    });
    return () => controller.abort();
  }, [baseUrl, crossOrigin, failedFetch]);

  const reachability: Reachability = !crossOrigin
    ? 'unreachable'
    : probed?.baseUrl === baseUrl
      ? probed.reachability
      : 'pending';
  return { baseUrl, crossOrigin, reachability };
}
