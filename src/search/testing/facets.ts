/** Building facets in tests: a search state from a scope and filters, the test labeler, no hits, English. */
import type { Bucket } from '../../interface/searchObject';
import type { AggregationName } from '../../interface/vocabulary';
import { buildFacets, type BuildFacetsInput } from '../facets/buildFacets';
import type { FacetModel } from '../facets/types';
import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS, type SearchFilters, type SearchScope } from '../state';
import { testLabels } from './labels';

export type Aggs = Partial<Record<AggregationName, Bucket[]>>;

export function build(
  scope: SearchScope,
  aggregations: Aggs,
  filters: Partial<SearchFilters> = {},
  extra: Partial<BuildFacetsInput> = {},
): FacetModel[] {
  return buildFacets({
    scope,
    aggregations,
    state: { ...DEFAULT_SEARCH_STATE, scope, filters: { ...EMPTY_FILTERS, ...filters } },
    hits: [],
    labels: testLabels,
    orgNames: new Map(),
    locale: 'en',
    ...extra,
  });
}

/** The facet `id` of the given kind, or a clear failure. */
export function facetOf<K extends FacetModel['kind']>(
  facets: FacetModel[],
  id: string,
  kind: K,
): Extract<FacetModel, { kind: K }> {
  const found = facets.find((candidate) => candidate.id === id);
  if (!found || found.kind !== kind) throw new Error(`no ${kind} facet ${id}`);
  return found as Extract<FacetModel, { kind: K }>;
}
