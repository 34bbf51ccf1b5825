import { describe, expect, it } from 'vitest';

import { SearchResponse } from '../searchObject';
import fixture from '../fixtures/public-service-response.json';
import type { ReadOutcome, TolerantSearchResponse } from './readSearchResponse';
import { readBucket, readHit, readPage, readSearchResponse, readSuggestions } from './readSearchResponse';

const hit = (n: number): Record<string, unknown> => ({
  id: `id-${n}`,
  searchType: 'DATASET',
  title: { nb: `Datasett ${n}` },
  isOpenData: true,
  fdkFormatPrefixed: ['MEDIA_TYPE text/csv'],
});

const answer = (hits: unknown[], extra: Record<string, unknown> = {}) => ({
  hits,
  aggregations: { format: [{ key: 'MEDIA_TYPE text/csv', count: hits.length }] },
  page: { currentPage: 0, size: hits.length, totalElements: hits.length, totalPages: 1 },
  ...extra,
});

function read(data: unknown, context = { page: 0, size: 20 }): TolerantSearchResponse {
  const outcome = readSearchResponse(data, context);
  if (!outcome.ok) throw new Error(`unreadable: ${outcome.problems.join('; ')}`);
  return outcome.value;
}

function problems<T>(outcome: ReadOutcome<T>): readonly string[] {
  return outcome.ok ? [] : outcome.problems;
}

/** The one hit of an answer whose only hit has `field` set to `value`. */
function readField(field: string, value: unknown): Record<string, unknown> | undefined {
  return readHit({ ...hit(1), [field]: value });
}

describe('readSearchResponse: hits', () => {
  it('reads the real fixture of the public service exactly as the strict schema does', () => {
    const result = read(fixture);
    const { skippedHits, ...rest } = result;
    expect(skippedHits).toBe(0);
    expect(rest).toEqual(SearchResponse.parse(fixture));
    expect(result.hits).toHaveLength(3);
  });

  it('leaves out one bad hit among 20 and counts it', () => {
    const hits: unknown[] = Array.from({ length: 20 }, (_, n) => hit(n));
    hits[7] = { ...hit(7), id: undefined };
    const result = read(answer(hits));
    expect(result.hits).toHaveLength(19);
    expect(result.skippedHits).toBe(1);
    expect(result.hits.map((one) => one.id)).not.toContain('id-7');
    expect(result.page.totalElements).toBe(20);
  });

  it('leaves out hits without a string id or searchType, and hits that are not objects', () => {
    const bad = [
      { ...hit(1), id: 5 },
      { ...hit(2), searchType: null },
      { searchType: 'DATASET' },
      'DATASET',
      null,
      [hit(3)],
    ];
    const result = read(answer([...bad, hit(4)]));
    expect(result.hits.map((one) => one.id)).toEqual(['id-4']);
    expect(result.skippedHits).toBe(6);
  });

  it('reads a title given as a number or a bare string as Norwegian text', () => {
    expect(readField('title', 5)?.title).toEqual({ no: '5' });
    expect(readField('title', 'Vannkvalitet')?.title).toEqual({ no: 'Vannkvalitet' });
    expect(readField('title', true)).not.toHaveProperty('title');
    expect(readField('title', { nb: 7, en: 'Seven', nn: ['x'] })?.title).toEqual({ nb: '7', en: 'Seven' });
  });

  it('reads keyword "x" as a list of one Norwegian keyword, dropping unreadable items alone', () => {
    expect(readField('keyword', 'x')?.keyword).toEqual([{ no: 'x' }]);
    expect(readField('keyword', ['a', null, { nb: 'b' }, 3])?.keyword).toEqual([
      { no: 'a' },
      { nb: 'b' },
      { no: '3' },
    ]);
  });

  it('reads isOpenData "true"/"false" as booleans and drops other values', () => {
    expect(readField('isOpenData', 'true')?.isOpenData).toBe(true);
    expect(readField('isOpenData', ' FALSE ')?.isOpenData).toBe(false);
    expect(readField('isOpenData', 'yes')).not.toHaveProperty('isOpenData');
    expect(readField('isOpenData', 1)).not.toHaveProperty('isOpenData');
  });

  it('drops null and other non-text items from fdkFormatPrefixed, and wraps a single format', () => {
    expect(readField('fdkFormatPrefixed', [null, 'X'])?.fdkFormatPrefixed).toEqual(['X']);
    expect(readField('fdkFormatPrefixed', 'X')?.fdkFormatPrefixed).toEqual(['X']);
    expect(readField('fdkFormatPrefixed', [{}, false])?.fdkFormatPrefixed).toEqual([]);
  });

  it('repairs nested objects field by field and drops wrong nested types', () => {
    const one = readHit({
      ...hit(1),
      organization: { id: 910244132, orgPath: ['STAT'], name: 'Etat', prefLabel: 'Etaten' },
      metadata: { firstHarvested: '2024-01-01', modified: {}, deleted: 'false', timestamp: '1726138002000' },
      accessRights: 'PUBLIC',
      relations: [
        { uri: 5, type: 'x' },
        { uri: 'https://r', type: 7 },
      ],
      losTheme: { name: { nb: 'Helse' }, losPaths: 'helse' },
    });
    expect(one?.organization).toEqual({ id: '910244132', name: 'Etat', prefLabel: { no: 'Etaten' } });
    expect(one?.metadata).toEqual({ firstHarvested: '2024-01-01', deleted: false, timestamp: 1726138002000 });
    expect(one).not.toHaveProperty('accessRights');
    expect(one?.relations).toEqual([{ uri: 'https://r', type: '7' }]);
    expect(one?.losTheme).toEqual([{ name: { nb: 'Helse' }, losPaths: ['helse'] }]);
  });

  it('keeps unknown fields as they are, as the strict schema does', () => {
    expect(readField('title', 5)?.somethingNew).toBeUndefined();
    const one = readHit({ ...hit(1), title: 5, somethingNew: { a: [1] } });
    expect(one?.somethingNew).toEqual({ a: [1] });
  });
});

