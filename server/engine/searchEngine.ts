/**
 * The local search service's engine: an in-memory index built once from the catalogue, answering queries
 * as docs/service.md describes. Over a freshly built index, hits are the catalogue's own objects, never
 * copies; over one read back from the index cache, `search` parses each hit from its JSON text, and
 * `searchJson` (what the HTTP layer sends) hands out the stored text itself.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { queryWords } from '../../src/interface/tokenize';
import type { SearchType } from '../../src/interface/vocabulary';
import { aggregate, facetTableOf } from './aggregate';
import type { Bitset } from './bitset';
import { buildEngineIndex, type EngineIndex } from './engineIndex';
import { filteredSet } from './filters';
import { orderedWindow } from './ordering';
import { pageInfo, pageWindow } from './pagination';
import { Scratch } from './scratch';
import { matchTitlePhrasePrefix, matchWords, type Matches } from './textMatch';
import type {
  EngineJsonResult,
  EngineOptions,
  EngineQuery,
  EngineResult,
  JsonHits,
  SearchEngine,
  SearchFieldFlags,
  SuggestOptions,
} from './types';

export function createSearchEngine(resources: readonly SearchObject[], options: EngineOptions): SearchEngine {
  return engineOf(buildEngineIndex(resources), options);
}

/** The engine over an index already built (or read back from the index cache). */
export function engineOf(index: EngineIndex, options: EngineOptions): SearchEngine {
  // Queries run one at a time, each reusing the previous one's working arrays.
  const scratch = new Scratch(index.count);
  const facetTable = facetTableOf(index);

  /** A query's page as document numbers, with its aggregations and page information. */
  function answer(query: EngineQuery): Omit<EngineResult, 'hits'> & { docs: Int32Array } {
    scratch.reset();
    const candidates = filteredSet(index, query, options.now(), scratch);
    const words = queryWords(query.query);
    const byDate = words.length === 0 || query.sort !== null;
    const matches = matchAll(index, candidates, words, query.fields, !byDate, scratch);
    const window = pageWindow(query.page, query.size);
    const docs = orderedWindow(index.orders, matches, query.sort ?? 'DESC', window, scratch);
    return {
      docs,
      aggregations: aggregate(index, facetTable, matches, scratch),
      page: pageInfo(query.page, query.size, matches.count, docs.length),
    };
  }

  return {
    size: index.count,
    hidden: index.hidden,

    search(query: EngineQuery): EngineResult {
      const { docs, aggregations, page } = answer(query);
      return { hits: resourcesAt(index, docs), aggregations, page };
    },

    searchJson(query: EngineQuery): EngineJsonResult {
      const { docs, aggregations, page } = answer(query);
      return { hits: jsonHits(index, docs), aggregations, page };
    },

    suggest(
      types: readonly SearchType[] | null,
      text: string,
      limit: number,
      narrow: SuggestOptions = {},
    ): SearchObject[] {
      const words = queryWords(text);
      if (words.length === 0 || limit < 1) return [];
      scratch.reset();
      const candidates = filteredSet(
        index,
        { types, filters: {}, transportOnly: narrow.transportOnly, org: narrow.org },
        options.now(),
        scratch,
      );
      const matches = matchTitlePhrasePrefix(index, candidates, words, scratch);
      return resourcesAt(
        index,
        orderedWindow(index.orders, matches, 'DESC', { from: 0, to: limit }, scratch),
      );
    },
  };
}

function matchAll(
  index: EngineIndex,
  candidates: Bitset,
  words: readonly string[],
  fields: SearchFieldFlags,
  withScores: boolean,
  scratch: Scratch,
): Matches {
  if (words.length === 0) return everyOf(candidates, scratch);
  return matchWords(index, candidates, words, fields, withScores, scratch);
}

/**
 * Every resource of `set`, unscored. Their ids are listed only if something reads them: a broad query without
 * words (most of the catalogue) is counted from its complement and paged along the date order.
 */
export function everyOf(set: Bitset, scratch: Scratch): Matches {
  let docs: Int32Array | null = null;
  return {
    set,
    count: set.count(),
    get docs() {
      docs ??= scratch.idsOf(set);
      return docs;
    },
    scores: null,
  };
}

/** The hits' texts, read from the store when asked for: `docs` are in range, the store immutable. */
function jsonHits(index: EngineIndex, docs: Int32Array): JsonHits {
  let byteLength: number | null = null;
  return {
    length: docs.length,
    get byteLength() {
      byteLength ??= docs.reduce((sum, doc) => sum + index.docs.jsonBytes(doc), 0);
      return byteLength;
    },
    json(i) {
      const text = index.docs.json(docs[i] ?? -1);
      if (text === undefined) throw new RangeError(`no hit ${i} in a page of ${docs.length}`);
      return text;
    },
  };
}

function resourcesAt(index: EngineIndex, docs: Int32Array): SearchObject[] {
  const out: SearchObject[] = [];
  for (const doc of docs) {
    const resource = index.docs.at(doc);
    if (resource) out.push(resource);
  }
  return out;
}
