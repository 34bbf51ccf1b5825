import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { startupLine, urlOf } from '../../server/http/startupLine';
import { urlInStartupLine } from './startupUrl';

describe('urlInStartupLine', () => {
  it('finds the address in whatever line the service prints when ready', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 65_535 }),
        fc.boolean(),
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 1000 }),
        (port, ipv6, size, perMinute) => {
          const url = urlOf({ address: ipv6 ? '::1' : '127.0.0.1', family: ipv6 ? 'IPv6' : 'IPv4', port });
          const source = { kind: 'file' as const, path: '/tmp/a b — c.ndjson' };
          const line = startupLine(url, { size, source }, 12.3, { perMinute, burst: 20 });
          return urlInStartupLine(`${line}\n`) === url;
        },
      ),
    );
  });

  it('ignores other lines', () => {
    expect(urlInStartupLine('{"level":30,"msg":"incoming request"}')).toBeNull();
    expect(urlInStartupLine('')).toBeNull();
  });
});
