import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { countNodes, filterTree } from '../../search/facets/filterValues';
import type { TreeFacet, TreeNode } from '../../search/facets/types';
import { FacetFieldset } from './FacetFieldset';
import styles from './FacetList.module.css';
import { listMessages } from './facetMessages';
import { FilterBox } from './FilterBox';
import { NoFilterRadio, noFilterId } from './NoFilterRadio';
import { TreeLevel, treeIds, type TreeContext } from './TreeLevel';
import {
  ALL_ROW,
  firstRevealed,
  isTreeKey,
  treeKeyAction,
  visibleRows,
  type TreeRow,
} from './treeNavigation';
import { useKeepFocus } from './useKeepFocus';
import { FILTER_BOX_MIN_VALUES, INITIAL_VISIBLE, visibleWindow } from './visibleWindow';

export interface TreeFacetViewProps {
  facet: TreeFacet;
  onToggle: (key: string) => void;
  /** The "all" radio of a single-valued tree (organisations). */
  onClear: () => void;
}

function domId(idBase: string, row: TreeRow): string {
  switch (row.kind) {
    case 'all':
      return noFilterId(idBase);
    case 'node':
      return treeIds.node(idBase, row.key);
    case 'more':
      return treeIds.more(idBase, row.parent);
    case 'fewer':
      return treeIds.fewer(idBase, row.parent);
  }
}

/** Every node of a tree by its key. */
function indexNodes(nodes: readonly TreeNode[], into = new Map<string, TreeNode>()): Map<string, TreeNode> {
  for (const node of nodes) {
    into.set(node.key, node);
    indexNodes(node.children, into);
  }
  return into;
}

/** The Tab stop before the reader moved in the tree: the chosen value where it shows, else the first row. */
function defaultRow(rows: readonly TreeRow[], byKey: ReadonlyMap<string, TreeNode>): TreeRow | undefined {
  return rows.find((row) => row.kind === 'node' && byKey.get(row.key)?.selected === true) ?? rows[0];
}

/**
 * A hierarchical facet (organisations, LOS themes): nested lists with expand/collapse buttons. Branches leading
 * to a selected value start open; while the filter box holds text, the matches and their ancestors are shown
 * open. Each level shows its first few nodes and more on request.
 *
 * The keyboard works as in a WAI-ARIA tree view, over the native radios or checkboxes the page contract promises:
 * the tree is one Tab stop (a roving tabindex); the arrow keys move focus and open or close branches without
 * choosing anything (so no search and no history entry); Space (the control's own) or Enter chooses. Radios form
 * no native group here, since a radio group's arrow keys would choose each value passed.
 */
