/**
 * The searches a no-results page offers instead of a dead end: each word of a query of several words on its own,
 * for three or more words the query without each word (the service wants every word in one field, so one word
 * missing from the field that holds the others empties the result), all types from a type tab, all fields when
 * the fields are narrowed, and each filter dropped. Pure: the page renders them as links and may count them.
 */
import { queryWords } from '../interface/tokenize';
import type { UrlFilterName } from './state';
import { DEFAULT_SEARCH_STATE, type SearchState } from './state';
import { toSearchRequest } from './request';
import { activeFilters, removeFilterValue, setFields, setQuery, setScope } from './transitions';

export type Alternative =
  /** The query's word `word` on its own. */
  | { readonly kind: 'word'; readonly word: string; readonly state: SearchState }
  /** The query without `word`. */
  | { readonly kind: 'without-word'; readonly word: string; readonly state: SearchState }
  | { readonly kind: 'all-types'; readonly state: SearchState }
  | { readonly kind: 'all-fields'; readonly state: SearchState }
  | {
      readonly kind: 'without-filter';
      readonly filter: UrlFilterName;
      readonly value: string;
      readonly state: SearchState;
    };

/** What the service is asked for a state: two states with the same identity are one search. */
export function searchIdentity(state: SearchState): string {
  return JSON.stringify(toSearchRequest(state));
}

/** The alternatives of a search, in the order offered before any is counted; none equals the search itself. */
export function alternativesOf(state: SearchState): Alternative[] {
  const words = queryWords(state.q);
  const candidates: Alternative[] = [];
  if (words.length >= 2) {
    for (const word of words) candidates.push({ kind: 'word', word, state: setQuery(state, word) });
  }
  if (words.length >= 3) {
    for (const word of words) {
      const rest = words.filter((other) => other !== word).join(' ');
      candidates.push({ kind: 'without-word', word, state: setQuery(state, rest) });
    }
  }
  if (state.scope !== 'all') candidates.push({ kind: 'all-types', state: setScope(state, 'all') });
  if (state.fields.length < DEFAULT_SEARCH_STATE.fields.length) {
    candidates.push({ kind: 'all-fields', state: setFields(state, DEFAULT_SEARCH_STATE.fields) });
  }
  for (const { filter, value } of activeFilters(state)) {
    candidates.push({
      kind: 'without-filter',
      filter,
      value,
      state: removeFilterValue(state, filter, value),
    });
  }
  const seen = new Set([searchIdentity(state)]);
  return candidates.filter((candidate) => {
    const identity = searchIdentity(candidate.state);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/**
 * Best first: the counted ones with results by their count (ties keep their order), then the ones not counted
 * (in their order), then the ones known to find nothing.
 */
export function rankAlternatives<T>(items: readonly T[], countOf: (item: T) => number | undefined): T[] {
  const group = (count: number | undefined) => (count === undefined ? 1 : count > 0 ? 0 : 2);
  return items
    .map((item, index) => ({ item, index, count: countOf(item) }))
    .sort(
      (a, b) =>
        group(a.count) - group(b.count) ||
        (a.count !== undefined && b.count !== undefined ? b.count - a.count : 0) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}
