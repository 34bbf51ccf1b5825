import { useI18n } from '../../i18n/useI18n';
import { PAGE_SIZES, SORT_ORDERS, type PageSize, type SortOrder } from '../../search/state';
import { setPageSize, setSort } from '../../search/transitions';
import { PressedButtonGroup } from '../../ui/PressedButtonGroup';
import { cx } from '../../ui/styles/cx';
import { usePhoneLayout } from '../../ui/useMediaQuery';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { useHidden } from '../../bindings/useHidden';
import { CompactSelect } from './CompactSelect';
import styles from './ResultsToolbar.module.css';

/**
 * Sort order and page size: one search per choice, committed at once (the transitions go back to page 1);
 * choosing the current one asks nothing. On a desktop each is a row of pressed buttons (one press, all choices in
 * view); on a phone each is one labelled select, side by side on one line.
 */
export function ResultsToolbar() {
  const { m, f } = useI18n();
  const { update } = useSearchIntents();
  const view = {
    sort: useSearchSelector((s) => s.view.sort),
    size: useSearchSelector((s) => s.view.size),
  };
  const phone = usePhoneLayout();
  const hideSort = useHidden('sort');
  const hidePagination = useHidden('pagination');

  const sortTo = (sort: SortOrder) => {
    if (sort !== view.sort) update((state) => setSort(state, sort), 'now');
  };
  const sizeTo = (size: PageSize) => {
    if (size !== view.size) update((state) => setPageSize(state, size), 'now');
  };

  // An embedding host may leave out the sort order (`hide=sort`) and, with the page links, the page size.
  const sort = hideSort ? null : { label: m.sort.label, value: view.sort };
  const size = hidePagination ? null : { label: m.pageSize.label, value: view.size };
  if (sort === null && size === null) return null;

  if (phone) {
    return (
      <div className={cx(styles.selects, sort && size && styles.pair)}>
        {sort ? (
          <CompactSelect
            label={sort.label}
            options={SORT_ORDERS.map((order) => ({ value: order, text: m.sort[order] }))}
            value={sort.value}
            onChange={sortTo}
          />
        ) : null}
        {size ? (
          <CompactSelect
            label={size.label}
            options={PAGE_SIZES.map((option) => ({ value: option, text: m.pageSize.option(option, f) }))}
            value={size.value}
            onChange={sizeTo}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.groups}>
      {sort ? (
        <PressedButtonGroup
          label={sort.label}
          choices={SORT_ORDERS.map((order) => ({
            value: order,
            text: m.sort[order],
            pressed: sort.value === order,
          }))}
          onPress={sortTo}
        />
      ) : null}
      {size ? (
        <PressedButtonGroup
          label={size.label}
          choices={PAGE_SIZES.map((option) => ({
            value: option,
            text: f.number(option),
            name: m.pageSize.option(option, f),
            pressed: size.value === option,
          }))}
          onPress={sizeTo}
        />
      ) : null}
    </div>
  );
}
