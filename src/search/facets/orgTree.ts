/**
 * The organisation facet as a tree: the kind of organisation (`/STAT`, `/KOMMUNE` …) at the top, then
 * agencies down the hierarchy, and "unknown" (`null`) as its own top-level node, shown last.
 */
import type { Bucket } from '../../interface/searchObject';
import { NULL_KEY } from '../../interface/vocabulary';
import { isValidFilterValue } from '../validate';
import type { LabelComparer } from './compare';
import { orgLabel, type LabelContext } from './labeler';
import { buildPathTree } from './tree';
import type { TreeNode } from './types';

/** `/STAT/912660680` -> `/STAT`; a kind and `null` have no parent. */
export function orgParent(path: string): string | null {
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : null;
}

export function buildOrgTree(
  buckets: readonly Bucket[],
  selected: string | null,
  context: LabelContext,
  comparer: LabelComparer,
): TreeNode[] {
  return buildPathTree({
    buckets,
    selected: selected === null ? [] : [selected],
    isValidKey: (key) => isValidFilterValue('orgPath', key),
    parentOf: (key) => (key === NULL_KEY ? null : orgParent(key)),
    labelOf: (key) => orgLabel(key, context),
    comparer,
    last: (key) => key === NULL_KEY,
  });
}