describe('readSearchResponse: aggregations', () => {
  it('drops a malformed bucket alone and reads a count given as decimal text', () => {
    const result = read(
      answer([hit(1)], {
        aggregations: {
          format: [
            { key: 'A', count: 3 },
            { key: 'B', count: 'many' },
            { key: 7, count: 2 },
            { key: 'C', count: '12' },
            null,
            { key: 'D' },
          ],
          dataTheme: [{ key: 'ENVI', count: 1 }],
        },
      }),
    );
    expect(result.aggregations.format).toEqual([
      { key: 'A', count: 3 },
      { key: 'C', count: 12 },
    ]);
    expect(result.aggregations.dataTheme).toEqual([{ key: 'ENVI', count: 1 }]);
  });

  it('reads an aggregation that is not a list, or aggregations that are not an object, as empty', () => {
    expect(read(answer([hit(1)], { aggregations: { format: 'x' } })).aggregations).toEqual({});
    expect(read(answer([hit(1)], { aggregations: null })).aggregations).toEqual({});
  });

  it('passes unknown aggregations through and strips extra bucket fields, as the strict schema does', () => {
    const aggregations = { future: 'anything', spatial: [{ key: 'Oslo', count: 2, extra: true }] };
    expect(read(answer([hit(1)], { aggregations })).aggregations).toEqual({
      future: 'anything',
      spatial: [{ key: 'Oslo', count: 2 }],
    });
  });

  it('guards one bucket by hand', () => {
    expect(readBucket({ key: 'a', count: 0 })).toEqual({ key: 'a', count: 0 });
    expect(readBucket({ key: 'a', count: '-1' })).toBeUndefined();
    expect(readBucket({ key: 'a', count: '1e3' })).toBeUndefined();
    expect(readBucket({ key: 'a', count: true })).toBeUndefined();
    expect(readBucket(['a', 1])).toBeUndefined();
  });
});

describe('readSearchResponse: page', () => {
  it('reads decimal text as numbers', () => {
    const page = { currentPage: '1', size: '2', totalElements: '22', totalPages: 2 };
    expect(readPage(page, 2, {})).toEqual({
      ok: true,
      value: { currentPage: 1, size: 2, totalElements: 22, totalPages: 2 },
    });
  });

  it('derives a missing page from the hits and the request when this page is the last', () => {
    expect(readPage(undefined, 3, { page: 1, size: 20 })).toEqual({
      ok: true,
      value: { currentPage: 1, size: 3, totalElements: 23, totalPages: 2 },
    });
    expect(readPage('junk', 0, { page: 0, size: 20 })).toEqual({
      ok: true,
      value: { currentPage: 0, size: 0, totalElements: 0, totalPages: 0 },
    });
    expect(readPage({ currentPage: 0, size: 20, totalElements: 45 }, 20, { page: 0, size: 20 })).toEqual({
      ok: true,
      value: { currentPage: 0, size: 20, totalElements: 45, totalPages: 3 },
    });
  });

  it('finds the answer unreadable when the total cannot be known', () => {
    // A full page may be followed by more; an empty later page says nothing of the total.
    expect(problems(readPage({}, 20, { page: 0, size: 20 }))).toEqual([
      'page.totalElements: expected a number, and it cannot be derived from the hits',
      'page.totalPages: expected a number, and it cannot be derived from the hits',
    ]);
    expect(problems(readPage({ totalElements: 'x' }, 0, { page: 2, size: 20 }))).toHaveLength(2);
    expect(problems(readPage({ totalElements: 5, totalPages: 1 }, 5, {}))).toEqual([
      'page.currentPage: expected a number, and it cannot be derived from the hits',
    ]);
  });
});

describe('readSearchResponse: the answer as a whole', () => {
  it('finds an answer unreadable when it is not an object or has no list of hits', () => {
    expect(problems(readSearchResponse('<html>', {}))).toEqual(['the answer is not a JSON object']);
    expect(problems(readSearchResponse([], {}))).toEqual(['the answer is not a JSON object']);
    expect(problems(readSearchResponse({ ...answer([]), hits: {} }, {}))).toEqual([
      'hits: expected an array',
    ]);
  });

  it('keeps unknown top-level fields', () => {
    expect(read(answer([hit(1)], { took: 3 })).took).toBe(3);
  });
});

describe('readSuggestions', () => {
  it('reads suggestions like hits, leaving out the unreadable ones', () => {
    const outcome = readSuggestions({
      suggestions: [{ id: 'a', searchType: 'DATASET', title: 'Barnehager' }, { searchType: 'DATASET' }],
    });
    expect(outcome).toEqual({
      ok: true,
      value: [{ id: 'a', searchType: 'DATASET', title: { no: 'Barnehager' } }],
    });
    expect(problems(readSuggestions({ hits: [] }))).toEqual(['suggestions: expected an array']);
  });
});
