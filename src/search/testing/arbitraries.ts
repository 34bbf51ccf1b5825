/**
 * fast-check generators of search states and of arbitrary URLs, shared by the property tests.
 * Test-only: nothing in the app imports this file.
 */
import fc from 'fast-check';

import {
  ACCESS_RIGHTS,
  EU_THEMES,
  NULL_KEY,
  ORG_KINDS,
  PROVENANCES,
  RESOURCE_TYPES,
} from '../../interface/vocabulary';
import {
  EMBED_PARAMS,
  HIDEABLE_PARTS,
  LINK_TARGETS,
  NO_EMBED,
  type EmbedOptions,
} from '../embed/embedOptions';
import {
  PAGE_SIZES,
  SEARCH_FIELDS,
  SEARCH_SCOPES,
  SORT_ORDERS,
  maxPage,
  type SearchFilters,
  type SearchState,
  type UrlFilterName,
} from '../state';
import { URL_PARAMS, serializeSearchUrl } from '../url';
import { isValidFilterValue } from '../validate';

/** Text with the characters URLs and trimming care about mixed in. */
const trickyText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    ' a b ',
    'a+b',
    'a&b=c',
    '100%',
    '#x',
    'æøå ÆØÅ',
    'e\u0301',
    '\u00a0x\u00a0',
    '?',
    '/',
    '😀',
    'null',
  ),
);

const sortedUnique = (values: readonly string[]): string[] => [...new Set(values)].sort();

const code = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,6}$/);

export const dataThemeValue = fc.oneof(fc.constantFrom(...EU_THEMES), code);
export const formatValue = fc.oneof(
  fc.constantFrom('MEDIA_TYPE text/csv', 'MEDIA_TYPE application/json', 'FILE_TYPE SHP', 'UNKNOWN'),
  trickyText.filter((value) => isValidFilterValue('formats', value)),
);
const slug = fc.stringMatching(/^[a-z0-9æøå]+(?:-[a-z0-9æøå]+){0,3}$/);
export const losValue = fc.array(slug, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));
export const spatialValue = fc.oneof(
  fc.constantFrom('Norge', 'Oslo', 'Tromsø', 'Bærum', 'Ås', 'Møre og Romsdal'),
  trickyText.filter((value) => isValidFilterValue('spatial', value)),
);
export const orgPathValue = fc.oneof(
  fc.constant(NULL_KEY),
  fc
    .tuple(fc.constantFrom(...ORG_KINDS), fc.array(fc.stringMatching(/^\d{9}$/), { maxLength: 3 }))
    .map(([kind, numbers]) => ['', kind, ...numbers].join('/')),
);
/** A relation's target: an http(s) URI (the catalogue's resource URIs and others). */
export const relationValue = fc.oneof(
  fc.constantFrom('https://data.norge.no/concepts/1', 'http://example.org/a?b=c&d=%20'),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);
const days = fc.integer({ min: 1, max: 36_500 });

const list = (value: fc.Arbitrary<string>) => fc.array(value, { maxLength: 4 }).map(sortedUnique);

/** Every value each filter can hold, `null`/empty included. */
export const filterValueArbs: { readonly [K in UrlFilterName]: fc.Arbitrary<SearchFilters[K]> } = {
  dataTheme: list(dataThemeValue),
  formats: list(formatValue),
  losTheme: list(losValue),
  spatial: list(spatialValue),
  openData: fc.constantFrom(null, true, false),
  accessRights: fc.option(fc.constantFrom(...ACCESS_RIGHTS, NULL_KEY), { nil: null }),
  orgPath: fc.option(orgPathValue, { nil: null }),
  provenance: fc.option(fc.constantFrom(...PROVENANCES), { nil: null }),
  lastXDays: fc.option(days, { nil: null }),
  lastXDaysModified: fc.option(days, { nil: null }),
  relations: fc.option(relationValue, { nil: null }),
};

export const filtersArb: fc.Arbitrary<SearchFilters> = fc.record(filterValueArbs);

/** Any valid search state. */
export const stateArb: fc.Arbitrary<SearchState> = fc
  .record({
    scope: fc.constantFrom(...SEARCH_SCOPES),
    q: trickyText.map((text) => text.trim()),
    fields: fc.subarray([...SEARCH_FIELDS], { minLength: 1 }),
    filters: filtersArb,
    sort: fc.constantFrom(...SORT_ORDERS),
    size: fc.constantFrom(...PAGE_SIZES),
  })
  .chain((partial) =>
    fc
      .oneof(
        fc.constant(1),
        fc.integer({ min: 1, max: maxPage(partial.size) }),
        fc.constant(maxPage(partial.size)),
      )
      .map((page): SearchState => ({ ...partial, page })),
  );

