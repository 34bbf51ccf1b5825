import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { FacetModel, ListFacet, TreeFacet, TreeNode } from '../../search/facets/types';
import { sameFacetModel } from './sameFacet';

const value = fc.record({
  key: fc.constantFrom('A', 'B', 'C', 'D'),
  label: fc.constantFrom('Alfa', 'Beta'),
  count: fc.nat(5),
  selected: fc.boolean(),
});
const listFacet = fc.array(value, { maxLength: 5 }).map((values): ListFacet => ({
  kind: 'list',
  id: 'dataTheme',
  filter: 'dataTheme',
  selection: 'multiple',
  selectedCount: values.filter((v) => v.selected).length,
  values,
}));
const nodeAt = (depth: number): fc.Arbitrary<TreeNode> =>
  fc.record({
    key: fc.constantFrom('/STAT', '/KOMMUNE'),
    label: fc.constantFrom('Stat', 'Kommune'),
    count: fc.nat(3),
    selected: fc.boolean(),
    ancestorOfSelected: fc.boolean(),
    children: depth === 0 ? fc.constant([]) : fc.array(nodeAt(depth - 1), { maxLength: 2 }),
  });
const node = nodeAt(2);
const treeFacet = fc.array(node, { maxLength: 3 }).map((nodes): TreeFacet => ({
  kind: 'tree',
  id: 'orgPath',
  filter: 'orgPath',
  selection: 'single',
  selectedCount: 0,
  nodes,
}));
const facet: fc.Arbitrary<FacetModel> = fc.oneof(listFacet, treeFacet);

/** A deep copy: equal content, no shared objects. */
const copy = (model: FacetModel): FacetModel => structuredClone(model);

describe('sameFacetModel', () => {
  it('is true for equal content in new objects', () => {
    fc.assert(
      fc.property(facet, (model) => {
        expect(sameFacetModel(model, copy(model))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with deep equality', () => {
    fc.assert(
      fc.property(facet, facet, (a, b) => {
        // Both are built by the same generators, so equal content serializes to the same text.
        expect(sameFacetModel(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
      { numRuns: 300 },
    );
  });

  it('sees a changed count deep in a tree', () => {
    const leaf: TreeNode = {
      key: '/STAT/1',
      label: '1',
      count: 1,
      selected: false,
      ancestorOfSelected: false,
      children: [],
    };
    const tree = (count: number): FacetModel => ({
      kind: 'tree',
      id: 'orgPath',
      filter: 'orgPath',
      selection: 'single',
      selectedCount: 0,
      nodes: [{ ...leaf, key: '/STAT', label: 'Stat', count: 9, children: [{ ...leaf, count }] }],
    });
    expect(sameFacetModel(tree(1), tree(1))).toBe(true);
    expect(sameFacetModel(tree(1), tree(2))).toBe(false);
  });
});
