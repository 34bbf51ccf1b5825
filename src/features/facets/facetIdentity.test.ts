/**
 * Facet identity: `useFacets` builds facets per answer and selection. List facets come from a cache per answer and
 * selection (listFacet.ts); the others are shared structurally with the previous result (`replaceEqualDeep`, through
 * `useSharedStructure`).
 * A facet whose content is unchanged keeps its object (and `FacetView`, a plain `memo`, skips its render); any
 * change, down to a value's `lang` or format `group`, gives a new one.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { buildFacets, type BuildFacetsInput } from '../../search/facets/buildFacets';
import type { FacetModel, ListFacet } from '../../search/facets/types';
import { DEFAULT_SEARCH_STATE, type SearchState } from '../../search/state';
import { toggleFilterValue } from '../../search/transitions';
import { fixtureResponse } from '../../search/testing/fixture';
import { testLabels } from '../../search/testing/labels';

// One labelling for every build, as the app's memoized label context gives: list facets are cached on it.
const orgNames = new Map<string, string>();
const input = (state: SearchState, extra: Partial<BuildFacetsInput> = {}): BuildFacetsInput => ({
  scope: state.scope,
  aggregations: fixtureResponse.aggregations,
  state,
  hits: fixtureResponse.hits,
  labels: testLabels,
  orgNames,
  locale: 'en',
  ...extra,
});

const byFilter = (facets: readonly FacetModel[], filter: string) =>
  facets.find((facet) => facet.filter === filter);

describe('facet identity through structural sharing', () => {
  const state: SearchState = { ...DEFAULT_SEARCH_STATE, scope: 'datasets' };
  const before = buildFacets(input(state));

  it('keeps every facet of an equal rebuild', () => {
    const after = replaceEqualDeep(before, buildFacets(input(state)));
    expect(after).toBe(before);
  });

  it('renews only the facet that was clicked', () => {
    const formats = byFilter(before, 'formats');
    if (formats?.kind !== 'list' || !formats.values[0]) throw new Error('the fixture has formats');
    const clicked = toggleFilterValue(state, 'formats', formats.values[0].key);
    const after = replaceEqualDeep(before, buildFacets(input(clicked)));
    expect(after.length).toBeGreaterThan(1);
    for (const facet of after) {
      const previous = byFilter(before, facet.filter);
      if (facet.filter === 'formats') expect(facet).not.toBe(previous);
      else expect(facet).toBe(previous);
    }
  });

  it('renews a facet whose values differ only in lang or group', () => {
    const formats = byFilter(before, 'formats') as ListFacet;
    const first = formats.values[0];
    if (!first) throw new Error('the fixture has formats');
    const changes: Partial<typeof first>[] = [
      { lang: 'nb' },
      { group: first.group === 'MEDIA_TYPE' ? 'FILE_TYPE' : 'MEDIA_TYPE' },
    ];
    for (const change of changes) {
      const changed: ListFacet = {
        ...formats,
        values: [{ ...first, ...change }, ...formats.values.slice(1)],
      };
      const shared = replaceEqualDeep(formats, changed);
      expect(shared).not.toBe(formats);
      expect(shared.values.slice(1)).toEqual(formats.values.slice(1));
    }
  });
});
