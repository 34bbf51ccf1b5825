import { describe, expect, it } from 'vitest';

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
