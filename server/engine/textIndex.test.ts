import { describe, expect, it } from 'vitest';

import { buildFieldIndex, docsWithPrefix, docsWithToken } from './textIndex';
import { Scratch } from './scratch';
import { resource } from './testing/fixtures';

const docs = [
  resource('0', { keyword: [{ nb: 'Barnehage' }, { en: 'kindergarten' }] }),
  resource('1', { keyword: [{ nb: 'barn', nn: 'born' }] }),
  resource('2', { keyword: [{ nb: 'bar' }, { nb: 'ba' }] }),
  resource('3', { keyword: [{ nb: 'bås' }], title: { nb: 'barn' } }),
  resource('4', {}),
];

describe('the field index', () => {
  const index = buildFieldIndex(docs, 'keyword', false);
  const prefixed = (prefix: string) => [...docsWithPrefix(index, prefix, new Scratch(docs.length)).toArray()];

  it('finds resources by whole token, over every keyword and variant, lower-cased', () => {
    expect([...docsWithToken(index, 'barn')]).toEqual([1]);
    expect([...docsWithToken(index, 'barnehage')]).toEqual([0]);
    expect([...docsWithToken(index, 'born')]).toEqual([1]);
    expect([...docsWithToken(index, 'Barn')]).toEqual([]);
  });

  it('finds resources by token prefix, whatever the size of the range', () => {
    expect(prefixed('barn')).toEqual([0, 1]);
    expect(prefixed('b')).toEqual([0, 1, 2, 3]);
    expect(prefixed('bå')).toEqual([3]);
    expect(prefixed('barnehagen')).toEqual([]);
    expect(prefixed('c')).toEqual([]);
  });

  it('answers a repeated prefix the same way (from its cache)', () => {
    const first = prefixed('ba');
    expect(prefixed('ba')).toEqual(first);
    expect(first).toEqual([0, 1, 2]);
  });
});
