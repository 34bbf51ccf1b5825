/**
 * Headers on every response. The CSP lets the app talk to its own origin and, when the configured base URL
 * is absolute, to that service; `frame-ancestors` (not X-Frame-Options) decides who may embed the app.
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

export function contentSecurityPolicy(searchApiBaseUrl: string, frameAncestors: string): string {
  const apiOrigin = apiOriginOf(searchApiBaseUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin === null ? '' : ` ${apiOrigin}`}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export function securityHeaders(searchApiBaseUrl: string, frameAncestors: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': contentSecurityPolicy(searchApiBaseUrl, frameAncestors),
  };
}
