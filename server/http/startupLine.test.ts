import { describe, expect, it } from 'vitest';

import { startupLine, urlOf } from './startupLine';

describe('startupLine', () => {
  it('names the address, the catalogue, the time and the limit', () => {
    expect(
      startupLine('http://127.0.0.1:8080', { size: 20000, source: { kind: 'demo', seed: 1 } }, 611.6, {
        perMinute: 10,
        burst: 20,
      }),
    ).toBe(
      'Catalogue search on http://127.0.0.1:8080 — demo catalogue, 20,000 resources (seed 1) indexed in 612 ms — rate limit 10/min, burst 20',
    );
    expect(
      startupLine('http://[::1]:9000', { size: 1234, source: { kind: 'file', path: '/data/c.ndjson' } }, 80, {
        perMinute: 0,
        burst: 20,
      }),
    ).toBe(
      'Catalogue search on http://[::1]:9000 — catalogue /data/c.ndjson, 1,234 resources indexed in 80 ms — rate limit off',
    );
  });

  it('says when the index was read from the index cache', () => {
    const catalogue = { size: 5, source: { kind: 'demo', seed: 2 } } as const;
    expect(startupLine('http://h:1', catalogue, 9, { perMinute: 0, burst: 1 }, true)).toBe(
      'Catalogue search on http://h:1 — demo catalogue, 5 resources (seed 2) index read from the cache in 9 ms — rate limit off',
    );
  });

  it('brackets IPv6 addresses', () => {
    expect(urlOf({ address: '::1', family: 'IPv6', port: 1 })).toBe('http://[::1]:1');
    expect(urlOf({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe('http://0.0.0.0:8080');
  });
});
