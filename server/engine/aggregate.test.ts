import { describe, expect, it } from 'vitest';

import { AGGREGATIONS } from '../../src/interface/vocabulary';
import { engineOf, query, resource } from './testing/fixtures';
import { FILTER_CATALOGUE } from './testing/filterCatalogue';
import type { EngineQuery } from './types';

const engine = engineOf(FILTER_CATALOGUE);
const aggregations = (over: Partial<EngineQuery> = {}) => engine.search(query(over)).aggregations;

describe('aggregations', () => {
  it('always carries all eight keys, empty when nothing matches', () => {
    const none = aggregations({ query: 'nothing-matches-this' });
    expect(Object.keys(none).sort()).toEqual([...AGGREGATIONS].sort());
    for (const name of AGGREGATIONS) expect(none[name]).toEqual([]);
  });

  it('lists every orgPath prefix and a "null" bucket, by count then key in code-unit order', () => {
    expect(aggregations().orgPath).toEqual([
      { key: '/STAT', count: 2 },
      { key: '/KOMMUNE', count: 1 },
      { key: '/KOMMUNE/958935420', count: 1 },
      { key: '/STA', count: 1 },
      { key: '/STA/1', count: 1 },
      { key: '/STAT/912660680', count: 1 },
      { key: '/STAT/912660680/974760673', count: 1 },
      { key: 'null', count: 1 },
    ]);
  });

  it('counts access rights by code, without a code (URI only or nothing) as "null"', () => {
    expect(aggregations().accessRights).toEqual([
      { key: 'null', count: 2 },
      { key: 'NON_PUBLIC', count: 1 },
      { key: 'PUBLIC', count: 1 },
      { key: 'RESTRICTED', count: 1 },
    ]);
  });

  it('counts LOS path prefixes, open data only where present, and the plain code lists', () => {
    const all = aggregations();
    expect(all.losTheme).toEqual([
      { key: 'helse-og-omsorg', count: 2 },
      { key: 'helse-og-omsorg/svangerskap', count: 1 },
      { key: 'helse-og-omsorgstjenester', count: 1 },
    ]);
    expect(all.openData).toEqual([
      { key: 'false', count: 1 },
      { key: 'true', count: 1 },
    ]);
    expect(all.dataTheme).toEqual([
      { key: 'ENVI', count: 2 },
      { key: 'GOVE', count: 1 },
    ]);
    expect(all.format).toEqual([
      { key: 'MEDIA_TYPE text/csv', count: 2 },
      { key: 'FILE_TYPE SHP', count: 1 },
    ]);
    expect(all.provenance).toEqual([
      { key: 'NASJONAL', count: 1 },
      { key: 'VEDTAK', count: 1 },
    ]);
    expect(all.spatial).toEqual([
      { key: 'Oslo', count: 2 },
      { key: 'Norge', count: 1 },
    ]);
  });

  it('counts exactly the hits, with every filter applied, the facet’s own included', () => {
    expect(aggregations({ filters: { dataTheme: ['GOVE'] } }).dataTheme).toEqual([
      { key: 'ENVI', count: 1 },
      { key: 'GOVE', count: 1 },
    ]);
    expect(aggregations({ query: 'elver' }).orgPath).toEqual([{ key: '/STAT', count: 1 }]);
    expect(aggregations({ types: ['SERVICE'] }).accessRights).toEqual([{ key: 'NON_PUBLIC', count: 1 }]);
  });

  it('counts each key once per resource', () => {
    const repeated = resource('r', {
      dataTheme: [{ code: 'ENVI' }, { code: 'ENVI' }],
      losTheme: [{ losPaths: ['a/b', 'a/c'] }, { losPaths: ['a/b'] }],
      spatial: [{ prefLabel: { nb: 'Oslo' } }, { prefLabel: { nb: 'Oslo' } }],
      fdkFormatPrefixed: ['UNKNOWN', 'UNKNOWN'],
    });
    const result = engineOf([repeated]).search(query()).aggregations;
    expect(result.dataTheme).toEqual([{ key: 'ENVI', count: 1 }]);
    expect(result.losTheme).toEqual([
      { key: 'a', count: 1 },
      { key: 'a/b', count: 1 },
      { key: 'a/c', count: 1 },
    ]);
    expect(result.spatial).toEqual([{ key: 'Oslo', count: 1 }]);
    expect(result.format).toEqual([{ key: 'UNKNOWN', count: 1 }]);
  });

  it('counts the same whether most or few resources match (the engine counts either side)', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      resource(`r${i}`, {
        title: { nb: i < 30 ? 'vei' : 'hav' },
        dataTheme: [{ code: i % 2 === 0 ? 'A' : 'B' }],
      }),
    );
    const catalogue = engineOf(many);
    expect(catalogue.search(query({ query: 'vei' })).aggregations.dataTheme).toEqual([
      { key: 'A', count: 15 },
      { key: 'B', count: 15 },
    ]);
    expect(catalogue.search(query({ query: 'hav' })).aggregations.dataTheme).toEqual([
      { key: 'A', count: 5 },
      { key: 'B', count: 5 },
    ]);
  });
});

describe('pages', () => {
  const catalogue = engineOf(
    Array.from({ length: 23 }, (_, i) => resource(`r${String(i).padStart(2, '0')}`)),
  );

  it('describes the page: current page, hits on it, exact total, pages of the requested size', () => {
    const first = catalogue.search(query({ page: 0, size: 10 }));
    expect(first.page).toEqual({ currentPage: 0, size: 10, totalElements: 23, totalPages: 3 });
    expect(first.hits.map((h) => h.id)).toEqual([
      'r00',
      'r01',
      'r02',
      'r03',
      'r04',
      'r05',
      'r06',
      'r07',
      'r08',
      'r09',
    ]);
    const last = catalogue.search(query({ page: 2, size: 10 }));
    expect(last.page).toEqual({ currentPage: 2, size: 3, totalElements: 23, totalPages: 3 });
    expect(last.hits.map((h) => h.id)).toEqual(['r20', 'r21', 'r22']);
  });

  it('returns no hits past the end, with the totals still right', () => {
    const past = catalogue.search(query({ page: 5, size: 10 }));
    expect(past.hits).toEqual([]);
    expect(past.page).toEqual({ currentPage: 5, size: 0, totalElements: 23, totalPages: 3 });
  });

  it('answers an empty (or wholly deleted) catalogue with nothing', () => {
    for (const empty of [engineOf([]), engineOf([resource('gone', { metadata: { deleted: true } })])]) {
      const result = empty.search(query({ query: 'x' }));
      expect(empty.size).toBe(0);
      expect(result.hits).toEqual([]);
      expect(result.page).toEqual({ currentPage: 0, size: 0, totalElements: 0, totalPages: 0 });
      for (const name of AGGREGATIONS) expect(result.aggregations[name]).toEqual([]);
      expect(empty.search(query()).hits).toEqual([]);
      expect(empty.suggest(null, 'x', 10)).toEqual([]);
    }
  });

  it('returns the catalogue’s own objects, untouched', () => {
    const own = resource('own', { title: { nb: 'Eget' } });
    const snapshot = structuredClone(own);
    const [hit] = engineOf([own]).search(query({ query: 'eget' })).hits;
    expect(hit).toBe(own);
    expect(own).toEqual(snapshot);
  });
});
