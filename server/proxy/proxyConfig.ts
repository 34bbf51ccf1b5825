/**
 * The configuration of proxy mode (docs/proxy.md): where to forward, how long answers are shared, the
 * outgoing budget and each client's share of it, the time limit and the size limit of an answer. Parsed
 * from the same variables and flags as the rest (config.ts hands in its reader, its error and the idle
 * timeout), so a bad value stops the start with one line naming it.
 */
export const PROXY_VARIABLES = [
  'UPSTREAM_URL',
  'ORGANIZATION_CATALOGUE_URL',
  'PROXY_CACHE_TTL',
  'UPSTREAM_RATE_LIMIT_PER_MINUTE',
  'UPSTREAM_RATE_LIMIT_BURST',
  'UPSTREAM_TIMEOUT_MS',
  'UPSTREAM_MAX_BYTES',
  'UPSTREAM_CLIENT_SHARE',
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
  /** The time limit of one upstream call; always below the idle timeout (see `upstreamTimeoutLimit`). */
  timeoutMs: number;
  /** An upstream answer longer than this (after decompression) is cut off and refused with 502. */
  maxAnswerBytes: number;
  /** The fraction of the outgoing budget one client may spend on answers nobody else asked for. */
  clientShare: number;
}

export const PROXY_DEFAULTS = {
  cacheTtlSeconds: 300,
  perMinute: 10,
  burst: 20,
  /** Or less: see `upstreamTimeoutLimit`. */
  timeoutMs: 8_000,
  maxAnswerBytes: 8 * 1024 * 1024,
  clientShare: 0.25,
} as const;

/**
 * The longest upstream call the client's connection outlives: 80 % of the idle timeout, so that the 504 or
 * the stale answer is sent before the silent connection would be closed (the rest is slack for a busy
 * event loop). A call is the last thing the client waits for: its request has arrived whole by then.
 */
export const upstreamTimeoutLimit = (idleMs: number): number => Math.max(1, Math.floor(idleMs * 0.8));

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

function share(variable: ProxyVariable, raw: string, fail: Fail): number {
  const text = raw.trim();
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || value <= 0 || value > 1)
    fail(variable, 'must be above 0 and at most 1', raw);
  return value;
}

function positive(variable: ProxyVariable, raw: string, fail: Fail): number {
  const text = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) fail(variable, 'must be a number above 0', raw);
  if (Number(text) > 1_000_000) fail(variable, 'must be at most 1000000', raw);
  return Number(text);
}

/** Proxy mode's settings; `idleMs` is the server's idle timeout, which bounds the upstream's. */
export function parseProxyConfig(read: Read, fail: Fail, idleMs: number): ProxyConfig {
  const timeoutLimit = upstreamTimeoutLimit(idleMs);
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
      (raw) => {
        const value = whole('UPSTREAM_TIMEOUT_MS', raw, 1, 600_000, fail);
        if (value > timeoutLimit) {
          const why = `must be at most 80 % of IDLE_TIMEOUT_MS (${timeoutLimit} of ${idleMs}), or the client's connection is closed before the 504`;
          fail('UPSTREAM_TIMEOUT_MS', why, raw);
        }
        return value;
      },
      Math.min(PROXY_DEFAULTS.timeoutMs, timeoutLimit),
    ),
    maxAnswerBytes: or(
      'UPSTREAM_MAX_BYTES',
      (raw) => whole('UPSTREAM_MAX_BYTES', raw, 1024, 1024 * 1024 * 1024, fail),
      PROXY_DEFAULTS.maxAnswerBytes,
    ),
    clientShare: or(
      'UPSTREAM_CLIENT_SHARE',
      (raw) => share('UPSTREAM_CLIENT_SHARE', raw, fail),
      PROXY_DEFAULTS.clientShare,
    ),
  };
}
