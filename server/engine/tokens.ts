/**
 * Tokenising the catalogue for the index, fast: the same tokens as the interface's `tokenize` (a property
 * test holds them equal). Text whose characters all lie below U+0300 (Norwegian and English text) is already
 * NFC, so it is lower-cased and scanned with a lookup table instead of normalised and matched with a regular
 * expression; anything else goes through `tokenize`. Short texts (titles, keywords, labels shared by many
 * resources) are tokenised once per field.
 */
import { tokenize } from '../../src/interface/tokenize';
import { IntBuffer, type Dictionary } from './postings';

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

/**
 * `LOWER[c]`: the lower case of character c when it is one character below the table's end, else `UNSAFE`
 * (İ lower-cases to two characters). Text made only of safe characters (a simple text) tokenises character
 * by character.
 */
const UNSAFE = 0xffff;
const LOWER = Uint16Array.from({ length: TABLE_SIZE }, (_, c) => {
  const lower = String.fromCharCode(c).toLowerCase();
  return lower.length === 1 && lower.charCodeAt(0) < TABLE_SIZE ? lower.charCodeAt(0) : UNSAFE;
});

/**
 * A hash table in front of a dictionary that finds a token's id from its place in a simple text, without
 * cutting the token out: millions of short-lived token strings were most of indexing's garbage.
 */
class TokenTable {
  private ids = new Int32Array(4096).fill(-1);
  private hashes = new Int32Array(4096);
  private used = 0;

  constructor(readonly owner: Dictionary) {}

  /** The id of the lower-cased `text[start … end)`, a token of a simple text. */
  idOf(text: string, start: number, end: number, hash: number): number {
    const dictionary = this.owner;
    const mask = this.ids.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.ids[slot] ?? -1;
      if (id < 0) break;
      if (this.hashes[slot] === hash && sameToken(dictionary.values[id] ?? '', text, start, end)) return id;
    }
    const id = dictionary.idOf(text.slice(start, end).toLowerCase());
    this.insert(id, hash);
    if (++this.used * 2 > this.ids.length) this.grow();
    return id;
  }

  private insert(id: number, hash: number): void {
    const mask = this.ids.length - 1;
    let slot = hash & mask;
    while ((this.ids[slot] ?? -1) >= 0) slot = (slot + 1) & mask;
    this.ids[slot] = id;
    this.hashes[slot] = hash;
  }

  private grow(): void {
    const { ids, hashes } = this;
    this.ids = new Int32Array(ids.length * 2).fill(-1);
    this.hashes = new Int32Array(ids.length * 2);
    for (let slot = 0; slot < ids.length; slot++) {
      const id = ids[slot] ?? -1;
      if (id >= 0) this.insert(id, hashes[slot] ?? 0);
    }
  }
}

function sameToken(token: string, text: string, start: number, end: number): boolean {
  if (token.length !== end - start) return false;
  for (let i = start; i < end; i++) {
    if (token.charCodeAt(i - start) !== LOWER[text.charCodeAt(i)]) return false;
  }
  return true;
}

/**
 * Appends the ids of a simple text's tokens (FNV-1a hashes of their lower-cased characters), in one pass over
 * the text: the tokens' places are noted first and looked up only once the whole text proved simple. Returns
 * false, having appended nothing, for a text that is not simple.
 */
function appendSimple(text: string, table: TokenTable, out: IntBuffer, spans: IntBuffer): boolean {
  spans.length = 0;
  let start = -1;
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    const c = LOWER[text.charCodeAt(i)] ?? UNSAFE;
    if (c === UNSAFE) return false;
    if (IS_WORD[c] === 1) {
      if (start < 0) {
        start = i;
        hash = 0x811c9dc5;
      }
      hash = Math.imul(hash ^ c, 0x01000193);
    } else if (start >= 0) {
      spans.push(start);
      spans.push(i);
      spans.push(hash);
      start = -1;
    }
  }
  if (start >= 0) {
    spans.push(start);
    spans.push(text.length);
    spans.push(hash);
  }
  for (let k = 0; k < spans.length; k += 3) {
    out.push(table.idOf(text, spans.at(k), spans.at(k + 1), spans.at(k + 2)));
  }
  return true;
}

/**
 * Token ids of texts in one dictionary. Simple texts (every character safe) are read in place through a hash
 * table; a cache of texts was slower, its typed arrays and unique titles the garbage it saved.
 */
export class TokenCache {
  private table: TokenTable | null = null;
  private readonly spans = new IntBuffer();

  /** Appends the ids of `text`'s tokens to `out`. */
  appendIds(text: string, dictionary: Dictionary, out: IntBuffer): void {
    if (this.table === null || this.table.owner !== dictionary) this.table = new TokenTable(dictionary);
    if (!appendSimple(text, this.table, out, this.spans)) {
      forEachToken(text, (token) => out.push(dictionary.idOf(token)));
    }
  }
}
