import { describe, expect, it } from 'vitest';

import { generateCatalogue } from '../../server/catalogue/generate';
import { placeName, withDistinctPlaces } from './distinctPlaces';

const hits = generateCatalogue({ size: 300, seed: 7, now: new Date('2026-01-01T00:00:00Z') });

const labels = (catalogue: ReturnType<typeof withDistinctPlaces>): string[] =>
  catalogue.flatMap((hit) => (hit.spatial ?? []).map((place) => place.prefLabel?.nb ?? ''));

describe('withDistinctPlaces', () => {
  it('gives the Geography facet exactly the asked number of values, one place per resource', () => {
    const catalogue = withDistinctPlaces(hits, 250);
    expect(new Set(labels(catalogue)).size).toBe(250);
    expect(catalogue.every((hit) => hit.spatial?.length === 1)).toBe(true);
  });

  it('changes nothing else and leaves the input as it was', () => {
    const before = structuredClone(hits);
    const catalogue = withDistinctPlaces(hits, 100);
    expect(hits).toEqual(before);
    expect(catalogue.map(({ spatial: _spatial, ...rest }) => rest)).toEqual(
      hits.map(({ spatial: _spatial, ...rest }) => rest),
    );
  });

  it('needs as many resources as places', () => {
    expect(() => withDistinctPlaces(hits, 301)).toThrow(RangeError);
    expect(() => withDistinctPlaces(hits, 0)).toThrow(RangeError);
  });

  it('names places so that they sort in order', () => {
    expect(placeName(0)).toBe('Sted 00001');
    expect(placeName(14_999)).toBe('Sted 15000');
  });
});
