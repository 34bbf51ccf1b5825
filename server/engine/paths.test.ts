import { describe, expect, it } from 'vitest';

import { canonicalPath, pathPrefixes } from './paths';

describe('hierarchical paths', () => {
  it('lists every prefix by whole segments, in the style of the facet', () => {
    expect(pathPrefixes('/STAT/912660680/974760673', 'leadingSlash')).toEqual([
      '/STAT',
      '/STAT/912660680',
      '/STAT/912660680/974760673',
    ]);
    expect(pathPrefixes('helse-og-omsorg/svangerskap', 'bare')).toEqual([
      'helse-og-omsorg',
      'helse-og-omsorg/svangerskap',
    ]);
    expect(pathPrefixes('', 'leadingSlash')).toEqual([]);
    expect(pathPrefixes('/', 'bare')).toEqual([]);
  });

  it('reads stray slashes as no segment, so a filter value and a key agree', () => {
    expect(canonicalPath('STAT/1/', 'leadingSlash')).toBe('/STAT/1');
    expect(canonicalPath('//STAT//1', 'leadingSlash')).toBe('/STAT/1');
    expect(canonicalPath('/a/b', 'bare')).toBe('a/b');
    expect(canonicalPath('/', 'leadingSlash')).toBeNull();
  });

  it('answers the same for a path met again (the prefixes are remembered)', () => {
    const first = pathPrefixes('/KOMMUNE/1/2', 'leadingSlash');
    expect(pathPrefixes('/KOMMUNE/1/2', 'leadingSlash')).toEqual(first);
    expect(pathPrefixes('/KOMMUNE/1/2', 'bare')).toEqual(['KOMMUNE', 'KOMMUNE/1', 'KOMMUNE/1/2']);
  });
});
