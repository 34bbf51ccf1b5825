/**
 * A failed fetch says nothing about why: an unreachable service and one whose CORS settings refuse this origin look
 * the same to the page. An opaque (`no-cors`) request tells them apart: it resolves whenever the service answers at
 * all, whatever its CORS headers, and fails only when nothing answers.
 */

/** What a failed fetch to a service on another origin turned out to be. */
export type Reachability = 'pending' | 'answers' | 'unreachable';

/** The service's origin differs from the page's, so CORS applies (and proxy mode can help). */
export function isCrossOrigin(absoluteBaseUrl: string, pageOrigin: string): boolean {
  try {
    return new URL(absoluteBaseUrl).origin !== pageOrigin;
  } catch {
    return false;
  }
}

/** One opaque GET of the base URL; it passes the service's limiter like any request, so it is sent once per error. */
export async function probeService(
  absoluteBaseUrl: string,
  fetchImpl: typeof fetch,
  signal?: AbortSignal,
): Promise<Exclude<Reachability, 'pending'>> {
  try {
    await fetchImpl(absoluteBaseUrl, { method: 'GET', mode: 'no-cors', cache: 'no-store', signal });
    return 'answers';
  } catch {
    return 'unreachable';
  }
}
