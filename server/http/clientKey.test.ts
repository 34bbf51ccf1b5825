import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { clientKey } from './clientKey';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });

/** Four spellings of one IPv6 address: full with leading zeros, upper case, short hex, and `::` compressed. */
function spellings(address: readonly number[]): string[] {
  const full = address.map((g) => g.toString(16).padStart(4, '0')).join(':');
  const short = address.map((g) => g.toString(16)).join(':');
  // Compress the longest run of zero groups, as an address printer would.
  let best = { at: -1, length: 0 };
  for (let at = 0; at < 8; at++) {
    let length = 0;
    while (at + length < 8 && address[at + length] === 0) length++;
    if (length > best.length) best = { at, length };
  }
  const compressed =
    best.length >= 2
      ? `${address
          .slice(0, best.at)
          .map((g) => g.toString(16))
          .join(':')}::${address
          .slice(best.at + best.length)
          .map((g) => g.toString(16))
          .join(':')}`
      : short;
  return [full, full.toUpperCase(), short, compressed, `[${compressed}]:443`];
}

describe('clientKey', () => {
  it('is one key for one IPv6 address however it is written', () => {
    fc.assert(
      fc.property(groups, (address) => {
        const keys = new Set(spellings(address).map(clientKey));
        expect(keys.size).toBe(1);
      }),
    );
    expect(clientKey('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('groups IPv6 addresses by their /64', () => {
    fc.assert(
      fc.property(groups, fc.array(group, { minLength: 4, maxLength: 4 }), (address, host) => {
        const other = [...address.slice(0, 4), ...host];
        expect(clientKey(other.map((g) => g.toString(16)).join(':'))).toBe(
          clientKey(address.map((g) => g.toString(16)).join(':')),
        );
      }),
    );
    expect(clientKey('2001:db8:0:1::5')).not.toBe(clientKey('2001:db8:0:2::5'));
  });

  it('reads IPv4-mapped IPv6 as IPv4, dotted or in hex', () => {
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('::FFFF:a01:203')).toBe('10.1.2.3');
    expect(clientKey('[::ffff:10.1.2.3]:8080')).toBe('10.1.2.3');
    expect(clientKey('0:0:0:0:0:ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('strips ports and normalises leading zeros of IPv4', () => {
    expect(clientKey('10.20.30.041')).toBe('10.20.30.41');
    expect(clientKey('010.020.030.041:5555')).toBe('10.20.30.41');
    expect(clientKey(' 1.2.3.4:80 ')).toBe('1.2.3.4');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }),
        fc.nat(65535),
        (octets, port) => {
          const plain = octets.join('.');
          const padded = octets.map((o) => String(o).padStart(3, '0')).join('.');
          expect(clientKey(`${padded}:${port}`)).toBe(plain);
        },
      ),
    );
  });

  it('keeps other strings as short opaque keys', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('_hidden')).toBe('_hidden');
    expect(clientKey('x'.repeat(500))).toHaveLength(64);
    expect(clientKey('300.1.1.1')).toBe('300.1.1.1');
  });
});
