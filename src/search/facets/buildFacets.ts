/**
 * All facets of a tab from one response: every facet, count, tree and selection comes from that response's
 * aggregations, so showing, searching and expanding facets costs no request. Pure: memoize it on its input.
 */
import type { Locale } from '../../i18n/locales';
import type { Bucket, SearchObject } from '../../interface/searchObject';
import { FILTERS, type AggregationName } from '../../interface/vocabulary';
import { formatGroup } from '../formats';
import {
  isDayFilter,
  isListFilter,
  URL_FILTERS,
  type DayFilterName,
  type SearchScope,
  type SearchState,
  type UrlFilterName,
} from '../state';
import { FILTER_CODECS, filterValueLabel } from '../filters/filterCodec';
import { activeFilters, isFilterValueSelected } from '../transitions';
import { collatorFor, rankInPlace, type LabelComparer } from './compare';
import { DAY_OPTIONS, FACET_ORDER } from './facetOrder';
import type { FacetLabeler, LabelContext } from './labeler';
import { buildLosTree } from './losTree';
import { mergeOrgNames } from './orgNames';
import { buildOrgTree } from './orgTree';
import type { DaysFacet, FacetModel, FacetValue, ListFacet, TreeFacet } from './types';

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
  /** The UI language (LOS labels, names from hits, sorting); `nb` unless given. */
  readonly locale?: Locale;
  /** Compares labels; the locale's `Intl.Collator` unless given. */
  readonly collator?: LabelComparer;
  /** The "last N days" choices; DAY_OPTIONS unless given. */
  readonly dayOptions?: readonly number[];
}

function bucketsOf(input: BuildFacetsInput, filter: UrlFilterName): readonly Bucket[] {
  const aggregation = FILTERS[filter].aggregation;
  return (aggregation && input.aggregations[aggregation]) || [];
}

/** A bucket key is a value when the filter's codec reads it back unchanged (its URL form). */
function isValidKey(filter: UrlFilterName, key: string): boolean {
  const codec = FILTER_CODECS[filter];
  if (codec.kind === 'list') return codec.parse(key).ok;
  const parsed = codec.parse(key);
  return parsed.ok && parsed.corrected === undefined && String(parsed.value) === key;
}

/** Two formats with one readable name ("Excel" for .xls and .xlsx) are told apart by their media type. */
function disambiguate(values: FacetValue[]): FacetValue[] {
  const seen = new Map<string, number>();
  for (const value of values) {
    const id = `${value.group ?? ''}\u0000${value.label}`;
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return values.map((value) => {
    const id = `${value.group ?? ''}\u0000${value.label}`;
    if ((seen.get(id) ?? 0) < 2) return value;
    const detail = value.key.replace(/^(?:MEDIA_TYPE|FILE_TYPE) /, '');
    return { ...value, label: `${value.label} (${detail})` };
  });
}

function listFacet(
  filter: UrlFilterName,
  input: BuildFacetsInput,
  context: LabelContext,
  comparer: LabelComparer,
): ListFacet {
  const { state } = input;
  const counts = new Map<string, number>();
  for (const bucket of bucketsOf(input, filter)) {
    if (!counts.has(bucket.key) && isValidKey(filter, bucket.key)) counts.set(bucket.key, bucket.count);
  }
  for (const active of activeFilters(state)) {
    if (active.filter === filter && !counts.has(active.value)) counts.set(active.value, 0);
  }
  let values: FacetValue[] = [];
  for (const [key, count] of counts) {
    const { label, lang } = filterValueLabel(filter, key, context);
    const selected = isFilterValueSelected(state, filter, key);
    const value: { -readonly [P in keyof FacetValue]: FacetValue[P] } = { key, label, count, selected };
    if (lang !== undefined) value.lang = lang;
    if (filter === 'formats') value.group = formatGroup(key);
    values.push(value);
  }
  if (filter === 'formats') values = disambiguate(values);
  rankInPlace(values, comparer, (value) => value.selected);
  return {
    id: filter,
    filter,
    selection: isListFilter(filter) ? 'multiple' : 'single',
    kind: 'list',
    selectedCount: values.filter((value) => value.selected).length,
    values,
  };
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
  return list.values.length > 0 ? list : null;
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
