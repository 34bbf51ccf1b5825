import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SearchResponse } from '../searchObject';
import { AGGREGATIONS, SEARCH_TYPES } from '../vocabulary';
import { readSearchResponse } from './readSearchResponse';

/** `null`, a value, or (through `requiredKeys`) absent: every optional field of the wire schema. */
const nullish = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const text = nullish(fc.string({ maxLength: 8 }));
const list = <T>(arb: fc.Arbitrary<T>) => nullish(fc.array(arb, { maxLength: 3 }));

/** Unknown fields (which the schema lets through), never shadowing a known one. */
const extras = (known: readonly string[]) =>
  fc.dictionary(
    fc.string({ maxLength: 6 }).filter((key) => !known.includes(key)),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 2 },
  );

function loose<T extends Record<string, unknown>>(
  fields: { [K in keyof T]: fc.Arbitrary<T[K]> },
  required: readonly (keyof T & string)[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.record(fields, { requiredKeys: [...required] }), extras(Object.keys(fields)))
    .map(([known, unknown]) => ({ ...unknown, ...known }));
}

const localized = loose({ nb: text, nn: text, no: text, en: text });
const organization = loose({ id: text, uri: text, orgPath: text, name: text, prefLabel: nullish(localized) });
const coded = loose({ uri: text, code: text, prefLabel: nullish(localized) });

const validHit = loose(
  {
    id: fc.string({ maxLength: 8 }),
    searchType: fc.oneof(fc.constantFrom(...SEARCH_TYPES), fc.string({ maxLength: 8 })),
    uri: text,
    title: nullish(localized),
    description: nullish(localized),
    keyword: list(localized),
    organization: nullish(organization),
    catalog: nullish(
      loose({
        id: text,
        uri: text,
        title: nullish(localized),
        description: nullish(localized),
        publisher: nullish(organization),
      }),
    ),
    accessRights: nullish(coded),
    isOpenData: nullish(fc.boolean()),
    dataTheme: list(loose({ code: text, title: nullish(localized) })),
    losTheme: list(loose({ name: nullish(localized), losPaths: list(fc.string({ maxLength: 8 })) })),
    spatial: list(coded),
    provenance: nullish(coded),
    fdkFormatPrefixed: list(fc.string({ maxLength: 8 })),
    metadata: nullish(
      loose({
        firstHarvested: text,
        modified: text,
        deleted: nullish(fc.boolean()),
        timestamp: nullish(fc.integer()),
      }),
    ),
    relations: list(loose({ uri: fc.string({ maxLength: 8 }), type: text }, ['uri'])),
    specializedType: text,
    isAuthoritative: nullish(fc.boolean()),
    isRelatedToTransportportal: nullish(fc.boolean()),
  },
  ['id', 'searchType'],
);

const bucket = fc.record({ key: fc.string({ maxLength: 8 }), count: fc.integer({ min: 0, max: 1e6 }) });
const aggregations = fc
  .tuple(
    fc.record(Object.fromEntries(AGGREGATIONS.map((name) => [name, fc.array(bucket, { maxLength: 4 })])), {
      requiredKeys: [],
    }),
    extras(AGGREGATIONS),
  )
  .map(([known, unknown]) => ({ ...unknown, ...known }));
const count = fc.integer({ min: 0, max: 10_000 });

/** Any answer the strict schema accepts, as JSON would deliver it. */
const validResponse = loose(
  {
    hits: fc.array(validHit, { maxLength: 3 }),
    aggregations,
    page: fc.record({ currentPage: count, size: count, totalElements: count, totalPages: count }),
  },
  ['hits', 'aggregations', 'page'],
).map((response) => JSON.parse(JSON.stringify(response)) as unknown);

const context = fc.record(
  { page: fc.integer({ min: 0, max: 50 }), size: fc.integer({ min: 0, max: 100 }) },
  { requiredKeys: [] },
);

type Path = readonly (string | number)[];

/** Every place in a JSON value that a corruption can hit, the root included. */
function paths(value: unknown, at: Path = []): Path[] {
  const found: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, index) => found.push(...paths(item, [...at, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...at, key]));
  }
  return found;
}

const DELETE = Symbol('delete');
/** A JSON value, or the marker for "remove this place". */
type Replacement = { readonly json: unknown } | typeof DELETE;

/** A copy of `value` with the place at `path` replaced (or deleted). */
function corrupt(value: unknown, path: Path, replacement: Replacement): unknown {
  if (path.length === 0) return replacement === DELETE ? undefined : replacement.json;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy: unknown[] = [...(value as unknown[])];
    if (rest.length === 0 && replacement === DELETE) copy.splice(head, 1);
    else copy[head] = corrupt(copy[head], rest, replacement);
    return copy;
  }
  if (typeof value === 'object' && value !== null && typeof head === 'string') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (rest.length === 0 && replacement === DELETE) delete copy[head];
    else copy[head] = corrupt(copy[head], rest, replacement);
    return copy;
  }
  return value;
}

/** What the service's data might hold instead: wrong types, the repairable cases, junk. */
const replacement: fc.Arbitrary<Replacement> = fc.oneof(
  fc.constant(DELETE),
  fc
    .oneof(
      fc.constantFrom(null, 'true', 'false', '12', 'x', 5, 0, -1, 1.5, true, [], {}, [null, 'X'], ['a', 3]),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((json) => ({ json })),
);

const corrupted = fc
  .tuple(validResponse, fc.array(fc.tuple(fc.nat(), replacement), { minLength: 1, maxLength: 6 }))
  .map(([response, corruptions]) =>
    corruptions.reduce((doc: unknown, [index, value]) => {
      const places = paths(doc);
      return corrupt(doc, places[index % places.length] ?? [], value);
    }, response),
  );

/** Generous: generating nested answers is slow on a loaded machine; the runs are fixed, not timed. */
const TIMEOUT_MS = 60_000;

describe('readSearchResponse (properties)', () => {
  it(
    'reads any valid answer exactly as the strict schema does, skipping nothing',
    () => {
      fc.assert(
        fc.property(validResponse, context, (response, asked) => {
          const outcome = readSearchResponse(response, asked);
          expect(outcome.ok).toBe(true);
          if (!outcome.ok) return;
          const { skippedHits, ...rest } = outcome.value;
          expect(skippedHits).toBe(0);
          expect(rest).toEqual(SearchResponse.parse(response));
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'never throws on a corrupted answer, and whatever it returns the strict schema accepts',
    () => {
      fc.assert(
        fc.property(corrupted, context, (response, asked) => {
          const outcome = readSearchResponse(response, asked);
          if (!outcome.ok) {
            expect(outcome.problems.length).toBeGreaterThan(0);
            return;
          }
          const { skippedHits, ...rest } = outcome.value;
          for (const hit of rest.hits) {
            expect(typeof hit.id).toBe('string');
            expect(typeof hit.searchType).toBe('string');
          }
          expect(SearchResponse.safeParse(rest).success).toBe(true);
          const rawHits = (response as { hits: unknown[] }).hits;
          expect(rest.hits.length + skippedHits).toBe(rawHits.length);
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'never throws on anything at all',
    () => {
      fc.assert(
        fc.property(fc.anything({ maxDepth: 3 }), context, (value, asked) => {
          const outcome = readSearchResponse(value, asked);
          expect(typeof outcome.ok).toBe('boolean');
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT_MS,
  );
});
