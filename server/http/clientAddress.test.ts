import { describe, expect, it } from 'vitest';

import { forwardedFor, trustProxyOf } from './clientAddress';

describe('trustProxyOf', () => {
  it('trusts the listed addresses and blocks, mapped or with a port', () => {
    const trusted = trustProxyOf(['10.0.0.1', '172.16.0.0/12', 'fd00::/8']);
    expect(trusted('10.0.0.1')).toBe(true);
    expect(trusted('::ffff:10.0.0.1')).toBe(true);
    expect(trusted('172.31.255.255:8080')).toBe(true);
    expect(trusted('[fd00::5]:443')).toBe(true);
    expect(trusted('10.0.0.2')).toBe(false);
    expect(trusted('172.32.0.1')).toBe(false);
    expect(trusted('unknown')).toBe(false);
    expect(trustProxyOf([])('127.0.0.1')).toBe(false);
  });
});

describe('forwardedFor', () => {
  it('reads the for= of every element, quoted or not, in any case', () => {
    expect(forwardedFor('for=192.0.2.60;proto=http;by=203.0.113.43')).toEqual(['192.0.2.60']);
    expect(forwardedFor('for=192.0.2.43, For="[2001:db8:cafe::17]:4711"')).toEqual([
      '192.0.2.43',
      '[2001:db8:cafe::17]:4711',
    ]);
    expect(forwardedFor('proto=https, for=unknown ; host=x')).toEqual(['unknown']);
    expect(forwardedFor('by=1.2.3.4')).toEqual([]);
  });
});
