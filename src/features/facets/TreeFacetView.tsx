import { useId, useMemo, useState } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { countNodes, filterTree } from '../../search/facets/filterValues';
import type { TreeFacet } from '../../search/facets/types';
import { FacetFieldset } from './FacetFieldset';
import styles from './FacetList.module.css';
import { listMessages } from './facetMessages';
import { FilterBox } from './FilterBox';
import { NoFilterRadio } from './NoFilterRadio';
import { TreeLevel, type TreeContext } from './TreeLevel';
import { useKeepFocus } from './useKeepFocus';
import { FILTER_BOX_MIN_VALUES, INITIAL_VISIBLE } from './visibleWindow';

export interface TreeFacetViewProps {
  facet: TreeFacet;
  onToggle: (key: string) => void;
  /** The "all" radio of a single-valued tree (organisations). */
  onClear: () => void;
}

/**
 * A hierarchical facet (organisations, LOS themes): nested lists with expand/collapse buttons. Branches leading
 * to a selected value start open; while the filter box holds text, the matches and their ancestors are shown
 * open. Each level shows its first few nodes and more on request.
 */
export function TreeFacetView({ facet, onToggle, onClear }: TreeFacetViewProps) {
  const { m } = useI18n();
  const idBase = `facet-${facet.id}-${useId()}`;
  useKeepFocus(idBase);
  const [text, setText] = useState('');
  const [limits, setLimits] = useState<ReadonlyMap<string, number>>(new Map());
  // What the reader opened or closed, separately for browsing and for filtering (which opens everything).
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const nodes = useMemo(() => filterTree(facet.nodes, text), [facet.nodes, text]);
  const size = useMemo(() => countNodes(facet.nodes), [facet.nodes]);
  const filtering = nodes !== facet.nodes;
  const names = listMessages(m, facet.id);
  const single = facet.selection === 'single';

  const context: TreeContext = {
    idBase,
    single,
    isExpanded: (node) =>
      toggled.get(`${filtering ? 'f' : 'b'}:${node.key}`) ??
      (filtering || node.selected || node.ancestorOfSelected),
    setExpanded: (node, expanded) =>
      setToggled((old) => new Map(old).set(`${filtering ? 'f' : 'b'}:${node.key}`, expanded)),
    limitOf: (parent) => limits.get(parent ?? '') ?? INITIAL_VISIBLE,
    setLimit: (parent, limit) => setLimits((old) => new Map(old).set(parent ?? '', limit)),
    onToggle,
    rootMore: names?.showMore ?? null,
    rootFewer: names?.showFewer ?? null,
  };

  return (
    <FacetFieldset
      legend={m.facets.names[facet.id]}
      facetId={facet.id}
      selectedCount={facet.selectedCount}
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
      {single ? (
        <ul className={styles.list}>
          <NoFilterRadio
            idBase={idBase}
            label={m.facets.anyValue}
            checked={facet.selectedCount === 0}
            onSelect={onClear}
          />
        </ul>
      ) : null}
      <TreeLevel nodes={nodes} parent={null} context={context} />
    </FacetFieldset>
  );
}