export function TreeFacetView({ facet, onToggle, onClear }: TreeFacetViewProps) {
  const { m } = useI18n();
  const idBase = `facet-${facet.id}-${useId()}`;
  useKeepFocus(idBase);
  const [text, setText] = useState('');
  const [limits, setLimits] = useState<ReadonlyMap<string, number>>(new Map());
  // What the reader opened or closed, separately for browsing and for filtering (which opens everything).
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  /** The row that holds the tree's Tab stop (where the reader last was). */
  const [focusRow, setFocusRow] = useState<string | null>(null);
  /** A row to focus once rendered ("show more" hands focus to the first value it revealed). */
  const pendingFocus = useRef<string | null>(null);
  const nodes = useMemo(() => filterTree(facet.nodes, text), [facet.nodes, text]);
  const size = useMemo(() => countNodes(facet.nodes), [facet.nodes]);
  const byKey = useMemo(() => indexNodes(nodes), [nodes]);
  const filtering = nodes !== facet.nodes;
  const names = listMessages(m, facet.id);
  const single = facet.selection === 'single';
  const mode = filtering ? 'f' : 'b';

  const isExpanded = (node: TreeNode) =>
    toggled.get(`${mode}:${node.key}`) ?? (filtering || node.selected || node.ancestorOfSelected);
  const limitOf = (parent: string | null) => limits.get(parent ?? '') ?? INITIAL_VISIBLE;
  const rows = visibleRows(nodes, {
    isExpanded: (key) => {
      const node = byKey.get(key);
      return node !== undefined && isExpanded(node);
    },
    limitOf,
    withAll: single,
  });
  const tabStop = rows.find((row) => row.id === focusRow) ?? defaultRow(rows, byKey);
  const rowOfDomId = new Map(rows.map((row) => [domId(idBase, row), row]));

  const setExpanded = (key: string, expanded: boolean) =>
    setToggled((old) => new Map(old).set(`${mode}:${key}`, expanded));

  useLayoutEffect(() => {
    const row = pendingFocus.current;
    if (row === null) return;
    pendingFocus.current = null;
    const target = rows.find((candidate) => candidate.id === row);
    if (target) document.getElementById(domId(idBase, target))?.focus();
  });

  const tabIndexOf = (row: string) => (row === tabStop?.id ? 0 : -1);
  const context: TreeContext = {
    idBase,
    single,
    isExpanded,
    setExpanded,
    tabIndexOf,
    limitOf,
    setLimit: (parent, limit) => {
      const children = parent === null ? nodes : (byKey.get(parent)?.children ?? []);
      const before = visibleWindow(children.length, limitOf(parent)).shown;
      const revealed = limit > limitOf(parent) ? firstRevealed(nodes, parent, before) : null;
      if (revealed !== null && document.activeElement?.id === treeIds.more(idBase, parent)) {
        pendingFocus.current = revealed;
        setFocusRow(revealed);
      }
      setLimits((old) => new Map(old).set(parent ?? '', limit));
    },
    onToggle,
    rootMore: names?.showMore ?? null,
    rootFewer: names?.showFewer ?? null,
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !isTreeKey(event.key)) return;
    const target = event.target;
    const row = target instanceof HTMLElement ? rowOfDomId.get(target.id) : undefined;
    if (row === undefined) return;
    const action = treeKeyAction(rows, row.id, event.key);
    // Arrow keys never reach the browser: on a radio they would choose the next value.
    if (event.key !== 'Enter' || action !== null) event.preventDefault();
    if (action === null) return;
    switch (action.type) {
      case 'focus': {
        const next = rows.find((candidate) => candidate.id === action.row);
        if (!next) return;
        setFocusRow(next.id);
        document.getElementById(domId(idBase, next))?.focus();
        return;
      }
      case 'expand':
      case 'collapse':
        setExpanded(action.key, action.type === 'expand');
        return;
      case 'apply':
        if (action.row === ALL_ROW) {
          if (facet.selectedCount > 0) onClear();
          return;
        }
        for (const candidate of rows) {
          if (candidate.kind !== 'node' || candidate.id !== action.row) continue;
          // A radio already chosen stays chosen (Enter is not a way to clear it).
          if (!(single && byKey.get(candidate.key)?.selected === true)) onToggle(candidate.key);
        }
        return;
    }
  };

  return (
    <FacetFieldset
      legend={m.facets.names[facet.id]}
      facetId={facet.id}
      selectedCount={facet.selectedCount}
      hint={facet.id === 'losTheme' ? m.facets.about.losTheme : undefined}
      keysHint={m.facets.treeKeys}
      idBase={idBase}
    >
      {names && size > FILTER_BOX_MIN_VALUES ? (
        <FilterBox
          id={`${idBase}-filter`}
          label={names.filterLabel}
          value={text}
          onChange={setText}
          noMatch={nodes.length === 0}
        />
      ) : null}
      {/* Keys and focus of every row bubble here; the rows are the controls themselves. */}
      <div
        role="presentation"
        onKeyDown={keyDown}
        onFocus={(event) => {
          const row = rowOfDomId.get(event.target.id);
          if (row !== undefined && row.id !== focusRow) setFocusRow(row.id);
        }}
      >
        {single ? (
          <ul className={styles.list}>
            <NoFilterRadio
              idBase={idBase}
              label={m.facets.anyValue}
              checked={facet.selectedCount === 0}
              onSelect={onClear}
              grouped={false}
              tabIndex={tabIndexOf(ALL_ROW)}
            />
          </ul>
        ) : null}
        <TreeLevel nodes={nodes} parent={null} context={context} />
      </div>
    </FacetFieldset>
  );
}
