/**
 * Headers on every response. The CSP lets the app talk to its own origin and to the origin of every absolute
 * service URL it is configured with (each environment's search service and organisation catalogue);
 * `frame-ancestors` (not X-Frame-Options) decides who may embed the app.
 */

/** The origin of an absolute base URL, or null for a path on this server. */
export function apiOriginOf(searchApiBaseUrl: string): string | null {
  if (searchApiBaseUrl.startsWith('/')) return null;
  try {
    return new URL(searchApiBaseUrl).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(serviceUrls: readonly string[], frameAncestors: string): string {
  const origins = [
    ...new Set(serviceUrls.map(apiOriginOf).filter((origin): origin is string => origin !== null)),
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...origins].join(' '),
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export function securityHeaders(
  serviceUrls: readonly string[],
  frameAncestors: string,
): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': contentSecurityPolicy(serviceUrls, frameAncestors),
  };
}
