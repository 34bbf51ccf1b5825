/**
 * Fault injection for search requests: `page.route` answers the next search(es) with a fault, and every other
 * request goes on to the real service untouched.
 */
import type { Page, Request, Route } from '@playwright/test';

export type Fault =
  /** An answer the service (or a gateway in front of it) could give. */
  | { kind: 'answer'; status: number; contentType: string; body: string; headers?: Record<string, string> }
  /** No answer at all: the fetch fails (DNS, reset, or a 429 without CORS headers seen cross-origin). */
  | { kind: 'abort' }
  /** The real answer, held back for `ms`. */
  | { kind: 'delay'; ms: number };

/** The public service's throttle: HTML, no Retry-After and no CORS headers (docs/service.md). */
export const THROTTLED_LIKE_INGRESS: Fault = {
  kind: 'answer',
  status: 429,
  contentType: 'text/html',
  body: '<html><head><title>429 Too Many Requests</title></head><body><h1>429 Too Many Requests</h1></body></html>',
};

/** A problem answer (RFC 9457) as the service writes one, with its Retry-After when given. */
export const problemAnswer = (status: number, title: string, retryAfterSeconds?: number): Fault => ({
  kind: 'answer',
  status,
  contentType: 'application/problem+json',
  ...(retryAfterSeconds === undefined ? {} : { headers: { 'Retry-After': String(retryAfterSeconds) } }),
  body: JSON.stringify({ type: 'about:blank', title, status }),
});

export const throttledWithRetryAfter = (seconds: number): Fault =>
  problemAnswer(429, 'Too Many Requests', seconds);

export const GATEWAY_UNAVAILABLE: Fault = {
  kind: 'answer',
  status: 503,
  contentType: 'text/html',
  body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
};

export const SERVER_ERROR: Fault = problemAnswer(500, 'Internal Server Error');

export const INVALID_JSON: Fault = {
  kind: 'answer',
  status: 200,
  contentType: 'application/json',
  body: '{oops',
};

export interface FaultedSearches {
  /** Searches the fault was applied to so far. */
  readonly faulted: number;
  /** Whether a delayed answer was delivered to the page (false: the page had given up on it). */
  readonly lateDelivered: boolean[];
  /** Resolves when every faulted search's handler is done (a delayed one: after its late answer). */
  settled(): Promise<void>;
  remove(): Promise<void>;
}

const isSearch = (request: Request): boolean =>
  request.method() === 'POST' && /^\/api\/search(?:\/[^/]+)?$/.test(new URL(request.url()).pathname);

/** The query text a search asks for. */
export function searchQueryOf(request: Request): string {
  try {
    const body: unknown = request.postDataJSON();
    if (typeof body === 'object' && body !== null && 'query' in body && typeof body.query === 'string')
      return body.query;
  } catch {
    return '';
  }
  return '';
}

/**
 * Applies `fault` to the next `times` searches that `when` accepts (by default every search); everything else,
 * and every search after them, reaches the real service.
 */
export async function faultSearches(
  page: Page,
  fault: Fault,
  options: { times?: number; when?: (request: Request) => boolean } = {},
): Promise<FaultedSearches> {
  const times = options.times ?? 1;
  const when = options.when ?? (() => true);
  const handlers: Promise<void>[] = [];
  const lateDelivered: boolean[] = [];
  let faulted = 0;

  const apply = async (route: Route): Promise<void> => {
    switch (fault.kind) {
      case 'answer':
        await route.fulfill({
          status: fault.status,
          contentType: fault.contentType,
          headers: fault.headers,
          body: fault.body,
        });
        return;
      case 'abort':
        await route.abort('failed');
        return;
      case 'delay': {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        // The page may have cancelled the request meanwhile; then there is nobody to deliver to.
        const delivered = await route.fulfill({ response }).then(
          () => true,
          () => false,
        );
        lateDelivered.push(delivered);
        return;
      }
    }
  };

  const handler = async (route: Route): Promise<void> => {
    const request = route.request();
    if (faulted >= times || !isSearch(request) || !when(request)) {
      await route.fallback();
      return;
    }
    faulted++;
    const done = apply(route);
    handlers.push(done);
    await done;
  };

  const matcher = (url: URL): boolean => url.pathname.startsWith('/api/search');
  await page.route(matcher, handler);
  return {
    get faulted() {
      return faulted;
    },
    lateDelivered,
    settled: async () => {
      await Promise.all(handlers);
    },
    remove: () => page.unroute(matcher, handler),
  };
}
