import { isDeepStrictEqual } from 'node:util';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { activeFilters, filterKeys } from '../filters/filterCodec';
import { toSearchRequest } from '../request';
import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS, isListFilter, URL_FILTERS } from '../state';
import { clearFilters, removeFilterValue } from '../transitions';
import { embedArb, stateArb } from '../testing/arbitraries';
import { NO_EMBED, type EmbedOptions } from './embedOptions';
import { isOrgBelow, lockedLookup, lockedScope, withLocks, withoutLockedValues } from './locks';

const embed = (options: Partial<EmbedOptions>): EmbedOptions => ({ ...NO_EMBED, embed: true, ...options });

describe('locked filters in the request', () => {
  it('adds locked list values to the visitor’s and fixes single filters and the type', () => {
    const state = {
      ...DEFAULT_SEARCH_STATE,
      q: 'vann',
      filters: { ...EMPTY_FILTERS, dataTheme: ['TRAN'], orgPath: '/STAT/1' },
    };
    const options = embed({
      locks: { ...EMPTY_FILTERS, dataTheme: ['ENVI'], orgPath: '/KOMMUNE/940' },
      lockType: 'datasets',
    });
    const { scope, body } = toSearchRequest(withLocks(state, options));
    expect(scope).toBe('datasets');
    expect(body.filters).toEqual({
      dataTheme: { value: ['ENVI', 'TRAN'] },
      orgPath: { value: '/KOMMUNE/940' },
    });
  });

  it('keeps a visitor’s organisation below the locked one, and replaces any other', () => {
    const options = embed({ locks: { ...EMPTY_FILTERS, orgPath: '/KOMMUNE/940' } });
    const at = (orgPath: string) =>
      toSearchRequest(withLocks({ ...DEFAULT_SEARCH_STATE, filters: { ...EMPTY_FILTERS, orgPath } }, options))
        .body.filters;
    expect(at('/KOMMUNE/940/1')).toEqual({ orgPath: { value: '/KOMMUNE/940/1' } });
    expect(at('/KOMMUNE/9401')).toEqual({ orgPath: { value: '/KOMMUNE/940' } });
    expect(at('/STAT/1')).toEqual({ orgPath: { value: '/KOMMUNE/940' } });
    expect(
      withoutLockedValues(
        [
          { filter: 'orgPath', value: '/KOMMUNE/940/1' },
          { filter: 'orgPath', value: '/STAT/1' },
        ],
        options,
      ),
    ).toEqual([{ filter: 'orgPath', value: '/KOMMUNE/940/1' }]);
  });

  it('is the same state when nothing is locked', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(withLocks(state, NO_EMBED)).toBe(state);
        expect(withLocks(state, embed({ hide: ['sort'], accent: '#123456' }))).toBe(state);
      }),
    );
  });

  it('always holds every lock, whatever the visitor chose, and keeps the rest of the search', () => {
    fc.assert(
      fc.property(stateArb, embedArb, (state, options) => {
        const locked = withLocks(state, options);
        for (const { filter, value } of activeFilters(options.locks)) {
          // A sub-unit of a locked organisation holds the lock too (it lies within it).
          if (filter === 'orgPath' && isOrgBelow(locked.filters.orgPath, value)) continue;
          expect(filterKeys(locked.filters, filter)).toContain(value);
        }
        expect(locked.scope).toBe(lockedScope(state, options));
        if (options.lockType !== null) expect(locked.scope).toBe(options.lockType);
        expect({ ...locked, filters: null, scope: null }).toEqual({ ...state, filters: null, scope: null });
        for (const name of URL_FILTERS) {
          const own = filterKeys(state.filters, name);
          if (isListFilter(name))
            for (const key of own) expect(filterKeys(locked.filters, name)).toContain(key);
          else if (filterKeys(options.locks, name).length === 0)
            expect(locked.filters[name]).toBe(state.filters[name]);
        }
      }),
    );
  });

  it('keeps the locks through "clear all" and is idempotent', () => {
    fc.assert(
      fc.property(stateArb, embedArb, (state, options) => {
        const cleared = withLocks(clearFilters(state), options);
        expect(activeFilters(cleared.filters)).toEqual(activeFilters(options.locks));
        expect(withLocks(withLocks(state, options), options)).toEqual(withLocks(state, options));
      }),
    );
  });
});

describe('chips within the locks', () => {
  it('keeps exactly the chips whose removal changes the request', () => {
    fc.assert(
      fc.property(stateArb, embedArb, (state, options) => {
        const own = activeFilters(state.filters);
        const kept = withoutLockedValues(own, options);
        const requested = toSearchRequest(withLocks(state, options)).body.filters;
        for (const chip of own) {
          const without = removeFilterValue(state, chip.filter, chip.value);
          const changes = !isDeepStrictEqual(
            toSearchRequest(withLocks(without, options)).body.filters,
            requested,
          );
          expect(kept.includes(chip)).toBe(changes);
        }
      }),
    );
  });
});

describe('a lookup within the locks', () => {
  const lookup = {
    query: '',
    filters: { uri: { value: ['https://example.org/a'] } },
    pagination: { page: 0, size: 1 },
  };

  it('is the lookup itself, in all types, without locks', () => {
    expect(lockedLookup(lookup, NO_EMBED)).toEqual({ scope: 'all', body: lookup });
  });

  it('adds the locked filters and type and keeps its own filter', () => {
    const options = embed({ locks: { ...EMPTY_FILTERS, orgPath: '/KOMMUNE/940' }, lockType: 'datasets' });
    expect(lockedLookup(lookup, options)).toEqual({
      scope: 'datasets',
      body: {
        ...lookup,
        filters: { orgPath: { value: '/KOMMUNE/940' }, uri: { value: ['https://example.org/a'] } },
      },
    });
  });
});
