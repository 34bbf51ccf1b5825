/**
 * The facet value search at scale: 15 000 values built and filtered, with the figures printed. Kept apart
 * from the behaviour tests so that mutation testing (which times nothing) can leave it out.
 */
import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE } from '../state';
import { testLabels } from '../testing/labels';
import { buildFacets } from './buildFacets';
import { filterFacetValues } from './filterValues';

describe('a facet of 15 000 values', () => {
  const buildAndFilter = () => {
    // In the service's order: count descending, then key ascending.
    const buckets = Array.from({ length: 15_000 }, (_, index) => ({
      key: `Sted ${index} ${index % 7 === 0 ? 'Tromsø' : 'Bærum'}`,
      count: 1 + (index % 13),
    })).sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
    const started = performance.now();
    const facets = buildFacets({
      scope: 'datasets',
      aggregations: { spatial: buckets },
      state: DEFAULT_SEARCH_STATE,
      hits: [],
      labels: testLabels,
      orgNames: new Map(),
      locale: 'nb',
    });
    const built = performance.now();
    const facet = facets.find((candidate) => candidate.id === 'spatial');
    const values = facet?.kind === 'list' ? facet.values : [];
    const first = filterFacetValues(values, 'tromso');
    const folded = performance.now();
    const second = filterFacetValues(values, '1 baerum');
    const keystroke = performance.now();
    const figures = `build ${(built - started).toFixed(1)} ms, first filter (folds labels) ${(folded - built).toFixed(1)} ms, next keystroke ${(keystroke - folded).toFixed(1)} ms`;
    return { values, first, second, figures };
  };

  // No time bound here: speed is a benchmark's business (npm run bench:web); the figures are printed.
  it('builds and filters every value (figures printed; cold = first in this worker)', () => {
    const cold = buildAndFilter();
    const warm = buildAndFilter();
    console.info(`15 000 values, cold: ${cold.figures}\n15 000 values, warm: ${warm.figures}`);
    for (const run of [cold, warm]) {
      expect(run.values).toHaveLength(15_000);
      expect(run.first).toHaveLength(Math.ceil(15_000 / 7));
      expect(run.second.length).toBeGreaterThan(0);
      expect(run.second.every((value) => value.label.endsWith('1 Bærum'))).toBe(true);
    }
  });
});