/** A preview's resource id: UUIDs and numbers as the catalogue has them, and other printable ids. */
export const previewArb: fc.Arbitrary<string | null> = fc.option(
  fc.oneof(
    fc.uuid(),
    fc.integer({ min: 1, max: 1e9 }).map(String),
    fc.string({ minLength: 1, maxLength: 40 }).filter((id) => /^[^\s\p{Cc}]+$/u.test(id)),
  ),
  { nil: null },
);

/** Embedding options as a host page writes them: mostly none, else any mix of locks, hidden parts and styling. */
export const embedArb: fc.Arbitrary<EmbedOptions> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(NO_EMBED) },
  {
    weight: 3,
    arbitrary: fc.record({
      embed: fc.boolean(),
      locks: filtersArb,
      lockType: fc.option(fc.constantFrom(...RESOURCE_TYPES), { nil: null }),
      hide: fc.subarray([...HIDEABLE_PARTS]),
      linkTarget: fc.option(fc.constantFrom(...LINK_TARGETS), { nil: null }),
      accent: fc.option(
        fc.integer({ min: 0, max: 0xffffff }).map((rgb) => `#${rgb.toString(16).padStart(6, '0')}`),
        { nil: null },
      ),
      parentOrigin: fc.option(
        fc.constantFrom('https://www.kommune.no', 'http://localhost:5173', 'https://portal.example:8443'),
        { nil: null },
      ),
    }),
  },
);

/** Percent-escapes, well-formed or not. */
const percentJunk = fc.constantFrom(
  '%',
  '%2',
  '%ZZ',
  '%E0%A4%A',
  '%C3',
  '%F0%9F',
  '%00',
  '%FF',
  '%2B',
  '%26',
  '%3D',
);
const paramName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...URL_PARAMS) },
  { weight: 2, arbitrary: fc.constantFrom(...EMBED_PARAMS) },
  { weight: 1, arbitrary: fc.constantFrom('Q', 'foo', 'lock.tab', 'lock.', 'lock.q', '') },
  { weight: 1, arbitrary: trickyText },
);
const paramValue = fc.oneof(
  trickyText,
  percentJunk,
  fc.constantFrom('-3', '0', '7', '20', '1e3', '99999999999999999999', 'true', 'maybe', 'nb', 'de', 'null'),
  fc.constantFrom('/STAT', '/STAT/912660680', 'STAT', '/los', 'helse-og-omsorg', 'newest', 'title', 'ENVI'),
  fc.constantFrom(
    '1',
    'tabs,sort',
    'facets,,x',
    '_blank',
    'preview',
    '#1E4D8C',
    '14c',
    'red',
    'https://x.no',
  ),
  fc.constantFrom('https://x.no/', 'javascript:alert(1)', 'datasets', 'concepts'),
  fc.integer({ min: -5, max: 20_000 }).map(String),
);
const rawPair = fc
  .tuple(paramName, paramValue, fc.boolean())
  .map(([name, value, encode]) =>
    encode ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}` : `${name}=${value}`,
  );

/** The pairs of a valid state's canonical query string, reordered, some dropped or repeated. */
const validPairs = fc
  .tuple(stateArb, fc.constantFrom(null, 'nb', 'nn', 'en'), previewArb, embedArb)
  .map(([state, lang, preview, embed]) =>
    serializeSearchUrl(state, lang, preview, null, embed)
      .search.slice(1)
      .split('&')
      .filter((pair) => pair !== ''),
  )
  .chain((pairs) =>
    fc
      .tuple(fc.shuffledSubarray(pairs), fc.subarray(pairs))
      .map(([kept, repeated]) => [...kept, ...repeated]),
  );

/** Query strings: mostly real parameters (valid, repeated, reordered) with junk mixed in, and pure noise. */
export const searchStringArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom('?', '?', '', '??'),
        validPairs,
        fc.array(fc.oneof(rawPair, percentJunk, trickyText), { maxLength: 3 }),
        fc.nat(),
      )
      .map(([prefix, valid, junk, at]) => {
        const parts = [...valid];
        for (const [index, piece] of junk.entries())
          parts.splice((at + index) % (parts.length + 1), 0, piece);
        return prefix + parts.join('&');
      }),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '?', '??'),
        fc.array(fc.oneof(rawPair, percentJunk, trickyText), { maxLength: 8 }),
      )
      .map(([prefix, parts]) => prefix + parts.join('&')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\ud800',
      '?q=\udc00x',
      '?q=%ED%A0%80',
      '?&&&',
      '?=&=',
      '?page=%',
      '?q=%E0%A4%A',
      '?dataTheme=%C3&q=x',
      '?lang=nb&lang=nn',
    ),
  },
);

export const pathnameArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...SEARCH_SCOPES).map((scope) => (scope === 'all' ? '/' : `/${scope}`)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '/datasets/',
      '/concepts//',
      '/Datasets',
      '/data%2Dservices',
      '/%',
      '//x',
      '/all',
      '/%E0%A4%A',
      '/%zz',
      '/%00',
      '//evil.example',
      '/datasets//x',
      '/datasets\\x',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((text) => `/${text}`) },
);
