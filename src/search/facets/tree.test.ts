import { describe, expect, it } from 'vitest';

import type { PathTreeInput } from './tree';
import { buildPathTree } from './tree';
import type { TreeNode } from './types';

const byCodeUnit = { compare: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0) };
const parentOf = (key: string): string | null => {
  const cut = key.lastIndexOf('/');
  return cut > 0 ? key.slice(0, cut) : null;
};

function tree(input: Partial<PathTreeInput> & Pick<PathTreeInput, 'buckets'>): TreeNode[] {
  return buildPathTree({
    selected: [],
    isValidKey: () => true,
    parentOf,
    labelOf: (key) => ({ label: key.toUpperCase() }),
    comparer: byCodeUnit,
    ...input,
  });
}

/** The tree as nested `key:count` strings, for reading the shape at a glance. */
function shape(nodes: readonly TreeNode[]): unknown[] {
  return nodes.map((node) =>
    node.children.length === 0
      ? `${node.key}:${node.count}`
      : [`${node.key}:${node.count}`, shape(node.children)],
  );
}

describe('buildPathTree', () => {
  it('hangs every bucket under its parent, with its count and label', () => {
    const nodes = tree({
      buckets: [
        { key: 'a', count: 5 },
        { key: 'a/x', count: 3 },
        { key: 'a/y', count: 2 },
        { key: 'b', count: 1 },
      ],
    });
    expect(shape(nodes)).toEqual([['a:5', ['a/x:3', 'a/y:2']], 'b:1']);
    expect(nodes[0]).toMatchObject({ label: 'A', selected: false, ancestorOfSelected: false });
  });

  it('adds a missing prefix as a node with no hits', () => {
    expect(shape(tree({ buckets: [{ key: 'a/x/deep', count: 4 }] }))).toEqual([
      ['a:0', [['a/x:0', ['a/x/deep:4']]]],
    ]);
  });

  it('leaves out keys that could not be selected', () => {
    const nodes = tree({
      buckets: [
        { key: 'ok', count: 1 },
        { key: 'bad key', count: 9 },
      ],
      isValidKey: (key) => !key.includes(' '),
    });
    expect(shape(nodes)).toEqual(['ok:1']);
  });

  it('always shows a selected path and its ancestors, flagged, first at every level', () => {
    const nodes = tree({
      buckets: [
        { key: 'big', count: 100 },
        { key: 'a', count: 1 },
        { key: 'a/big', count: 50 },
      ],
      selected: ['a/gone/leaf'],
    });
    expect(shape(nodes)).toEqual([['a:1', [['a/gone:0', ['a/gone/leaf:0']], 'a/big:50']], 'big:100']);
    const a = nodes[0];
    expect(a).toMatchObject({ selected: false, ancestorOfSelected: true });
    expect(a?.children[0]).toMatchObject({ key: 'a/gone', selected: false, ancestorOfSelected: true });
    expect(a?.children[0]?.children[0]).toMatchObject({ selected: true, ancestorOfSelected: false });
    expect(a?.children[1]).toMatchObject({ selected: false, ancestorOfSelected: false });
  });

  it('keeps the count of a selected value the service returned', () => {
    const nodes = tree({ buckets: [{ key: 'a', count: 7 }], selected: ['a'] });
    expect(nodes[0]).toMatchObject({ key: 'a', count: 7, selected: true });
  });

  it('orders each level by count, then label, then key', () => {
    const nodes = tree({
      buckets: [
        { key: 'p', count: 1 },
        { key: 'q', count: 3 },
        { key: 'r', count: 1 },
        { key: 'q/2', count: 1 },
        { key: 'q/1', count: 1 },
        { key: 'q/3', count: 2 },
      ],
      labelOf: (key) => ({ label: key === 'r' ? 'Alpha' : 'Beta' }),
    });
    expect(shape(nodes)).toEqual([['q:3', ['q/3:2', 'q/1:1', 'q/2:1']], 'r:1', 'p:1']);
  });

  it('shows the "last" top-level node after the others unless it is selected', () => {
    const buckets = [
      { key: 'none', count: 50 },
      { key: 'a', count: 2 },
      { key: 'b', count: 1 },
      { key: 'a/none', count: 9 },
    ];
    const last = (key: string) => key === 'none' || key.endsWith('/none');
    expect(shape(tree({ buckets, last }))).toEqual([['a:2', ['a/none:9']], 'b:1', 'none:50']);
    expect(shape(tree({ buckets, last, selected: ['none'] }))).toEqual([
      'none:50',
      ['a:2', ['a/none:9']],
      'b:1',
    ]);
    expect(shape(tree({ buckets }))[0]).toBe('none:50');
  });

  it('gives a node the language of its label only when the label has one', () => {
    const nodes = tree({
      buckets: [
        { key: 'a', count: 2 },
        { key: 'b', count: 1 },
      ],
      labelOf: (key) => (key === 'a' ? { label: 'Oslo', lang: 'nb' } : { label: 'Bergen' }),
    });
    expect(nodes[0]).toEqual({
      key: 'a',
      label: 'Oslo',
      lang: 'nb',
      count: 2,
      selected: false,
      ancestorOfSelected: false,
      children: [],
    });
    expect(Object.hasOwn(nodes[1] ?? {}, 'lang')).toBe(false);
  });
});
