import type { Theme } from '@mui/material/styles';

import { iconButtonLook } from '../../ui/buttons';

/**
 * The class names of a facet tree's parts. A tree (organisations, LOS themes) shows dozens of nodes, all rendered
 * again with each answer; as MUI boxes, buttons and icons, each serialised and hashed its styles on every render.
 * The facet list styles them all with one rule (facetTreeRules, in facetListRules), once per render of the list.
 */
export const TREE_CLASS = {
  /** The tree's top level. */
  root: 'facet-tree',
  /** A level below the top, indented under its parent. */
  nested: 'facet-tree-nested',
  /** A node's line: its toggle (or the room for one) and its value. */
  row: 'facet-tree-row',
  toggle: 'facet-tree-toggle',
  /** A leaf's empty room where its siblings have a toggle, so their values line up. */
  spacer: 'facet-tree-spacer',
  value: 'facet-tree-value',
  /** The chevron in a toggle (a facet chevron): pointing right, down when the node is open. */
  chevron: 'facet-tree-chevron',
} as const;

/** Toggle buttons are at least 24x24 px (WCAG 2.5.8); a leaf keeps the same indent. */
const TOGGLE_SIZE = 32;

/** A tree's levels are facet lists (FACET_CLASS.list); these are the rest of its parts. */
export const facetTreeRules = (theme: Theme) => ({
  [`& .${TREE_CLASS.root}`]: { minWidth: 0 },
  [`& .${TREE_CLASS.nested}`]: { paddingLeft: theme.spacing(2), minWidth: 0 },
  [`& .${TREE_CLASS.row}`]: { display: 'flex', alignItems: 'flex-start', minWidth: 0 },
  [`& .${TREE_CLASS.toggle}`]: {
    ...iconButtonLook(theme, 'small'),
    width: TOGGLE_SIZE,
    height: TOGGLE_SIZE,
    marginRight: theme.spacing(0.5),
  },
  [`& .${TREE_CLASS.spacer}`]: { width: TOGGLE_SIZE, flex: 'none', marginRight: theme.spacing(0.5) },
  [`& .${TREE_CLASS.value}`]: { minWidth: 0, paddingLeft: theme.spacing(0.75) },
  [`& [aria-expanded="true"] > .${TREE_CLASS.chevron}`]: { transform: 'rotate(90deg)' },
});
