import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { isPageSize, PAGE_SIZES, SORT_ORDERS, type SortOrder } from '../../search/state';
import { setPageSize, setSort } from '../../search/transitions';
import { useSearchDriver } from '../search/SearchDriver';

const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/**
 * Sort order and page size. The menus commit on Enter or a click, not on each arrow key, so a change is one
 * search, committed at once (the transitions go back to page 1).
 */
export function ResultsToolbar() {
  const { m, f } = useI18n();
  const driver = useSearchDriver();
  const { view } = driver;
  const sortId = useId();
  const sizeId = useId();

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        id={sortId}
        select
        size="small"
        label={m.sort.label}
        value={view.sort}
        onChange={(event) => {
          const sort = event.target.value;
          if (isSortOrder(sort)) driver.update((state) => setSort(state, sort), 'now');
        }}
        sx={{ minWidth: 170 }}
      >
        {SORT_ORDERS.map((order) => (
          <MenuItem key={order} value={order}>
            {m.sort[order]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={sizeId}
        select
        size="small"
        label={m.pageSize.label}
        value={String(view.size)}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) driver.update((state) => setPageSize(state, size), 'now');
        }}
        sx={{ minWidth: 150 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={String(size)}>
            {m.pageSize.option(size, f)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
