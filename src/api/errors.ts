/**
 * Every way a call to the search service can fail, as one error class with a `kind`, so each kind
 * can have its own screen: throttling shows a countdown, never an error page.
 */
import * as z from 'zod/mini';

import { parseRetryAfter } from '../interface/retryTiming';

export type SearchApiErrorKind = 'rate-limited' | 'client' | 'server' | 'network' | 'invalid-response';

/** One field the service refused, from an RFC 9457 problem document. */
export interface ProblemFieldError {
  readonly path: string;
  readonly message: string;
}

export interface SearchApiErrorDetails {
  status?: number;
  retryAfterMs?: number;
  errors?: readonly ProblemFieldError[];
  cause?: unknown;
}

export class SearchApiError extends Error {
  override readonly name = 'SearchApiError';
  readonly kind: SearchApiErrorKind;
  readonly status: number | undefined;
  /** From the service's `Retry-After`, when it sent one. */
  readonly retryAfterMs: number | undefined;
  /** The fields a client error names, when the body was a problem document listing them. */
  readonly errors: readonly ProblemFieldError[] | undefined;

  constructor(kind: SearchApiErrorKind, message: string, details: SearchApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.errors = details.errors;
  }
}

export function isSearchApiError(error: unknown): error is SearchApiError {
  return error instanceof SearchApiError;
}

export function isRateLimited(error: unknown): error is SearchApiError {
  return isSearchApiError(error) && error.kind === 'rate-limited';
}

/** An abort (the caller's signal) or a request replaced by a newer one: not a failure to show. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

const ProblemPath = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]);
const ProblemDocument = z.looseObject({
  title: z.optional(z.string()),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(z.looseObject({ path: ProblemPath, message: z.string() }))),
});

/** The error for a non-2xx answer; reads the body for a problem document. */
export async function errorFromResponse(response: Response, now: number): Promise<SearchApiError> {
  const { status } = response;
  const label = `${status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (status === 429 || status === 503) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now);
    return new SearchApiError('rate-limited', `The search service is throttling requests (${label})`, {
      status,
      retryAfterMs,
    });
  }
  if (status >= 400 && status < 500) {
    const problem = await readProblem(response);
    const errors = problem?.errors?.map(({ path, message }) => ({
      path: Array.isArray(path) ? path.join('.') : path,
      message,
    }));
    const reason = problem?.detail ?? problem?.title;
    return new SearchApiError(
      'client',
      `The search service refused the request (${label})${reason ? `: ${reason}` : ''}`,
      {
        status,
        errors,
      },
    );
  }
  const kind = status >= 500 ? 'server' : 'invalid-response';
  // A server error may say when to come back too; the next try waits for it.
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now);
  return new SearchApiError(kind, `The search service answered ${label}`, { status, retryAfterMs });
}

/**
 * The error for a fetch that failed without an answer. Right after a burst it is most likely the
 * service's 429, which carries no CORS headers and so reaches the page as a failed fetch.
 */
export function errorFromFetchFailure(error: unknown, afterBurst: boolean): SearchApiError {
  const reason = error instanceof Error ? error.message : String(error);
  return afterBurst
    ? new SearchApiError(
        'rate-limited',
        `The search service could not be reached right after a burst (${reason})`,
        {
          cause: error,
        },
      )
    : new SearchApiError('network', `The search service could not be reached (${reason})`, { cause: error });
}

export function invalidJsonError(status: number, cause: unknown): SearchApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new SearchApiError('invalid-response', `The search service answered with invalid JSON (${reason})`, {
    status,
    cause,
  });
}

export function invalidShapeError(status: number, cause: z.core.$ZodError): SearchApiError {
  return new SearchApiError(
    'invalid-response',
    `The search service's answer does not have the expected shape:\n${z.prettifyError(cause)}`,
    { status, cause },
  );
}

/** An answer the tolerant reader could not make sense of (see `src/interface/read/readSearchResponse.ts`). */
export function unreadableAnswerError(status: number, problems: readonly string[]): SearchApiError {
  return new SearchApiError(
    'invalid-response',
    `The search service's answer does not have the expected shape:\n${problems.map((problem) => `✖ ${problem}`).join('\n')}`,
    { status },
  );
}

async function readProblem(response: Response): Promise<z.infer<typeof ProblemDocument> | undefined> {
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch (error) {
    if (isAbortError(error)) throw error;
    return undefined;
  }
  const parsed = ProblemDocument.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
