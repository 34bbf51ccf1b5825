import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { readQueryPairs } from './queryString';

describe('readQueryPairs', () => {
  it('flags percent-escapes that are not UTF-8 instead of turning them into U+FFFD', () => {
    expect(readQueryPairs('?q=%E0%A4%A&x=1')).toEqual([
      { name: 'q', value: '%E0%A4%A', raw: { name: 'q', value: '%E0%A4%A' }, badEncoding: true },
      { name: 'x', value: '1', raw: { name: 'x', value: '1' }, badEncoding: false },
    ]);
    expect(readQueryPairs('%FF=a')[0]?.badEncoding).toBe(true);
  });

  it('keeps a lone % and reads + as a space, as URLSearchParams does', () => {
    expect(readQueryPairs('q=100%25+%zz+a%')[0]?.value).toBe('100% %zz a%');
  });

  it('agrees with URLSearchParams on every string whose escapes are UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.webQueryParameters(), (text, web) => {
        for (const search of [text, web, `?${web}`]) {
          const pairs = readQueryPairs(search);
          const reference = [...new URLSearchParams(search)];
          if (pairs.some((pair) => pair.badEncoding)) continue;
          expect(pairs.map((pair) => [pair.name, pair.value])).toEqual(reference);
        }
      }),
      { numRuns: 200 },
    );
  });
});
