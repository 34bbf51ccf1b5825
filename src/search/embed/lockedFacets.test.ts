import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { TreeNode } from '../facets/types';
import { EMPTY_FILTERS, type SearchFilters } from '../state';
import { build, facetOf } from '../testing/facets';
import { withoutLockedChoices } from './lockedFacets';

const THEMES = ['ENVI', 'GOVE', 'TRAN', 'AGRI', 'ECON'];
const aggs = {
  dataTheme: THEMES.map((key, index) => ({ key, count: 10 - index })),
  orgPath: [
    { key: '/KOMMUNE', count: 8 },
    { key: '/KOMMUNE/940', count: 5 },
    { key: '/STAT', count: 2 },
  ],
  losTheme: [
    { key: 'helse-og-omsorg', count: 4 },
    { key: 'helse-og-omsorg/svangerskap', count: 2 },
    { key: 'natur-klima-og-miljo', count: 3 },
  ],
  openData: [{ key: 'true', count: 6 }],
};
const locks = (filters: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...filters });

function keysOf(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...keysOf(node.children)]);
}

describe('facets without the choices a lock fixes', () => {
  it('leaves every facet as it is when nothing is locked', () => {
    const facets = build('datasets', aggs);
    const shown = withoutLockedChoices(facets, EMPTY_FILTERS);
    expect(shown).toEqual(facets);
    shown.forEach((facet, index) => expect(facet).toBe(facets[index]));
  });

  it('never offers a locked list value, and offers every other one', () => {
    fc.assert(
      fc.property(fc.subarray(THEMES), fc.subarray(THEMES), (locked, chosen) => {
        const facets = build('datasets', aggs, { dataTheme: [...chosen].sort() });
        const shown = withoutLockedChoices(facets, locks({ dataTheme: [...locked].sort() }));
        const themes = shown.find((facet) => facet.id === 'dataTheme');
        const offered = themes?.kind === 'list' ? themes.values.map((value) => value.key) : [];
        expect(offered.sort()).toEqual(THEMES.filter((key) => !locked.includes(key)).sort());
        if (themes?.kind === 'list') {
          expect(themes.size).toBe(offered.length);
          expect(themes.top(2)).toEqual(themes.values.slice(0, 2));
          expect(themes.selectedCount).toBe(chosen.filter((key) => !locked.includes(key)).length);
        } else {
          expect(locked.length).toBe(THEMES.length);
        }
      }),
    );
  });

  it('leaves out the facet of a locked single filter', () => {
    const shown = withoutLockedChoices(
      build('datasets', aggs),
      locks({ orgPath: '/KOMMUNE/940', openData: true, lastXDays: 30 }),
    );
    const ids = shown.map((facet) => facet.id);
    expect(ids).not.toContain('orgPath');
    expect(ids).not.toContain('openData');
    expect(ids).not.toContain('lastXDays');
    expect(ids).toContain('dataTheme');
  });

  it('keeps the organisation facet for the sub-units of a locked organisation, and only them', () => {
    const withUnits = {
      ...aggs,
      orgPath: [
        ...aggs.orgPath,
        { key: '/KOMMUNE/940/1', count: 3 },
        { key: '/KOMMUNE/940/2', count: 2 },
        { key: '/KOMMUNE/941', count: 3 },
      ],
    };
    const shown = withoutLockedChoices(build('datasets', withUnits), locks({ orgPath: '/KOMMUNE/940' }));
    const organisations = facetOf(shown, 'orgPath', 'tree');
    expect(keysOf(organisations.nodes)).toEqual(['/KOMMUNE/940/1', '/KOMMUNE/940/2']);
    expect(organisations.selectedCount).toBe(0);

    const chosen = withoutLockedChoices(
      build('datasets', withUnits, { orgPath: '/KOMMUNE/940/2' }),
      locks({ orgPath: '/KOMMUNE/940' }),
    );
    expect(facetOf(chosen, 'orgPath', 'tree').selectedCount).toBe(1);
  });

  it('offers the sub-themes of a locked theme in its place', () => {
    const shown = withoutLockedChoices(build('datasets', aggs), locks({ losTheme: ['helse-og-omsorg'] }));
    const keys = keysOf(facetOf(shown, 'losTheme', 'tree').nodes);
    expect(keys).not.toContain('helse-og-omsorg');
    expect(keys).toContain('helse-og-omsorg/svangerskap');
    expect(keys).toContain('natur-klima-og-miljo');
  });

  it('gives the same facet object for the same facet and locks', () => {
    const facets = build('datasets', aggs);
    const locked = locks({ dataTheme: ['ENVI'] });
    const first = withoutLockedChoices(facets, locked);
    const again = withoutLockedChoices(facets, locks({ dataTheme: ['ENVI'] }));
    expect(again[0]).toBe(first[0]);
  });
});
