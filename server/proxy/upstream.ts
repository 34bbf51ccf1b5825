/**
 * One call to the upstream service, checked rather than trusted: a time limit on the whole call (headers
 * and every byte of the body), a size limit on the answer (read piece by piece, so an endless or huge answer
 * is cut off at the limit, not buffered), and the answer read by the caller's check (the app's own reader)
 * before anyone caches or relays it. The outcome is classified; never throws.
 */
import type { CachedAnswer } from './responseCache';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type UpstreamOutcome =
  | { kind: 'ok'; answer: CachedAnswer }
  /** A status other than 2xx; `retryAfter` is the upstream's header, if any. */
  | { kind: 'status'; status: number; retryAfter: string | null }
  /** A 2xx answer that is not JSON, or JSON the check refused (`problem` says why). */
  | { kind: 'invalid'; status: number; problem: string }
  /** An answer longer than the limit, cut off there. */
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'timeout' }
  | { kind: 'unreachable' };

/** Why a parsed answer cannot be used, or `null` when it can. */
export type AnswerCheck = (data: unknown) => string | null;

export interface UpstreamCall {
  url: string;
  init: RequestInit;
  /** Run on the parsed JSON of a 2xx answer; without it, any JSON passes. */
  check?: AnswerCheck;
}

export interface UpstreamLimits {
  signal: AbortSignal;
  maxBytes: number;
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

/** A problem text from the upstream's data is cut short: it ends up in a problem detail. */
const MAX_PROBLEM_LENGTH = 200;

/** The body as text, or `null` when it is longer than `maxBytes` (then the rest is not read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '');
  const body = response.body;
  if (body === null) return '';
  // A declared length is of the bytes on the wire (maybe compressed); the count below is of what they decode to.
  if (Number.isFinite(declared) && declared > maxBytes) {
    await body.cancel();
    return null;
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function callUpstream(
  fetchFn: FetchLike,
  call: UpstreamCall,
  limits: UpstreamLimits,
): Promise<UpstreamOutcome> {
  const { signal, maxBytes } = limits;
  try {
    const response = await fetchFn(call.url, { ...call.init, signal, redirect: 'error' });
    if (!response.ok) {
      // Only the status is used: the body is not read at all.
      await response.body?.cancel();
      return { kind: 'status', status: response.status, retryAfter: response.headers.get('retry-after') };
    }
    const body = await readCapped(response, maxBytes);
    if (body === null) return { kind: 'tooLarge', maxBytes };
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return { kind: 'invalid', status: response.status, problem: 'a body that is not JSON' };
    }
    const problem = call.check?.(data) ?? null;
    if (problem !== null) {
      const text = problem.length > MAX_PROBLEM_LENGTH ? `${problem.slice(0, MAX_PROBLEM_LENGTH)}…` : problem;
      return { kind: 'invalid', status: response.status, problem: `an answer the app cannot read (${text})` };
    }
    return {
      kind: 'ok',
      answer: { status: response.status, contentType: 'application/json; charset=utf-8', body },
    };
  } catch (error) {
    return isTimeout(error) || signal.aborted ? { kind: 'timeout' } : { kind: 'unreachable' };
  }
}
