import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ALL_ROW,
  firstRevealed,
  nodeRow,
  treeKeyAction,
  visibleRows,
  type NavNode,
  type TreeKey,
  type TreeShape,
} from './treeNavigation';
import { INITIAL_VISIBLE, nextLimit } from './visibleWindow';

interface Shape {
  readonly children: readonly Shape[];
}

/** Forests up to three levels deep, some levels longer than the first window (so "show more" is needed). */
const forestArb = (depth: number): fc.Arbitrary<readonly Shape[]> =>
  depth === 0
    ? fc.constant([])
    : fc.array(
        forestArb(depth - 1).map((children) => ({ children })),
        { maxLength: depth === 3 ? 14 : 11 },
      );

/** Keys as paths, as the organisation tree has them: `/0`, `/0/3`. */
function keyed(shapes: readonly Shape[], parent = ''): NavNode[] {
  return shapes.map((shape, index) => {
    const key = `${parent}/${index}`;
    return { key, children: keyed(shape.children, key) };
  });
}

function allKeys(nodes: readonly NavNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children)]);
}

const treeArb = forestArb(3)
  .map((shapes) => keyed(shapes))
  .filter((nodes) => nodes.length > 0);

/** A reader's view of a tree: what is open and how much of each level is shown. */
class Reader {
  readonly expanded = new Set<string>();
  readonly limits = new Map<string, number>();
  constructor(
    readonly nodes: readonly NavNode[],
    readonly withAll: boolean,
  ) {}
  get shape(): TreeShape {
    return {
      isExpanded: (key) => this.expanded.has(key),
      limitOf: (parent) => this.limits.get(parent ?? '') ?? INITIAL_VISIBLE,
      withAll: this.withAll,
    };
  }
  rows() {
    return visibleRows(this.nodes, this.shape);
  }
}

const sample: NavNode[] = keyed([
  { children: [{ children: [] }, { children: [{ children: [] }] }] },
  { children: [] },
  { children: [{ children: [] }] },
]);

describe('moving through a facet tree by keyboard', () => {
  it('lists the shown rows in order: "all", open branches with their children', () => {
    const reader = new Reader(sample, true);
    expect(reader.rows().map((row) => row.id)).toEqual([ALL_ROW, 'n:/0', 'n:/1', 'n:/2']);
    reader.expanded.add('/0');
    expect(reader.rows().map((row) => row.id)).toEqual([ALL_ROW, 'n:/0', 'n:/0/0', 'n:/0/1', 'n:/1', 'n:/2']);
  });

  it('moves with ArrowDown and ArrowUp, Home and End, and stops at the ends', () => {
    const rows = new Reader(sample, true).rows();
    expect(treeKeyAction(rows, ALL_ROW, 'ArrowDown')).toEqual({ type: 'focus', row: 'n:/0' });
    expect(treeKeyAction(rows, 'n:/1', 'ArrowUp')).toEqual({ type: 'focus', row: 'n:/0' });
    expect(treeKeyAction(rows, 'n:/1', 'Home')).toEqual({ type: 'focus', row: ALL_ROW });
    expect(treeKeyAction(rows, 'n:/0', 'End')).toEqual({ type: 'focus', row: 'n:/2' });
    expect(treeKeyAction(rows, 'n:/2', 'ArrowDown')).toBeNull();
    expect(treeKeyAction(rows, ALL_ROW, 'ArrowUp')).toBeNull();
  });

  it('opens a closed branch with ArrowRight, steps into an open one, and back out with ArrowLeft', () => {
    const reader = new Reader(sample, false);
    expect(treeKeyAction(reader.rows(), 'n:/0', 'ArrowRight')).toEqual({ type: 'expand', key: '/0' });
    reader.expanded.add('/0');
    expect(treeKeyAction(reader.rows(), 'n:/0', 'ArrowRight')).toEqual({ type: 'focus', row: 'n:/0/0' });
    expect(treeKeyAction(reader.rows(), 'n:/0/1', 'ArrowLeft')).toEqual({ type: 'focus', row: 'n:/0' });
    expect(treeKeyAction(reader.rows(), 'n:/0', 'ArrowLeft')).toEqual({ type: 'collapse', key: '/0' });
    // A leaf has nothing to open; a closed top-level node has nowhere to go back to.
    expect(treeKeyAction(reader.rows(), 'n:/1', 'ArrowRight')).toBeNull();
    expect(treeKeyAction(reader.rows(), 'n:/1', 'ArrowLeft')).toBeNull();
  });

  it('chooses only with Enter, never with an arrow key', () => {
    fc.assert(
      fc.property(treeArb, fc.boolean(), fc.nat(), (nodes, withAll, pick) => {
        const reader = new Reader(nodes, withAll);
        for (const key of allKeys(nodes)) reader.expanded.add(key);
        const rows = reader.rows();
        const row = rows[pick % rows.length];
        if (row === undefined) return;
        for (const key of ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'] as TreeKey[]) {
          expect(treeKeyAction(rows, row.id, key)?.type).not.toBe('apply');
        }
        const enter = treeKeyAction(rows, row.id, 'Enter');
        if (row.kind === 'node' || row.kind === 'all') expect(enter).toEqual({ type: 'apply', row: row.id });
        else expect(enter).toBeNull();
      }),
    );
  });

  it('reaches every node with ArrowDown from the first row, opening branches and showing more on the way', () => {
    fc.assert(
      fc.property(treeArb, fc.boolean(), (nodes, withAll) => {
        const reader = new Reader(nodes, withAll);
        const visited = new Set<string>();
        let current = reader.rows()[0]?.id ?? '';
        for (let step = 0; step < 10_000; step++) {
          const rows = reader.rows();
          const row = rows.find((candidate) => candidate.id === current);
          if (row === undefined) throw new Error(`focus lost at ${current}`);
          if (row.kind === 'node') visited.add(row.key);
          if (row.kind === 'node' && row.hasChildren && !row.expanded) {
            const action = treeKeyAction(rows, current, 'ArrowRight');
            expect(action).toEqual({ type: 'expand', key: row.key });
            reader.expanded.add(row.key);
          } else if (row.kind === 'more') {
            const parent = row.parent ?? '';
            const before = reader.shape.limitOf(row.parent);
            const shown = rows.filter((other) => other.kind === 'node' && other.parent === row.parent).length;
            reader.limits.set(parent, nextLimit(before));
            const next = firstRevealed(nodes, row.parent, shown);
            expect(next).not.toBeNull();
            current = next ?? '';
          } else {
            const action = treeKeyAction(rows, current, 'ArrowDown');
            if (action === null) break;
            expect(action.type).toBe('focus');
            if (action.type === 'focus') current = action.row;
          }
        }
        expect([...visited].sort()).toEqual(allKeys(nodes).sort());
      }),
    );
  });

  it('focuses the first value "show more" revealed', () => {
    const wide = keyed([{ children: Array.from({ length: 12 }, () => ({ children: [] })) }]);
    expect(firstRevealed(wide, '/0', INITIAL_VISIBLE)).toBe(nodeRow('/0/8'));
    expect(firstRevealed(wide, '/0', 12)).toBeNull();
    expect(firstRevealed(wide, null, 0)).toBe(nodeRow('/0'));
  });
});
