import { describe, expect, it } from 'vitest';

import { parseConfig } from './config';
import { buildRuntimeConfig, serviceLabel } from './runtimeConfig';
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

describe('buildRuntimeConfig, organisations and proxy mode', () => {
  it('tells the app where the organisation catalogue is', () => {
    const config = parseConfig({}, []);
    expect(buildRuntimeConfig(config, { size: 5, source: { kind: 'demo', seed: 2 } })).toMatchObject({
      organizationCatalogueUrl: '/api/organization-catalogue',
    });
  });

  it('labels the service by the upstream in proxy mode', () => {
    const config = parseConfig({ UPSTREAM_URL: 'https://search.api.fellesdatakatalog.digdir.no' }, []);
    expect(buildRuntimeConfig(config, { size: 5, source: { kind: 'demo', seed: 2 } }).serviceLabel).toBe(
      'search.api.fellesdatakatalog.digdir.no (through this server)',
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
