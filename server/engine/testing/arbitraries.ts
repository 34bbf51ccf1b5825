/**
 * fast-check arbitraries for small catalogues and queries. Vocabularies are tiny so that words, codes, paths,
 * dates and URIs collide; every field may be missing or null; paths go three levels deep and include
 * near-misses (`/STA` beside `/STAT`, `ab` beside `a`).
 */
import fc from 'fast-check';

import type { SearchObject } from '../../../src/interface/searchObject';
import { SEARCH_TYPES } from '../../../src/interface/vocabulary';
import type { EngineQuery, FilterConditions } from '../types';
import { daysAgo } from './fixtures';

export const WORDS = ['a', 'ab', 'abc', 'b', 'ba', 'data', 'dat', 'vei', 'veier', 'ære', 'øl', '2024'];
export const ORG_PATHS = [
  '/STAT',
  '/STAT/1',
  '/STAT/1/2',
  '/STAT/12',
  '/STA',
  '/KOMMUNE/3',
  '/STAT/1/2/3',
  '',
];
export const ORG_IDS = ['1', '2', '3'];
export const LOS_PATHS = ['a', 'a/b', 'a/b/c', 'ab', 'ab/c', 'b'];
export const THEMES = ['AGRI', 'ECON', 'ENVI'];
export const FORMATS = ['MEDIA_TYPE text/csv', 'FILE_TYPE SHP', 'UNKNOWN'];
export const PLACES = ['Norge', 'Oslo', 'Bergen'];
export const ACCESS = ['PUBLIC', 'RESTRICTED', 'NON_PUBLIC'];
export const PROVENANCES = ['NASJONAL', 'VEDTAK'];
export const URIS = ['u1', 'u2', 'u3', 'u4'];
export const RELATIONS = ['r1', 'r2', 'r3'];
/** Around the day-start cut-offs too: NOW is midday, so the start of a day N days ago is N days and 12 h back. */
const DATES = [
  daysAgo(0),
  daysAgo(1),
  daysAgo(1.5),
  new Date(Date.parse(daysAgo(1.5)) - 1).toISOString(),
  daysAgo(5),
  daysAgo(30),
  '2020-01-01T00:00:00Z',
  'not a date',
];

/** Missing or null or a value. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
/** `true` with the given probability (in hundredths). */
const rarely = (probability: number) => fc.integer({ min: 0, max: 99 }).map((n) => n < probability * 100);
const someOf = <T>(values: readonly T[], maxLength = 3) =>
  fc.array(fc.constantFrom(...values), { maxLength });

const word = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...WORDS).map((w) => w.toUpperCase()),
);
const text = fc
  .tuple(fc.array(word, { maxLength: 5, size: 'max' }), fc.constantFrom(' ', ', ', ' - ', '. '))
  .map(([words, separator]) => words.join(separator));
const localized = fc.record(
  { nb: maybe(text), nn: maybe(text), no: maybe(text), en: maybe(text) },
  { requiredKeys: [] },
);

const resourceBody = fc.record(
  {
    searchType: fc.constantFrom(...SEARCH_TYPES),
    uri: maybe(fc.constantFrom(...URIS)),
    title: maybe(localized),
    description: maybe(localized),
    keyword: maybe(fc.array(localized, { maxLength: 3 })),
    additionalTitles: maybe(fc.array(localized, { maxLength: 3 })),
    organization: maybe(
      fc.record(
        { id: maybe(fc.constantFrom(...ORG_IDS)), orgPath: maybe(fc.constantFrom(...ORG_PATHS)) },
        { requiredKeys: [] },
      ),
    ),
    accessRights: maybe(
      fc.record(
        { code: maybe(fc.constantFrom(...ACCESS)), uri: maybe(fc.constant('https://example.org/access')) },
        { requiredKeys: [] },
      ),
    ),
    isOpenData: maybe(fc.boolean()),
    dataTheme: maybe(fc.array(fc.record({ code: maybe(fc.constantFrom(...THEMES)) }), { maxLength: 3 })),
    losTheme: maybe(
      fc.array(fc.record({ losPaths: maybe(someOf(LOS_PATHS)) }, { requiredKeys: [] }), { maxLength: 2 }),
    ),
    spatial: maybe(
      fc.array(fc.record({ prefLabel: maybe(fc.record({ nb: maybe(fc.constantFrom(...PLACES)) })) }), {
        maxLength: 3,
      }),
    ),
    provenance: maybe(fc.record({ code: maybe(fc.constantFrom(...PROVENANCES)) })),
    fdkFormatPrefixed: maybe(someOf(FORMATS)),
    // Mostly present: a resource without metadata is hidden.
    metadata: fc.option(
      fc.record(
        {
          firstHarvested: maybe(fc.constantFrom(...DATES)),
          modified: maybe(fc.constantFrom(...DATES)),
          deleted: maybe(rarely(0.15)),
        } as const,
        { requiredKeys: [] },
      ),
      { nil: null, freq: 8 },
    ),
    relations: maybe(
      fc.array(fc.record({ uri: fc.constantFrom(...RELATIONS), type: fc.constant('isPartOf') }), {
        maxLength: 2,
      }),
    ),
    isRelatedToTransportportal: maybe(fc.boolean()),
  },
  { requiredKeys: ['searchType', 'metadata'] },
);

