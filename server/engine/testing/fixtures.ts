/** Small builders for the engine's example tests. */
import type { SearchObject } from '../../../src/interface/searchObject';
import { queryWords } from '../../../src/interface/tokenize';
import { Bitset } from '../bitset';
import { engineQuery } from '../defaultQuery';
import { buildEngineIndex } from '../engineIndex';
import { createSearchEngine } from '../searchEngine';
import { Scratch } from '../scratch';
import { matchWords } from '../textMatch';
import type { EngineQuery, SearchEngine, SearchFieldFlags } from '../types';

export const NOW = Date.parse('2026-06-15T12:00:00.000Z');
export const DAY = 86_400_000;

/** An ISO date `days` before NOW. */
export const daysAgo = (days: number): string => new Date(NOW - days * DAY).toISOString();

export function resource(id: string, fields: Partial<SearchObject> = {}): SearchObject {
  // Visible unless `fields` says otherwise: a resource without metadata is hidden.
  return {
    id,
    searchType: 'DATASET',
    uri: `https://example.org/${id}`,
    metadata: { deleted: false },
    ...fields,
  };
}

/** A resource whose only searchable text is a Bokmål title. */
export const titled = (id: string, title: string, fields: Partial<SearchObject> = {}): SearchObject =>
  resource(id, { title: { nb: title }, ...fields });

export function engineOf(resources: readonly SearchObject[]): SearchEngine {
  return createSearchEngine(resources, { now: () => NOW });
}

export function query(over: Partial<EngineQuery> = {}): EngineQuery {
  return engineQuery({ fields: ALL_FIELDS, size: 1000, ...over });
}

/** The ids of the hits, in order. */
export function ids(engine: SearchEngine, over: Partial<EngineQuery> = {}): string[] {
  return engine.search(query(over)).hits.map((hit) => hit.id);
}

const ALL_FIELDS: SearchFieldFlags = {
  title: true,
  description: true,
  keyword: true,
  additionalTitles: true,
};

/** Each matching resource's score, by id (non-matching resources are absent). */
export function scoresOf(
  resources: readonly SearchObject[],
  text: string,
  fields: SearchFieldFlags = ALL_FIELDS,
): Record<string, number> {
  const index = buildEngineIndex(resources);
  const { docs, scores } = matchWords(
    index,
    Bitset.full(index.count),
    queryWords(text),
    fields,
    true,
    new Scratch(index.count),
  );
  const out: Record<string, number> = {};
  docs.forEach((doc, i) => {
    const id = index.docs.at(doc)?.id;
    if (id !== undefined) out[id] = scores?.[i] ?? Number.NaN;
  });
  return out;
}
