/**
 * `GET /suggestions?q=[&org=][&profile=TRANSPORT]`: the query string validated as the real service does
 * (`q` required and not blank), and the engine's matches cut down to a suggestion.
 */
import type { SearchObject, Suggestion } from '../../src/interface/searchObject';
import { MAX_SUGGESTIONS, type SearchType } from '../../src/interface/vocabulary';
import type { SearchEngine } from '../engine/types';
import type { FieldError } from './problem';

export interface SuggestionRequest {
  text: string;
  /** Only titles published by this organisation (its `organization.id`). */
  org: string | null;
  /** `profile=TRANSPORT`: only resources related to the transport portal. */
  transportOnly: boolean;
}

export type SuggestionQuery = ({ ok: true } & SuggestionRequest) | { ok: false; errors: FieldError[] };

/** A parameter given at most once: its value, `undefined` when absent, `null` when repeated. */
function single(query: unknown, name: string): string | undefined | null {
  if (typeof query !== 'object' || query === null || !Object.hasOwn(query, name)) return undefined;
  const value: unknown = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export function parseSuggestionQuery(query: unknown): SuggestionQuery {
  const errors: FieldError[] = [];
  const q = single(query, 'q');
  const org = single(query, 'org');
  const profile = single(query, 'profile');
  if (q === undefined || (q !== null && q.trim() === '')) {
    errors.push({ path: 'q', message: 'is required and may not be blank' });
  }
  if (q === null) errors.push({ path: 'q', message: 'must be given once' });
  if (org === null) errors.push({ path: 'org', message: 'must be given once' });
  if (org !== undefined && org !== null && org.trim() === '') {
    errors.push({ path: 'org', message: 'must be an organisation id' });
  }
  if (profile === null || (profile !== undefined && profile !== 'TRANSPORT')) {
    errors.push({ path: 'profile', message: 'must be TRANSPORT' });
  }
  if (errors.length > 0 || typeof q !== 'string') return { ok: false, errors };
  return {
    ok: true,
    text: q,
    org: typeof org === 'string' ? org.trim() : null,
    transportOnly: profile === 'TRANSPORT',
  };
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
  request: SuggestionRequest,
): { suggestions: Suggestion[] } {
  const options = {
    ...(request.org === null ? {} : { org: request.org }),
    ...(request.transportOnly ? { transportOnly: true } : {}),
  };
  return { suggestions: engine.suggest(types, request.text, MAX_SUGGESTIONS, options).map(toSuggestion) };
}
