import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FILTERS, FILTER_NAMES, type FilterName } from '../../src/interface/vocabulary';
import { DEFAULT_ENGINE_QUERY } from '../engine/defaultQuery';
import { ignoredFiltersHeader, parseSearchRequest } from './searchRequest';

const ok = (body: unknown) => {
  const result = parseSearchRequest(body, null);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.query;
};
const pathsOf = (body: unknown): string[] => {
  const result = parseSearchRequest(body, null);
  if (result.ok) throw new Error('accepted');
  return result.errors.map((error) => error.path);
};

/** A valid value for each kind of filter. */
const validValue: Record<string, unknown> = {
  boolean: true,
  integer: 30,
  string: 'https://example.org/x',
  stringList: ['A', 'B'],
  stringOrList: 'A',
};

describe('parseSearchRequest', () => {
  it('maps an empty body to the defaults', () => {
    expect(ok({})).toEqual(DEFAULT_ENGINE_QUERY);
    expect(DEFAULT_ENGINE_QUERY).toMatchObject({ fields: { title: true, description: true, keyword: true } });
    expect(DEFAULT_ENGINE_QUERY).toMatchObject({ types: null, query: '', filters: {}, sort: null, page: 0 });
    expect(DEFAULT_ENGINE_QUERY.size).toBe(10);
  });

  it('maps every field of a full request', () => {
    const result = parseSearchRequest(
      {
        query: 'barnehage oslo',
        fields: { title: true, description: false, additionalTitles: true },
        filters: {
          openData: { value: true },
          accessRights: { value: 'PUBLIC' },
          dataTheme: { value: ['EDUC', 'GOVE'] },
          orgPath: { value: null },
          provenance: { value: ['NASJONAL'] },
          lastXDays: { value: 30 },
          relations: { value: 'https://example.org/r' },
          uri: { value: [] },
        },
        sort: { field: 'FIRST_HARVESTED', direction: 'ASC' },
        pagination: { page: 2, size: 25 },
        profile: 'TRANSPORT',
        somethingElse: { ignored: true },
      },
      ['DATASET'],
    );
    expect(result).toEqual({
      ok: true,
      query: {
        types: ['DATASET'],
        query: 'barnehage oslo',
        fields: { title: true, description: false, keyword: true },
        filters: {
          openData: true,
          accessRights: ['PUBLIC'],
          dataTheme: ['EDUC', 'GOVE'],
          orgPath: [null],
          provenance: ['NASJONAL'],
          lastXDays: 30,
          relations: 'https://example.org/r',
          uri: [],
        },
        sort: 'ASC',
        page: 2,
        size: 25,
        transportOnly: true,
      },
      ignoredFilters: [],
    });
  });

  it('reads null as absent for the optional parts', () => {
    expect(
      ok({ query: null, fields: null, filters: null, sort: null, pagination: null, profile: null }),
    ).toEqual(ok({}));
    expect(ok({ filters: { dataTheme: null } }).filters).toEqual({});
    expect(ok({ sort: { field: 'FIRST_HARVESTED' } }).sort).toBe('DESC');
  });

  it('corrects pages below 0 and sizes below 1', () => {
    expect(ok({ pagination: { page: -5, size: 0 } })).toMatchObject({ page: 0, size: 10 });
    expect(ok({ pagination: { size: -3 } })).toMatchObject({ page: 0, size: 10 });
  });

  it('refuses a window past 10 000 results, naming pagination', () => {
    expect(ok({ pagination: { page: 99, size: 100 } })).toMatchObject({ page: 99, size: 100 });
    expect(pathsOf({ pagination: { page: 100, size: 100 } })).toEqual(['pagination']);
    expect(pathsOf({ pagination: { size: 10_001 } })).toEqual(['pagination']);
  });

  it('refuses huge and fractional numbers', () => {
    expect(pathsOf({ pagination: { page: 1e300 } })).toEqual(['pagination.page']);
    expect(pathsOf({ pagination: { size: 2.5 } })).toEqual(['pagination.size']);
    expect(pathsOf({ pagination: { page: '1' } })).toEqual(['pagination.page']);
    expect(pathsOf({ filters: { lastXDays: { value: 1.5 } } })).toEqual(['filters.lastXDays.value']);
    expect(pathsOf({ filters: { lastXDays: { value: -1 } } })).toEqual(['filters.lastXDays.value']);
  });

  it('refuses a query with every field turned off, but not a blank one', () => {
    const off = { title: false, description: false, keyword: false, additionalTitles: false };
    expect(pathsOf({ query: 'skole', fields: off })).toEqual(['fields']);
    expect(ok({ query: '  ', fields: off }).fields).toEqual(off);
  });

  it('passes additionalTitles only when turned off, so absent means searched', () => {
    const threeOff = { title: false, description: false, keyword: false };
    expect(ok({ query: 'skole', fields: threeOff }).fields).toEqual(threeOff);
    expect(ok({ fields: { additionalTitles: true } }).fields).not.toHaveProperty('additionalTitles');
    expect(ok({ fields: { additionalTitles: false } }).fields).toMatchObject({ additionalTitles: false });
  });

  it('names each bad field at once', () => {
    const paths = pathsOf({
      query: 3,
      fields: { title: 'yes' },
      sort: { field: 'TITLE', direction: 'UP' },
      profile: 'OTHER',
      pagination: { page: 'x' },
      filters: { dataTheme: { value: 'ENVI' }, openData: { value: 'true' }, colour: { value: 'red' } },
    });
    expect(paths.sort()).toEqual(
      [
        'query',
        'fields.title',
        'sort.field',
        'sort.direction',
        'profile',
        'pagination.page',
        'filters.dataTheme.value',
        'filters.openData.value',
      ].sort(),
    );
  });

  it('ignores unknown filters, prototype keys included, and names them', () => {
    const body = JSON.parse(
      '{"filters": {"__proto__": {"value": 1}, "colour": "red", "dataTheme": {"value": ["ENVI"]}, "constructor": {"value": 2}}}',
    ) as unknown;
    const result = parseSearchRequest(body, null);
    expect(result).toMatchObject({
      ok: true,
      query: { filters: { dataTheme: ['ENVI'] } },
      ignoredFilters: ['__proto__', 'colour', 'constructor'],
    });
    expect(({} as Record<string, unknown>).value).toBeUndefined();
  });

  it('reads {"value": null} as no condition, except on accessRights and orgPath ("has none")', () => {
    for (const name of FILTER_NAMES) {
      const filters = ok({ filters: { [name]: { value: null } } }).filters;
      expect(filters, name).toEqual(FILTERS[name].nullable ? { [name]: [null] } : {});
      expect(ok({ filters: { [name]: null } }).filters, name).toEqual({});
    }
    expect(
      Object.entries(FILTERS)
        .filter(([, spec]) => spec.nullable)
        .map(([name]) => name),
    ).toEqual(['accessRights', 'orgPath']);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'x', 3, true]) expect(pathsOf(body)).toEqual(['']);
  });

  it('validates every filter of the vocabulary by its kind', () => {
    for (const name of FILTER_NAMES) {
      const spec = FILTERS[name];
      expect(ok({ filters: { [name]: { value: validValue[spec.kind] } } }).filters).toHaveProperty(name);
      expect(pathsOf({ filters: { [name]: { value: { nested: true } } } })).toEqual([
        `filters.${name}.value`,
      ]);
      expect(pathsOf({ filters: { [name]: {} } })).toEqual([`filters.${name}.value`]);
    }
  });

  it('accepts any valid combination of filters and maps lists to arrays', () => {
    const filterEntry = (name: FilterName) => {
      const spec = FILTERS[name];
      switch (spec.kind) {
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.nat();
        case 'string':
          return fc.string();
        case 'stringList':
          return fc.array(fc.string(), { maxLength: 3 });
        case 'stringOrList':
          return fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }));
      }
    };
    const filters = fc.record(
      Object.fromEntries(FILTER_NAMES.map((name) => [name, filterEntry(name).map((value) => ({ value }))])),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, (given) => {
        const mapped = ok({ filters: given }).filters as Record<string, unknown>;
        for (const [name, entry] of Object.entries(given)) {
          const value = (entry as { value: unknown }).value;
          const expected =
            FILTERS[name as FilterName].kind === 'stringOrList' && !Array.isArray(value) ? [value] : value;
          expect(mapped[name]).toEqual(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('ignoredFiltersHeader', () => {
  it('lists the names, or nothing', () => {
    expect(ignoredFiltersHeader([])).toBeNull();
    expect(ignoredFiltersHeader(['colour', 'DataTheme'])).toBe('colour, DataTheme');
  });

  it('percent-encodes anything that could break or forge a header, and bounds its length', () => {
    expect(ignoredFiltersHeader(['a\r\nSet-Cookie: x=1', 'b,c', 'blåbær', '\ud800'])).toBe(
      'a%0D%0ASet-Cookie:%20x=1, b%2Cc, bl%C3%A5b%C3%A6r, %EF%BF%BD',
    );
    const many = Array.from({ length: 30 }, (_, i) => `${'x'.repeat(100)}${i}`);
    const header = ignoredFiltersHeader(many) ?? '';
    expect(header.split(', ')).toHaveLength(21);
    expect(header.endsWith(', (10 more)')).toBe(true);
    expect(header.length).toBeLessThan(20 * 70 + 20);
  });

  it('always gives visible ASCII without bare commas inside a name', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary-ascii', minLength: 1 }),
            fc.string({ unit: 'grapheme', minLength: 1 }),
            fc.constantFrom('\ud800', 'a\udfffb', ',', '\r\n'),
          ),
          { minLength: 1, maxLength: 5 },
        ),
        (names) => {
          const header = ignoredFiltersHeader(names) ?? '';
          expect(header).toMatch(/^[\x20-\x7e]+$/);
          expect(header.split(', ')).toHaveLength(names.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
