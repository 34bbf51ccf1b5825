/**
 * The typed client of the search interface. Every request first takes its tokens from the request
 * budget; a throttled request waits for the budget and tries again by itself, so the caller's promise
 * stays pending while the UI shows the budget's countdown.
 */
import type * as z from 'zod/mini';

import type { SearchRequest } from '../interface/request';
import type { Suggestion } from '../interface/searchObject';
import { SearchResponse, SuggestionsResponse } from '../interface/searchObject';
import type { BudgetPriority, RequestBudget } from './budget/requestBudget';
import type { SearchScope } from './endpoints';
import { isCrossOrigin, searchEndpointUrl, suggestionsUrl } from './endpoints';
import {
  errorFromFetchFailure,
  errorFromResponse,
  invalidJsonError,
  invalidShapeError,
  isAbortError,
  SearchApiError,
} from './errors';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Requests in one lane replace each other while they wait for the budget. */
  lane?: string;
  priority?: BudgetPriority;
}

export interface SearchClient {
  search(scope: SearchScope, body: SearchRequest, options?: RequestOptions): Promise<SearchResponse>;
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
}

/** The service's `Access-Control-Max-Age` is 3600 s; a minute's margin for the browser's own timing. */
export const PREFLIGHT_CACHE_MS = 59 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;

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
    const { signal, lane, priority } = request;
    await budget.acquire({ lane, priority, cost: costOf(call), signal });
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

  const send = async <S extends z.ZodMiniType>(
    call: Call,
    schema: S,
    request: RequestOptions,
  ): Promise<z.output<S>> => {
    for (let tries = 1; ; tries++) {
      const outcome = await attempt(call, request);
      if (outcome instanceof SearchApiError) {
        if (outcome.kind !== 'rate-limited') {
          // An answer, even an error, is not a throttle; a network failure says nothing either way.
          if (outcome.status !== undefined) void budget.reportSuccess();
          throw outcome;
        }
        await budget.reportThrottled(outcome.retryAfterMs);
        if (tries >= maxAttempts) throw outcome;
        continue;
      }
      void budget.reportSuccess();
      return readBody(outcome, schema);
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
      return send(call, SearchResponse, request);
    },
    async suggest(scope, q, request = {}) {
      const call: Call = {
        url: suggestionsUrl(baseUrl, scope, q),
        // Only safelisted headers: a simple request, which needs no preflight.
        init: { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'omit', mode: 'cors' },
        preflighted: false,
      };
      return (await send(call, SuggestionsResponse, request)).suggestions;
    },
  };
}

async function readBody<S extends z.ZodMiniType>(response: Response, schema: S): Promise<z.output<S>> {
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
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidShapeError(response.status, parsed.error);
  return parsed.data;
}
