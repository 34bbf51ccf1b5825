/**
 * The service's configuration: environment variables (every one in docs/configuration.md),
 * each overridable by a kebab-case flag (`--port 0`, `--catalogue-file=x.ndjson`). A bad value is a
 * `ConfigError` whose message is one line naming the variable.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

import { RESOURCE_PAGE_URL_DEFAULT } from '../../src/interface/runtimeConfig';
import {
  INDEX_CACHE_VARIABLES,
  parseIndexCacheConfig,
  type IndexCacheConfig,
} from '../indexCache/cacheConfig';
import { parseProxyConfig, PROXY_VARIABLES, type ProxyConfig } from '../proxy/proxyConfig';
import { RATE_LIMIT } from '../../src/interface/vocabulary';
import type { SendLimits } from './searchAnswer';
import { DEFAULT_TIMEOUTS, type ServerTimeouts } from './serverTimeouts';
import { OBSERVE_VARIABLES, parseObserveConfig, type ObserveConfig } from './observeConfig';
import {
  ENVIRONMENT_VARIABLES,
  parseEnvironmentsConfig,
  type EnvironmentsConfig,
  type ReadText,
} from './environments';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface RateBudget {
  /** Tokens refilled per minute; 0 turns the server's limiter off. */
  perMinute: number;
  /** Bucket capacity. */
  burst: number;
}

export interface Config {
  port: number;
  host: string;
  catalogueFile: string | null;
  catalogueSize: number;
  catalogueSeed: number;
  rateLimit: RateBudget;
  /** Addresses or CIDR blocks of proxies whose `X-Forwarded-For` is believed. */
  trustProxy: readonly string[];
  /** `'*'` or the allowed origins. */
  corsOrigin: '*' | readonly string[];
  searchApiBaseUrl: string;
  frameAncestors: string;
  /** Host origins the app converses with when framed (`parentOrigin`); served to it as `embedOrigins`. */
  embedOrigins: readonly string[];
  resourcePageUrl: string;
  /** The budget the app spends, handed to it in `/config.json`. */
  clientRateLimit: RateBudget;
  staticDir: string;
  /** Proxy mode (server/proxy); `upstreamUrl: null` serves the local catalogue. */
  proxy: ProxyConfig;
  /** A JSON list of organisations served at /api/organization-catalogue (server/organizations). */
  organizationsFile: string | null;
  /** How long clients are waited for (serverTimeouts.ts). */
  timeouts: ServerTimeouts;
  /** Large answers (over 200 hits): send timeout and bounds on bytes in flight (searchAnswer.ts). */
  sending: SendLimits;
  /** On SIGTERM/SIGINT, in-flight responses get this long to finish. */
  shutdownGraceMs: number;
  /** The operator's own environments and the default one (environments.ts). */
  environments: EnvironmentsConfig;
  /** Where built indexes are kept for the next start (server/indexCache). */
  indexCache: IndexCacheConfig;
  /** Log level and whether `/metrics` answers (observeConfig.ts). */
  observe: ObserveConfig;
  /** Server rendering of the app's pages (`PRERENDER`, `PRERENDER_DEADLINE_MS`). */
  prerender: PrerenderConfig;
}

export interface PrerenderConfig {
  /** `PRERENDER=off`: pages are the app's shell, and the browser sends their search. */
  enabled: boolean;
  /** In proxy mode, how long a page waits for the upstream's answer before the shell is sent instead. */
  deadlineMs: number;
}

