/**
 * The resources that pass the types, the transport profile and every filter (different filters AND; values of
 * one list filter AND; `uri` values OR; an empty list adds nothing).
 */
import type { AggregationName, SearchType } from '../../src/interface/vocabulary';
import { docsSince } from './dateOrder';
import type { EngineIndex } from './engineIndex';
import { docsWithKey, keySet } from './keyIndex';
import { filterKey } from './resourceFields';
import type { Scratch } from './scratch';
import type { FilterConditions } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters whose values are keys of an aggregation. */
const KEYED_FILTERS = [
  ['dataTheme', 'dataTheme'],
  ['formats', 'format'],
  ['losTheme', 'losTheme'],
  ['spatial', 'spatial'],
  ['accessRights', 'accessRights'],
  ['orgPath', 'orgPath'],
  ['provenance', 'provenance'],
] as const satisfies readonly (readonly [keyof FilterConditions, AggregationName])[];

export interface Restriction {
  types: readonly SearchType[] | null;
  filters: FilterConditions;
  transportOnly?: boolean;
  /** Only resources whose `organization.id` is this (suggestions). */
  org?: string;
}

/** The start of the UTC day `days` days before `now` (Elasticsearch's `now-Nd/d`), in epoch ms. */
export function dayStartBefore(now: number, days: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS - days * DAY_MS;
}

export function filteredSet(index: EngineIndex, restriction: Restriction, now: number, scratch: Scratch) {
  const set = scratch.fullSet();
  const keep = (docs: ArrayLike<number>) => set.and(scratch.setOf(docs));
  const { types, filters } = restriction;

  if (types !== null) {
    const ofTypes = scratch.emptySet();
    for (const type of new Set(types)) ofTypes.or(keySet(index.searchTypes, type, scratch));
    set.and(ofTypes);
  }
  if (restriction.transportOnly === true) keep(index.transport);
  if (restriction.org !== undefined) keep(docsWithKey(index.organizations, restriction.org));

  for (const [filter, aggregation] of KEYED_FILTERS) {
    const facet = index.facets[aggregation];
    for (const value of filters[filter] ?? []) {
      const key = filterKey(aggregation, value);
      set.and(key === undefined ? scratch.emptySet() : keySet(facet, key, scratch));
    }
  }
  if (filters.openData !== undefined)
    set.and(keySet(index.facets.openData, String(filters.openData), scratch));
  if (filters.lastXDays !== undefined)
    keep(docsSince(index.harvested, dayStartBefore(now, filters.lastXDays)));
  if (filters.lastXDaysModified !== undefined) {
    keep(docsSince(index.modified, dayStartBefore(now, filters.lastXDaysModified)));
  }
  if (filters.relations !== undefined) keep(docsWithKey(index.relations, filters.relations));
  if (filters.uri !== undefined && filters.uri.length > 0) {
    const anyUri = scratch.emptySet();
    for (const uri of filters.uri) anyUri.addAll(docsWithKey(index.uris, uri));
    set.and(anyUri);
  }
  return set;
}
