import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseSearchRequest } from '../http/searchRequest';
import { canonicalJson } from './canonicalJson';
import { normalizeSearchBody } from './normalizeSearchBody';

/** A key that may be absent, null or a value. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const flag = maybe(fc.boolean());
const words = fc.constantFrom('vann', 'skole', 'miljø', 'Norge');

const filterEntry = <T>(value: fc.Arbitrary<T>) =>
  fc.record({ value: maybe(value), extra: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: ['value'] });

/** Search bodies of every shape the validation lets through, and some it refuses. */
const body = fc.record(
  {
    query: maybe(fc.constantFrom('', '  ', 'vann', ' vann skole', 'helse og omsorg')),
    fields: maybe(
      fc.record(
        { title: flag, description: flag, keyword: flag, additionalTitles: flag, other: fc.boolean() },
        { requiredKeys: [] },
      ),
    ),
    pagination: maybe(
      fc.record(
        { page: maybe(fc.integer({ min: -3, max: 40 })), size: maybe(fc.integer({ min: -2, max: 200 })) },
        {
          requiredKeys: [],
        },
      ),
    ),
    sort: maybe(
      fc.record(
        { field: fc.constant('FIRST_HARVESTED'), direction: maybe(fc.constantFrom('ASC', 'DESC')) },
        { requiredKeys: ['field'] },
      ),
    ),
    profile: maybe(fc.constant('TRANSPORT')),
    filters: maybe(
      fc.record(
        {
          openData: maybe(filterEntry(fc.boolean())),
          dataTheme: filterEntry(fc.array(fc.constantFrom('ENVI', 'TRAN', 'HEAL'), { maxLength: 3 })),
          accessRights: filterEntry(fc.oneof(fc.constant('PUBLIC'), fc.constant(['PUBLIC', null]))),
          orgPath: filterEntry(fc.constantFrom('/STAT', '/KOMMUNE/944')),
          spatial: filterEntry(fc.array(words, { maxLength: 2 })),
          lastXDays: filterEntry(fc.integer({ min: 0, max: 400 })),
          notAFilter: filterEntry(fc.jsonValue({ maxDepth: 1 })),
        },
        { requiredKeys: [] },
      ),
    ),
    unknown: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);

describe('normalizeSearchBody', () => {
  it('keeps the meaning of every valid body: the engine reads the same search from both', () => {
    fc.assert(
      fc.property(body, (raw) => {
        const original = parseSearchRequest(raw, null);
        fc.pre(original.ok);
        const normalized = normalizeSearchBody(raw);
        const again = parseSearchRequest(normalized.body, null);
        expect(again.ok).toBe(true);
        if (!original.ok || !again.ok) return;
        // A blank query is "", and then which fields are searched means nothing, so it is left out.
        const blank = original.query.query.trim() === '';
        expect(again.query).toEqual({
          ...original.query,
          ...(blank ? { query: '', fields: again.query.fields } : {}),
        });
        expect({ page: normalized.page, size: normalized.size }).toEqual({
          page: original.query.page,
          size: original.query.size,
        });
        expect(again.ignoredFilters).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('is its own fixed point, so a normalized body is one cache key', () => {
    fc.assert(
      fc.property(body, (raw) => {
        fc.pre(parseSearchRequest(raw, null).ok);
        const once = normalizeSearchBody(raw);
        expect(canonicalJson(normalizeSearchBody(once.body).body)).toBe(canonicalJson(once.body));
      }),
      { numRuns: 200 },
    );
  });

  it('makes the defaults explicit and drops what means nothing', () => {
    expect(normalizeSearchBody({}).body).toEqual({ query: '', pagination: { page: 0, size: 10 } });
    expect(
      normalizeSearchBody({
        query: 'vann',
        fields: { keyword: false, additionalTitles: false, bogus: 1 },
        sort: { field: 'FIRST_HARVESTED', direction: null },
        profile: 'TRANSPORT',
        filters: { openData: { value: null }, orgPath: { value: null }, lastXDays: { value: 7, x: 1 } },
      }).body,
    ).toEqual({
      query: 'vann',
      fields: { title: true, description: true, keyword: false, additionalTitles: false },
      pagination: { page: 0, size: 10 },
      sort: { field: 'FIRST_HARVESTED' },
      profile: 'TRANSPORT',
      filters: { orgPath: { value: null }, lastXDays: { value: 7 } },
    });
  });
});
