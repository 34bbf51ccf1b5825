import { useId } from 'react';

import { useI18n } from '../../i18n/useI18n';
import type { DaysFacet } from '../../search/facets/types';
import { FacetFieldset } from './FacetFieldset';
import styles from './FacetList.module.css';
import { FacetValueControl } from './FacetValueControl';
import { NoFilterRadio } from './NoFilterRadio';
import { useKeepFocus } from './useKeepFocus';

export interface DaysFacetViewProps {
  facet: DaysFacet;
  onToggle: (key: string) => void;
  onClear: () => void;
}

/** "New in the last 7/30/365 days": radios with "any time" (the service has no counts for these). */
export function DaysFacetView({ facet, onToggle, onClear }: DaysFacetViewProps) {
  const { m } = useI18n();
  const idBase = `facet-${facet.id}-${useId()}`;
  useKeepFocus(idBase);
  const texts = m.facets.recency[facet.filter === 'lastXDaysModified' ? 'lastXDaysModified' : 'lastXDays'];
  return (
    <FacetFieldset
      legend={m.facets.names[facet.id]}
      facetId={facet.id}
      selectedCount={facet.selectedCount}
      hint={m.facets.noCounts}
      idBase={idBase}
    >
      <ul className={styles.list}>
        <NoFilterRadio
          idBase={idBase}
          label={texts.anyTime}
          checked={facet.selectedCount === 0}
          onSelect={onClear}
        />
        {facet.options.map((option) => (
          <li key={option.key}>
            <FacetValueControl
              kind="radio"
              id={`${idBase}-v-${option.key}`}
              name={idBase}
              label={option.label}
              checked={option.selected}
              value={option.key}
              onSelect={onToggle}
            />
          </li>
        ))}
      </ul>
    </FacetFieldset>
  );
}
