/**
 * The LOS theme facet as a tree of paths (`helse-og-omsorg` > `helse-og-omsorg/svangerskap`), labelled
 * from the LOS list in the UI language, else from the slug.
 */
import type { Bucket } from '../../interface/searchObject';
import { isValidFilterValue } from '../validate';
import type { LabelComparer } from './compare';
import { type LabelContext, losLabel } from './labeler';
import { buildPathTree } from './tree';
import type { TreeNode } from './types';

/** `helse-og-omsorg/svangerskap` -> `helse-og-omsorg`; a main theme has no parent. */
export function losParent(path: string): string | null {
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : null;
}

export function buildLosTree(
  buckets: readonly Bucket[],
  selected: readonly string[],
  context: Pick<LabelContext, 'labels' | 'locale'>,
  comparer: LabelComparer,
): TreeNode[] {
  return buildPathTree({
    buckets,
    selected,
    isValidKey: (key) => isValidFilterValue('losTheme', key),
    parentOf: losParent,
    labelOf: (key) => losLabel(key, context),
    comparer,
  });
}
