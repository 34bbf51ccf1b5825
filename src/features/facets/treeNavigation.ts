/**
 * Moving through a facet tree by keyboard, as the WAI-ARIA tree view pattern does: the arrow keys move focus and
 * open or close branches, and never choose; Enter (and Space, the browser's own) chooses. The rows are what is on
 * screen, in order: the "all" choice of a single-valued tree, each shown node, and after each level its "show more"
 * and "show fewer" buttons (so values beyond the first few are reachable too). Pure: no React, no DOM.
 */
import { visibleWindow } from './visibleWindow';

/** What the model needs of a node (a facet's TreeNode fits). */
export interface NavNode {
  readonly key: string;
  readonly children: readonly NavNode[];
}

export type TreeRow =
  | { readonly kind: 'all'; readonly id: string }
  | {
      readonly kind: 'node';
      readonly id: string;
      readonly key: string;
      /** The parent node's key, `null` at the top. */
      readonly parent: string | null;
      readonly hasChildren: boolean;
      readonly expanded: boolean;
    }
  | { readonly kind: 'more' | 'fewer'; readonly id: string; readonly parent: string | null };

export interface TreeShape {
  /** Whether a node with children shows them. */
  readonly isExpanded: (key: string) => boolean;
  /** How many children of `parent` (null: the roots) the reader asked to see. */
  readonly limitOf: (parent: string | null) => number;
  /** A single-valued tree starts with its "all" choice. */
  readonly withAll: boolean;
}

export const ALL_ROW = 'all';
export const nodeRow = (key: string): string => `n:${key}`;
export const moreRow = (parent: string | null): string => `m:${parent ?? ''}`;
export const fewerRow = (parent: string | null): string => `f:${parent ?? ''}`;

function addLevel(nodes: readonly NavNode[], parent: string | null, shape: TreeShape, rows: TreeRow[]): void {
  const range = visibleWindow(nodes.length, shape.limitOf(parent));
  for (const node of nodes.slice(0, range.shown)) {
    const hasChildren = node.children.length > 0;
    const expanded = hasChildren && shape.isExpanded(node.key);
    rows.push({ kind: 'node', id: nodeRow(node.key), key: node.key, parent, hasChildren, expanded });
    if (expanded) addLevel(node.children, node.key, shape, rows);
  }
  if (range.canShowMore) rows.push({ kind: 'more', id: moreRow(parent), parent });
  if (range.canShowFewer) rows.push({ kind: 'fewer', id: fewerRow(parent), parent });
}

/** The rows on screen, in the order focus moves through them. */
export function visibleRows(nodes: readonly NavNode[], shape: TreeShape): TreeRow[] {
  const rows: TreeRow[] = shape.withAll ? [{ kind: 'all', id: ALL_ROW }] : [];
  addLevel(nodes, null, shape, rows);
  return rows;
}

export type TreeKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End' | 'Enter';

export type TreeAction =
  | { readonly type: 'focus'; readonly row: string }
  | { readonly type: 'expand' | 'collapse'; readonly key: string }
  /** Choose the row's value (Enter): a node, or the "all" choice. */
  | { readonly type: 'apply'; readonly row: string };

export function isTreeKey(key: string): key is TreeKey {
  return ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End', 'Enter'].includes(key);
}

/**
 * What a key does on the row `current`; `null`: nothing (at an end, or a key the row's own control handles, such
 * as Enter on a "show more" button).
 */
export function treeKeyAction(rows: readonly TreeRow[], current: string, key: TreeKey): TreeAction | null {
  const index = rows.findIndex((row) => row.id === current);
  const row = rows[index];
  if (row === undefined) return null;
  const focus = (target: TreeRow | undefined): TreeAction | null =>
    target === undefined || target.id === current ? null : { type: 'focus', row: target.id };
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'ArrowRight':
      if (row.kind !== 'node' || !row.hasChildren) return null;
      // Open a closed branch; on an open one, step to its first child.
      return row.expanded ? focus(rows[index + 1]) : { type: 'expand', key: row.key };
    case 'ArrowLeft':
      if (row.kind === 'node' && row.expanded) return { type: 'collapse', key: row.key };
      if (row.kind === 'all' || row.parent === null) return null;
      return focus(rows.find((other) => other.id === nodeRow(row.parent ?? '')));
    case 'Enter':
      return row.kind === 'node' || row.kind === 'all' ? { type: 'apply', row: row.id } : null;
  }
}

/**
 * Where focus goes after "show more" under `parent`: the first value it revealed (the button itself moves below
 * them, and focus left on it would skip them).
 */
export function firstRevealed(
  nodes: readonly NavNode[],
  parent: string | null,
  shownBefore: number,
): string | null {
  const children = parent === null ? nodes : findNode(nodes, parent)?.children;
  const node = children?.[shownBefore];
  return node === undefined ? null : nodeRow(node.key);
}

function findNode(nodes: readonly NavNode[], key: string): NavNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}
