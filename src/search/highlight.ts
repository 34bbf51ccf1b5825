/**
 * Client-side highlighting of query words (the service returns no highlights). A word of the text is
 * marked by the service's own rule (`tokenize`): it equals a query word, or, for the last query word
 * only, starts with it.
 */
import { queryWords, tokenize } from '../interface/tokenize';

/** A piece of the text; the pieces cover the text in order, so joining them gives it back. */
export interface HighlightSegment {
  readonly text: string;
  readonly match: boolean;
}

/** A run of letters and digits, each with its combining marks (a decomposed "å" is one letter). */
const WORD_RUN = /(?:[\p{L}\p{N}]\p{M}*)+/gu;

function push(segments: HighlightSegment[], text: string, match: boolean): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last && !last.match && !match) segments[segments.length - 1] = { text: last.text + text, match };
  else segments.push({ text, match });
}

/**
 * Splits `text` into matching and non-matching segments for the query words `words` (as from
 * `queryWords(q)`; they are re-tokenized, so raw words work too). Adjacent matches stay separate segments.
 */
export function highlight(text: string, words: readonly string[]): HighlightSegment[] {
  const normalized = queryWords(words.join(' '));
  if (normalized.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const exact = new Set(normalized);
  const prefix = normalized[normalized.length - 1] ?? '';
  const matches = (token: string) => exact.has(token) || token.startsWith(prefix);

  const segments: HighlightSegment[] = [];
  let position = 0;
  for (const run of text.matchAll(WORD_RUN)) {
    const start = run.index;
    const word = run[0];
    // Text with stray combining marks can tokenize a run into several tokens; any of them counts.
    const match = tokenize(word).some(matches);
    push(segments, text.slice(position, start), false);
    push(segments, word, match);
    position = start + word.length;
  }
  push(segments, text.slice(position), false);
  return segments;
}

/** Whether any segment matches: the text contains a query word. */
export function hasMatch(segments: readonly HighlightSegment[]): boolean {
  return segments.some((segment) => segment.match);
}
