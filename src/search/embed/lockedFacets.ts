/**
 * The facets of an embed without the choices its locks fix: a locked single filter's facet is left out (its one
 * value is the embed's, so there is nothing to choose), except the organisation tree, which keeps the locked
 * organisation's sub-units; a locked value of a list filter is not offered (it is always applied); in a tree its
 * sub-values stay on offer in its place. Pure; the same facet object comes back for the same
 * facet and locks, so a facet whose content did not change keeps skipping its render.
 */
import { filterKeys } from '../filters/filterCodec';
import type { FacetModel, FacetValue, ListFacet, TreeFacet, TreeNode } from '../facets/types';
import { isListFilter, type SearchFilters } from '../state';

const cache = new WeakMap<FacetModel, { readonly locked: string; readonly facet: FacetModel }>();

class WithoutLocked implements ListFacet {
  readonly kind = 'list';
  readonly id: ListFacet['id'];
  readonly filter: ListFacet['filter'];
  readonly selection: ListFacet['selection'];
  readonly selectedCount: number;
  readonly size: number;
  #values: readonly FacetValue[] | null = null;

  constructor(
    private readonly base: ListFacet,
    private readonly locked: ReadonlySet<string>,
  ) {
    this.id = base.id;
    this.filter = base.filter;
    this.selection = base.selection;
    this.selectedCount = base.values.filter((value) => value.selected && !locked.has(value.key)).length;
    this.size = base.values.filter((value) => !locked.has(value.key)).length;
  }

  get values(): readonly FacetValue[] {
    this.#values ??= this.base.values.filter((value) => !this.locked.has(value.key));
    return this.#values;
  }

  top(n: number): readonly FacetValue[] {
    return this.values.slice(0, n);
  }
}

function pruneNodes(nodes: readonly TreeNode[], locked: ReadonlySet<string>): TreeNode[] {
  return nodes.flatMap((node) => {
    const children = pruneNodes(node.children, locked);
    // A locked node gives way to its sub-values: they narrow the embed further.
    if (locked.has(node.key)) return children;
    return [{ ...node, children }];
  });
}

function countSelected(nodes: readonly TreeNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.selected ? 1 : 0) + countSelected(node.children), 0);
}

function withoutLockedFacet(facet: FacetModel, locked: readonly string[]): FacetModel | null {
  const keys = new Set(locked);
  if (facet.kind === 'list') {
    const list = new WithoutLocked(facet, keys);
    return list.size > 0 ? list : null;
  }
  if (facet.kind === 'tree') {
    const nodes = pruneNodes(facet.nodes, keys);
    const tree: TreeFacet = { ...facet, nodes, selectedCount: countSelected(nodes) };
    return nodes.length > 0 ? tree : null;
  }
  // Days filters take one value: a lock fixes them.
  return null;
}

function findNode(nodes: readonly TreeNode[], key: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The organisation tree of an embed locked to one organisation: its sub-units, or nothing without any. */
function subUnitsFacet(facet: FacetModel, locked: string): FacetModel | null {
  if (facet.kind !== 'tree') return null;
  const nodes = findNode(facet.nodes, locked)?.children ?? [];
  return nodes.length > 0 ? { ...facet, nodes, selectedCount: countSelected(nodes) } : null;
}

/** The facets the visitor may choose from, given the locked filters. */
export function withoutLockedChoices(facets: readonly FacetModel[], locks: SearchFilters): FacetModel[] {
  const shown: FacetModel[] = [];
  for (const facet of facets) {
    const locked = filterKeys(locks, facet.filter);
    if (locked.length === 0) {
      shown.push(facet);
      continue;
    }
    const subUnits = facet.filter === 'orgPath' && locked[0] !== undefined;
    if (!isListFilter(facet.filter) && !subUnits) continue;
    const key = locked.join('\u0000');
    let entry = cache.get(facet);
    if (entry?.locked !== key) {
      const pruned =
        subUnits && locked[0] !== undefined
          ? subUnitsFacet(facet, locked[0])
          : withoutLockedFacet(facet, locked);
      if (pruned === null) continue;
      entry = { locked: key, facet: pruned };
      cache.set(facet, entry);
    }
    shown.push(entry.facet);
  }
  return shown;
}
