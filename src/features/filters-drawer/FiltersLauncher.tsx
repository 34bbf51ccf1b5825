import { lazy, Suspense, useRef, useState } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { activeFilters } from '../../search/transitions';
import { AppButton } from '../../ui/buttons';
import { FilterListIcon } from '../../ui/icons';
import { useSearchSelector } from '../../bindings/searchDriver';
import styles from './FiltersLauncher.module.css';

// The drawer loads only when a phone reader first opens it.
const FiltersDrawer = lazy(() => import('./FiltersDrawer'));

/** The phone's way to the facets: "Filters (3)" opens them in a full-height drawer. */
export function FiltersLauncher() {
  const { m, f } = useI18n();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = useSearchSelector((s) => activeFilters(s.view).length);

  return (
    <>
      <AppButton
        ref={button}
        variant="outlined"
        className={styles.launcher}
        startIcon={<FilterListIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {m.drawer.open(count, f)}
      </AppButton>
      {loaded ? (
        <Suspense fallback={null}>
          <FiltersDrawer open={open} onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
