import Box from '@mui/material/Box';

import { useI18n } from '../../i18n/useI18n';
import { PAGE_SIZES, SORT_ORDERS, type PageSize, type SortOrder } from '../../search/state';
import { setPageSize, setSort } from '../../search/transitions';
import { PressedButtonGroup } from '../../ui/PressedButtonGroup';
import { usePhoneLayout } from '../../ui/usePhoneLayout';
import { useSearchDriver } from '../../bindings/searchDriver';
import { CompactSelect } from './CompactSelect';

/**
 * Sort order and page size: one search per choice, committed at once (the transitions go back to page 1);
 * choosing the current one asks nothing. On a desktop each is a row of pressed buttons (one press, all choices in
 * view); on a phone each is one labelled select, side by side on one line.
 */
export function ResultsToolbar() {
  const { m, f } = useI18n();
  const driver = useSearchDriver();
  const { view } = driver;
  const phone = usePhoneLayout();

  const sortTo = (sort: SortOrder) => {
    if (sort !== view.sort) driver.update((state) => setSort(state, sort), 'now');
  };
  const sizeTo = (size: PageSize) => {
    if (size !== view.size) driver.update((state) => setPageSize(state, size), 'now');
  };

  if (phone) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, width: '100%' }}>
        <CompactSelect
          label={m.sort.label}
          options={SORT_ORDERS.map((order) => ({ value: order, text: m.sort[order] }))}
          value={view.sort}
          onChange={sortTo}
        />
        <CompactSelect
          label={m.pageSize.label}
          options={PAGE_SIZES.map((size) => ({ value: size, text: m.pageSize.option(size, f) }))}
          value={view.size}
          onChange={sizeTo}
        />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      <PressedButtonGroup
        label={m.sort.label}
        choices={SORT_ORDERS.map((order) => ({
          value: order,
          text: m.sort[order],
          pressed: view.sort === order,
        }))}
        onPress={sortTo}
      />
      <PressedButtonGroup
        label={m.pageSize.label}
        choices={PAGE_SIZES.map((size) => ({
          value: size,
          text: f.number(size),
          name: m.pageSize.option(size, f),
          pressed: view.size === size,
        }))}
        onPress={sizeTo}
      />
    </Box>
  );
}
