import { useI18n } from '../../i18n/useI18n';
import type { TreeNode } from '../../search/facets/types';
import { Chevron } from './Chevron';
import { FacetValueControl } from './FacetValueControl';
import listStyles from './FacetList.module.css';
import styles from './FacetTree.module.css';
import { ShowMoreControls } from './ShowMoreControls';
import { iconButtonClass } from '../../ui/buttons';
import { idPart } from '../../ui/idPart';
import { cx } from '../../ui/styles/cx';
import { fewerRow, moreRow, nodeRow } from './treeNavigation';
import { visibleWindow } from './visibleWindow';

/** The DOM ids of a tree's rows: a node's input, a level's show more and show fewer buttons. */
export const treeIds = {
  node: (idBase: string, key: string) => `${idBase}-v-${idPart(key)}`,
  more: (idBase: string, parent: string | null) => `${idBase}-more-${idPart(parent ?? '')}`,
  fewer: (idBase: string, parent: string | null) => `${idBase}-fewer-${idPart(parent ?? '')}`,
};

/** What every level of one tree shares: its state lives in TreeFacetView. */
export interface TreeContext {
  readonly idBase: string;
  /** Radios (one value, organisations) or checkboxes (LOS themes). */
  readonly single: boolean;
  isExpanded(node: TreeNode): boolean;
  setExpanded(key: string, expanded: boolean): void;
  /** The tree's one Tab stop gets 0, every other row -1 (rows by their treeNavigation ids). */
  tabIndexOf(row: string): number;
  /** How many children of `parent` (null: the roots) the reader asked to see. */
  limitOf(parent: string | null): number;
  setLimit(parent: string | null, limit: number): void;
  onToggle: (key: string) => void;
  /** Show more/fewer names of the top level; the facet's own ("Show more organisations"). */
  readonly rootMore: string | null;
  readonly rootFewer: string | null;
}

/** A small round icon button, spaced from the node's value. */
const TOGGLE_CLASS = cx(iconButtonClass('small'), styles.toggle);

function TreeItem({ node, context }: { node: TreeNode; context: TreeContext }) {
  const { m } = useI18n();
  const hasChildren = node.children.length > 0;
  const expanded = hasChildren && context.isExpanded(node);
  const childrenId = `${context.idBase}-c-${idPart(node.key)}`;
  return (
    <li>
      <div className={styles.row}>
        {hasChildren ? (
          <button
            type="button"
            className={TOGGLE_CLASS}
            id={`${context.idBase}-t-${idPart(node.key)}`}
            // Not a Tab stop: ArrowRight and ArrowLeft open and close from the value (a pointer still clicks).
            tabIndex={-1}
            aria-expanded={expanded}
            aria-controls={expanded ? childrenId : undefined}
            aria-label={expanded ? m.facets.collapse(node.label) : m.facets.expand(node.label)}
            onClick={() => context.setExpanded(node.key, !expanded)}
          >
            <Chevron className={styles.chevron} />
          </button>
        ) : (
          <div className={styles.spacer} />
        )}
        <div className={styles.value}>
          <FacetValueControl
            kind={context.single ? 'radio' : 'checkbox'}
            id={treeIds.node(context.idBase, node.key)}
            tabIndex={context.tabIndexOf(nodeRow(node.key))}
            label={node.label}
            lang={node.lang}
            count={node.count}
            checked={node.selected}
            value={node.key}
            onSelect={context.onToggle}
          />
        </div>
      </div>
      {expanded ? <TreeLevel nodes={node.children} parent={node} context={context} /> : null}
    </li>
  );
}

/** One level of a tree: its first nodes, and show more/fewer named after the parent ("Show more under Stat"). */
export function TreeLevel({
  nodes,
  parent,
  context,
}: {
  nodes: readonly TreeNode[];
  parent: TreeNode | null;
  context: TreeContext;
}) {
  const { m } = useI18n();
  const parentKey = parent?.key ?? null;
  const limit = context.limitOf(parentKey);
  const range = visibleWindow(nodes.length, limit);
  const id = parent ? `${context.idBase}-c-${idPart(parent.key)}` : `${context.idBase}-values`;
  const more = parent ? m.facets.showMoreIn(parent.label) : context.rootMore;
  const fewer = parent ? m.facets.showFewerIn(parent.label) : context.rootFewer;
  return (
    <div className={parent ? styles.nested : styles.tree}>
      <ul id={id} className={listStyles.list}>
        {nodes.slice(0, range.shown).map((node) => (
          <TreeItem key={node.key} node={node} context={context} />
        ))}
      </ul>
      {more !== null && fewer !== null ? (
        <ShowMoreControls
          window={range}
          limit={limit}
          onLimitChange={(next) => context.setLimit(parentKey, next)}
          moreLabel={more}
          fewerLabel={fewer}
          controls={id}
          moreId={treeIds.more(context.idBase, parentKey)}
          fewerId={treeIds.fewer(context.idBase, parentKey)}
          tabIndexOf={(button) =>
            context.tabIndexOf(button === 'more' ? moreRow(parentKey) : fewerRow(parentKey))
          }
        />
      ) : null}
    </div>
  );
}
