import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type MouseEvent } from 'react';

import { useI18n } from '../../i18n/useI18n';
import type { SearchField } from '../../search/state';
import { setFields } from '../../search/transitions';
import { useSearchDriver } from '../search/SearchDriver';
import { visuallyHidden } from '../layout/visuallyHidden';

const SHOWN_ORDER: readonly SearchField[] = ['title', 'description', 'keyword'];

/** "Search in": which fields the query searches (the `fields` parameter). At least one stays selected. */
export function SearchFields() {
  const { m } = useI18n();
  const driver = useSearchDriver();
  const labelId = useId();
  const hintId = useId();

  const change = (_event: MouseEvent<HTMLElement>, next: SearchField[]) => {
    if (next.length === 0) return;
    driver.update((state) => setFields(state, next), 'now');
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={labelId} component="span" variant="body2">
        {m.search.fields.legend}
      </Typography>
      <Box id={hintId} component="span" sx={visuallyHidden}>
        {m.search.fields.atLeastOne}
      </Box>
      <ToggleButtonGroup
        value={[...driver.view.fields]}
        onChange={change}
        size="small"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        sx={{ flexWrap: 'wrap' }}
      >
        {SHOWN_ORDER.map((field) => (
          <ToggleButton
            key={field}
            value={field}
            sx={{ py: 0.25, px: 1.25, minHeight: 32, textTransform: 'none' }}
          >
            {m.search.fields[field]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
