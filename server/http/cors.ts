/**
 * CORS headers for every `/api` response, errors and 429 included, so that a browser on another origin can
 * read why it was refused (the public service's 429 carries none: see docs/service.md).
 */

const REQUEST_HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

export const CORS_METHODS = 'GET, POST, OPTIONS';
export const CORS_MAX_AGE_SECONDS = 3600;
export const CORS_EXPOSED_HEADERS = 'Retry-After, RateLimit, RateLimit-Policy, X-Ignored-Filters, X-Cache';

/**
 * The CORS headers of one response. With a list of origins the request's `Origin` is echoed only when it
 * is listed, and `Vary: Origin` tells caches that the answer depends on it.
 */
export function corsHeaders(
  allowed: '*' | readonly string[],
  origin: string | undefined,
  requestedHeaders: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-methods': CORS_METHODS,
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
    'access-control-expose-headers': CORS_EXPOSED_HEADERS,
  };
  const vary: string[] = [];
  if (allowed === '*') {
    headers['access-control-allow-origin'] = '*';
  } else {
    vary.push('Origin');
    if (origin !== undefined && allowed.includes(origin)) headers['access-control-allow-origin'] = origin;
  }
  const requested = requestedHeaders?.trim() ?? '';
  if (requested !== '' && requested.length <= 1024 && REQUEST_HEADER_LIST.test(requested)) {
    headers['access-control-allow-headers'] = requested;
    vary.push('Access-Control-Request-Headers');
  } else {
    headers['access-control-allow-headers'] = 'Content-Type';
  }
  if (vary.length > 0) headers.vary = vary.join(', ');
  return headers;
}
