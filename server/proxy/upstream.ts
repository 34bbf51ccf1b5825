/**
 * One call to the upstream service with a time limit, its outcome classified: a JSON answer, an error
 * status, an answer that is not JSON, a timeout or no answer at all. Never throws.
 */
import type { CachedAnswer } from './responseCache';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type UpstreamOutcome =
  | { kind: 'ok'; answer: CachedAnswer }
  /** A status other than 2xx; `retryAfter` is the upstream's header, if any. */
  | { kind: 'status'; status: number; retryAfter: string | null }
  /** A 2xx answer that is not JSON. */
  | { kind: 'invalid'; status: number }
  | { kind: 'timeout' }
  | { kind: 'unreachable' };

export interface UpstreamCall {
  url: string;
  init: RequestInit;
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

export async function callUpstream(
  fetchFn: FetchLike,
  call: UpstreamCall,
  signal: AbortSignal,
): Promise<UpstreamOutcome> {
  try {
    const response = await fetchFn(call.url, { ...call.init, signal, redirect: 'error' });
    const body = await response.text();
    if (!response.ok) {
      return { kind: 'status', status: response.status, retryAfter: response.headers.get('retry-after') };
    }
    try {
      JSON.parse(body);
    } catch {
      return { kind: 'invalid', status: response.status };
    }
    return {
      kind: 'ok',
      answer: { status: response.status, contentType: 'application/json; charset=utf-8', body },
    };
  } catch (error) {
    return isTimeout(error) || signal.aborted ? { kind: 'timeout' } : { kind: 'unreachable' };
  }
}
