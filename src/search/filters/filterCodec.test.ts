import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMPTY_FILTERS, MAX_DAYS, URL_FILTERS, type SearchFilters, type UrlFilterName } from '../state';
import { filterValueArbs } from '../testing/arbitraries';
import { testLabels } from '../testing/labels';
import {
  FILTER_CODECS,
  filterKeys,
  filterRequestValue,
  filterValueLabel,
  holdsFilterValue,
  parseDays,
  parseFilter,
  withFilterKey,
  withoutFilterKey,
} from './filterCodec';

/** The URL's filter parameters in the order docs/app-contract.md lists them. */
const CONTRACT_ORDER = [
  'dataTheme',
  'openData',
  'formats',
  'accessRights',
  'losTheme',
  'orgPath',
  'spatial',
  'provenance',
  'lastXDays',
  'lastXDaysModified',
  'relations',
];

const withValue = <K extends UrlFilterName>(filter: K, value: SearchFilters[K]): SearchFilters => ({
  ...EMPTY_FILTERS,
  [filter]: value,
});

describe('the filter codec table', () => {
  it('has one codec per URL filter, in the contract order', () => {
    expect(URL_FILTERS).toEqual(CONTRACT_ORDER);
    expect(Object.keys(FILTER_CODECS)).toEqual(CONTRACT_ORDER);
  });

  describe.each(URL_FILTERS)('%s', (filter) => {
    const values = filterValueArbs[filter] as fc.Arbitrary<SearchFilters[UrlFilterName]>;

    it('reads back what it writes: parse(write(x)) = x, with no notice', () => {
      fc.assert(
        fc.property(values, (value) => {
          const filters = withValue(filter, value);
          const problems: string[] = [];
          const written = filterKeys(filters, filter);
          expect(parseFilter(filter, written, (raw, problem) => problems.push(`${raw}: ${problem}`))).toEqual(
            value,
          );
          expect(problems).toEqual([]);
          expect(holdsFilterValue(filter, value)).toBe(true);
        }),
      );
    });

    it('writes values in canonical order (sorted, unique) whatever order they are read in', () => {
      fc.assert(
        fc.property(values, (value) => {
          const written = filterKeys(withValue(filter, value), filter);
          expect(written).toEqual([...new Set(written)].sort());
          const reversed = parseFilter(filter, [...written].reverse(), () => undefined);
          expect(filterKeys(withValue(filter, reversed), filter)).toEqual(written);
        }),
      );
    });

    it('a key added then removed leaves the filters as they were', () => {
      fc.assert(
        fc.property(values, (value) => {
          for (const key of filterKeys(withValue(filter, value), filter)) {
            const added = withFilterKey(EMPTY_FILTERS, filter, key);
            expect(added).not.toBeNull();
            if (added) expect(withoutFilterKey(added, filter, key)).toEqual(EMPTY_FILTERS);
          }
        }),
      );
    });

    it('puts nothing in the request when unset, and something when set', () => {
      expect(filterRequestValue(EMPTY_FILTERS, filter)).toBeUndefined();
      fc.assert(
        fc.property(values, (value) => {
          const set = filterKeys(withValue(filter, value), filter).length > 0;
          expect(filterRequestValue(withValue(filter, value), filter) !== undefined).toBe(set);
        }),
      );
    });
  });
});

describe('the rules of single filters', () => {
  it('reads days as digits: 0 is dropped, more than a hundred years corrected, leading zeros read', () => {
    expect(parseDays('30')).toEqual({ ok: true, value: 30 });
    expect(parseDays('036')).toEqual({ ok: true, value: 36 });
    expect(parseDays('0')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(parseDays(String(MAX_DAYS + 1))).toEqual({ ok: true, value: MAX_DAYS, corrected: 'out-of-range' });
    for (const raw of ['-3', '2.5', ' 7', '', 'x']) expect(parseDays(raw).ok).toBe(false);
  });

  it('reads openData as exactly true or false', () => {
    expect(parseFilter('openData', ['true'], () => undefined)).toBe(true);
    expect(parseFilter('openData', ['false'], () => undefined)).toBe(false);
    const problems: string[] = [];
    expect(parseFilter('openData', ['maybe', 'TRUE'], (_raw, problem) => problems.push(problem))).toBeNull();
    expect(problems).toEqual(['invalid-value', 'invalid-value']);
  });

  it('keeps the first value of a single filter and reports a different later one', () => {
    const problems: string[] = [];
    expect(
      parseFilter('provenance', ['VEDTAK', 'VEDTAK', 'BRUKER'], (raw, p) => problems.push(`${raw} ${p}`)),
    ).toBe('VEDTAK');
    expect(problems).toEqual(['BRUKER duplicate']);
  });

  it('sends the "has none" bucket as null, and the other values as they are', () => {
    expect(filterRequestValue(withValue('accessRights', 'null'), 'accessRights')).toBeNull();
    expect(filterRequestValue(withValue('orgPath', 'null'), 'orgPath')).toBeNull();
    expect(filterRequestValue(withValue('orgPath', '/STAT'), 'orgPath')).toBe('/STAT');
    expect(filterRequestValue(withValue('openData', false), 'openData')).toBe(false);
    expect(filterRequestValue(withValue('lastXDays', 7), 'lastXDays')).toBe(7);
    expect(filterRequestValue(withValue('dataTheme', ['TRAN', 'ENVI']), 'dataTheme')).toEqual([
      'ENVI',
      'TRAN',
    ]);
  });

  it('labels a value the same way for facets and chips', () => {
    const context = { labels: testLabels, orgNames: new Map([['/STAT/1', 'Etat']]), locale: 'en' as const };
    expect(filterValueLabel('openData', 'true', context).label).toBe(testLabels.openData(true));
    expect(filterValueLabel('accessRights', 'null', context).label).toBe(testLabels.unknown());
    expect(filterValueLabel('orgPath', '/STAT/1', context).label).toBe('Etat');
    expect(filterValueLabel('lastXDays', '30', context).label).toBe('Last 30 days');
  });
});
