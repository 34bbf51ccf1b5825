/**
 * The typed client of the search interface. Every request first takes its tokens from the request
 * budget; a throttled request waits for the budget and tries again by itself, and so does a request that
 * failed (a server error, an unreadable answer, no answer at all), so the caller's promise stays pending
 * while the UI shows the budget's countdown. A refused request (4xx) is never tried again. What each failure
 * means is `classifyFailure`'s (`./recovery.ts`).
 */
import type { SearchRequest } from '../interface/request';
import type { Suggestion } from '../interface/searchObject';
import type { BudgetPriority, RequestBudget } from './budget/requestBudget';
import type { SearchScope } from './endpoints';
import { isCrossOrigin, searchEndpointUrl, suggestionsUrl } from './endpoints';
import { classifyFailure, isRecoveryCause } from './recovery';
import {
  errorFromFetchFailure,
  errorFromResponse,
  invalidJsonError,
  isAbortError,
  SearchApiError,
  unreadableAnswerError,
} from './errors';
import type { ReadOutcome, TolerantSearchResponse } from '../interface/read/readSearchResponse';
import { readSearchAnswer, readSuggestions } from '../interface/read/readSearchResponse';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Requests in one lane replace each other while they wait for the budget. */
  lane?: string;
  priority?: BudgetPriority;
  /**
   * Tries again after each failure (server error, unreadable answer, no answer) for as long as it takes, with the
   * capped recovery backoff, until answered, aborted or replaced in its lane: the visitor's own search, which heals
   * by itself when the service is back. Otherwise a request gives up after `maxRecoveryAttempts`.
   */
  untilAnswered?: boolean;
  /**
   * Only from the budget's spare tokens (`RequestBudget.spareTokens`): refused at once with a
   * `NoSpareTokensError` when there are none, and never tried again (nobody waits for it).
   */
  spareOnly?: boolean;
}

export interface SearchClient {
  /** The answer read tolerantly: hits that cannot be read are left out and counted in `skippedHits`. */
  search(scope: SearchScope, body: SearchRequest, options?: RequestOptions): Promise<TolerantSearchResponse>;
  suggest(scope: SearchScope, q: string, options?: RequestOptions): Promise<Suggestion[]>;
  /** The address a search of `scope` is POSTed to (for "show as API request"). */
  endpointUrl(scope: SearchScope): string;
}

export interface SearchClientOptions {
  /** The interface's `{base_url}`, absolute or relative to the page. */
  baseUrl: string;
  budget: RequestBudget;
  fetch?: typeof fetch;
  /** The page's origin; `location.origin` by default. */
  origin?: string;
  /** Tries per request when throttled, the first included. */
  maxAttempts?: number;
  /** Tries per request when it fails (server error, unreadable answer, network), the first included. */
  maxRecoveryAttempts?: number;
}

/** The service's `Access-Control-Max-Age` is 3600 s; a minute's margin for the browser's own timing. */
export const PREFLIGHT_CACHE_MS = 59 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_RECOVERY_ATTEMPTS = 4;

interface Call {
  url: string;
  init: RequestInit;
  /** A JSON POST needs a CORS preflight when cross-origin; a plain GET does not. */
  preflighted: boolean;
}

