/**
 * Searching within a facet's values, client-side (0 requests): case- and accent-insensitive and aware of
 * Norwegian letters, so "tromso" finds "Tromsø", "baerum" finds "Bærum" and "as" finds "Ås". Labels are
 * folded once per model (cached on the values array or the tree's roots), so a keystroke costs one substring
 * test per value. Keep the model memoized for the cache to work.
 */
import type { TreeNode } from './types';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
};
const COLLAPSIBLE_SPACE = /\s{2,}|[^\S ]|^\s|\s$/;

/** Folds of single non-ASCII characters: decomposing whole labels would cost far more than a lookup. */
const charFolds = new Map<string, string>();

function foldChar(char: string): string {
  let folded = charFolds.get(char);
  if (folded === undefined) {
    folded = LETTER_FOLDS[char] ?? char.normalize('NFD').replace(/\p{M}+/gu, '');
    charFolds.set(char, folded);
  }
  return folded;
}

/** Lower case, accents and other combining marks removed, ø -> o, æ -> ae, whitespace collapsed. */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  let folded = lower;
  if (!PRINTABLE_ASCII.test(lower)) {
    folded = '';
    let start = 0;
    for (let index = 0; index < lower.length; index += 1) {
      if (lower.charCodeAt(index) < 0x80) continue;
      folded += lower.slice(start, index) + foldChar(lower.charAt(index));
      start = index + 1;
    }
    folded += lower.slice(start);
  }
  return COLLAPSIBLE_SPACE.test(folded) ? folded.replace(/\s+/g, ' ').trim() : folded;
}

/** Folded labels per model array, computed on the first search in it (a plain array: no per-item cost). */
const listFolds = new WeakMap<readonly object[], string[]>();
const treeFolds = new WeakMap<readonly TreeNode[], Map<TreeNode, string>>();

/** The values whose label contains the query; all of them (the same array) for a blank query. */
export function filterFacetValues<T extends { readonly label: string }>(
  values: readonly T[],
  query: string,
): readonly T[] {
  const needle = foldForSearch(query);
  if (needle === '') return values;
  let folded = listFolds.get(values);
  if (!folded) {
    folded = values.map((value) => foldForSearch(value.label));
    listFolds.set(values, folded);
  }
  const kept: T[] = [];
  for (const [index, value] of values.entries()) {
    if (folded[index]?.includes(needle)) kept.push(value);
  }
  return kept;
}

function foldTree(nodes: readonly TreeNode[], into: Map<TreeNode, string>): Map<TreeNode, string> {
  for (const node of nodes) {
    into.set(node, foldForSearch(node.label));
    foldTree(node.children, into);
  }
  return into;
}

function filterNodes(nodes: readonly TreeNode[], needle: string, folded: Map<TreeNode, string>): TreeNode[] {
  const kept: TreeNode[] = [];
  for (const node of nodes) {
    const children = filterNodes(node.children, needle, folded);
    if (children.length > 0) {
      kept.push(children.length === node.children.length ? node : { ...node, children });
    } else if (folded.get(node)?.includes(needle)) {
      kept.push(node.children.length === 0 ? node : { ...node, children: [] });
    }
  }
  return kept;
}

/**
 * The tree pruned to the nodes whose label contains the query and their ancestors (a node is kept when it
 * or a descendant matches; descendants that do not match are dropped). All of it for a blank query.
 */
export function filterTree(nodes: readonly TreeNode[], query: string): readonly TreeNode[] {
  const needle = foldForSearch(query);
  if (needle === '') return nodes;
  let folded = treeFolds.get(nodes);
  if (!folded) {
    folded = foldTree(nodes, new Map());
    treeFolds.set(nodes, folded);
  }
  return filterNodes(nodes, needle, folded);
}

/** How many nodes a tree holds, for "N matches" messages. */
export function countNodes(nodes: readonly TreeNode[]): number {
  let count = 0;
  for (const node of nodes) count += 1 + countNodes(node.children);
  return count;
}
