import Box from '@mui/material/Box';

import { useI18n } from '../../i18n/useI18n';
import { PAGE_SIZES, SORT_ORDERS } from '../../search/state';
import { setPageSize, setSort } from '../../search/transitions';
import { PressedButtonGroup } from '../../ui/PressedButtonGroup';
import { useSearchDriver } from '../../bindings/searchDriver';

/**
 * Sort order and page size, each a row of pressed buttons: one press is one search, committed at once (the
 * transitions go back to page 1). Pressing the current choice asks nothing.
 */
export function ResultsToolbar() {
  const { m, f } = useI18n();
  const driver = useSearchDriver();
  const { view } = driver;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      <PressedButtonGroup
        label={m.sort.label}
        choices={SORT_ORDERS.map((order) => ({
          value: order,
          text: m.sort[order],
          pressed: view.sort === order,
        }))}
        onPress={(sort) => {
          if (sort !== view.sort) driver.update((state) => setSort(state, sort), 'now');
        }}
      />
      <PressedButtonGroup
        label={m.pageSize.label}
        choices={PAGE_SIZES.map((size) => ({
          value: size,
          text: f.number(size),
          name: m.pageSize.option(size, f),
          pressed: view.size === size,
        }))}
        onPress={(size) => {
          if (size !== view.size) driver.update((state) => setPageSize(state, size), 'now');
        }}
      />
    </Box>
  );
}
