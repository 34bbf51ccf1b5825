/** Facets stay cheap: labelled and ranked once per answer; a click pins values without sorting or labelling. */
import { describe, expect, it } from 'vitest';

import type { Bucket } from '../../interface/searchObject';
import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS, type SearchState } from '../state';
import { testLabels } from '../testing/labels';
import { buildFacets } from './buildFacets';
import { collatorFor } from './compare';
import type { FacetLabeler } from './labeler';
import type { ListFacet } from './types';

const PLACES = 3_000;
const spatial: Bucket[] = Array.from({ length: PLACES }, (_, i) => ({
  key: `Sted ${i}`,
  count: 1 + (i % 3),
}));

function counting() {
  const calls = { labels: 0, compares: 0 };
  const labels: FacetLabeler = {
    ...testLabels,
    spatial: (label) => {
      calls.labels += 1;
      return label;
    },
  };
  const collator = collatorFor('en');
  const comparer = {
    compare: (a: string, b: string) => {
      calls.compares += 1;
      return collator.compare(a, b);
    },
  };
  return { calls, labels, comparer };
}

describe('list facets per answer and per view', () => {
  const state = (spatialValues: string[]): SearchState => ({
    ...DEFAULT_SEARCH_STATE,
    scope: 'datasets',
    filters: { ...EMPTY_FILTERS, spatial: spatialValues },
  });

  it('label every value once per answer, and rank only the shown head until all are read', () => {
    const { calls, labels, comparer } = counting();
    const aggregations = { spatial };
    const build = (s: SearchState) => {
      const facet = buildFacets({
        scope: 'datasets',
        aggregations,
        state: s,
        hits: [],
        labels,
        orgNames: new Map(),
        locale: 'en',
        collator: comparer,
      }).find((candidate) => candidate.filter === 'spatial');
      if (facet?.kind !== 'list') throw new Error('a spatial facet');
      return facet;
    };
    const first = build(state([]));
    const head = first.top(8);
    expect(head.map((value) => value.count)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(calls.labels).toBe(PLACES);
    // A full sort would take tens of thousands of comparisons; the head takes about one per value.
    expect(calls.compares).toBeLessThan(PLACES * 2);

    const compares = calls.compares;
    const clicked = build(state(['Sted 7']));
    expect(clicked.top(3).map((value) => [value.key, value.selected])).toEqual([
      ['Sted 7', true],
      [head[0]?.key, false],
      [head[1]?.key, false],
    ]);
    expect(build(state([]))).not.toBe(clicked);
    expect(calls.labels).toBe(PLACES);
    expect(calls.compares - compares).toBeLessThan(10);
  });

  it('keeps the object of a facet whose selection did not change', () => {
    const { labels } = counting();
    const aggregations = { spatial, accessRights: [{ key: 'PUBLIC', count: 4 }] };
    const build = (s: SearchState) =>
      buildFacets({
        scope: 'datasets',
        aggregations,
        state: s,
        hits: [],
        labels,
        orgNames: new Map(),
        locale: 'en',
      });
    const byFilter = (facets: ReturnType<typeof build>, filter: string) =>
      facets.find((facet) => facet.filter === filter) as ListFacet;
    const before = build(state([]));
    const after = build({ ...state(['Sted 1']) });
    expect(byFilter(after, 'accessRights')).toBe(byFilter(before, 'accessRights'));
    expect(byFilter(after, 'spatial')).not.toBe(byFilter(before, 'spatial'));
    // Ranked in full on demand, selected first, the same order as the head.
    const values = byFilter(after, 'spatial').values;
    expect(values).toHaveLength(PLACES);
    expect(values.slice(0, 9)).toEqual(byFilter(after, 'spatial').top(9));
  });
});
