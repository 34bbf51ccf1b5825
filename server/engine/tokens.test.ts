import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { tokenize } from '../../src/interface/tokenize';
import { Dictionary } from './postings';
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
  it('gives the same ids for the same text, remembered or not', () => {
    const dictionary = new Dictionary();
    const cache = new TokenCache();
    const long = 'vei '.repeat(100);
    expect([...cache.ids('Vei og data', dictionary)]).toEqual([0, 1, 2]);
    expect([...cache.ids('Vei og data', dictionary)]).toEqual([0, 1, 2]);
    expect([...cache.ids(long, dictionary)]).toEqual(Array<number>(100).fill(0));
    expect(dictionary.values).toEqual(['vei', 'og', 'data']);
  });
});
