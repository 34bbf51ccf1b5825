/** The format facet's values in sections (media types, file types, other), order within each kept. */
import { FORMAT_GROUPS, type FormatGroup } from '../formats';
import type { FacetValue } from './types';

export interface FacetValueGroup {
  readonly group: FormatGroup;
  readonly values: readonly FacetValue[];
}

/** Non-empty sections in FORMAT_GROUPS order; values without a group count as `OTHER`. */
export function groupFacetValues(values: readonly FacetValue[]): FacetValueGroup[] {
  return FORMAT_GROUPS.map((group) => ({
    group,
    values: values.filter((value) => (value.group ?? 'OTHER') === group),
  })).filter((section) => section.values.length > 0);
}
