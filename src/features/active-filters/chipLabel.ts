/** The text of a chip: facet name and value label (the filter codec's), in the UI language. */
import type { Messages } from '../../i18n/messages/types';
import type { Label, LabelContext } from '../../search/facets/labeler';
import { filterValueLabel, type ActiveFilter } from '../../search/filters/filterCodec';
import { namesItsFacet } from '../../search/filters/selfNaming';

export interface ChipText extends Label {
  /** A stable key and id fragment source: `orgPath=/STAT/123`. */
  readonly key: string;
  readonly facet: string;
  /** Whether the chip names its facet: "Open data" and "Not open data" say it all ("Open data: Open data" not). */
  readonly withFacet: boolean;
  /** The remove action's accessible name: "Remove filter: Organisation: Skatteetaten". */
  readonly removeName: string;
}

export function chipText(active: ActiveFilter, context: LabelContext, m: Messages): ChipText {
  const facet = m.facets.names[active.filter];
  const value = filterValueLabel(active.filter, active.value, context);
  return {
    ...value,
    key: `${active.filter}=${active.value}`,
    facet,
    withFacet: !namesItsFacet(active.filter),
    removeName: m.activeFilters.remove(facet, value.label),
  };
}