export function createSearchClient(options: SearchClientOptions): SearchClient {
  const { baseUrl, budget } = options;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const origin = options.origin ?? (typeof location === 'undefined' ? undefined : location.origin);
  const crossOrigin = isCrossOrigin(baseUrl, origin);
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const maxRecoveryAttempts = Math.max(1, options.maxRecoveryAttempts ?? DEFAULT_RECOVERY_ATTEMPTS);
  /** When each URL's preflight was last answered (so the browser caches it). */
  const preflights = new Map<string, number>();

  const costOf = (call: Call): number => {
    if (!crossOrigin || !call.preflighted) return 1;
    // Never answered: as long ago as can be.
    const answeredAt = preflights.get(call.url) ?? -Infinity;
    return budget.now() - answeredAt < PREFLIGHT_CACHE_MS ? 1 : 2;
  };

  /** One try: tokens, then fetch; returns the answer or the classified failure. */
  const attempt = async (call: Call, request: RequestOptions): Promise<Response | SearchApiError> => {
    const { signal, lane, priority, spareOnly } = request;
    await budget.acquire({ lane, priority, cost: costOf(call), signal, spareOnly });
    let response: Response;
    try {
      response = await fetchImpl(call.url, { ...call.init, signal });
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw error;
      const afterBurst = budget.recentSpend(60_000) >= budget.limits.perMinute;
      return errorFromFetchFailure(error, afterBurst);
    }
    // Any answer means the preflight passed, and the browser now caches it.
    if (call.preflighted) preflights.set(call.url, budget.now());
    return response.ok ? response : errorFromResponse(response, budget.now());
  };

  /** One try to the end: an answer read, or the classified failure (aborts are thrown). */
  const tryOnce = async <T>(
    call: Call,
    read: (data: unknown) => ReadOutcome<T>,
    request: RequestOptions,
  ): Promise<{ value: T } | SearchApiError> => {
    const outcome = await attempt(call, request);
    if (outcome instanceof SearchApiError) {
      // An answer, even an error, is not a throttle; a network failure says nothing either way.
      if (outcome.kind !== 'rate-limited' && outcome.status !== undefined) void budget.reportSuccess();
      return outcome;
    }
    void budget.reportSuccess();
    try {
      return { value: await readBody(outcome, read) };
    } catch (error) {
      if (error instanceof SearchApiError) return error;
      throw error;
    }
  };

  const send = async <T>(
    call: Call,
    read: (data: unknown) => ReadOutcome<T>,
    request: RequestOptions,
  ): Promise<T> => {
    let throttled = 0;
    let failed = 0;
    for (;;) {
      const outcome = await tryOnce(call, read, request);
      if (!(outcome instanceof SearchApiError)) return outcome.value;
      if (request.spareOnly === true) {
        if (outcome.kind === 'rate-limited') await budget.reportThrottled(outcome.retryAfterMs);
        throw outcome;
      }
      const failure = classifyFailure(outcome);
      if (failure.action === 'pause') {
        await budget.reportThrottled(outcome.retryAfterMs, failure.cause === 'busy' ? 'busy' : 'limited');
        if (++throttled >= maxAttempts) throw outcome;
        continue;
      }
      const { cause } = failure;
      if (!isRecoveryCause(cause)) throw outcome;
      failed++;
      if (request.untilAnswered !== true && failed >= maxRecoveryAttempts) throw outcome;
      // Only this request waits; an abort or a newer search in its lane ends the wait at once.
      await budget.waitToRecover(failed - 1, {
        lane: request.lane,
        signal: request.signal,
        cause,
        status: failure.status,
        retryAfterMs: failure.retryAfterMs,
      });
    }
  };

  return {
    endpointUrl: (scope) => searchEndpointUrl(baseUrl, scope),
    search(scope, body, request = {}) {
      const call: Call = {
        url: searchEndpointUrl(baseUrl, scope),
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          credentials: 'omit',
          mode: 'cors',
        },
        preflighted: true,
      };
      return send(call, (data) => readSearchAnswer(data, body), request);
    },
    async suggest(scope, q, request = {}) {
      const call: Call = {
        url: suggestionsUrl(baseUrl, scope, q),
        // Only safelisted headers: a simple request, which needs no preflight.
        init: { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'omit', mode: 'cors' },
        preflighted: false,
      };
      return send(call, readSuggestions, request);
    },
  };
}

async function readBody<T>(response: Response, read: (data: unknown) => ReadOutcome<T>): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw errorFromFetchFailure(error, false);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw invalidJsonError(response.status, error);
  }
  const outcome = read(data);
  if (!outcome.ok) throw unreadableAnswerError(response.status, outcome.problems);
  return outcome.value;
}
