/**
 * The inverted index of one searched field over its *field variants* (the field in one language: `title.nb`,
 * all keywords in `en` together, …). Variant `slot` of resource `doc` is unit `doc * SLOTS + slot`, so a word's
 * units are one posting list and "every word in one variant" is an AND of unit sets. The vocabulary is kept in
 * code-unit order so that a prefix is a binary-searched range of tokens.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { Bitset } from './bitset';
import { compareCodeUnits } from './keyIndex';
import { BuildBuffers, Dictionary, IntBuffer, RowsBuilder, row, transpose, type Rows } from './postings';
import { fieldTexts, LANGUAGES, SLOTS, type TextField } from './resourceFields';
import type { Scratch } from './scratch';
import { TokenCache } from './tokens';

export interface FieldIndex {
  readonly docCount: number;
  /** `docCount * SLOTS`: the size of every unit set. */
  readonly unitCount: number;
  readonly tokens: Dictionary;
  /** The vocabulary in code-unit order, and the token id at each position. */
  readonly sortedTokens: readonly string[];
  readonly sortedIds: Int32Array;
  /** Token id → the units holding it, increasing. */
  readonly unitsOfToken: Rows;
  /** Unit → token ids in text order (built for titles only, for the phrase rules). */
  readonly sequences: Rows | null;
  /** Unions for prefixes that cover many units, most recently used last. */
  readonly prefixCache: Map<string, PrefixUnion>;
}

/** A prefix's kept union: its units, and (once a one-word search asked for them) their resources. */
export interface PrefixUnion {
  readonly units: Bitset;
  docs: Bitset | null;
}

const PREFIX_CACHE_SIZE = 128;

export function buildFieldIndex(
  docs: readonly SearchObject[],
  field: TextField,
  keepSequences: boolean,
  buffers = new BuildBuffers(),
): FieldIndex {
  // Token ids belong to this field's dictionary, so the cache is this field's too.
  const cache = new TokenCache();
  const tokens = new Dictionary();
  // Unit → tokens, only to be transposed: in the shared buffers.
  buffers.reset();
  const { items, offsets } = buffers;
  const sequences = keepSequences ? new RowsBuilder() : null;
  // The last unit each token was seen in, so a unit lists a token once.
  let lastUnitOfToken = new Int32Array(1024).fill(-1);
  const distinct = new IntBuffer();
  const sequence = new IntBuffer();

  for (let d = 0; d < docs.length; d++) {
    const texts = fieldTexts(docs[d] as SearchObject, field);
    for (let slot = 0; slot < SLOTS; slot++) {
      const unit = d * SLOTS + slot;
      const lang = LANGUAGES[slot] ?? 'nb';
      distinct.length = 0;
      sequence.length = 0;
      for (const text of texts) {
        const value = text?.[lang];
        if (typeof value === 'string' && value !== '') cache.appendIds(value, tokens, sequence);
      }
      for (let i = 0; i < sequence.length; i++) {
        const id = sequence.at(i);
        if (id >= lastUnitOfToken.length) {
          const grown = new Int32Array(Math.max(id + 1, lastUnitOfToken.length * 2)).fill(-1);
          grown.set(lastUnitOfToken);
          lastUnitOfToken = grown;
        }
        if (lastUnitOfToken[id] !== unit) {
          lastUnitOfToken[id] = unit;
          distinct.push(id);
        }
      }
      items.pushFrom(distinct);
      offsets.push(items.length);
      sequences?.addRowFrom(sequence);
    }
  }

  const order = Int32Array.from(tokens.values, (_, id) => id).sort((a, b) =>
    compareCodeUnits(tokens.values[a] ?? '', tokens.values[b] ?? ''),
  );
  return {
    docCount: docs.length,
    unitCount: docs.length * SLOTS,
    tokens,
    sortedTokens: Array.from(order, (id) => tokens.values[id] ?? ''),
    sortedIds: order,
    unitsOfToken: transpose(buffers.rows(), tokens.size),
    sequences: sequences?.build() ?? null,
    prefixCache: new Map(),
  };
}

/** The units where `word` is a whole token of the field. */
export function unitsWithToken(index: FieldIndex, word: string): Int32Array {
  const id = index.tokens.get(word);
  return id === undefined ? new Int32Array(0) : row(index.unitsOfToken, id);
}

