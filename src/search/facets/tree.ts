/**
 * A tree from path buckets (orgPath, losTheme), where the service returns every prefix of every path as
 * its own bucket. Selected paths and their ancestors are always in the tree (count 0 when absent).
 */
import type { Bucket } from '../../interface/searchObject';
import { rankInPlace, type LabelComparer } from './compare';
import type { Label } from './labeler';
import type { TreeNode } from './types';

export interface PathTreeInput {
  readonly buckets: readonly Bucket[];
  readonly selected: readonly string[];
  /** Whether a key can be a node (a malformed key cannot be selected, so it is left out). */
  readonly isValidKey: (key: string) => boolean;
  /** The parent path, `null` at the top. */
  readonly parentOf: (key: string) => string | null;
  readonly labelOf: (key: string) => Label;
  readonly comparer: LabelComparer;
  /** Top-level keys shown after the others unless selected (the "has none" node). */
  readonly last?: (key: string) => boolean;
}

interface MutableNode {
  key: string;
  label: string;
  lang?: string;
  count: number;
  selected: boolean;
  ancestorOfSelected: boolean;
  children: MutableNode[];
}

function freeze(node: MutableNode): TreeNode {
  const { key, label, lang, count, selected, ancestorOfSelected } = node;
  const children = node.children.map(freeze);
  return lang === undefined
    ? { key, label, count, selected, ancestorOfSelected, children }
    : { key, label, lang, count, selected, ancestorOfSelected, children };
}

export function buildPathTree(input: PathTreeInput): TreeNode[] {
  const nodes = new Map<string, MutableNode>();
  const ensure = (key: string, count: number): MutableNode => {
    let node = nodes.get(key);
    if (!node) {
      const { label, lang } = input.labelOf(key);
      node = { key, label, count, selected: false, ancestorOfSelected: false, children: [] };
      if (lang !== undefined) node.lang = lang;
      nodes.set(key, node);
    }
    return node;
  };

  for (const bucket of input.buckets) {
    if (input.isValidKey(bucket.key)) ensure(bucket.key, bucket.count);
  }
  for (const key of input.selected) {
    ensure(key, 0).selected = true;
    for (let parent = input.parentOf(key); parent !== null; parent = input.parentOf(parent)) {
      ensure(parent, 0).ancestorOfSelected = true;
    }
  }

  // Every node hangs under its parent, so a missing prefix becomes a node too (count 0).
  for (const key of [...nodes.keys()]) {
    for (
      let parent = input.parentOf(key);
      parent !== null && !nodes.has(parent);
      parent = input.parentOf(parent)
    ) {
      ensure(parent, 0);
    }
  }
  const roots: MutableNode[] = [];
  for (const node of nodes.values()) {
    const parentKey = input.parentOf(node.key);
    const parent = parentKey === null ? undefined : nodes.get(parentKey);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }

  const branchPinned = (node: MutableNode) => node.selected || node.ancestorOfSelected;
  const sortLevel = (level: MutableNode[], top: boolean): void => {
    rankInPlace(level, input.comparer, branchPinned);
    if (top && input.last) {
      const isLast = input.last;
      const moved = level.filter((node) => !branchPinned(node) && isLast(node.key));
      if (moved.length > 0) {
        const kept = level.filter((node) => !moved.includes(node));
        level.splice(0, level.length, ...kept, ...moved);
      }
    }
    for (const node of level) sortLevel(node.children, false);
  };
  sortLevel(roots, true);
  return roots.map(freeze);
}