/** Up to `maxLength` resources with distinct ids that do not sort like their positions. */
export const catalogueArb = (maxLength = 25): fc.Arbitrary<SearchObject[]> =>
  fc
    .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 999 }), resourceBody), {
      minLength: Math.min(3, maxLength),
      maxLength,
      size: 'max',
      selector: ([id]) => id,
    })
    .map((rows) => rows.map(([id, body]) => ({ id: `id-${id}`, ...body })));

const filterArb: fc.Arbitrary<FilterConditions> = fc.oneof(
  someOf(THEMES, 2).map((dataTheme) => ({ dataTheme })),
  someOf(FORMATS, 2).map((formats) => ({ formats })),
  someOf([...LOS_PATHS, '/a', 'a/', 'a/b/c/d'], 2).map((losTheme) => ({ losTheme })),
  someOf(PLACES, 2).map((spatial) => ({ spatial })),
  someOf([null, ...ACCESS], 2).map((accessRights) => ({ accessRights })),
  someOf([null, ...ORG_PATHS, 'STAT', '/STAT/'], 2).map((orgPath) => ({ orgPath })),
  someOf(PROVENANCES, 1).map((provenance) => ({ provenance })),
  fc.boolean().map((openData) => ({ openData })),
  fc.integer({ min: 0, max: 40 }).map((lastXDays) => ({ lastXDays })),
  fc.integer({ min: 0, max: 40 }).map((lastXDaysModified) => ({ lastXDaysModified })),
  fc.constantFrom(...RELATIONS, 'r-none').map((relations) => ({ relations })),
  someOf([...URIS, 'u-none']).map((uri) => ({ uri })),
);

const queryText = fc
  .array(
    fc.oneof(
      word,
      fc.constantFrom(...WORDS).map((w) => w.slice(0, Math.max(1, w.length - 1))),
    ),
    { maxLength: 3 },
  )
  .map((words) => words.join(' '));
/** Mostly one or two words, so that many queries match something. */
const queryTextArb = fc.oneof(
  { arbitrary: queryText, weight: 1 },
  { arbitrary: queryText.map((q) => q.split(' ').slice(0, 1).join(' ')), weight: 2 },
);

export const queryArb: fc.Arbitrary<EngineQuery> = fc
  .record({
    types: fc.option(fc.subarray([...SEARCH_TYPES], { minLength: 1 }), { nil: null, freq: 2 }),
    query: queryTextArb,
    fields: fc.record(
      {
        title: fc.boolean(),
        description: fc.boolean(),
        keyword: fc.boolean(),
        additionalTitles: fc.boolean(),
      },
      // Absent = searched.
      { requiredKeys: ['title', 'description', 'keyword'] },
    ),
    filters: fc
      .array(filterArb, { maxLength: 2 })
      .map((parts) => Object.assign({}, ...parts) as FilterConditions),
    sort: fc.constantFrom(null, null, 'ASC' as const, 'DESC' as const),
    transportOnly: rarely(0.1),
  })
  .map((q) => ({
    ...q,
    // The HTTP layer refuses a query with every field off; the engine may assume it never sees one.
    fields:
      q.fields.title || q.fields.description || q.fields.keyword || q.fields.additionalTitles !== false
        ? q.fields
        : { ...q.fields, title: true },
    page: 0,
    size: 10_000,
  }));
