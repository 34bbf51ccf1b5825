/**
 * Headers on every response. The CSP lets the app talk to its own origin and to the origin of every absolute
 * service URL it is configured with (each environment's search service and organisation catalogue);
 * `frame-ancestors` (not X-Frame-Options) decides who may embed the app. Scripts come from this origin, and the
 * page's three inline scripts (src/interface/headScript.ts; the frame's and the search boxes' guard in
 * src/interface/pageFrame.ts) are allowed by their hashes: no other inline script runs.
 */
import { createHash } from 'node:crypto';

import { HEAD_SCRIPT } from '../../src/interface/headScript';
import { LATE_CODE_SCRIPT } from '../../src/interface/lateCode';
import { EARLY_SUBMIT_SCRIPT, FRAME_SCRIPT } from '../../src/interface/pageFrame';

const hashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP source that allows index.html's head script, exactly as the build inserts it. */
export const HEAD_SCRIPT_SOURCE = hashSource(HEAD_SCRIPT);
/** The CSP source that allows the script after the page's frame (src/interface/pageFrame.ts). */
export const FRAME_SCRIPT_SOURCE = hashSource(FRAME_SCRIPT);
/** The CSP source that allows the guard of the page's search boxes (src/interface/pageFrame.ts). */
export const EARLY_SUBMIT_SCRIPT_SOURCE = hashSource(EARLY_SUBMIT_SCRIPT);
/** The CSP source that allows a rendered page's loader of its code (src/interface/lateCode.ts). */
export const LATE_CODE_SCRIPT_SOURCE = hashSource(LATE_CODE_SCRIPT);

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
    `script-src 'self' ${HEAD_SCRIPT_SOURCE} ${FRAME_SCRIPT_SOURCE} ${EARLY_SUBMIT_SCRIPT_SOURCE} ${LATE_CODE_SCRIPT_SOURCE}`,
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
