import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS, PAGE_SIZES, URL_FILTERS, type SearchState } from './state';
import { losValue, orgPathValue, stateArb } from './testing/arbitraries';
import {
  activeFilters,
  clearFilters,
  hasActiveFilters,
  isFilterValueSelected,
  removeFilterValue,
  setFields,
  setPage,
  setPageSize,
  setQuery,
  setScope,
  setSingleValue,
  setSort,
  toggleFilterValue,
  toggleListValue,
} from './transitions';
import { isValidState } from './validate';

const onPage = (page: number, overrides: Partial<SearchState> = {}): SearchState => ({
  ...DEFAULT_SEARCH_STATE,
  ...overrides,
  page,
});

describe('transitions', () => {
  it('a new query trims the text and goes back to page 1', () => {
    const next = setQuery(onPage(4), '  barnehage  oslo ');
    expect(next.q).toBe('barnehage  oslo');
    expect(next.page).toBe(1);
  });

  it('filter, sort, size, fields and scope changes go back to page 1', () => {
    const start = onPage(7);
    expect(toggleListValue(start, 'dataTheme', 'ENVI').page).toBe(1);
    expect(setSingleValue(start, 'openData', true).page).toBe(1);
    expect(setSort(start, 'oldest').page).toBe(1);
    expect(setPageSize(start, 50).page).toBe(1);
    expect(setFields(start, ['title']).page).toBe(1);
    expect(setScope(start, 'concepts')).toEqual({ ...start, scope: 'concepts', page: 1 });
  });

  it('toggles list values, keeping them sorted', () => {
    const one = toggleListValue(DEFAULT_SEARCH_STATE, 'dataTheme', 'GOVE');
    const two = toggleListValue(one, 'dataTheme', 'ENVI');
    expect(two.filters.dataTheme).toEqual(['ENVI', 'GOVE']);
    expect(toggleListValue(two, 'dataTheme', 'GOVE').filters.dataTheme).toEqual(['ENVI']);
  });

  it('ignores values the state cannot hold', () => {
    expect(toggleListValue(DEFAULT_SEARCH_STATE, 'losTheme', '/helse')).toBe(DEFAULT_SEARCH_STATE);
    expect(setSingleValue(DEFAULT_SEARCH_STATE, 'orgPath', 'STAT')).toBe(DEFAULT_SEARCH_STATE);
    expect(setSingleValue(DEFAULT_SEARCH_STATE, 'lastXDays', 0)).toBe(DEFAULT_SEARCH_STATE);
    expect(toggleFilterValue(DEFAULT_SEARCH_STATE, 'openData', 'maybe')).toBe(DEFAULT_SEARCH_STATE);
    expect(setPageSize(DEFAULT_SEARCH_STATE, 7 as 10)).toBe(DEFAULT_SEARCH_STATE);
  });

  it('setSingleValue sets one filter, keeps the others, and changes nothing (page included) for the same value', () => {
    const start = onPage(3, { filters: { ...EMPTY_FILTERS, dataTheme: ['ENVI'], accessRights: 'PUBLIC' } });
    expect(setSingleValue(start, 'accessRights', 'PUBLIC')).toBe(start);
    const next = setSingleValue(start, 'provenance', 'VEDTAK');
    expect(next.filters).toEqual({ ...start.filters, provenance: 'VEDTAK' });
    expect(next.page).toBe(1);
  });

  it('toggleFilterValue sets a single value by its key and clears it on a second click', () => {
    const open = toggleFilterValue(DEFAULT_SEARCH_STATE, 'openData', 'true');
    expect(open.filters.openData).toBe(true);
    expect(toggleFilterValue(open, 'openData', 'false').filters.openData).toBe(false);
    expect(toggleFilterValue(open, 'openData', 'true').filters.openData).toBeNull();
    const recent = toggleFilterValue(DEFAULT_SEARCH_STATE, 'lastXDays', '30');
    expect(recent.filters.lastXDays).toBe(30);
    expect(isFilterValueSelected(recent, 'lastXDays', '30')).toBe(true);
    expect(toggleFilterValue(DEFAULT_SEARCH_STATE, 'orgPath', 'null').filters.orgPath).toBe('null');
  });

  it('removes one value for a chip and clears all filters keeping the rest', () => {
    const busy: SearchState = {
      ...DEFAULT_SEARCH_STATE,
      scope: 'datasets',
      q: 'vei',
      fields: ['title'],
      sort: 'newest',
      size: 50,
      page: 3,
      filters: { ...EMPTY_FILTERS, dataTheme: ['ENVI', 'TRAN'], accessRights: 'PUBLIC', lastXDays: 7 },
    };
    expect(removeFilterValue(busy, 'dataTheme', 'TRAN').filters.dataTheme).toEqual(['ENVI']);
    expect(removeFilterValue(busy, 'accessRights', 'PUBLIC').filters.accessRights).toBeNull();
    expect(removeFilterValue(busy, 'accessRights', 'RESTRICTED')).toBe(busy);
    expect(clearFilters(busy)).toEqual({ ...busy, filters: EMPTY_FILTERS, page: 1 });
  });

  it('lists active filters one per value in URL order', () => {
    const busy: SearchState = {
      ...DEFAULT_SEARCH_STATE,
      filters: {
        ...EMPTY_FILTERS,
        spatial: ['Oslo'],
        dataTheme: ['ENVI', 'GOVE'],
        openData: false,
        orgPath: 'null',
        lastXDaysModified: 30,
      },
    };
    expect(activeFilters(busy)).toEqual([
      { filter: 'dataTheme', value: 'ENVI' },
      { filter: 'dataTheme', value: 'GOVE' },
      { filter: 'openData', value: 'false' },
      { filter: 'orgPath', value: 'null' },
      { filter: 'spatial', value: 'Oslo' },
      { filter: 'lastXDaysModified', value: '30' },
    ]);
    expect(hasActiveFilters(busy)).toBe(true);
    expect(hasActiveFilters(clearFilters(busy))).toBe(false);
  });

  it('empty or full fields mean all three', () => {
    expect(setFields(DEFAULT_SEARCH_STATE, []).fields).toEqual(['description', 'keyword', 'title']);
    expect(setFields(DEFAULT_SEARCH_STATE, ['title', 'description', 'title']).fields).toEqual([
      'description',
      'title',
    ]);
  });

  it('keeps the page within 1 and the last servable page', () => {
    expect(setPage(DEFAULT_SEARCH_STATE, 0).page).toBe(1);
    expect(setPage(DEFAULT_SEARCH_STATE, 2.7).page).toBe(2);
    expect(setPage(DEFAULT_SEARCH_STATE, Number.NaN).page).toBe(1);
    expect(setPage({ ...DEFAULT_SEARCH_STATE, size: 100 }, 1000).page).toBe(100);
  });

  it('every sequence of intents keeps the state valid, and a chip removal undoes a toggle', () => {
    const filterArb = fc.constantFrom(...URL_FILTERS);
    const intent = fc.oneof(
      fc.tuple(fc.constant('query'), fc.string({ unit: 'binary', maxLength: 8 })),
      fc.tuple(
        fc.constant('toggle'),
        filterArb,
        fc.oneof(losValue, orgPathValue, fc.string({ maxLength: 6 })),
      ),
      fc.tuple(
        fc.constant('toggleKnown'),
        filterArb,
        fc.constantFrom('true', '30', 'ENVI', 'null', 'Oslo', 'PUBLIC'),
      ),
      fc.tuple(fc.constant('page'), fc.integer({ min: -10, max: 20_000 })),
      fc.tuple(fc.constant('size'), fc.constantFrom(...PAGE_SIZES)),
      fc.tuple(fc.constant('clear')),
    );
    fc.assert(
      fc.property(stateArb, fc.array(intent, { maxLength: 12 }), (start, intents) => {
        let state = start;
        for (const step of intents) {
          switch (step[0]) {
            case 'query':
              state = setQuery(state, step[1]);
              break;
            case 'toggle':
            case 'toggleKnown': {
              const [, filter, value] = step;
              const before = state;
              state = toggleFilterValue(state, filter, value);
              if (state !== before && isFilterValueSelected(state, filter, value)) {
                expect(removeFilterValue(state, filter, value).filters).toEqual(
                  filter === 'dataTheme' ||
                    filter === 'formats' ||
                    filter === 'losTheme' ||
                    filter === 'spatial'
                    ? before.filters
                    : { ...before.filters, [filter]: null },
                );
              }
              break;
            }
            case 'page':
              state = setPage(state, step[1]);
              break;
            case 'size':
              state = setPageSize(state, step[1]);
              break;
            case 'clear':
              state = clearFilters(state);
              break;
          }
          expect(isValidState(state)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
