/** The engine query an empty request body maps to; tests and the bench vary it with `engineQuery`. */
import { DEFAULT_API_PAGE_SIZE } from '../../src/interface/vocabulary';
import type { EngineQuery } from './types';

/** Every type, no words, the three default fields, no filter, relevance, the first page of the default size. */
export const DEFAULT_ENGINE_QUERY: EngineQuery = Object.freeze({
  types: null,
  query: '',
  fields: Object.freeze({ title: true, description: true, keyword: true }),
  filters: Object.freeze({}),
  sort: null,
  page: 0,
  size: DEFAULT_API_PAGE_SIZE,
});

/** The default query with some of its parts replaced. */
export function engineQuery(over: Partial<EngineQuery> = {}): EngineQuery {
  return { ...DEFAULT_ENGINE_QUERY, ...over };
}
