import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import { useId, useRef, useState } from 'react';

import { useSearchDriver } from '../../bindings/searchDriver';
import { useSearchResults } from '../../bindings/useSearchResults';
import { useI18n } from '../../i18n/useI18n';
import { activeFilters } from '../../search/transitions';
import { AppButton } from '../../ui/buttons';
import { FacetPanel } from '../facets';

/**
 * The facets of a narrow embed: a disclosure above the results instead of a viewport-high drawer (a frame sized to
 * its content has no viewport to fill). "Show N results" comes first in it, so it is in view as soon as it opens.
 */
export default function InlineFilters() {
  const { m, f } = useI18n();
  const driver = useSearchDriver();
  const { data } = useSearchResults(driver.committed);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = `inline-filters-${useId()}`;
  const count = activeFilters(driver.view).length;

  return (
    <Box sx={{ mb: 2 }}>
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
      <Box
        id={panelId}
        role="region"
        aria-label={m.landmarks.filters}
        hidden={!open}
        sx={{ mt: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {open ? (
          <>
            <AppButton
              variant="contained"
              fullWidth
              onClick={() => {
                driver.flush();
                setOpen(false);
                toggle.current?.focus();
              }}
              sx={{ mb: 2 }}
            >
              {data ? m.drawer.showResults(data.page.totalElements, f) : m.drawer.close}
            </AppButton>
            <FacetPanel />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
