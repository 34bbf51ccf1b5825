import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../src/interface/searchObject';
import { buildEngineIndex } from './engineIndex';
import { pack, unpack } from './persist/pack';
import { indexFromSnapshot, snapshotOf } from './persist/snapshot';
import { createSearchEngine, engineOf } from './searchEngine';
import { catalogueArb, queryArb } from './testing/arbitraries';
import { NOW } from './testing/fixtures';
import type { EngineJsonResult, SearchEngine } from './types';

const options = { now: () => NOW };

function persistedEngine(catalogue: readonly SearchObject[]): SearchEngine {
  const bytes = Buffer.concat(pack(snapshotOf(buildEngineIndex(catalogue))));
  return engineOf(indexFromSnapshot(unpack(bytes)), options);
}

/** The hits' texts as one JSON array, and their announced length. */
function texts(result: EngineJsonResult): { array: string; bytes: number } {
  const parts = Array.from({ length: result.hits.length }, (_, i) => result.hits.json(i).toString('utf8'));
  return { array: `[${parts.join(',')}]`, bytes: result.hits.byteLength };
}

describe('searchJson', () => {
  it('gives, from a built index and from one read back from the cache, the hits search gives, as JSON', () => {
    fc.assert(
      fc.property(
        catalogueArb(),
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        (catalogue, queries) => {
          const built = createSearchEngine(catalogue, options);
          const read = persistedEngine(catalogue);
          for (const query of queries) {
            const expected = built.search(query);
            for (const engine of [built, read]) {
              const json = engine.searchJson(query);
              const { array, bytes } = texts(json);
              expect(array).toBe(JSON.stringify(expected.hits));
              expect(bytes).toBe(
                expected.hits.reduce((sum, hit) => sum + Buffer.byteLength(JSON.stringify(hit)), 0),
              );
              expect({ aggregations: json.aggregations, page: json.page }).toEqual({
                aggregations: expected.aggregations,
                page: expected.page,
              });
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