/** The positions in `sortedIds` of the tokens that start with `prefix` (the token itself included). */
export function prefixRange(index: FieldIndex, prefix: string): { from: number; to: number } {
  // No token holds U+FFFF (not a letter), so every token with the prefix sorts before prefix + U+FFFF.
  return {
    from: lowerBound(index.sortedTokens, prefix),
    to: lowerBound(index.sortedTokens, `${prefix}\uffff`),
  };
}

/**
 * The units holding a token that starts with `prefix`. Read-only: a large union is kept for the next query,
 * a small one lives in `scratch`.
 */
export function unitsWithPrefix(index: FieldIndex, prefix: string, scratch: Scratch): Bitset {
  const { from, to } = prefixRange(index, prefix);
  const kept = keptUnion(index, prefix, from, to);
  if (kept) return kept.units;
  const union = scratch.emptySet(index.unitCount);
  for (let i = from; i < to; i++) union.addAll(row(index.unitsOfToken, index.sortedIds[i] ?? 0));
  return union;
}

/**
 * The resources with a unit holding a token that starts with `prefix`, written into `docs` (an empty set
 * over resources); `null` when no token does. A union worth keeping keeps its resources too (a one-word
 * search of a common word copies them instead of folding units again); a smaller one is read straight
 * from the postings, without a set of units to clear, fill and fold.
 */
export function docsWithPrefix(index: FieldIndex, prefix: string, docs: Bitset): Bitset | null {
  const { from, to } = prefixRange(index, prefix);
  if (from >= to) return null;
  const kept = keptUnion(index, prefix, from, to);
  if (kept) {
    kept.docs ??= unitsToDocs(kept.units, Bitset.empty(index.docCount));
    docs.words.set(kept.docs.words);
    return docs;
  }
  for (let i = from; i < to; i++) addDocsOfUnits(row(index.unitsOfToken, index.sortedIds[i] ?? 0), docs);
  return docs;
}

/** Adds to `docs` the resource of each unit in `units`. */
export function addDocsOfUnits(units: Int32Array, docs: Bitset): Bitset {
  const words = docs.words;
  for (let i = 0; i < units.length; i++) {
    const doc = Math.floor((units[i] ?? 0) / SLOTS);
    words[doc >>> 5] = (words[doc >>> 5] ?? 0) | (1 << (doc & 31));
  }
  return docs;
}

/**
 * The kept union of the tokens at `from … to-1` (those of `prefix`), marked as the most recently used, or made
 * and kept now when it is worth keeping; `undefined` for a union too small to keep.
 */
function keptUnion(index: FieldIndex, prefix: string, from: number, to: number): PrefixUnion | undefined {
  const cached = index.prefixCache.get(prefix);
  if (cached) {
    index.prefixCache.delete(prefix);
    index.prefixCache.set(prefix, cached);
    return cached;
  }
  if (!worthKeeping(index, from, to)) return undefined;
  const units = Bitset.empty(index.unitCount);
  for (let i = from; i < to; i++) units.addAll(row(index.unitsOfToken, index.sortedIds[i] ?? 0));
  const union: PrefixUnion = { units, docs: null };
  index.prefixCache.set(prefix, union);
  if (index.prefixCache.size > PREFIX_CACHE_SIZE) {
    const oldest = index.prefixCache.keys().next();
    if (!oldest.done) index.prefixCache.delete(oldest.value);
  }
  return union;
}

/** Whether the union of the tokens at `from … to-1` is worth keeping: several tokens, many units. */
function worthKeeping(index: FieldIndex, from: number, to: number): boolean {
  if (to - from <= 1) return false;
  let postings = 0;
  for (let i = from; i < to; i++) postings += row(index.unitsOfToken, index.sortedIds[i] ?? 0).length;
  return postings > index.unitCount >>> 5;
}

/**
 * The resources with at least one unit in `units`, written into `docs` (a set over resources). Each 32-bit
 * word of units covers 8 resources, 4 bits each: the nibbles are folded and gathered into one byte.
 */
export function unitsToDocs(units: Bitset, docs: Bitset): Bitset {
  const from = units.words;
  const to = docs.words;
  to.fill(0);
  for (let i = 0; i < from.length; i++) {
    const v = from[i] ?? 0;
    if (v === 0) continue;
    let x = (v | (v >>> 1) | (v >>> 2) | (v >>> 3)) & 0x11111111;
    x = (x | (x >>> 3)) & 0x03030303;
    x = (x | (x >>> 6)) & 0x000f000f;
    x = (x | (x >>> 12)) & 0xff;
    const w = i >>> 2;
    to[w] = (to[w] ?? 0) | (x << ((i & 3) * 8));
  }
  return docs;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? '') < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
