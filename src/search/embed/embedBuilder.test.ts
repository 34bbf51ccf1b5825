import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { activeFilters } from '../filters/filterCodec';
import { DEFAULT_SEARCH_STATE, type SearchState } from '../state';
import { stateArb } from '../testing/arbitraries';
import { parseSearchUrl } from '../url';
import { embedPath, lockChoices, readEmbedChoices, type EmbedChoices } from './embedBuilder';

const NONE: EmbedChoices = {
  locked: new Set(),
  hide: [],
  linkTarget: null,
  accent: '',
  parentOrigin: '',
  title: 'Datasets of the municipality',
};

const SEARCH: SearchState = {
  ...DEFAULT_SEARCH_STATE,
  scope: 'datasets',
  q: 'vann',
  page: 3,
  filters: { ...DEFAULT_SEARCH_STATE.filters, dataTheme: ['ENVI', 'GOVE'], orgPath: '/KOMMUNE/840029212' },
};

const ids = (state: SearchState) =>
  activeFilters(state.filters).map(({ filter, value }) => `${filter}=${value}`);

describe('the embed builder', () => {
  it('offers each filter value of the search, then its type', () => {
    expect(lockChoices(SEARCH).map((choice) => choice.id)).toEqual([
      'dataTheme=ENVI',
      'dataTheme=GOVE',
      'orgPath=/KOMMUNE/840029212',
      'type=datasets',
    ]);
    expect(lockChoices(DEFAULT_SEARCH_STATE)).toEqual([]);
  });

  it('writes the chosen values as locks, the others as the visitor’s filters, from the first page', () => {
    const read = readEmbedChoices(SEARCH, {
      ...NONE,
      locked: new Set(['dataTheme=ENVI', 'orgPath=/KOMMUNE/840029212', 'type=datasets']),
      hide: ['tabs', 'sort'],
      linkTarget: '_blank',
      accent: ' #14C ',
      parentOrigin: 'https://www.kommune.no/',
    });
    expect(read.problems).toEqual({});
    expect(embedPath(read, 'nn', null)).toBe(
      '/datasets?q=vann&dataTheme=GOVE&lang=nn&embed=1&lock.dataTheme=ENVI&lock.orgPath=%2FKOMMUNE%2F840029212' +
        '&lock.type=datasets&hide=tabs%2Csort&linkTarget=_blank&accent=%231144cc&parentOrigin=https%3A%2F%2Fwww.kommune.no',
    );
  });

  it('names what is wrong with a field and leaves the value out', () => {
    const read = readEmbedChoices(SEARCH, {
      ...NONE,
      accent: 'blue',
      parentOrigin: 'www.kommune.no',
      title: '  ',
    });
    expect(read.problems).toEqual({ accent: 'invalid', parentOrigin: 'invalid', title: 'missing' });
    expect(read.options.accent).toBeNull();
    expect(read.options.parentOrigin).toBeNull();
  });

  it('whatever is locked, the frame’s URL holds every filter of the search once: locked or the visitor’s', () => {
    fc.assert(
      fc.property(
        stateArb.chain((state) =>
          fc.tuple(fc.constant(state), fc.subarray(lockChoices(state).map((choice) => choice.id))),
        ),
        ([state, locked]) => {
          const path = embedPath(readEmbedChoices(state, { ...NONE, locked: new Set(locked) }), null, null);
          const url = new URL(path, 'http://app.invalid');
          const parsed = parseSearchUrl(url.pathname, url.search);
          expect(parsed.canonical).toBe(true);
          expect(parsed.embed.embed).toBe(true);
          const lockedIds = activeFilters(parsed.embed.locks).map(
            ({ filter, value }) => `${filter}=${value}`,
          );
          const typeIds = parsed.embed.lockType === null ? [] : [`type=${parsed.embed.lockType}`];
          expect([...lockedIds, ...typeIds].sort()).toEqual([...locked].sort());
          expect([...ids(parsed.state), ...lockedIds].sort()).toEqual(ids(state).sort());
        },
      ),
      { numRuns: 200 },
    );
  });
});
