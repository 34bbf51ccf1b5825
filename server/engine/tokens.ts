/**
 * Tokenising the catalogue for the index, fast: the same tokens as the interface's `tokenize` (a property
 * test holds them equal). Text whose characters all lie below U+0300 (Norwegian and English text) is already
 * NFC, so it is lower-cased and scanned with a lookup table instead of normalised and matched with a regular
 * expression; anything else goes through `tokenize`. Short texts (titles, keywords, labels shared by many
 * resources) are tokenised once per field.
 */
import { tokenize } from '../../src/interface/tokenize';
import type { Dictionary, IntBuffer } from './postings';

/** Below U+0300 every character is already NFC and none combines with a neighbour (surrogates are above). */
const TABLE_SIZE = 0x300;
/** `IS_WORD[c]`: character c is a letter or digit (`\p{L}\p{N}`), computed from the same class. */
const IS_WORD = Uint8Array.from({ length: TABLE_SIZE }, (_, c) =>
  /[\p{L}\p{N}]/u.test(String.fromCharCode(c)) ? 1 : 0,
);

/** Calls `each` with every token of `text`, in order: `tokenize(text)` without its allocations. */
export function forEachToken(text: string, each: (token: string) => void): void {
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    if (lower.charCodeAt(i) >= TABLE_SIZE) {
      // Outside the table (or lower-casing made a combining mark): the general path.
      for (const token of tokenize(text)) each(token);
      return;
    }
  }
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (IS_WORD[c] === 1) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      each(lower.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) each(lower.slice(start));
}

/** `tokenize(text)`, by `forEachToken`. */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  forEachToken(text, (token) => out.push(token));
  return out;
}

/** Texts up to this length are remembered: they are the ones many resources share. */
const CACHED_LENGTH = 160;

/** Token ids of texts in one dictionary, remembering short texts. */
export class TokenCache {
  private readonly known = new Map<string, Int32Array>();
  private readonly scratch: number[] = [];

  /** Appends the ids of `text`'s tokens to `out`. */
  appendIds(text: string, dictionary: Dictionary, out: IntBuffer): void {
    const cached = this.known.get(text);
    if (cached !== undefined) {
      for (let i = 0; i < cached.length; i++) out.push(cached[i] ?? 0);
      return;
    }
    if (text.length > CACHED_LENGTH) {
      forEachToken(text, (token) => out.push(dictionary.idOf(token)));
      return;
    }
    const ids = this.scratch;
    ids.length = 0;
    forEachToken(text, (token) => ids.push(dictionary.idOf(token)));
    this.known.set(text, Int32Array.from(ids));
    for (const id of ids) out.push(id);
  }
}
