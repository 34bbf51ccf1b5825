/**
 * Whether two facet models would render the same. Every response and every click builds new models; a facet
 * whose content did not change skips its re-render (and keeps its cached label folds), so a click costs the
 * rendering of one facet, not of all.
 */
import type { DaysOption, FacetModel, FacetValue, TreeNode } from '../../search/facets/types';

function sameValue(a: FacetValue, b: FacetValue): boolean {
  return (
    a.key === b.key &&
    a.label === b.label &&
    a.lang === b.lang &&
    a.count === b.count &&
    a.selected === b.selected &&
    a.group === b.group
  );
}

function sameNode(a: TreeNode, b: TreeNode): boolean {
  return (
    a.key === b.key &&
    a.label === b.label &&
    a.lang === b.lang &&
    a.count === b.count &&
    a.selected === b.selected &&
    a.ancestorOfSelected === b.ancestorOfSelected &&
    sameList(a.children, b.children, sameNode)
  );
}

function sameOption(a: DaysOption, b: DaysOption): boolean {
  return a.key === b.key && a.days === b.days && a.label === b.label && a.selected === b.selected;
}

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index];
    const y = b[index];
    if (x === undefined || y === undefined || !same(x, y)) return false;
  }
  return true;
}

export function sameFacetModel(a: FacetModel, b: FacetModel): boolean {
  if (a === b) return true;
  if (
    a.id !== b.id ||
    a.filter !== b.filter ||
    a.selection !== b.selection ||
    a.selectedCount !== b.selectedCount
  ) {
    return false;
  }
  if (a.kind === 'list' && b.kind === 'list') return sameList(a.values, b.values, sameValue);
  if (a.kind === 'tree' && b.kind === 'tree') return sameList(a.nodes, b.nodes, sameNode);
  if (a.kind === 'days' && b.kind === 'days') return sameList(a.options, b.options, sameOption);
  return false;
}
