import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { Bitset } from './bitset';
import { SLOTS } from './resourceFields';
import { Scratch } from './scratch';
import { buildFieldIndex, unitsToDocs, unitsWithPrefix, unitsWithToken } from './textIndex';
import { resource } from './testing/fixtures';

const docs = [
  resource('0', { keyword: [{ nb: 'Barnehage' }, { en: 'kindergarten' }] }),
  resource('1', { keyword: [{ nb: 'barn', nn: 'born' }] }),
  resource('2', { keyword: [{ nb: 'bar' }, { nb: 'ba' }] }),
  resource('3', { keyword: [{ nb: 'bås' }], title: { nb: 'barn' } }),
  resource('4', {}),
];
// Units: resource * 4 + slot, slots nb 0, nn 1, no 2, en 3.
const unit = (doc: number, slot: number) => doc * SLOTS + slot;

describe('the field index', () => {
  const index = buildFieldIndex(docs, 'keyword', false);
  const prefixed = (prefix: string) => [
    ...unitsWithPrefix(index, prefix, new Scratch(docs.length)).toArray(),
  ];

  it('finds field variants by whole token, all keywords of one language together, lower-cased', () => {
    expect([...unitsWithToken(index, 'barn')]).toEqual([unit(1, 0)]);
    expect([...unitsWithToken(index, 'barnehage')]).toEqual([unit(0, 0)]);
    expect([...unitsWithToken(index, 'kindergarten')]).toEqual([unit(0, 3)]);
    expect([...unitsWithToken(index, 'born')]).toEqual([unit(1, 1)]);
    expect([...unitsWithToken(index, 'ba')]).toEqual([unit(2, 0)]);
    expect([...unitsWithToken(index, 'Barn')]).toEqual([]);
  });

  it('finds field variants by token prefix, whatever the size of the range', () => {
    expect(prefixed('barn')).toEqual([unit(0, 0), unit(1, 0)]);
    expect(prefixed('b')).toEqual([unit(0, 0), unit(1, 0), unit(1, 1), unit(2, 0), unit(3, 0)]);
    expect(prefixed('bå')).toEqual([unit(3, 0)]);
    expect(prefixed('barnehagen')).toEqual([]);
    expect(prefixed('c')).toEqual([]);
  });

  it('answers a repeated prefix the same way (from its cache)', () => {
    const first = prefixed('ba');
    expect(prefixed('ba')).toEqual(first);
    expect(first).toEqual([unit(0, 0), unit(1, 0), unit(2, 0)]);
  });
});

describe('unitsToDocs', () => {
  it('gives the resources that hold any of the units', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((n) => fc.tuple(fc.constant(n), fc.uniqueArray(fc.integer({ min: 0, max: n * SLOTS - 1 })))),
        ([n, units]) => {
          const docsOf = unitsToDocs(Bitset.of(n * SLOTS, units), Bitset.empty(n));
          expect([...docsOf.toArray()]).toEqual(
            [...new Set(units.map((u) => Math.floor(u / SLOTS)))].sort((a, b) => a - b),
          );
        },
      ),
    );
  });
});
