import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../src/interface/searchObject';
import { queryWords } from '../../src/interface/tokenize';
import { AGGREGATIONS, NULL_KEY, type AggregationName } from '../../src/interface/vocabulary';
import { catalogueArb, ORG_IDS, queryArb } from './testing/arbitraries';
import { NOW, engineOf } from './testing/fixtures';
import { passes, referenceScore, referenceSearch, referenceSuggest } from './testing/reference';
import type { EngineQuery, FilterConditions } from './types';

const RUNS = { numRuns: 300 };

/** First harvested in epoch ms, missing or unreadable as the oldest. */
function harvested(hit: SearchObject | undefined): number {
  const time = Date.parse(hit?.metadata?.firstHarvested ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The filters of `query` plus the bucket `key` of aggregation `name`, as the interface's consistency rule adds it. */
function withBucket(filters: FilterConditions, name: AggregationName, key: string): FilterConditions {
  switch (name) {
    case 'openData':
      return { ...filters, openData: key === 'true' };
    case 'accessRights':
    case 'orgPath':
      return { ...filters, [name]: [...(filters[name] ?? []), key === NULL_KEY ? null : key] };
    case 'format':
      return { ...filters, formats: [...(filters.formats ?? []), key] };
    default:
      return { ...filters, [name]: [...(filters[name] ?? []), key] };
  }
}

describe('the engine on random catalogues and queries', () => {
  it('returns what the naive model of the specification returns: hits, order, totals, aggregations', () => {
    fc.assert(
      fc.property(catalogueArb(), queryArb, (catalogue, query) => {
        const result = engineOf(catalogue).search(query);
        const expected = referenceSearch(catalogue, query, NOW);
        expect(result.hits.map((h) => h.id)).toEqual(expected.hits.map((h) => h.id));
        expect(result.page.totalElements).toBe(expected.hits.length);
        expect(result.aggregations).toEqual(expected.aggregations);
        // The hits are the catalogue's own objects, but for concepts without additional titles: copies with `[]`.
        result.hits.forEach((hit, i) => {
          const own = expected.hits[i];
          if (own?.searchType === 'CONCEPT' && !Array.isArray(own.additionalTitles)) {
            expect(hit).toEqual({ ...own, additionalTitles: [] });
          } else expect(hit).toBe(own);
        });
      }),
      RUNS,
    );
  });

  it('holds the consistency rule for every bucket of every aggregation', () => {
    fc.assert(
      fc.property(catalogueArb(), queryArb, (catalogue, query) => {
        const engine = engineOf(catalogue);
        const { aggregations } = engine.search(query);
        expect(Object.keys(aggregations).sort()).toEqual([...AGGREGATIONS].sort());
        for (const name of AGGREGATIONS) {
          for (const { key, count } of aggregations[name]) {
            const narrowed: EngineQuery = {
              ...query,
              filters: withBucket(query.filters, name, key),
              size: 1,
            };
            expect({ name, key, count: engine.search(narrowed).page.totalElements }).toEqual({
              name,
              key,
              count,
            });
          }
        }
      }),
      RUNS,
    );
  });

  it('pages through every hit exactly once, in the order of one big page', () => {
    fc.assert(
      fc.property(catalogueArb(), queryArb, fc.integer({ min: 1, max: 7 }), (catalogue, query, size) => {
        const engine = engineOf(catalogue);
        const all = engine.search(query).hits;
        const pages = Math.ceil(all.length / size);
        const paged = [];
        for (let page = 0; page <= pages; page++) {
          const result = engine.search({ ...query, page, size });
          expect(result.page).toEqual({
            currentPage: page,
            size: result.hits.length,
            totalElements: all.length,
            totalPages: pages,
          });
          expect(result.hits.length).toBe(page < pages ? Math.min(size, all.length - page * size) : 0);
          paged.push(...result.hits);
        }
        expect(paged).toEqual(all);
      }),
      { numRuns: 100 },
    );
  });

  it('returns only resources that satisfy every filter, type and profile condition', () => {
    fc.assert(
      fc.property(catalogueArb(), queryArb, (catalogue, query) => {
        for (const hit of engineOf(catalogue).search(query).hits) expect(passes(hit, query, NOW)).toBe(true);
      }),
      RUNS,
    );
  });

  it('lists relevance hits with non-increasing scores, ties newest first then by id', () => {
    fc.assert(
      fc.property(catalogueArb(), queryArb, (catalogue, raw) => {
        const query = { ...raw, sort: null };
        const words = queryWords(query.query);
        fc.pre(words.length > 0);
        const hits = engineOf(catalogue).search(query).hits;
        const scores = hits.map((hit) => referenceScore(hit, words, query.fields) ?? -1);
        scores.forEach((score, i) => {
          expect(score).toBeGreaterThanOrEqual(0);
          const previous = hits[i - 1];
          if (i === 0 || previous === undefined) return;
          expect(score).toBeLessThanOrEqual(scores[i - 1] ?? 0);
          if (score !== scores[i - 1]) return;
          const [before, after] = [harvested(previous), harvested(hits[i])];
          expect(before).toBeGreaterThanOrEqual(after);
          if (before === after) expect(previous.id < (hits[i]?.id ?? '')).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('suggests what the naive model suggests: title phrases, last word a prefix, by type, organisation and profile', () => {
    fc.assert(
      fc.property(
        catalogueArb(),
        queryArb,
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.constantFrom(...ORG_IDS), { nil: undefined }),
        fc.boolean(),
        (catalogue, query, limit, org, transportOnly) => {
          const narrowing = { org, transportOnly };
          const suggested = engineOf(catalogue).suggest(query.types, query.query, limit, narrowing);
          const expected = referenceSuggest(catalogue, query.types, query.query, limit, narrowing, NOW);
          expect(suggested.map((s) => s.id)).toEqual(expected.map((s) => s.id));
        },
      ),
      RUNS,
    );
  });
});
