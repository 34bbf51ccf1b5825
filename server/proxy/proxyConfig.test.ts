import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig } from '../http/config';

describe('proxy configuration', () => {
  it('is off with the defaults of the interface when nothing is set', () => {
    expect(parseConfig({}, []).proxy).toEqual({
      upstreamUrl: null,
      organizationCatalogueUrl: null,
      cacheTtlSeconds: 300,
      perMinute: 10,
      burst: 20,
      timeoutMs: 8000,
      maxAnswerBytes: 8 * 1024 * 1024,
      clientShare: 0.25,
    });
  });

  it('keeps the upstream time limit below the idle timeout, so the client hears the 504', () => {
    expect(parseConfig({ IDLE_TIMEOUT_MS: '5000' }, []).proxy.timeoutMs).toBe(4000);
    expect(parseConfig({ IDLE_TIMEOUT_MS: '60000' }, []).proxy.timeoutMs).toBe(8000);
    expect(parseConfig({ IDLE_TIMEOUT_MS: '30000', UPSTREAM_TIMEOUT_MS: '24000' }, []).proxy.timeoutMs).toBe(
      24_000,
    );
    // The old defaults: both 10 s, the client cut off while the proxy still waited.
    expect(() => parseConfig({ UPSTREAM_TIMEOUT_MS: '10000' }, [])).toThrow(
      'UPSTREAM_TIMEOUT_MS="10000": must be at most 80 % of IDLE_TIMEOUT_MS (8000 of 10000)',
    );
    expect(() => parseConfig({ IDLE_TIMEOUT_MS: '2000', UPSTREAM_TIMEOUT_MS: '1601' }, [])).toThrow(
      ConfigError,
    );
  });

  it('reads every variable, and flags of the same name', () => {
    const config = parseConfig(
      {
        UPSTREAM_URL: 'https://search.api.fellesdatakatalog.digdir.no/',
        ORGANIZATION_CATALOGUE_URL: 'https://organization-catalogue.fellesdatakatalog.digdir.no',
        PROXY_CACHE_TTL: '600',
        UPSTREAM_RATE_LIMIT_PER_MINUTE: '9.5',
        UPSTREAM_RATE_LIMIT_BURST: '18',
        UPSTREAM_MAX_BYTES: '1048576',
        UPSTREAM_CLIENT_SHARE: '0.5',
      },
      ['--upstream-timeout-ms', '2500'],
    );
    expect(config.proxy).toEqual({
      upstreamUrl: 'https://search.api.fellesdatakatalog.digdir.no',
      organizationCatalogueUrl: 'https://organization-catalogue.fellesdatakatalog.digdir.no',
      cacheTtlSeconds: 600,
      perMinute: 9.5,
      burst: 18,
      timeoutMs: 2500,
      maxAnswerBytes: 1_048_576,
      clientShare: 0.5,
    });
  });

  it('refuses bad values with one line naming the variable', () => {
    for (const [variable, value] of [
      ['UPSTREAM_URL', 'ftp://x'],
      ['UPSTREAM_URL', 'https://user:pw@x'],
      ['ORGANIZATION_CATALOGUE_URL', '/relative'],
      ['PROXY_CACHE_TTL', '-1'],
      ['UPSTREAM_RATE_LIMIT_PER_MINUTE', '0'],
      ['UPSTREAM_RATE_LIMIT_BURST', '0'],
      ['UPSTREAM_TIMEOUT_MS', 'soon'],
      ['UPSTREAM_MAX_BYTES', '10'],
      ['UPSTREAM_CLIENT_SHARE', '0'],
      ['UPSTREAM_CLIENT_SHARE', '1.5'],
    ] as const) {
      expect(() => parseConfig({ [variable]: value }, []), variable).toThrow(ConfigError);
      expect(() => parseConfig({ [variable]: value }, [])).toThrow(new RegExp(`^${variable}=`));
    }
  });
});
