import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../../src/interface/searchObject';
import { buildEngineIndex } from '../engineIndex';
import { createSearchEngine, engineOf } from '../searchEngine';
import { catalogueArb, ORG_IDS, queryArb } from '../testing/arbitraries';
import { NOW } from '../testing/fixtures';
import type { SearchEngine } from '../types';
import { pack, unpack } from './pack';
import { indexFromSnapshot, snapshotOf } from './snapshot';

const RUNS = { numRuns: 200 };
const options = { now: () => NOW };

/** The engine over `catalogue`'s index after a trip through the cache's bytes. */
function persistedEngine(catalogue: readonly SearchObject[]): SearchEngine {
  const bytes = Buffer.concat(pack(snapshotOf(buildEngineIndex(catalogue))));
  return engineOf(indexFromSnapshot(unpack(bytes)), options);
}

/** What a client receives: hits as JSON. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('an index read back from the cache', () => {
  it('answers every search as the freshly built one: hits in order, totals, pages, aggregations', () => {
    fc.assert(
      fc.property(
        catalogueArb(),
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        (catalogue, queries) => {
          const built = createSearchEngine(catalogue, options);
          const read = persistedEngine(catalogue);
          expect([read.size, read.hidden]).toEqual([built.size, built.hidden]);
          for (const query of queries) expect(read.search(query)).toEqual(asJson(built.search(query)));
        },
      ),
      RUNS,
    );
  });

  it('suggests as the freshly built one, by type, organisation and profile', () => {
    fc.assert(
      fc.property(
        catalogueArb(),
        queryArb,
        fc.option(fc.constantFrom(...ORG_IDS), { nil: undefined }),
        fc.boolean(),
        fc.integer({ min: 1, max: 10 }),
        (catalogue, query, org, transportOnly, limit) => {
          const narrow = { org, transportOnly };
          const built = createSearchEngine(catalogue, options).suggest(
            query.types,
            query.query,
            limit,
            narrow,
          );
          const read = persistedEngine(catalogue).suggest(query.types, query.query, limit, narrow);
          expect(read).toEqual(asJson(built));
        },
      ),
      RUNS,
    );
  });
});
