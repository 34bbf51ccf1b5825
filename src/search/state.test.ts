import { describe, expect, it } from 'vitest';

import { URL_FILTERS, isDayFilter, isListFilter, isPageSize, isSearchScope, isStringFilter } from './state';

describe('filter kinds', () => {
  it('sorts every URL filter into exactly one of list, string, days and open data', () => {
    const kinds = URL_FILTERS.map(
      (filter) => [isListFilter(filter), isStringFilter(filter), isDayFilter(filter)].filter(Boolean).length,
    );
    expect(kinds.filter((count) => count === 0)).toHaveLength(1);
    expect(kinds.every((count) => count <= 1)).toBe(true);
  });

  it('names the single-string filters (radios) as such', () => {
    expect(URL_FILTERS.filter(isStringFilter)).toEqual([
      'accessRights',
      'orgPath',
      'provenance',
      'relations',
    ]);
    expect(isStringFilter('dataTheme')).toBe(false);
    expect(isStringFilter('lastXDays')).toBe(false);
    expect(isStringFilter('openData')).toBe(false);
  });
});

describe('guards', () => {
  it('accept only the values themselves, not their string or number forms', () => {
    expect(isSearchScope('datasets')).toBe(true);
    expect(isSearchScope(['datasets'])).toBe(false);
    expect(isPageSize(20)).toBe(true);
    expect(isPageSize('20')).toBe(false);
  });
});
