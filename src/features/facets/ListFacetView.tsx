import { useId, useMemo, useState } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { filterFacetValues } from '../../search/facets/filterValues';
import { groupFacetValues } from '../../search/facets/groupValues';
import type { FacetValue, ListFacet } from '../../search/facets/types';
import { FacetFieldset } from './FacetFieldset';
import styles from './FacetList.module.css';
import { formatGroupName, listMessages } from './facetMessages';
import { FacetValueControl } from './FacetValueControl';
import { FilterBox } from './FilterBox';
import { NoFilterRadio } from './NoFilterRadio';
import { ShowMoreControls } from './ShowMoreControls';
import { useKeepFocus } from './useKeepFocus';
import { idPart } from '../../ui/idPart';
import { FILTER_BOX_MIN_VALUES, INITIAL_VISIBLE, visibleWindow } from './visibleWindow';

export interface ListFacetViewProps {
  facet: ListFacet;
  /** A value was clicked (by its key, the URL form). */
  onToggle: (key: string) => void;
  /** The "all" radio of a single-valued facet. */
  onClear: () => void;
}

/**
 * A flat facet: checkboxes (values AND) or radios with an "all" choice (one value), the first few values,
 * more on request, and a filter box when the list is long. Renders only the values shown, so a facet of
 * 15 000 values costs as much as one of a hundred.
 */
export function ListFacetView({ facet, onToggle, onClear }: ListFacetViewProps) {
  const { m } = useI18n();
  const idBase = `facet-${facet.id}-${useId()}`;
  useKeepFocus(idBase);
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(INITIAL_VISIBLE);
  // Only a filter reads every value (ranked once per answer); browsing ranks just the values shown.
  const filtering = text.trim() !== '';
  const matches = useMemo(
    () => (filtering ? filterFacetValues(facet.values, text) : null),
    [facet, text, filtering],
  );
  const range = visibleWindow(matches?.length ?? facet.size, limit);
  const visible = matches ? matches.slice(0, range.shown) : facet.top(range.shown);
  const names = listMessages(m, facet.id);
  const single = facet.selection === 'single';
  const listId = `${idBase}-values`;

  const control = (value: FacetValue) => (
    <li key={value.key}>
      <FacetValueControl
        kind={single ? 'radio' : 'checkbox'}
        id={`${idBase}-v-${idPart(value.key)}`}
        name={single ? idBase : undefined}
        label={value.label}
        {...(value.detail !== undefined && { detail: value.detail })}
        lang={value.lang}
        count={value.count}
        checked={value.selected}
        value={value.key}
        onSelect={onToggle}
      />
    </li>
  );

  return (
    <FacetFieldset
      legend={m.facets.names[facet.id]}
      facetId={facet.id}
      selectedCount={facet.selectedCount}
      hint={facet.id === 'dataTheme' ? m.facets.about.dataTheme : undefined}
      idBase={idBase}
    >
      {names && facet.size > FILTER_BOX_MIN_VALUES ? (
        <FilterBox
          id={`${idBase}-filter`}
          label={names.filterLabel}
          value={text}
          onChange={setText}
          noMatch={matches?.length === 0}
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
      {facet.filter === 'formats' ? (
        <div id={listId}>
          {groupFacetValues(visible).map(({ group, values }) => (
            <div key={group} className={styles.section}>
              <h3 id={`${idBase}-g-${group}`} className={styles.sectionHeading}>
                {formatGroupName(m, group)}
              </h3>
              <ul aria-labelledby={`${idBase}-g-${group}`} className={styles.list}>
                {values.map(control)}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <ul id={listId} className={styles.list}>
          {visible.map(control)}
        </ul>
      )}
      {names ? (
        <ShowMoreControls
          window={range}
          limit={limit}
          onLimitChange={setLimit}
          moreLabel={names.showMore}
          fewerLabel={names.showFewer}
          controls={listId}
        />
      ) : null}
    </FacetFieldset>
  );
}
