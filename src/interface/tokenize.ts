/**
 * The interface's text analysis, shared by the local service (matching, ranking) and the app (highlighting),
 * so both agree on what a word is: lower-cased runs of Unicode letters and digits, no stemming.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** The tokens of a text, in order, duplicates kept. NFC first, so a decomposed "å" stays one letter. */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

/** The query words of a query: its tokens with duplicates removed, order kept. */
export function queryWords(query: string | null | undefined): string[] {
  return query ? [...new Set(tokenize(query))] : [];
}