const VARIABLES = [
  'PORT',
  'HOST',
  'CATALOGUE_FILE',
  'CATALOGUE_SIZE',
  'CATALOGUE_SEED',
  'RATE_LIMIT_PER_MINUTE',
  'RATE_LIMIT_BURST',
  'TRUST_PROXY',
  'CORS_ORIGIN',
  'SEARCH_API_BASE_URL',
  'FRAME_ANCESTORS',
  'EMBED_ORIGINS',
  'RESOURCE_PAGE_URL',
  'CLIENT_RATE_LIMIT_PER_MINUTE',
  'CLIENT_RATE_LIMIT_BURST',
  'STATIC_DIR',
  ...PROXY_VARIABLES,
  'ORGANIZATIONS_FILE',
  'IDLE_TIMEOUT_MS',
  'HEADERS_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'SHUTDOWN_GRACE_MS',
  'SEND_TIMEOUT_MS',
  'MAX_BYTES_IN_FLIGHT_PER_CLIENT',
  'MAX_BYTES_IN_FLIGHT',
  ...ENVIRONMENT_VARIABLES,
  ...INDEX_CACHE_VARIABLES,
  ...OBSERVE_VARIABLES,
  'PRERENDER',
  'PRERENDER_DEADLINE_MS',
] as const;
type Variable = (typeof VARIABLES)[number];

/** `dist/` of the project, two folders up from this file. */
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

const MAX_CATALOGUE_SIZE = 10_000_000;

const flagOf = (variable: Variable): string => `--${variable.toLowerCase().replaceAll('_', '-')}`;

/** Reads `--name value` and `--name=value` flags with `node:util`'s parser; anything else is an error. */
function readFlags(argv: readonly string[]): Partial<Record<Variable, string>> {
  const options = Object.fromEntries(
    VARIABLES.map((variable) => [flagOf(variable).slice(2), { type: 'string' as const }]),
  );
  let parsed: Record<string, string | boolean | undefined>;
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new ConfigError(flagProblem(error, argv));
  }
  const values: Partial<Record<Variable, string>> = {};
  for (const variable of VARIABLES) {
    const value = parsed[flagOf(variable).slice(2)];
    if (typeof value === 'string') values[variable] = value;
  }
  return values;
}

/** parseArgs's own messages are long and multi-line; this says the same in one line. */
function flagProblem(error: unknown, argv: readonly string[]): string {
  const code = error instanceof Error && 'code' in error ? error.code : null;
  const message = error instanceof Error ? error.message : String(error);
  const named = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
  const arg = argv.find((candidate) => candidate === named || candidate.startsWith(`${named}=`)) ?? named;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${named.replace(/^-+/, '--')} needs a value`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${JSON.stringify(arg)}`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `unexpected argument ${JSON.stringify(/'([^']*)'/.exec(message)?.[1] ?? '')}`;
  }
  return message.split('\n')[0] ?? message;
}

function fail(variable: Variable, problem: string, raw: string): never {
  throw new ConfigError(`${variable}=${JSON.stringify(raw)}: ${problem}`);
}

function integer(variable: Variable, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw)) fail(variable, 'not a whole number', raw);
  const value = Number(raw);
  if (value < min || value > max) fail(variable, `must be between ${min} and ${max}`, raw);
  return value;
}

function rate(variable: Variable, raw: string, allowZero: boolean): number {
  if (!/^\d+(\.\d+)?$/.test(raw)) fail(variable, 'not a number', raw);
  const value = Number(raw);
  if (!allowZero && value === 0) fail(variable, 'must be above 0', raw);
  if (value > 1_000_000) fail(variable, 'must be at most 1000000', raw);
  return value;
}

function trustedProxies(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || rest.length > 0) {
      fail('TRUST_PROXY', `${JSON.stringify(entry)} is not an IP address or CIDR block`, raw);
    }
  }
  return entries;
}

