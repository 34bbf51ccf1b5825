import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../interface/searchObject';
import { collectOrgNames, mergeOrgNames } from './orgNames';

const hit = (id: string, fields: Partial<SearchObject>): SearchObject => ({
  id,
  searchType: 'DATASET',
  ...fields,
});

describe('collectOrgNames', () => {
  it('names publishers and catalogue owners by orgPath, in the UI language with fallbacks, else by name', () => {
    const hits = [
      hit('1', {
        organization: {
          orgPath: '/STAT/1',
          prefLabel: { nb: 'Statens vegvesen', en: 'Roads Administration' },
        },
        catalog: { publisher: { orgPath: '/STAT/2', name: '  Kartverket ' } },
      }),
      hit('2', { organization: { orgPath: '/KOMMUNE/3', prefLabel: { nn: 'Voss herad' } } }),
    ];
    expect(Object.fromEntries(collectOrgNames(hits, 'en'))).toEqual({
      '/STAT/1': 'Roads Administration',
      '/STAT/2': 'Kartverket',
      '/KOMMUNE/3': 'Voss herad',
    });
    expect(collectOrgNames(hits, 'nb').get('/STAT/1')).toBe('Statens vegvesen');
  });

  it('keeps the first name seen for a path', () => {
    const hits = [
      hit('1', { organization: { orgPath: '/STAT/1', name: 'First' } }),
      hit('2', { organization: { orgPath: '/STAT/1', name: 'Second' } }),
    ];
    expect(collectOrgNames(hits, 'nb').get('/STAT/1')).toBe('First');
  });

  it('skips organisations without a path or without any name', () => {
    const hits = [
      hit('1', { organization: { name: 'No path' } }),
      hit('2', { organization: { orgPath: '/STAT/9', name: '   ', prefLabel: { nb: ' ' } } }),
      hit('3', { organization: null, catalog: { publisher: null } }),
      hit('4', { organization: { orgPath: '', name: 'Empty path' } }),
    ];
    expect(collectOrgNames(hits, 'nb').size).toBe(0);
  });
});

describe('mergeOrgNames', () => {
  const hits = [hit('1', { organization: { orgPath: '/STAT/1', name: 'New name' } })];

  it('adds names for new paths and keeps the known ones', () => {
    const known = new Map([['/STAT/2', 'Known']]);
    const merged = mergeOrgNames(known, hits, 'nb');
    expect(Object.fromEntries(merged)).toEqual({ '/STAT/2': 'Known', '/STAT/1': 'New name' });
    expect(known.size).toBe(1);
  });

  it('returns the known map itself when nothing is new (a stable identity for memoized views)', () => {
    const known = new Map([['/STAT/1', 'Already known']]);
    const merged = mergeOrgNames(known, hits, 'nb');
    expect(merged).toBe(known);
    expect(merged.get('/STAT/1')).toBe('Already known');
    expect(mergeOrgNames(known, [], 'nb')).toBe(known);
  });
});
