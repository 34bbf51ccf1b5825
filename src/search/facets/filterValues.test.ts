import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE } from '../state';
import { testLabels } from '../testing/labels';
import { buildFacets } from './buildFacets';
import { countNodes, filterFacetValues, filterTree, foldForSearch } from './filterValues';
import type { TreeNode } from './types';

const node = (key: string, label: string, children: TreeNode[] = []): TreeNode => ({
  key,
  label,
  count: 1,
  selected: false,
  ancestorOfSelected: false,
  children,
});

describe('foldForSearch', () => {
  it('folds case, accents and Norwegian letters', () => {
    expect(foldForSearch('Tromsø')).toBe('tromso');
    expect(foldForSearch('Bærum')).toBe('baerum');
    expect(foldForSearch('Ås')).toBe('as');
    expect(foldForSearch('  Crème   Brûlée ')).toBe('creme brulee');
    expect(foldForSearch('A\u030Asen')).toBe('asen');
  });

  it('finds values by folded substrings', () => {
    const values = [{ label: 'Tromsø' }, { label: 'Bærum kommune' }, { label: 'Ås' }, { label: 'Oslo' }];
    expect(filterFacetValues(values, 'tromso').map((value) => value.label)).toEqual(['Tromsø']);
    expect(filterFacetValues(values, 'BAERUM').map((value) => value.label)).toEqual(['Bærum kommune']);
    expect(filterFacetValues(values, 'as').map((value) => value.label)).toEqual(['Ås']);
    expect(filterFacetValues(values, '  ')).toBe(values);
    expect(filterFacetValues([{ label: 'Øvre Eiker' }], 'ovre eik')).toHaveLength(1);
  });
});

describe('filterTree', () => {
  const tree = [
    node('/STAT', 'Stat', [
      node('/STAT/1', 'Skatteetaten', [node('/STAT/1/2', 'Skatt nord')]),
      node('/STAT/3', 'Statens vegvesen'),
    ]),
    node('/KOMMUNE', 'Kommune', [node('/KOMMUNE/4', 'Tromsø kommune')]),
  ];

  it('keeps matching nodes and their ancestors', () => {
    const kept = filterTree(tree, 'tromso');
    expect(kept.map((root) => [root.label, root.children.map((child) => child.label)])).toEqual([
      ['Kommune', ['Tromsø kommune']],
    ]);
    const skatt = filterTree(tree, 'skatt');
    expect(
      skatt[0]?.children.map((child) => [child.label, child.children.map((grandchild) => grandchild.label)]),
    ).toEqual([['Skatteetaten', ['Skatt nord']]]);
    expect(countNodes(filterTree(tree, 'stat'))).toBe(2);
    expect(filterTree(tree, '')).toBe(tree);
  });
});

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
    return { values, first, second, total: keystroke - started, figures };
  };

  it('builds and filters quickly (figures printed; cold = first in this worker)', () => {
    const cold = buildAndFilter();
    const warm = buildAndFilter();
    console.info(`15 000 values, cold: ${cold.figures}\n15 000 values, warm: ${warm.figures}`);
    for (const run of [cold, warm]) {
      expect(run.values).toHaveLength(15_000);
      expect(run.first).toHaveLength(Math.ceil(15_000 / 7));
      expect(run.second.length).toBeGreaterThan(0);
      expect(run.second.every((value) => value.label.endsWith('1 Bærum'))).toBe(true);
    }
    // Under mutation testing (StrykerJS's workers) the code is instrumented: its timing says nothing.
    if (process.env.STRYKER_MUTATOR_WORKER === undefined) expect(warm.total).toBeLessThan(500);
  });
});
