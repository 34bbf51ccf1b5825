/**
 * The configuration of proxy mode (README "Proxy mode"): where to forward, how long answers are shared,
 * the outgoing budget and the time limit. Parsed from the same variables and flags as the rest (config.ts
 * hands in its reader and its error), so a bad value stops the start with one line naming it.
 */
export const PROXY_VARIABLES = [
  'UPSTREAM_URL',
  'ORGANIZATION_CATALOGUE_URL',
  'PROXY_CACHE_TTL',
  'UPSTREAM_RATE_LIMIT_PER_MINUTE',
  'UPSTREAM_RATE_LIMIT_BURST',
  'UPSTREAM_TIMEOUT_MS',
] as const;
export type ProxyVariable = (typeof PROXY_VARIABLES)[number];

export interface ProxyConfig {
  /** The search service's `{base_url}` to forward `/api/search…` and `/api/suggestions…` to. */
  upstreamUrl: string | null;
  /** The organisation catalogue to forward `/api/organization-catalogue/…` to. */
  organizationCatalogueUrl: string | null;
  cacheTtlSeconds: number;
  /** The proxy's own outgoing budget, within the upstream's limit. */
  perMinute: number;
  burst: number;
  timeoutMs: number;
}

export const PROXY_DEFAULTS = {
  cacheTtlSeconds: 300,
  perMinute: 10,
  burst: 20,
  timeoutMs: 10_000,
} as const;

type Read = (variable: ProxyVariable) => string | undefined;
type Fail = (variable: ProxyVariable, problem: string, raw: string) => never;

function httpUrl(variable: ProxyVariable, raw: string, fail: Fail): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    const plain = url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    if ((url.protocol === 'http:' || url.protocol === 'https:') && plain) return trimmed;
  } catch {
    // Falls through to the error below.
  }
  return fail(variable, 'must be an http(s) URL without query, fragment or credentials', raw);
}

function whole(variable: ProxyVariable, raw: string, min: number, max: number, fail: Fail): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) fail(variable, 'not a whole number', raw);
  const value = Number(text);
  if (value < min || value > max) fail(variable, `must be between ${min} and ${max}`, raw);
  return value;
}

function positive(variable: ProxyVariable, raw: string, fail: Fail): number {
  const text = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) fail(variable, 'must be a number above 0', raw);
  if (Number(text) > 1_000_000) fail(variable, 'must be at most 1000000', raw);
  return Number(text);
}

export function parseProxyConfig(read: Read, fail: Fail): ProxyConfig {
  const or = <T>(variable: ProxyVariable, parse: (raw: string) => T, fallback: T): T => {
    const raw = read(variable);
    return raw === undefined ? fallback : parse(raw);
  };
  return {
    upstreamUrl: or('UPSTREAM_URL', (raw) => httpUrl('UPSTREAM_URL', raw, fail), null),
    organizationCatalogueUrl: or(
      'ORGANIZATION_CATALOGUE_URL',
      (raw) => httpUrl('ORGANIZATION_CATALOGUE_URL', raw, fail),
      null,
    ),
    cacheTtlSeconds: or(
      'PROXY_CACHE_TTL',
      (raw) => whole('PROXY_CACHE_TTL', raw, 0, 7 * 24 * 3600, fail),
      PROXY_DEFAULTS.cacheTtlSeconds,
    ),
    perMinute: or(
      'UPSTREAM_RATE_LIMIT_PER_MINUTE',
      (raw) => positive('UPSTREAM_RATE_LIMIT_PER_MINUTE', raw, fail),
      PROXY_DEFAULTS.perMinute,
    ),
    burst: or(
      'UPSTREAM_RATE_LIMIT_BURST',
      (raw) => whole('UPSTREAM_RATE_LIMIT_BURST', raw, 1, 1_000_000, fail),
      PROXY_DEFAULTS.burst,
    ),
    timeoutMs: or(
      'UPSTREAM_TIMEOUT_MS',
      (raw) => whole('UPSTREAM_TIMEOUT_MS', raw, 1, 600_000, fail),
      PROXY_DEFAULTS.timeoutMs,
    ),
  };
}