function corsOrigins(raw: string): '*' | string[] {
  if (raw.trim() === '*') return '*';
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) fail('CORS_ORIGIN', 'name "*" or at least one origin', raw);
  for (const entry of entries) {
    if (originOf(entry) !== entry) {
      fail('CORS_ORIGIN', `${JSON.stringify(entry)} is not an origin like https://example.org`, raw);
    }
  }
  return entries;
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function baseUrl(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !/[\s?#]/.test(trimmed)) return trimmed;
  if (originOf(trimmed) !== null && !/[\s?#]/.test(trimmed)) return trimmed;
  return fail('SEARCH_API_BASE_URL', 'must be a path like /api or an http(s) URL', raw);
}

function frameAncestors(raw: string): string {
  const value = raw.trim().replace(/\s+/g, ' ');
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (value === '' || /[;,]/.test(value) || hasControl) {
    fail('FRAME_ANCESTORS', 'must be CSP sources separated by spaces, such as * or https://example.org', raw);
  }
  return value;
}

/** `EMBED_ORIGINS`: origins exactly as a browser writes them, separated by commas or spaces. */
function embedOrigins(raw: string): string[] {
  const entries = raw.split(/[\s,]+/).filter((entry) => entry !== '');
  for (const entry of entries) {
    if (originOf(entry) !== entry) {
      fail('EMBED_ORIGINS', `${JSON.stringify(entry)} is not an origin like https://www.kommune.no`, raw);
    }
  }
  return [...new Set(entries)];
}

function resourcePageUrl(raw: string): string {
  if (originOf(raw) === null || !raw.includes('{id}')) {
    fail('RESOURCE_PAGE_URL', 'must be an http(s) URL containing {id}', raw);
  }
  return raw;
}

function host(raw: string): string {
  const value = raw.trim();
  if (value === '' || /[\s/]/.test(value)) fail('HOST', 'not a host name or address', raw);
  return value;
}

const MAX_TIMEOUT_MS = 3_600_000;

function timeouts(or: <T>(variable: Variable, parse: (raw: string) => T, fallback: T) => T): ServerTimeouts {
  const ms = (variable: Variable, fallback: number) =>
    or(variable, (raw) => integer(variable, raw.trim(), 1, MAX_TIMEOUT_MS), fallback);
  const result = {
    idleMs: ms('IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs),
    headersMs: ms('HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs),
    requestMs: ms('REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
    keepAliveMs: ms('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs),
  };
  // Node refuses a headers timeout longer than the whole request's.
  if (result.headersMs > result.requestMs) {
    fail(
      'HEADERS_TIMEOUT_MS',
      `must be at most REQUEST_TIMEOUT_MS (${result.requestMs})`,
      String(result.headersMs),
    );
  }
  return result;
}

export const DEFAULT_SENDING: SendLimits = {
  sendTimeoutMs: 60_000,
  // One 10 000-hit page (~18 MB) per client at a time; about fourteen in all.
  perClient: 32 * 2 ** 20,
  total: 256 * 2 ** 20,
};

const MAX_BYTES = 2 ** 40;

function sending(or: <T>(variable: Variable, parse: (raw: string) => T, fallback: T) => T): SendLimits {
  const bytes = (variable: Variable, fallback: number) =>
    or(variable, (raw) => integer(variable, raw.trim(), 1, MAX_BYTES), fallback);
  const result = {
    sendTimeoutMs: or(
      'SEND_TIMEOUT_MS',
      (raw) => integer('SEND_TIMEOUT_MS', raw.trim(), 1, MAX_TIMEOUT_MS),
      DEFAULT_SENDING.sendTimeoutMs,
    ),
    perClient: bytes('MAX_BYTES_IN_FLIGHT_PER_CLIENT', DEFAULT_SENDING.perClient),
    total: bytes('MAX_BYTES_IN_FLIGHT', DEFAULT_SENDING.total),
  };
  if (result.perClient > result.total) {
    fail(
      'MAX_BYTES_IN_FLIGHT_PER_CLIENT',
      `must be at most MAX_BYTES_IN_FLIGHT (${result.total})`,
      String(result.perClient),
    );
  }
  return result;
}

const readUtf8: ReadText = (path) => readFileSync(resolve(path), 'utf8');

/** The configuration from the environment, flags winning over variables (files read by `readText`). */
export function parseConfig(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
  readText: ReadText = readUtf8,
): Config {
  const flags = readFlags(argv);
  const read = (variable: Variable): string | undefined => {
    const value = flags[variable] ?? env[variable];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const or = <T>(variable: Variable, parse: (raw: string) => T, fallback: T): T => {
    const raw = read(variable);
    return raw === undefined ? fallback : parse(raw);
  };
  const serverTimeouts = timeouts(or);
  return {
    port: or('PORT', (raw) => integer('PORT', raw.trim(), 0, 65535), 8080),
    host: or('HOST', host, '127.0.0.1'),
    catalogueFile: or('CATALOGUE_FILE', (raw) => resolve(raw), null),
    catalogueSize: or(
      'CATALOGUE_SIZE',
      (raw) => integer('CATALOGUE_SIZE', raw.trim(), 1, MAX_CATALOGUE_SIZE),
      20_000,
    ),
    catalogueSeed: or('CATALOGUE_SEED', (raw) => integer('CATALOGUE_SEED', raw.trim(), 0, 2 ** 32 - 1), 1),
    rateLimit: {
      perMinute: or(
        'RATE_LIMIT_PER_MINUTE',
        (raw) => rate('RATE_LIMIT_PER_MINUTE', raw.trim(), true),
        RATE_LIMIT.perMinute,
      ),
      burst: or(
        'RATE_LIMIT_BURST',
        (raw) => integer('RATE_LIMIT_BURST', raw.trim(), 1, 1_000_000),
        RATE_LIMIT.burst,
      ),
    },
    trustProxy: or('TRUST_PROXY', trustedProxies, []),
    corsOrigin: or('CORS_ORIGIN', corsOrigins, '*'),
    searchApiBaseUrl: or('SEARCH_API_BASE_URL', baseUrl, '/api'),
    // Unset, anyone may frame the app (with the height as the only message); an explicit list should name the
    // EMBED_ORIGINS too, or those hosts cannot frame it at all (README, "Embedding on a portal").
    frameAncestors: or('FRAME_ANCESTORS', frameAncestors, '*'),
    embedOrigins: or('EMBED_ORIGINS', embedOrigins, []),
    resourcePageUrl: or('RESOURCE_PAGE_URL', resourcePageUrl, RESOURCE_PAGE_URL_DEFAULT),
    clientRateLimit: {
      perMinute: or(
        'CLIENT_RATE_LIMIT_PER_MINUTE',
        (raw) => rate('CLIENT_RATE_LIMIT_PER_MINUTE', raw.trim(), false),
        RATE_LIMIT.perMinute,
      ),
      burst: or(
        'CLIENT_RATE_LIMIT_BURST',
        (raw) => integer('CLIENT_RATE_LIMIT_BURST', raw.trim(), 1, 1_000_000),
        RATE_LIMIT.burst,
      ),
    },
    staticDir: or('STATIC_DIR', (raw) => resolve(raw), DEFAULT_STATIC_DIR),
    // The upstream's time limit follows the idle timeout, so that a client hears the 504 (proxyConfig.ts).
    proxy: parseProxyConfig(read, fail, serverTimeouts.idleMs),
    organizationsFile: or('ORGANIZATIONS_FILE', (raw) => resolve(raw), null),
    timeouts: serverTimeouts,
    sending: sending(or),
    shutdownGraceMs: or(
      'SHUTDOWN_GRACE_MS',
      (raw) => integer('SHUTDOWN_GRACE_MS', raw.trim(), 0, MAX_TIMEOUT_MS),
      10_000,
    ),
    environments: parseEnvironmentsConfig(read, fail, readText),
    indexCache: parseIndexCacheConfig(read, fail),
    observe: parseObserveConfig(read, fail),
    prerender: {
      enabled: or('PRERENDER', (raw) => onOff('PRERENDER', raw.trim()), true),
      deadlineMs: or(
        'PRERENDER_DEADLINE_MS',
        (raw) => integer('PRERENDER_DEADLINE_MS', raw.trim(), 0, MAX_TIMEOUT_MS),
        300,
      ),
    },
  };
}

function onOff(variable: Variable, raw: string): boolean {
  if (raw !== 'on' && raw !== 'off') fail(variable, 'must be on or off', raw);
  return raw === 'on';
}
