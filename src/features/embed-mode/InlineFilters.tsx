import { useId, useRef, useState } from 'react';

import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { useShownResults } from '../../bindings/useSearchResults';
import { useI18n } from '../../i18n/useI18n';
import { activeFilters } from '../../search/transitions';
import { AppButton } from '../../ui/buttons';
import { ExpandLessIcon, FilterListIcon } from '../../ui/icons';
import { FacetPanel } from '../facets';
import styles from './InlineFilters.module.css';

/**
 * The facets of a narrow embed: a disclosure above the results instead of a viewport-high drawer (a frame sized to
 * its content has no viewport to fill). "Show N results" comes first in it, so it is in view as soon as it opens.
 */
export default function InlineFilters() {
  const { m, f } = useI18n();
  const { flush } = useSearchIntents();
  const { data } = useShownResults(useSearchSelector((s) => s.committed));
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = `inline-filters-${useId()}`;
  const count = useSearchSelector((s) => activeFilters(s.view).length);

  return (
    <div className={styles.filters}>
      <AppButton
        ref={toggle}
        variant="outlined"
        startIcon={open ? <ExpandLessIcon /> : <FilterListIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {m.drawer.open(count, f)}
      </AppButton>
      <div
        id={panelId}
        role="region"
        aria-label={m.landmarks.filters}
        hidden={!open}
        className={styles.panel}
      >
        {open ? (
          <>
            <AppButton
              variant="contained"
              fullWidth
              onClick={() => {
                flush();
                setOpen(false);
                toggle.current?.focus();
              }}
              className={styles.showResults}
            >
              {data ? m.drawer.showResults(data.page.totalElements, f) : m.drawer.close}
            </AppButton>
            <FacetPanel />
          </>
        ) : null}
      </div>
    </div>
  );
}
