import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { queryWords } from '../interface/tokenize';
import { alternativesOf, rankAlternatives, searchIdentity } from './alternatives';
import { DEFAULT_SEARCH_STATE, type SearchState } from './state';
import { stateArb } from './testing/arbitraries';
import { setFields, setScope, toggleListValue } from './transitions';

/** States with queries of several words, often the same word twice in another case. */
const wordsArb = fc.array(fc.constantFrom('skole', 'barnehage', 'Vann', 'vann', 'oslo', 'æøå', '2024'), {
  maxLength: 5,
});
const statesArb = fc.oneof(
  stateArb,
  fc.tuple(stateArb, wordsArb).map(([state, words]): SearchState => ({ ...state, q: words.join(' ') })),
);

describe('alternativesOf', () => {
  it('offers only other searches, each once, words only from the query', () => {
    fc.assert(
      fc.property(statesArb, (state) => {
        const alternatives = alternativesOf(state);
        const identities = alternatives.map((alternative) => searchIdentity(alternative.state));
        expect(new Set(identities).size).toBe(identities.length);
        expect(identities).not.toContain(searchIdentity(state));
        const words = queryWords(state.q);
        for (const alternative of alternatives) {
          expect(alternative.state.page).toBe(1);
          if (alternative.kind === 'word') {
            expect(queryWords(alternative.state.q)).toEqual([alternative.word]);
            expect(words).toContain(alternative.word);
          }
          if (alternative.kind === 'without-word') {
            expect(queryWords(alternative.state.q)).toEqual(
              words.filter((word) => word !== alternative.word),
            );
          }
          // Everything but what the alternative is about stays as it was.
          expect(alternative.state.sort).toBe(state.sort);
          expect(alternative.state.size).toBe(state.size);
        }
      }),
    );
  });

  it('offers each word for two words, and also the query without each for three', () => {
    const two = alternativesOf({ ...DEFAULT_SEARCH_STATE, q: 'skole barnehage' });
    expect(two.map((a) => [a.kind, a.state.q])).toEqual([
      ['word', 'skole'],
      ['word', 'barnehage'],
    ]);
    const three = alternativesOf({ ...DEFAULT_SEARCH_STATE, q: 'Skole i barnehage' });
    expect(three.map((a) => [a.kind, a.state.q])).toEqual([
      ['word', 'skole'],
      ['word', 'i'],
      ['word', 'barnehage'],
      ['without-word', 'i barnehage'],
      ['without-word', 'skole barnehage'],
      ['without-word', 'skole i'],
    ]);
    expect(alternativesOf({ ...DEFAULT_SEARCH_STATE, q: 'vnn' })).toEqual([]);
    expect(alternativesOf({ ...DEFAULT_SEARCH_STATE, q: 'vann Vann' })).toEqual([]);
  });

  it('offers all types, all fields and each filter dropped', () => {
    const narrowed = toggleListValue(
      setFields(setScope({ ...DEFAULT_SEARCH_STATE, q: 'vnn' }, 'datasets'), ['title']),
      'dataTheme',
      'ENVI',
    );
    expect(alternativesOf(narrowed).map((a) => a.kind)).toEqual([
      'all-types',
      'all-fields',
      'without-filter',
    ]);
    const [types, fields, filter] = alternativesOf(narrowed);
    expect(types?.state.scope).toBe('all');
    expect(fields?.state.fields).toEqual(DEFAULT_SEARCH_STATE.fields);
    expect(filter?.state.filters.dataTheme).toEqual([]);
  });
});

describe('rankAlternatives', () => {
  const countsArb = fc.array(fc.option(fc.nat({ max: 5 }), { nil: undefined }), { maxLength: 8 });

  it('puts counted hits first by count, then the uncounted in order, then the empty ones', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const items = counts.map((count, index) => ({ count, index }));
        const ranked = rankAlternatives(items, (item) => item.count);
        expect([...ranked].sort((a, b) => a.index - b.index)).toEqual(items);
        const group = (count: number | undefined) => (count === undefined ? 1 : count > 0 ? 0 : 2);
        for (let i = 1; i < ranked.length; i++) {
          const [before, after] = [ranked[i - 1], ranked[i]];
          if (!before || !after) continue;
          expect(group(before.count)).toBeLessThanOrEqual(group(after.count));
          if (group(before.count) === group(after.count)) {
            if (before.count !== undefined && after.count !== undefined && before.count !== after.count) {
              expect(before.count).toBeGreaterThan(after.count);
            } else {
              expect(before.index).toBeLessThan(after.index);
            }
          }
        }
      }),
    );
  });
});
