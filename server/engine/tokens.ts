/**
 * Tokenising the catalogue for the index, fast: the same tokens as the interface's `tokenize` (a property
 * test holds them equal), with the Unicode normalisation skipped for text that cannot change under it, and
 * each short text (titles, keywords, labels shared by many resources) tokenised once per field.
 */
import { tokenize } from '../../src/interface/tokenize';
import type { Dictionary } from './postings';

const WORD = /[\p{L}\p{N}]+/gu;
/** Below U+0300 every character is already NFC and none combines with a neighbour (surrogates are above). */
const MAY_CHANGE_UNDER_NFC = /[\u0300-\uffff]/;

/** `tokenize(text)`, without normalising text that NFC leaves as it is. */
export function indexTokens(text: string): string[] {
  if (MAY_CHANGE_UNDER_NFC.test(text)) return tokenize(text);
  return text.toLowerCase().match(WORD) ?? [];
}

/** Texts up to this length are remembered: they are the ones many resources share. */
const CACHED_LENGTH = 160;
const NO_IDS = new Int32Array(0);

/** Token ids of texts in one dictionary, remembering short texts. */
export class TokenCache {
  private readonly known = new Map<string, Int32Array>();

  ids(text: string, dictionary: Dictionary): Int32Array {
    const cached = this.known.get(text);
    if (cached !== undefined) return cached;
    const tokens = indexTokens(text);
    const ids = tokens.length === 0 ? NO_IDS : new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) ids[i] = dictionary.idOf(tokens[i] ?? '');
    if (text.length <= CACHED_LENGTH) this.known.set(text, ids);
    return ids;
  }
}
