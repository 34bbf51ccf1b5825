import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { tokenize } from '../../src/interface/tokenize';
import { Dictionary, IntBuffer } from './postings';
import { indexTokens, TokenCache } from './tokens';

/** Letters, digits, separators, Norwegian letters, combining marks and astral characters. */
const textArb = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'a',
        'Å',
        'æ',
        'Ø',
        '1',
        ' ',
        '-',
        '.',
        'e\u0301',
        'a\u030a',
        'ﬁ',
        'İ',
        '𝒜',
        '\u0000',
        'ß',
      ),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
      fc.string({ unit: 'binary', maxLength: 3 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('indexTokens', () => {
  it('gives exactly the tokens of the interface’s tokenize', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(indexTokens(text)).toEqual(tokenize(text));
      }),
      {
        numRuns: 2000,
      },
    );
  });

  it('normalises decomposed letters', () => {
    expect(indexTokens('Ba\u030art')).toEqual(['bårt']);
  });
});

describe('TokenCache', () => {
  it('gives the ids of exactly the tokens of tokenize, read in place or not', () => {
    const dictionary = new Dictionary();
    const cache = new TokenCache();
    fc.assert(
      fc.property(textArb, (text) => {
        const out = new IntBuffer();
        cache.appendIds(text, dictionary, out);
        expect(Array.from(out.toArray(), (id) => dictionary.values[id])).toEqual(tokenize(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same ids for the same text, remembered or not', () => {
    const dictionary = new Dictionary();
    const cache = new TokenCache();
    const ids = (text: string) => {
      const out = new IntBuffer();
      out.push(-7);
      cache.appendIds(text, dictionary, out);
      return [...out.toArray()];
    };
    const long = 'vei '.repeat(100);
    expect(ids('Vei og data')).toEqual([-7, 0, 1, 2]);
    expect(ids('Vei og data')).toEqual([-7, 0, 1, 2]);
    expect(ids(long)).toEqual([-7, ...Array<number>(100).fill(0)]);
    expect(dictionary.values).toEqual(['vei', 'og', 'data']);
  });
});
