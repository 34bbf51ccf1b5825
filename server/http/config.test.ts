import { describe, expect, it } from 'vitest';

import { RESOURCE_PAGE_URL_DEFAULT } from '../../src/interface/runtimeConfig';
import { defaultIndexCacheDir } from '../indexCache/cacheConfig';
import { ConfigError, DEFAULT_STATIC_DIR, parseConfig } from './config';

const errorOf = (env: NodeJS.ProcessEnv, argv: string[] = []): string => {
  try {
    parseConfig(env, argv);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('parseConfig accepted a bad value');
};

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    expect(parseConfig({}, [])).toEqual({
      port: 8080,
      host: '127.0.0.1',
      catalogueFile: null,
      catalogueSize: 20000,
      catalogueSeed: 1,
      rateLimit: { perMinute: 10, burst: 20 },
      trustProxy: [],
      corsOrigin: '*',
      searchApiBaseUrl: '/api',
      frameAncestors: '*',
      embedOrigins: [],
      resourcePageUrl: RESOURCE_PAGE_URL_DEFAULT,
      clientRateLimit: { perMinute: 10, burst: 20 },
      staticDir: DEFAULT_STATIC_DIR,
      // Proxy mode and organisation names: see server/proxy/proxyConfig.test.ts.
      proxy: parseConfig({}, []).proxy,
      organizationsFile: null,
      timeouts: { idleMs: 10_000, headersMs: 10_000, requestMs: 30_000, keepAliveMs: 30_000 },
      sending: { sendTimeoutMs: 60_000, perClient: 32 * 2 ** 20, total: 256 * 2 ** 20 },
      shutdownGraceMs: 10_000,
      environments: { added: [], defaultEnvironment: 'local' },
      indexCache: { dir: defaultIndexCacheDir(), maxBytes: 2 * 1024 ** 3 },
      // `info` outside tests (observeConfig.test.ts): Vitest's workers set VITEST.
      observe: { logLevel: 'warn', metrics: true },
      prerender: { enabled: true, deadlineMs: 300 },
    });
    expect(DEFAULT_STATIC_DIR.endsWith('/dist')).toBe(true);
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        CATALOGUE_FILE: '/tmp/catalogue.ndjson',
        CATALOGUE_SIZE: '500',
        CATALOGUE_SEED: '42',
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_BURST: '5',
        TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1',
        CORS_ORIGIN: 'https://a.example, http://localhost:5173',
        SEARCH_API_BASE_URL: 'https://search.api.fellesdatakatalog.digdir.no/',
        FRAME_ANCESTORS: "'self'  https://portal.example",
        EMBED_ORIGINS: 'https://portal.example, http://localhost:8081 https://portal.example',
        RESOURCE_PAGE_URL: 'https://example.org/{type}/{id}',
        CLIENT_RATE_LIMIT_PER_MINUTE: '2.5',
        CLIENT_RATE_LIMIT_BURST: '4',
        STATIC_DIR: '/srv/app',
        IDLE_TIMEOUT_MS: '1000',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '3000',
        KEEP_ALIVE_TIMEOUT_MS: '4000',
        SHUTDOWN_GRACE_MS: '0',
        SEND_TIMEOUT_MS: '5000',
        MAX_BYTES_IN_FLIGHT_PER_CLIENT: '1000000',
        MAX_BYTES_IN_FLIGHT: '8000000',
        LOG_LEVEL: 'DEBUG',
        PRERENDER: 'off',
        PRERENDER_DEADLINE_MS: '150',
        METRICS: 'off',
      },
      [],
    );
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      catalogueFile: '/tmp/catalogue.ndjson',
      catalogueSize: 500,
      catalogueSeed: 42,
      rateLimit: { perMinute: 0, burst: 5 },
      trustProxy: ['10.0.0.1', '192.168.0.0/16', '::1'],
      corsOrigin: ['https://a.example', 'http://localhost:5173'],
      searchApiBaseUrl: 'https://search.api.fellesdatakatalog.digdir.no',
      frameAncestors: "'self' https://portal.example",
      embedOrigins: ['https://portal.example', 'http://localhost:8081'],
      resourcePageUrl: 'https://example.org/{type}/{id}',
      clientRateLimit: { perMinute: 2.5, burst: 4 },
      staticDir: '/srv/app',
      // The upstream's time limit follows the idle timeout (proxyConfig.test.ts).
      proxy: { ...parseConfig({}, []).proxy, timeoutMs: 800 },
      organizationsFile: null,
      timeouts: { idleMs: 1000, headersMs: 2000, requestMs: 3000, keepAliveMs: 4000 },
      sending: { sendTimeoutMs: 5000, perClient: 1_000_000, total: 8_000_000 },
      shutdownGraceMs: 0,
      environments: { added: [], defaultEnvironment: 'local' },
      indexCache: { dir: defaultIndexCacheDir(), maxBytes: 2 * 1024 ** 3 },
      observe: { logLevel: 'debug', metrics: false },
      prerender: { enabled: false, deadlineMs: 150 },
    });
  });

  it('refuses a headers timeout longer than the request timeout, and a zero timeout', () => {
    expect(errorOf({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toBe(
      'HEADERS_TIMEOUT_MS="5000": must be at most REQUEST_TIMEOUT_MS (4000)',
    );
    expect(errorOf({ IDLE_TIMEOUT_MS: '0' })).toMatch(/^IDLE_TIMEOUT_MS="0": must be between 1 and/);
  });

  it('refuses a per-client bound on bytes in flight above the total one, and zero bounds', () => {
    expect(errorOf({ MAX_BYTES_IN_FLIGHT_PER_CLIENT: '5000', MAX_BYTES_IN_FLIGHT: '4000' })).toBe(
      'MAX_BYTES_IN_FLIGHT_PER_CLIENT="5000": must be at most MAX_BYTES_IN_FLIGHT (4000)',
    );
    expect(errorOf({ MAX_BYTES_IN_FLIGHT_PER_CLIENT: String(300 * 2 ** 20) })).toBe(
      `MAX_BYTES_IN_FLIGHT_PER_CLIENT="${300 * 2 ** 20}": must be at most MAX_BYTES_IN_FLIGHT (${256 * 2 ** 20})`,
    );
    expect(errorOf({ MAX_BYTES_IN_FLIGHT: '0' })).toMatch(/^MAX_BYTES_IN_FLIGHT="0": must be between 1 and/);
    expect(errorOf({ SEND_TIMEOUT_MS: '0' })).toMatch(/^SEND_TIMEOUT_MS="0": must be between 1 and/);
    expect(errorOf({ SEND_TIMEOUT_MS: '1.5' })).toBe('SEND_TIMEOUT_MS="1.5": not a whole number');
  });

  it('lets kebab-case flags override variables, in both spellings', () => {
    const config = parseConfig({ PORT: '9000', CATALOGUE_SEED: '3' }, [
      '--port',
      '0',
      '--catalogue-seed=7',
      '--rate-limit-per-minute',
      '0',
    ]);
    expect(config.port).toBe(0);
    expect(config.catalogueSeed).toBe(7);
    expect(config.rateLimit.perMinute).toBe(0);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', CATALOGUE_FILE: '  ' }, []).port).toBe(8080);
    expect(parseConfig({ CATALOGUE_FILE: '' }, []).catalogueFile).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ HOST: 'a b' }, 'HOST'],
    [{ CATALOGUE_SIZE: '0' }, 'CATALOGUE_SIZE'],
    [{ CATALOGUE_SIZE: '1e5' }, 'CATALOGUE_SIZE'],
    [{ CATALOGUE_SEED: 'x' }, 'CATALOGUE_SEED'],
    [{ RATE_LIMIT_PER_MINUTE: '-3' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ RATE_LIMIT_PER_MINUTE: 'ten' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ RATE_LIMIT_BURST: '0' }, 'RATE_LIMIT_BURST'],
    [{ RATE_LIMIT_BURST: '2.5' }, 'RATE_LIMIT_BURST'],
    [{ TRUST_PROXY: 'proxy.local' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ CORS_ORIGIN: 'example.org' }, 'CORS_ORIGIN'],
    [{ CORS_ORIGIN: 'https://example.org/path' }, 'CORS_ORIGIN'],
    [{ SEARCH_API_BASE_URL: 'api' }, 'SEARCH_API_BASE_URL'],
    [{ SEARCH_API_BASE_URL: 'ftp://example.org' }, 'SEARCH_API_BASE_URL'],
    [{ FRAME_ANCESTORS: "'self'; script-src *" }, 'FRAME_ANCESTORS'],
    [{ EMBED_ORIGINS: 'www.kommune.no' }, 'EMBED_ORIGINS'],
    [{ EMBED_ORIGINS: 'https://www.kommune.no/' }, 'EMBED_ORIGINS'],
    [{ EMBED_ORIGINS: 'https://a.no;https://b.no' }, 'EMBED_ORIGINS'],
    [{ RESOURCE_PAGE_URL: 'https://example.org/' }, 'RESOURCE_PAGE_URL'],
    [{ CLIENT_RATE_LIMIT_PER_MINUTE: '0' }, 'CLIENT_RATE_LIMIT_PER_MINUTE'],
    [{ CLIENT_RATE_LIMIT_BURST: 'many' }, 'CLIENT_RATE_LIMIT_BURST'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ METRICS: 'yes' }, 'METRICS'],
  ])('refuses %o with one line naming %s', (env, variable) => {
    const message = errorOf(env);
    expect(message.startsWith(`${variable}=`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('names a bad flag by its variable, and refuses unknown or incomplete flags', () => {
    expect(errorOf({}, ['--port', 'x'])).toMatch(/^PORT="x": /);
    expect(errorOf({}, ['--colour', 'red'])).toContain('unknown option "--colour"');
    expect(errorOf({}, ['--port'])).toContain('--port needs a value');
    expect(errorOf({}, ['--port=1', 'extra'])).toBe('unexpected argument "extra"');
  });
});
