/** `GET /suggestions?q=`: the query string validated, and the engine's matches cut down to a suggestion. */
import type { SearchObject, Suggestion } from '../../src/interface/searchObject';
import { MAX_SUGGESTIONS, type SearchType } from '../../src/interface/vocabulary';
import type { SearchEngine } from '../engine/types';
import type { FieldError } from './problem';

export type SuggestionQuery = { ok: true; text: string } | { ok: false; errors: FieldError[] };

/** `q` may be absent or empty (no suggestions), but given once. */
export function parseSuggestionQuery(query: unknown): SuggestionQuery {
  const q = typeof query === 'object' && query !== null && 'q' in query ? query.q : undefined;
  if (q === undefined) return { ok: true, text: '' };
  if (typeof q !== 'string') return { ok: false, errors: [{ path: 'q', message: 'must be given once' }] };
  return { ok: true, text: q };
}

export function toSuggestion(hit: SearchObject): Suggestion {
  const { id, searchType, uri, title, description, organization } = hit;
  return {
    id,
    searchType,
    ...(uri == null ? {} : { uri }),
    ...(title == null ? {} : { title }),
    ...(description == null ? {} : { description }),
    ...(organization == null ? {} : { organization }),
  };
}

export function suggest(
  engine: SearchEngine,
  types: readonly SearchType[] | null,
  text: string,
): { suggestions: Suggestion[] } {
  if (text.trim() === '') return { suggestions: [] };
  return { suggestions: engine.suggest(types, text, MAX_SUGGESTIONS).map(toSuggestion) };
}
