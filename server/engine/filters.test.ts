import { describe, expect, it } from 'vitest';

import { engineOf, ids as idsOf, query } from './testing/fixtures';
import { FILTER_CATALOGUE, REL_1, REL_2, uriOf } from './testing/filterCatalogue';
import type { EngineQuery, FilterConditions } from './types';

const engine = engineOf(FILTER_CATALOGUE);
/** The ids selected, sorted, so each expectation reads as a set. */
const ids = (over: Partial<EngineQuery>) => idsOf(engine, over).sort();
const filtered = (filters: FilterConditions) => ids({ filters });

describe('filters, each alone', () => {
  it('dataTheme: every code must be present', () => {
    expect(filtered({ dataTheme: ['ENVI'] })).toEqual(['deep', 'top']);
    expect(filtered({ dataTheme: ['ENVI', 'GOVE'] })).toEqual(['deep']);
    expect(filtered({ dataTheme: ['envi'] })).toEqual([]);
  });

  it('formats: every format must be present', () => {
    expect(filtered({ formats: ['MEDIA_TYPE text/csv'] })).toEqual(['deep', 'top']);
    expect(filtered({ formats: ['MEDIA_TYPE text/csv', 'FILE_TYPE SHP'] })).toEqual(['deep']);
    expect(filtered({ formats: ['MEDIA_TYPE text'] })).toEqual([]);
  });

  it('losTheme: a path matches itself and its descendants, by whole segments', () => {
    expect(filtered({ losTheme: ['helse-og-omsorg'] })).toEqual(['deep', 'top']);
    expect(filtered({ losTheme: ['helse-og-omsorg/svangerskap'] })).toEqual(['deep']);
    expect(filtered({ losTheme: ['helse-og-omsorgstjenester'] })).toEqual(['sta']);
    expect(filtered({ losTheme: ['helse'] })).toEqual([]);
    expect(filtered({ losTheme: ['helse-og-omsorg/svangerskap/mer'] })).toEqual([]);
  });

  it('spatial: every Bokmål label must be present', () => {
    expect(filtered({ spatial: ['Oslo'] })).toEqual(['deep', 'top']);
    expect(filtered({ spatial: ['Norge', 'Oslo'] })).toEqual(['deep']);
    expect(filtered({ spatial: ['oslo'] })).toEqual([]);
  });

  it('accessRights: by code; null selects resources without a code, even with a URI', () => {
    expect(filtered({ accessRights: ['PUBLIC'] })).toEqual(['deep']);
    expect(filtered({ accessRights: ['RESTRICTED'] })).toEqual(['sta']);
    expect(filtered({ accessRights: [null] })).toEqual(['bare', 'top']);
    expect(filtered({ accessRights: ['PUBLIC', null] })).toEqual([]);
  });

  it('orgPath: a path matches itself and its descendants, by whole segments; null = no path', () => {
    expect(filtered({ orgPath: ['/STAT'] })).toEqual(['deep', 'top']);
    expect(filtered({ orgPath: ['/STAT/912660680'] })).toEqual(['deep']);
    expect(filtered({ orgPath: ['/STAT/912660680/974760673'] })).toEqual(['deep']);
    expect(filtered({ orgPath: ['/STA'] })).toEqual(['sta']);
    expect(filtered({ orgPath: ['/ST'] })).toEqual([]);
    expect(filtered({ orgPath: ['/STAT/91266068'] })).toEqual([]);
    expect(filtered({ orgPath: ['/stat'] })).toEqual([]);
    expect(filtered({ orgPath: [null] })).toEqual(['bare']);
    expect(filtered({ orgPath: ['/STAT', '/STAT/912660680'] })).toEqual(['deep']);
  });

  it('reads stray slashes in hierarchical values as no segment, like the bucket keys', () => {
    expect(filtered({ orgPath: ['/STAT/'] })).toEqual(['deep', 'top']);
    expect(filtered({ orgPath: ['STAT/912660680'] })).toEqual(['deep']);
    expect(filtered({ losTheme: ['/helse-og-omsorg/'] })).toEqual(['deep', 'top']);
    expect(filtered({ orgPath: ['/'] })).toEqual([]);
    expect(filtered({ losTheme: [''] })).toEqual([]);
  });

  it('provenance: by code', () => {
    expect(filtered({ provenance: ['NASJONAL'] })).toEqual(['deep']);
    expect(filtered({ provenance: ['NASJONAL', 'VEDTAK'] })).toEqual([]);
  });

  it('openData: equals the value; resources without isOpenData never match', () => {
    expect(filtered({ openData: true })).toEqual(['deep']);
    expect(filtered({ openData: false })).toEqual(['top']);
  });

  it('lastXDays: first harvested at most N days ago (inclusive); undated resources never match', () => {
    expect(filtered({ lastXDays: 5 })).toEqual(['deep']);
    expect(filtered({ lastXDays: 10 })).toEqual(['deep', 'top']);
    expect(filtered({ lastXDays: 1 })).toEqual([]);
    expect(filtered({ lastXDays: 100_000 })).toEqual(['deep', 'sta', 'top']);
  });

  it('lastXDaysModified: modified at most N days ago', () => {
    expect(filtered({ lastXDaysModified: 5 })).toEqual(['top']);
    expect(filtered({ lastXDaysModified: 40 })).toEqual(['deep', 'top']);
  });

  it('relations: some relation has the URI', () => {
    expect(filtered({ relations: REL_1 })).toEqual(['deep', 'kommune']);
    expect(filtered({ relations: REL_2 })).toEqual(['kommune']);
    expect(filtered({ relations: 'https://example.org/relation' })).toEqual([]);
  });

  it('uri: the resource’s URI is any of the values (OR)', () => {
    expect(filtered({ uri: [uriOf('deep')] })).toEqual(['deep']);
    expect(filtered({ uri: [uriOf('deep'), uriOf('kommune'), 'https://example.org/none'] })).toEqual([
      'deep',
      'kommune',
    ]);
  });
});

