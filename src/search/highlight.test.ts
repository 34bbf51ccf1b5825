import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { queryWords, tokenize } from '../interface/tokenize';
import { hasMatch, highlight } from './highlight';

const marked = (text: string, words: string[]) =>
  highlight(text, words)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('highlight', () => {
  it('marks exact words, and prefixes for the last word only', () => {
    const words = queryWords('barn hage');
    expect(marked('Barn i barnehage og hagebruk', words)).toEqual(['Barn', 'hagebruk']);
    expect(marked('Barnehage', queryWords('barn hage'))).toEqual([]);
    expect(marked('Barnehage', queryWords('barn'))).toEqual(['Barnehage']);
    expect(marked('barnehage barn', queryWords('hage barn'))).toEqual(['barnehage', 'barn']);
  });

  it('covers the whole text in order with positions in the original string', () => {
    const text = '  Åpne data: «Vegvesenet»!  ';
    const segments = highlight(text, ['vegvesenet']);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments).toEqual([
      { text: '  Åpne data: «', match: false },
      { text: 'Vegvesenet', match: true },
      { text: '»!  ', match: false },
    ]);
  });

  it('handles Norwegian letters, decomposed letters and astral characters', () => {
    expect(marked('Tromsø og Ås', queryWords('tromsø ås'))).toEqual(['Tromsø', 'Ås']);
    const decomposed = 'A\u030Asen gård';
    expect(marked(decomposed, queryWords('åsen'))).toEqual(['A\u030Asen']);
    expect(marked('𝒳 data 😀 data2', queryWords('data'))).toEqual(['data', 'data2']);
  });

  it('returns one plain segment without words, and nothing for empty text', () => {
    expect(highlight('Tekst', [])).toEqual([{ text: 'Tekst', match: false }]);
    expect(highlight('', ['x'])).toEqual([]);
    expect(hasMatch(highlight('abc', ['abc']))).toBe(true);
  });

  it('agrees with the tokenizer: a segment matches exactly when its token matches', () => {
    const word = fc.stringMatching(/^[a-zæøå0-9]{1,5}$/);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(word, fc.constantFrom(' ', ', ', '-', 'É', '\u0301')), { maxLength: 12 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (parts, words) => {
          const text = parts.join('');
          const segments = highlight(text, words);
          expect(segments.map((segment) => segment.text).join('')).toBe(text);
          const query = queryWords(words.join(' '));
          const last = query[query.length - 1] ?? '';
          for (const segment of segments) {
            const tokens = tokenize(segment.text);
            const expected = tokens.some((token) => query.includes(token) || token.startsWith(last));
            if (segment.match) expect(expected).toBe(true);
            else expect(tokens.some((token) => query.includes(token) || token.startsWith(last))).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('highlight segments', () => {
  it('joins neighbouring plain text into one segment and keeps each match its own', () => {
    expect(highlight('to ord her', ['x'])).toEqual([{ text: 'to ord her', match: false }]);
    expect(highlight('vei, vei og vei', ['vei'])).toEqual([
      { text: 'vei', match: true },
      { text: ', ', match: false },
      { text: 'vei', match: true },
      { text: ' og ', match: false },
      { text: 'vei', match: true },
    ]);
  });

  it('has no match without a matching segment, or in no segments at all', () => {
    expect(hasMatch(highlight('abc', ['x']))).toBe(false);
    expect(hasMatch([])).toBe(false);
  });

  it('reads query words written with spaces or punctuation as the tokenizer does', () => {
    expect(marked('Skole og barnehage', ['  SKOLE,  '])).toEqual(['Skole']);
    expect(highlight('Tekst', ['  '])).toEqual([{ text: 'Tekst', match: false }]);
  });
});
