/**
 * The view models of facets: what a facet shows, ready to render. Keys are the values' URL forms, so a
 * click is `toggleFilterValue(state, facet.filter, key)`.
 */
import type { FormatGroup } from '../formats';
import type { UrlFilterName } from '../state';

/** `multiple`: checkboxes (the service ANDs the values); `single`: radios (the service takes one value). */
export type FacetSelection = 'multiple' | 'single';

export interface FacetValue {
  /** The filter value in its URL form: `ENVI`, `true`, `MEDIA_TYPE text/csv`, `null`. */
  readonly key: string;
  readonly label: string;
  /** The label's language when it may differ from the UI's (a Bokmål place name in the English UI). */
  readonly lang?: string;
  /** Hits with this value in the current result set (0 for a selected value the service did not return). */
  readonly count: number;
  readonly selected: boolean;
  /** Formats only: the end of `label` that tells it from a like-named value (`xlsx`, `text/csv`, `.csv`). */
  readonly detail?: string;
  /** Formats only: media type, file type or other (see `groupFacetValues`). */
  readonly group?: FormatGroup;
}

export interface TreeNode {
  /** The full path: `/STAT/912660680`, `helse-og-omsorg/svangerskap`, or `null` (has none). */
  readonly key: string;
  readonly label: string;
  readonly lang?: string;
  readonly count: number;
  readonly selected: boolean;
  /** A descendant is selected: show the node expanded. */
  readonly ancestorOfSelected: boolean;
  readonly children: readonly TreeNode[];
}

/** A "within the last N days" choice. These filters have no aggregation, so there is no count. */
export interface DaysOption {
  /** The number of days as text, the URL form. */
  readonly key: string;
  readonly days: number;
  readonly label: string;
  readonly selected: boolean;
}

interface FacetBase {
  /** Stable id of the facet (its filter's name): the key of its heading in the messages. */
  readonly id: UrlFilterName;
  readonly filter: UrlFilterName;
  readonly selection: FacetSelection;
  /** How many values are selected. */
  readonly selectedCount: number;
}

export interface ListFacet extends FacetBase {
  readonly kind: 'list';
  /** How many values (`values.length`, without ranking them). */
  readonly size: number;
  /** Selected first, then by count (descending), then by label. Ranked on first read: prefer `top`. */
  readonly values: readonly FacetValue[];
  /** The first `n` of `values`, ranking only as far as needed (a partial sort of a long facet). */
  top(n: number): readonly FacetValue[];
}

export interface TreeFacet extends FacetBase {
  readonly kind: 'tree';
  /** Roots; at every level selected branches first, then by count, then by label. */
  readonly nodes: readonly TreeNode[];
}

/** Radios; none selected = no filter, so offer an "any time" choice: `setSingleValue(state, filter, null)`. */
export interface DaysFacet extends FacetBase {
  readonly kind: 'days';
  /** Ascending number of days. */
  readonly options: readonly DaysOption[];
}

export type FacetModel = ListFacet | TreeFacet | DaysFacet;
