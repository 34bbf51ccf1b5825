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
      timeoutMs: 10_000,
    });
  });

  it('reads every variable, and flags of the same name', () => {
    const config = parseConfig(
      {
        UPSTREAM_URL: 'https://search.api.fellesdatakatalog.digdir.no/',
        ORGANIZATION_CATALOGUE_URL: 'https://organization-catalogue.fellesdatakatalog.digdir.no',
        PROXY_CACHE_TTL: '600',
        UPSTREAM_RATE_LIMIT_PER_MINUTE: '9.5',
        UPSTREAM_RATE_LIMIT_BURST: '18',
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
    ] as const) {
      expect(() => parseConfig({ [variable]: value }, []), variable).toThrow(ConfigError);
      expect(() => parseConfig({ [variable]: value }, [])).toThrow(new RegExp(`^${variable}=`));
    }
  });
});
