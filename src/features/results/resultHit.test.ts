import { describe, expect, it } from 'vitest';

import { queryWords } from '../../interface/tokenize';
import { fixtureResponse } from '../../search/testing/fixture';
import { formatBadges, resultHitsOf, toResultHit } from './resultHit';

describe('formatBadges', () => {
  it('gives one badge per readable name, keeping the first key, and none for UNKNOWN', () => {
    expect(
      formatBadges([
        'MEDIA_TYPE text/csv',
        'FILE_TYPE CSV',
        'UNKNOWN',
        'MEDIA_TYPE application/json',
        'MEDIA_TYPE text/json',
      ]),
    ).toEqual([
      { label: 'CSV', key: 'MEDIA_TYPE text/csv' },
      { label: 'JSON', key: 'MEDIA_TYPE application/json' },
    ]);
    expect(formatBadges([])).toEqual([]);
  });
});

describe('toResultHit', () => {
  it('adds the specialized type, the authoritative mark and the format keys to the card', () => {
    const hit = fixtureResponse.hits[0];
    if (!hit) throw new Error('fixture changed');
    const options = {
      locale: 'en',
      words: queryWords('api'),
      resourcePageUrl: 'https://x/{lang}/{type}/{id}',
    } as const;
    const result = toResultHit(
      { ...hit, specializedType: ' DATASET_SERIES ', isAuthoritative: true },
      options,
    );
    expect(result.specializedType).toBe('DATASET_SERIES');
    expect(result.authoritative).toBe(true);
    expect(result.formats.map((badge) => badge.label)).toEqual(result.card.formats);
    const plain = toResultHit({ ...hit, specializedType: '  ', isAuthoritative: null }, options);
    expect(plain.specializedType).toBeNull();
    expect(plain.authoritative).toBe(false);
  });
});

describe('resultHitsOf', () => {
  const options = { locale: 'en', words: queryWords('data'), resourcePageUrl: '' } as const;

  it('makes each hit’s view model once, and the same as toResultHit makes', () => {
    const [first, second] = fixtureResponse.hits;
    if (!first || !second) throw new Error('fixture changed');
    const itemOf = resultHitsOf(options);
    const item = itemOf(first);
    expect(item).toEqual(toResultHit(first, options));
    expect(itemOf(first)).toBe(item);
    expect(itemOf(second)).not.toBe(item);
    // An equal hit from another answer is another object: made anew, never mixed up with the first.
    expect(itemOf(structuredClone(first))).not.toBe(item);
  });

  it('starts afresh for each set of options', () => {
    const [first] = fixtureResponse.hits;
    if (!first) throw new Error('fixture changed');
    expect(resultHitsOf(options)(first)).not.toBe(resultHitsOf(options)(first));
  });
});
