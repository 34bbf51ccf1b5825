import { describe, expect, it } from 'vitest';

import { parseConfig } from './config';
import { buildRuntimeConfig, connectUrlsOf, serviceLabel } from './runtimeConfig';
import { contentSecurityPolicy } from './securityHeaders';
import { cacheControlOf } from './static';

describe('serviceLabel', () => {
  it('labels the local catalogue by its source and size', () => {
    expect(serviceLabel('/api', { size: 20000, source: { kind: 'demo', seed: 1 } })).toBe(
      'Local demo catalogue (20,000 resources, seed 1)',
    );
    expect(
      serviceLabel('/api', { size: 1234, source: { kind: 'file', path: '/srv/data/file.ndjson' } }),
    ).toBe('Local catalogue (file.ndjson, 1,234 resources)');
  });

  it('labels another service by its host', () => {
    expect(
      serviceLabel('https://search.api.fellesdatakatalog.digdir.no', {
        size: 1,
        source: { kind: 'demo', seed: 1 },
      }),
    ).toBe('search.api.fellesdatakatalog.digdir.no');
  });
});

describe('buildRuntimeConfig', () => {
  it('gives the app the client budget, not the server limiter', () => {
    const config = parseConfig({ RATE_LIMIT_PER_MINUTE: '0', CLIENT_RATE_LIMIT_PER_MINUTE: '30' }, []);
    expect(buildRuntimeConfig(config, { size: 5, source: { kind: 'demo', seed: 2 } }).rateLimit).toEqual({
      perMinute: 30,
      burst: 20,
    });
  });
});

describe('buildRuntimeConfig, embedding', () => {
  it('tells the app which host origins it may converse with (none unless configured)', () => {
    const catalogue = { size: 5, source: { kind: 'demo', seed: 2 } } as const;
    expect(buildRuntimeConfig(parseConfig({}, []), catalogue).embedOrigins).toEqual([]);
    const config = parseConfig({ EMBED_ORIGINS: 'https://www.kommune.no http://localhost:8081' }, []);
    expect(buildRuntimeConfig(config, catalogue).embedOrigins).toEqual([
      'https://www.kommune.no',
      'http://localhost:8081',
    ]);
  });
});

describe('buildRuntimeConfig, organisations and proxy mode', () => {
  it('tells the app where the organisation catalogue is', () => {
    const config = parseConfig({}, []);
    expect(
      buildRuntimeConfig(config, { size: 5, source: { kind: 'demo', seed: 2 } }).environments[0],
    ).toMatchObject({
      organizationCatalogueUrl: '/api/organization-catalogue',
    });
  });

  it('labels the service by the upstream in proxy mode', () => {
    const config = parseConfig({ UPSTREAM_URL: 'https://search.api.fellesdatakatalog.digdir.no' }, []);
    const local = buildRuntimeConfig(config, { size: 5, source: { kind: 'demo', seed: 2 } }).environments[0];
    expect(local).toMatchObject({
      id: 'local',
      label: 'search.api.fellesdatakatalog.digdir.no (through this server)',
      searchApiBaseUrl: '/api',
      upstreamUrl: 'https://search.api.fellesdatakatalog.digdir.no',
      // A proxy of production shows production's resources, which have pages on its portal.
      portalUrl: 'https://data.norge.no',
    });
  });
});

describe('buildRuntimeConfig, environments', () => {
  const catalogue = { size: 5, source: { kind: 'demo', seed: 2 } } as const;

  it('lists local, demo and production with their services, organisation catalogues and portals; local is the default', () => {
    const runtime = buildRuntimeConfig(parseConfig({}, []), catalogue);
    expect(runtime.defaultEnvironment).toBe('local');
    expect(
      runtime.environments.map(({ id, searchApiBaseUrl, organizationCatalogueUrl, portalUrl }) => ({
        id,
        searchApiBaseUrl,
        organizationCatalogueUrl,
        portalUrl,
      })),
    ).toEqual([
      {
        id: 'local',
        searchApiBaseUrl: '/api',
        organizationCatalogueUrl: '/api/organization-catalogue',
        portalUrl: undefined,
      },
      {
        id: 'demo',
        searchApiBaseUrl: 'https://search.api.demo.fellesdatakatalog.digdir.no',
        organizationCatalogueUrl: 'https://organization-catalog.demo.fellesdatakatalog.digdir.no',
        portalUrl: 'https://demo.fellesdatakatalog.digdir.no',
      },
      {
        id: 'production',
        searchApiBaseUrl: 'https://search.api.fellesdatakatalog.digdir.no',
        organizationCatalogueUrl: 'https://organization-catalog.fellesdatakatalog.digdir.no',
        portalUrl: 'https://data.norge.no',
      },
    ]);
  });

  it('spends the public budget at the public services, whatever the local client budget', () => {
    const runtime = buildRuntimeConfig(parseConfig({ CLIENT_RATE_LIMIT_PER_MINUTE: '600' }, []), catalogue);
    expect(runtime.environments.map((environment) => environment.rateLimit?.perMinute)).toEqual([
      600, 10, 10,
    ]);
  });

  it("adds the operator's environments and takes the configured default", () => {
    const config = parseConfig(
      {
        ENVIRONMENTS: 'staging=https://search.api.staging.fellesdatakatalog.digdir.no',
        DEFAULT_ENVIRONMENT: 'staging',
      },
      [],
    );
    const runtime = buildRuntimeConfig(config, catalogue);
    expect(runtime.defaultEnvironment).toBe('staging');
    expect(runtime.environments.at(-1)).toMatchObject({
      id: 'staging',
      label: 'search.api.staging.fellesdatakatalog.digdir.no',
    });
  });

  it('lets the app call every configured origin (CSP connect-src), once each', () => {
    const config = parseConfig(
      { ENVIRONMENTS: 'x=http://127.0.0.1:4372/api,y=http://127.0.0.1:4372/other' },
      [],
    );
    expect(connectUrlsOf(config)).toContain('http://127.0.0.1:4372/api');
    expect(contentSecurityPolicy(connectUrlsOf(config), '*')).toContain(
      "connect-src 'self' https://search.api.demo.fellesdatakatalog.digdir.no " +
        'https://organization-catalog.demo.fellesdatakatalog.digdir.no https://search.api.fellesdatakatalog.digdir.no ' +
        'https://organization-catalog.fellesdatakatalog.digdir.no http://127.0.0.1:4372;',
    );
  });
});

describe('cacheControlOf', () => {
  it('caches hashed assets for good, never index.html, and revalidates the rest', () => {
    expect(cacheControlOf('/srv/dist', '/srv/dist/assets/index-AbC.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlOf('/srv/dist', '/srv/dist/index.html')).toBe('no-store');
    expect(cacheControlOf('/srv/dist', '/srv/dist/favicon.svg')).toBe('no-cache');
  });
});
