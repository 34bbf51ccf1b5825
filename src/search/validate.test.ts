import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS, type SearchFilters, type SearchState } from './state';
import { isValidFilterValue, isValidState, normalizeQuery } from './validate';

const withFilters = (filters: Partial<Record<keyof SearchFilters, unknown>>): unknown => ({
  ...DEFAULT_SEARCH_STATE,
  filters: { ...EMPTY_FILTERS, ...filters },
});
const withState = (overrides: Partial<Record<keyof SearchState, unknown>>): unknown => ({
  ...DEFAULT_SEARCH_STATE,
  ...overrides,
});

describe('isValidState', () => {
  it('accepts the default state', () => {
    expect(isValidState(DEFAULT_SEARCH_STATE)).toBe(true);
  });

  it('rejects states the URL could not carry back unchanged', () => {
    const invalid: unknown[] = [
      null,
      'state',
      withState({ scope: 'dataset' }),
      withState({ q: ' padded' }),
      withState({ q: 'lone \ud800' }),
      withState({ fields: [] }),
      withState({ fields: ['title', 'description'] }),
      withState({ fields: ['title', 'title'] }),
      withState({ fields: ['body'] }),
      withState({ sort: 'best' }),
      withState({ size: 30 }),
      withState({ page: 0 }),
      withState({ page: 1.5 }),
      withState({ page: 501 }),
      withState({ filters: null }),
      withFilters({ dataTheme: ['GOVE', 'ENVI'] }),
      withFilters({ dataTheme: ['ENVI', 'ENVI'] }),
      withFilters({ spatial: [''] }),
      withFilters({ spatial: [' Oslo'] }),
      withFilters({ losTheme: ['/helse'] }),
      withFilters({ orgPath: 'STAT' }),
      withFilters({ orgPath: '/STAT/' }),
      withFilters({ provenance: 'null' }),
      withFilters({ openData: 'true' }),
      withFilters({ lastXDays: 0 }),
      withFilters({ lastXDays: 36_501 }),
      withFilters({ lastXDaysModified: 2.5 }),
      withFilters({ formats: 'MEDIA_TYPE text/csv' }),
    ];
    for (const value of invalid) expect(isValidState(value), JSON.stringify(value)).toBe(false);
  });

  it('rejects values of the wrong type without throwing (history state and storage are untrusted)', () => {
    const holeFirst: string[] = [];
    holeFirst[1] = 'keyword';
    holeFirst[2] = 'title';
    const holeLast: string[] = ['description', 'keyword'];
    holeLast.length = 3;
    const invalid: unknown[] = [
      withState({ q: 5 }),
      withState({ fields: { length: 1, 0: 'title' } }),
      withState({ fields: holeFirst }),
      withState({ fields: holeLast }),
      withState({ fields: ['description', 'summary'] }),
    ];
    for (const value of invalid) expect(isValidState(value)).toBe(false);
  });

  it('accepts the "has none" value where the service takes null', () => {
    expect(isValidState(withFilters({ accessRights: 'null', orgPath: 'null' }))).toBe(true);
    expect(isValidState(withState({ page: 100, size: 100 }))).toBe(true);
  });
});

describe('value checks', () => {
  it('checks shapes of codes and paths', () => {
    expect(isValidFilterValue('orgPath', '/STAT/912660680/974760673')).toBe(true);
    expect(isValidFilterValue('orgPath', '/STAT//1')).toBe(false);
    expect(isValidFilterValue('losTheme', 'trafikk-og-transport/mobilitetstilbud')).toBe(true);
    expect(isValidFilterValue('losTheme', 'a b')).toBe(false);
    expect(isValidFilterValue('dataTheme', 'OP_DATPRO')).toBe(true);
    expect(isValidFilterValue('formats', 'MEDIA_TYPE text/csv')).toBe(true);
    expect(isValidFilterValue('spatial', 'Tab\there')).toBe(false);
  });

  it('normalizes a query: trimmed and well-formed', () => {
    expect(normalizeQuery('  a  b \n')).toBe('a  b');
    expect(normalizeQuery('x\udc00')).toBe('x\ufffd');
  });
});
