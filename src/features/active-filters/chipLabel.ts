/** The text of a chip: facet name and value label, in the UI language. */
import type { Formatters } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/types';
import { filterValueLabel, type Label, type LabelContext } from '../../search/facets/labeler';
import type { ActiveFilter } from '../../search/transitions';

/** The value's label as the facet shows it ("New in the last 30 days" for `lastXDays=30`). */
export function chipValueLabel(
  active: ActiveFilter,
  context: LabelContext,
  m: Messages,
  f: Formatters,
): Label {
  const { filter, value } = active;
  if (filter === 'lastXDays' || filter === 'lastXDaysModified') {
    return { label: m.facets.recency[filter].lastDays(Number(value), f) };
  }
  return filterValueLabel(filter, value, context);
}

export interface ChipText extends Label {
  /** A stable key and id fragment source: `orgPath=/STAT/123`. */
  readonly key: string;
  readonly facet: string;
  /** The remove action's accessible name: "Remove filter: Organisation: Skatteetaten". */
  readonly removeName: string;
}

export function chipText(active: ActiveFilter, context: LabelContext, m: Messages, f: Formatters): ChipText {
  const facet = m.facets.names[active.filter];
  const value = chipValueLabel(active, context, m, f);
  return {
    ...value,
    key: `${active.filter}=${active.value}`,
    facet,
    removeName: m.activeFilters.remove(facet, value.label),
  };
}
