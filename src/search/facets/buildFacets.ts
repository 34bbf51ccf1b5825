/**
 * All facets of a tab from one response: every facet, count, tree and selection comes from that response's
 * aggregations, so showing, searching and expanding facets costs no request. Pure. List facets are labelled and
 * ranked once per answer (cached on its buckets, see listFacet.ts); a click only pins the selected values.
 */
import type { Locale } from '../../interface/locales';
import type { Bucket, SearchObject } from '../../interface/searchObject';
import { FILTERS, type AggregationName } from '../../interface/vocabulary';
import {
  isDayFilter,
  URL_FILTERS,
  type DayFilterName,
  type SearchScope,
  type SearchState,
  type UrlFilterName,
} from '../state';
import { filterValueLabel } from '../filters/filterCodec';
import { activeFilters } from '../transitions';
import { collatorFor, type LabelComparer } from './compare';
import { DAY_OPTIONS, FACET_ORDER } from './facetOrder';
import type { FacetLabeler, LabelContext } from './labeler';
import { prepareList, listFacetFor } from './listFacet';
import { buildLosTree } from './losTree';
import { mergeOrgNames } from './orgNames';
import { buildOrgTree } from './orgTree';
import type { DaysFacet, FacetModel, ListFacet, TreeFacet } from './types';

export interface BuildFacetsInput {
  readonly scope: SearchScope;
  /** The response's aggregations; a missing one is empty. */
  readonly aggregations: Readonly<Partial<Record<AggregationName, readonly Bucket[] | undefined>>>;
  /** The state the response answers (what is selected). */
  readonly state: SearchState;
  /** The response's hits: names of their publishers complete `orgNames`. */
  readonly hits: readonly SearchObject[];
  readonly labels: FacetLabeler;
  /** orgPath -> organisation name, accumulated by the UI (`collectOrgNames`). */
  readonly orgNames: ReadonlyMap<string, string>;
  /** Organisation number -> name from the organisation catalogue (wins over names from hits). */
  readonly catalogueNames?: ReadonlyMap<string, string>;
  /** The UI language (LOS labels, names from hits, sorting); `nb` unless given. */
  readonly locale?: Locale;
  /** Compares labels; the locale's `Intl.Collator` unless given. */
  readonly collator?: LabelComparer;
  /** The "last N days" choices; DAY_OPTIONS unless given. */
  readonly dayOptions?: readonly number[];
}

function bucketsOf(input: BuildFacetsInput, filter: UrlFilterName): readonly Bucket[] {
  const aggregation = FILTERS[filter].aggregation;
  return (aggregation && input.aggregations[aggregation]) || NO_BUCKETS;
}

/** One empty list for every missing aggregation, so the per-answer caches keyed on buckets hit for it too. */
const NO_BUCKETS: readonly Bucket[] = [];

function listFacet(
  filter: UrlFilterName,
  input: BuildFacetsInput,
  context: LabelContext,
  comparer: LabelComparer,
): ListFacet {
  const list = prepareList(filter, bucketsOf(input, filter), context, comparer);
  const selected = activeFilters(input.state)
    .filter((active) => active.filter === filter)
    .map((active) => active.value);
  return listFacetFor(list, selected);
}

function treeFacet(
  filter: 'orgPath' | 'losTheme',
  input: BuildFacetsInput,
  context: LabelContext,
  comparer: LabelComparer,
): TreeFacet {
  const { filters } = input.state;
  const nodes =
    filter === 'orgPath'
      ? buildOrgTree(bucketsOf(input, filter), filters.orgPath, context, comparer)
      : buildLosTree(bucketsOf(input, filter), filters.losTheme, context, comparer);
  return {
    id: filter,
    filter,
    selection: filter === 'orgPath' ? 'single' : 'multiple',
    kind: 'tree',
    selectedCount: filter === 'orgPath' ? (filters.orgPath === null ? 0 : 1) : filters.losTheme.length,
    nodes,
  };
}

function daysFacet(filter: DayFilterName, input: BuildFacetsInput, context: LabelContext): DaysFacet {
  const selected = input.state.filters[filter];
  const days = new Set(input.dayOptions ?? DAY_OPTIONS);
  if (selected !== null) days.add(selected);
  const options = [...days]
    .sort((a, b) => a - b)
    .map((n) => {
      const key = String(n);
      return { key, days: n, label: filterValueLabel(filter, key, context).label, selected: n === selected };
    });
  return {
    id: filter,
    filter,
    selection: 'single',
    kind: 'days',
    selectedCount: selected === null ? 0 : 1,
    options,
  };
}

function facetOf(
  filter: UrlFilterName,
  input: BuildFacetsInput,
  context: LabelContext,
  comparer: LabelComparer,
): FacetModel | null {
  if (isDayFilter(filter)) return daysFacet(filter, input, context);
  // A relation has no buckets to count: its chip shows it and removes it.
  if (filter === 'relations') return null;
  if (filter === 'orgPath' || filter === 'losTheme') {
    const tree = treeFacet(filter, input, context, comparer);
    return tree.nodes.length > 0 ? tree : null;
  }
  const list = listFacet(filter, input, context, comparer);
  return list.size > 0 ? list : null;
}

/**
 * The facets of `input.scope` in the order of FACET_ORDER, each left out when it has no values and none
 * is selected; facets of selected filters the tab does not list follow, in URL order.
 */
export function buildFacets(input: BuildFacetsInput): FacetModel[] {
  const locale = input.locale ?? 'nb';
  const comparer = input.collator ?? collatorFor(locale);
  const context: LabelContext = {
    labels: input.labels,
    orgNames: mergeOrgNames(input.orgNames, input.hits, locale),
    ...(input.catalogueNames && { catalogueNames: input.catalogueNames }),
    locale,
  };
  const listed = FACET_ORDER[input.scope];
  const selectedElsewhere = new Set(activeFilters(input.state).map((active) => active.filter));
  const order = [
    ...listed,
    ...URL_FILTERS.filter((filter) => selectedElsewhere.has(filter) && !listed.includes(filter)),
  ];
  const facets: FacetModel[] = [];
  for (const filter of order) {
    const facet = facetOf(filter, input, context, comparer);
    if (facet) facets.push(facet);
  }
  return facets;
}
