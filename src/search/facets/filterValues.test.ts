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

describe('folding, further letters and spaces', () => {
  it('folds the letters that do not decompose into a base letter and a mark', () => {
    expect(foldForSearch('Œuvre Straße Đakovo Þór Łódź Ðe')).toBe('oeuvre strasse dakovo thor lodz de');
  });

  it('collapses tabs, line breaks and repeated spaces, and trims', () => {
    expect(foldForSearch('a\tb\nc  d ')).toBe('a b c d');
    expect(foldForSearch(' Å')).toBe('a');
    expect(foldForSearch('plain ascii')).toBe('plain ascii');
  });

  it('folds the same way on a second search (labels folded once)', () => {
    const values = [{ label: 'Tromsø' }, { label: 'Bodø' }];
    expect(filterFacetValues(values, 'bodo')).toEqual([{ label: 'Bodø' }]);
    expect(filterFacetValues(values, 'tromso')).toEqual([{ label: 'Tromsø' }]);
    expect(filterFacetValues(values, 'x')).toEqual([]);
  });
});

describe('filterTree, pruning', () => {
  const leaf = node('/A/1/x', 'Xylofon');
  const tree = [node('/A', 'Alfa', [node('/A/1', 'Beta', [leaf]), node('/A/2', 'Gamma')])];

  it('keeps a matching node without its non-matching descendants', () => {
    const kept = filterTree(tree, 'alfa');
    expect(kept).toEqual([{ ...tree[0], children: [] }]);
  });

  it('keeps a subtree whose every child is kept as the same object', () => {
    const kept = filterTree(tree, 'xylo');
    expect(kept[0]?.children[0]?.children[0]).toBe(leaf);
    const whole = [node('/B', 'Bok', [node('/B/1', 'Bokhylle')])];
    expect(filterTree(whole, 'bok')[0]).toBe(whole[0]);
  });

  it('counts the nodes of a tree at every depth', () => {
    expect(countNodes(tree)).toBe(4);
    expect(countNodes([])).toBe(0);
    expect(filterTree(tree, 'zzz')).toEqual([]);
  });
});