describe('filter plumbing', () => {
  const everything = ['bare', 'deep', 'kommune', 'sta', 'top'];

  it('adds no condition for absent or empty lists', () => {
    expect(filtered({})).toEqual(everything);
    expect(
      filtered({
        dataTheme: [],
        formats: [],
        losTheme: [],
        spatial: [],
        accessRights: [],
        orgPath: [],
        provenance: [],
        uri: [],
      }),
    ).toEqual(everything);
  });

  it('never returns nor counts deleted resources', () => {
    expect(engine.size).toBe(5);
    expect(filtered({ orgPath: ['/STAT'], accessRights: ['PUBLIC'], openData: true })).toEqual(['deep']);
    expect(ids({ query: 'vannkvalitet' })).toEqual(['deep', 'top']);
    expect(ids({ transportOnly: true })).toEqual(['deep']);
    expect(engine.search(query({ size: 1 })).page.totalElements).toBe(5);
  });

  it('restricts by type: null searches every type, a list any of its types', () => {
    expect(ids({ types: null })).toEqual(everything);
    expect(ids({ types: ['CONCEPT'] })).toEqual(['sta']);
    expect(ids({ types: ['SERVICE', 'EVENT'] })).toEqual(['bare', 'kommune']);
    expect(ids({ types: ['DATASET', 'DATASET'] })).toEqual(['deep', 'top']);
    expect(ids({ types: [] })).toEqual([]);
  });

  it('keeps only resources related to the transport portal with the TRANSPORT profile', () => {
    expect(ids({ transportOnly: true })).toEqual(['deep']);
    expect(ids({ transportOnly: false })).toEqual(everything);
  });

  it('combines different filters, types, profile and query words with AND', () => {
    expect(
      ids({ types: ['DATASET'], filters: { dataTheme: ['ENVI'], orgPath: ['/STAT/912660680'] } }),
    ).toEqual(['deep']);
    expect(ids({ query: 'elver', filters: { dataTheme: ['ENVI'] } })).toEqual(['top']);
    expect(ids({ query: 'elver', filters: { dataTheme: ['GOVE'] } })).toEqual([]);
    expect(ids({ types: ['CONCEPT'], filters: { orgPath: ['/STAT'] } })).toEqual([]);
    expect(
      filtered({ spatial: ['Oslo'], lastXDays: 5, relations: REL_1, formats: ['FILE_TYPE SHP'] }),
    ).toEqual(['deep']);
    expect(ids({ transportOnly: true, filters: { openData: false } })).toEqual([]);
  });
});
