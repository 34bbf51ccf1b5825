/**
 * A catalogue whose Geography facet (`spatial`, keyed by Bokmål label) has exactly `places` values: issue 11's
 * facet at scale. Every resource gets one place, the first `places` resources each a place of their own.
 */
import type { SearchObject } from '../../src/interface/searchObject';

export function placeName(index: number): string {
  return `Sted ${String(index + 1).padStart(5, '0')}`;
}

export function withDistinctPlaces(hits: readonly SearchObject[], places: number): SearchObject[] {
  if (!Number.isInteger(places) || places < 1 || hits.length < places) {
    throw new RangeError(`${places} distinct places need at least as many resources (have ${hits.length})`);
  }
  return hits.map((hit, index) => ({ ...hit, spatial: [{ prefLabel: { nb: placeName(index % places) } }] }));
}
