import { describe, expect, it } from 'vitest';

import { clientAddressResolver, normalizeAddress } from './clientAddress';

describe('clientAddressResolver', () => {
  it('uses the socket address when no proxy is trusted', () => {
    const resolve = clientAddressResolver([]);
    expect(resolve('::ffff:10.1.2.3', '1.2.3.4')).toBe('10.1.2.3');
    expect(resolve(undefined, undefined)).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a peer that is not trusted', () => {
    const resolve = clientAddressResolver(['10.0.0.1']);
    expect(resolve('10.0.0.2', '1.2.3.4')).toBe('10.0.0.2');
  });

  it('takes the right-most untrusted hop behind trusted proxies', () => {
    const resolve = clientAddressResolver(['10.0.0.1', '172.16.0.0/12']);
    expect(resolve('10.0.0.1', '1.2.3.4')).toBe('1.2.3.4');
    // The client wrote "6.6.6.6" itself; 5.5.5.5 is what the first trusted proxy saw.
    expect(resolve('10.0.0.1', '6.6.6.6, 5.5.5.5, 172.16.4.4')).toBe('5.5.5.5');
    expect(resolve('::ffff:10.0.0.1', '9.9.9.9')).toBe('9.9.9.9');
    expect(resolve('10.0.0.1', undefined)).toBe('10.0.0.1');
    expect(resolve('10.0.0.1', '172.16.0.9, 172.16.0.8')).toBe('172.16.0.9');
  });

  it('understands IPv6 proxies and blocks', () => {
    const resolve = clientAddressResolver(['::1', 'fd00::/8']);
    expect(resolve('::1', '2001:db8::1, fd00::5')).toBe('2001:db8::1');
  });

  it('normalizes mapped addresses and case', () => {
    expect(normalizeAddress(' ::FFFF:127.0.0.1 ')).toBe('127.0.0.1');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
  });
});
