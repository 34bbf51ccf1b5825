import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';

import { useI18n } from '../../i18n/useI18n';
import type { TreeNode } from '../../search/facets/types';
import { AppIconButton } from '../../ui/buttons';
import { FacetValueControl } from './FacetValueControl';
import { listSx } from './listSx';
import { ShowMoreControls } from './ShowMoreControls';
import { idPart } from '../../ui/idPart';
import { visibleWindow } from './visibleWindow';

/** What every level of one tree shares: its state lives in TreeFacetView. */
export interface TreeContext {
  readonly idBase: string;
  /** Radios (one value, organisations) or checkboxes (LOS themes). */
  readonly single: boolean;
  isExpanded(node: TreeNode): boolean;
  setExpanded(node: TreeNode, expanded: boolean): void;
  /** How many children of `parent` (null: the roots) the reader asked to see. */
  limitOf(parent: string | null): number;
  setLimit(parent: string | null, limit: number): void;
  onToggle: (key: string) => void;
  /** Show more/fewer names of the top level; the facet's own ("Show more organisations"). */
  readonly rootMore: string | null;
  readonly rootFewer: string | null;
}

/** Toggle buttons are at least 24x24 px (WCAG 2.5.8); a leaf keeps the same indent. */
const TOGGLE_SIZE = 32;

function TreeItem({ node, context }: { node: TreeNode; context: TreeContext }) {
  const { m } = useI18n();
  const hasChildren = node.children.length > 0;
  const expanded = hasChildren && context.isExpanded(node);
  const childrenId = `${context.idBase}-c-${idPart(node.key)}`;
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', minWidth: 0 }}>
        {hasChildren ? (
          <AppIconButton
            id={`${context.idBase}-t-${idPart(node.key)}`}
            size="small"
            aria-expanded={expanded}
            aria-controls={expanded ? childrenId : undefined}
            aria-label={expanded ? m.facets.collapse(node.label) : m.facets.expand(node.label)}
            onClick={() => context.setExpanded(node, !expanded)}
            sx={{ width: TOGGLE_SIZE, height: TOGGLE_SIZE, flex: 'none', mr: 0.5 }}
          >
            {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </AppIconButton>
        ) : (
          <Box sx={{ width: TOGGLE_SIZE, flex: 'none', mr: 0.5 }} />
        )}
        <Box sx={{ minWidth: 0, pl: 0.75 }}>
          <FacetValueControl
            kind={context.single ? 'radio' : 'checkbox'}
            id={`${context.idBase}-v-${idPart(node.key)}`}
            name={context.single ? context.idBase : undefined}
            label={node.label}
            lang={node.lang}
            count={node.count}
            checked={node.selected}
            value={node.key}
            onSelect={context.onToggle}
          />
        </Box>
      </Box>
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
    <Box sx={{ pl: parent ? 2 : 0, minWidth: 0 }}>
      <Box component="ul" id={id} sx={listSx}>
        {nodes.slice(0, range.shown).map((node) => (
          <TreeItem key={node.key} node={node} context={context} />
        ))}
      </Box>
      {more !== null && fewer !== null ? (
        <ShowMoreControls
          window={range}
          limit={limit}
          onLimitChange={(next) => context.setLimit(parentKey, next)}
          moreLabel={more}
          fewerLabel={fewer}
          controls={id}
        />
      ) : null}
    </Box>
  );
}
