import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { searchKeys } from './queryKeys';
import { maxPage, toSearchRequest } from './request';
import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS, type SearchState } from './state';
import { stateArb } from './testing/arbitraries';
import { toggleListValue } from './transitions';
import { parseSearchUrl, serializeSearchUrl } from './url';

describe('toSearchRequest', () => {
  it('maps the default state to a bare query on page 0 of 20', () => {
    expect(toSearchRequest(DEFAULT_SEARCH_STATE)).toEqual({
      scope: 'all',
      body: { query: '', pagination: { page: 0, size: 20 } },
    });
  });

  it('maps every part of a full state', () => {
    const state: SearchState = {
      scope: 'datasets',
      q: 'barnehage',
      fields: ['description', 'title'],
      filters: {
        dataTheme: ['EDUC', 'GOVE'],
        openData: false,
        formats: ['MEDIA_TYPE text/csv'],
        accessRights: 'null',
        losTheme: ['familie-og-barn'],
        orgPath: '/KOMMUNE',
        spatial: ['Norge'],
        provenance: 'NASJONAL',
        lastXDays: 30,
        lastXDaysModified: null,
        relations: null,
      },
      sort: 'oldest',
      page: 3,
      size: 50,
    };
    expect(toSearchRequest(state)).toEqual({
      scope: 'datasets',
      body: {
        query: 'barnehage',
        fields: { title: true, description: true, keyword: false },
        filters: {
          dataTheme: { value: ['EDUC', 'GOVE'] },
          openData: { value: false },
          formats: { value: ['MEDIA_TYPE text/csv'] },
          accessRights: { value: null },
          losTheme: { value: ['familie-og-barn'] },
          orgPath: { value: '/KOMMUNE' },
          spatial: { value: ['Norge'] },
          provenance: { value: 'NASJONAL' },
          lastXDays: { value: 30 },
        },
        sort: { field: 'FIRST_HARVESTED', direction: 'ASC' },
        pagination: { page: 2, size: 50 },
      },
    });
  });

  it('sorts newest first as DESC and sends orgPath "null" as null', () => {
    const { body } = toSearchRequest({
      ...DEFAULT_SEARCH_STATE,
      sort: 'newest',
      filters: { ...EMPTY_FILTERS, orgPath: 'null' },
    });
    expect(body.sort).toEqual({ field: 'FIRST_HARVESTED', direction: 'DESC' });
    expect(body.filters).toEqual({ orgPath: { value: null } });
  });

  it('always sends a 0-based page within the service window', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const { body } = toSearchRequest(state);
        expect(body.pagination).toEqual({ page: state.page - 1, size: state.size });
        const page = body.pagination?.page ?? 0;
        expect(page * state.size + state.size).toBeLessThanOrEqual(10_000);
        expect(body.query).toBe(state.q.trim());
        if (state.fields.length === 3) expect(body.fields).toBeUndefined();
        else expect(Object.keys(body.fields ?? {}).sort()).toEqual(['description', 'keyword', 'title']);
        for (const filter of Object.values(body.filters ?? {})) {
          expect(filter.value).not.toEqual([]);
          const { value } = filter;
          if (typeof value === 'object' && value !== null) expect(value).toEqual([...value].sort());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives deeply equal requests for equal searches reached in different ways', () => {
    fc.assert(
      fc.property(
        stateArb,
        fc.array(fc.constantFrom('ENVI', 'GOVE', 'TRAN', 'HEAL'), { maxLength: 4 }),
        (state, themes) => {
          const cleared: SearchState = { ...state, filters: { ...state.filters, dataTheme: [] } };
          const forward = themes.reduce<SearchState>(
            (current, theme) => toggleListValue(current, 'dataTheme', theme),
            cleared,
          );
          const backward = [...themes]
            .reverse()
            .reduce<SearchState>((current, theme) => toggleListValue(current, 'dataTheme', theme), cleared);
          expect(searchKeys.page(forward)).toEqual(searchKeys.page(backward));
          const url = serializeSearchUrl(forward, null);
          expect(searchKeys.page(parseSearchUrl(url.pathname, url.search).state)).toEqual(
            searchKeys.page(forward),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('builds the query key and endpoint path from the scope', () => {
    const state: SearchState = { ...DEFAULT_SEARCH_STATE, scope: 'concepts', q: 'skatt' };
    const { pagination, ...rest } = toSearchRequest(state).body;
    expect(searchKeys.page(state)).toEqual(['search', 'concepts', rest, pagination]);
    expect(searchKeys.page({ ...state, page: 3 }).slice(0, 3)).toEqual(searchKeys.anyPage(state));
    expect(searchKeys.inScope({ ...state, page: 3 }, 'datasets')).toEqual(
      searchKeys.page({ ...state, scope: 'datasets' }),
    );
  });

  it('sends the searched fields only when some are left out, and nothing for an empty list', () => {
    const only = (fields: SearchState['fields']) => toSearchRequest({ ...DEFAULT_SEARCH_STATE, fields }).body;
    expect(only(['keyword']).fields).toEqual({ title: false, description: false, keyword: true });
    expect(only(['description', 'keyword']).fields).toEqual({
      title: false,
      description: true,
      keyword: true,
    });
    expect(only([]).fields).toBeUndefined();
  });

  it('leaves out the parts that hold defaults, so the body has no empty keys', () => {
    expect(Object.keys(toSearchRequest(DEFAULT_SEARCH_STATE).body)).toEqual(['query', 'pagination']);
  });

  it('computes the last page of each size', () => {
    expect([10, 20, 50, 100].map(maxPage)).toEqual([1000, 500, 200, 100]);
  });
});
