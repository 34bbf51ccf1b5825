/**
 * The inverted index of one searched field: token → resources holding it (in any language variant, any
 * keyword), and the vocabulary in code-unit order so a prefix is a binary-searched range of tokens.
 */
import { tokenize } from '../../src/interface/tokenize';
import type { SearchObject } from '../../src/interface/searchObject';
import { Bitset } from './bitset';
import { compareCodeUnits } from './keyIndex';
import { Dictionary, IntBuffer, RowsBuilder, row, transpose, type Rows } from './postings';
import { fieldTexts, type TextField } from './resourceFields';
import type { Scratch } from './scratch';

/** Separates language variants in a title's token sequence, so no phrase spans two of them. */
export const VARIANT_BREAK = -1;

export interface FieldIndex {
  readonly docCount: number;
  readonly tokens: Dictionary;
  /** The vocabulary in code-unit order, and the token id at each position. */
  readonly sortedTokens: readonly string[];
  readonly sortedIds: Int32Array;
  readonly docsOfToken: Rows;
  /** Resource → token ids in text order, variants separated by `VARIANT_BREAK` (built for titles only). */
  readonly sequences: Rows | null;
  /** Unions for prefixes that cover many resources, most recently used last. */
  readonly prefixCache: Map<string, Bitset>;
}

const PREFIX_CACHE_SIZE = 128;

export function buildFieldIndex(
  docs: readonly SearchObject[],
  field: TextField,
  keepSequences: boolean,
): FieldIndex {
  const tokens = new Dictionary();
  const tokensOfDoc = new RowsBuilder();
  const sequences = keepSequences ? new RowsBuilder() : null;
  const lastDocOfToken: number[] = [];
  const distinct: number[] = [];
  const sequence = new IntBuffer();

  docs.forEach((doc, d) => {
    distinct.length = 0;
    sequence.length = 0;
    fieldTexts(doc, field).forEach((text, variant) => {
      if (variant > 0) sequence.push(VARIANT_BREAK);
      for (const token of tokenize(text)) {
        const id = tokens.idOf(token);
        sequence.push(id);
        if (lastDocOfToken[id] !== d) {
          lastDocOfToken[id] = d;
          distinct.push(id);
        }
      }
    });
    tokensOfDoc.addRow(distinct);
    sequences?.addRow(sequence.toArray());
  });

  const order = tokens.values
    .map((_, id) => id)
    .sort((a, b) => compareCodeUnits(tokens.values[a] ?? '', tokens.values[b] ?? ''));
  return {
    docCount: docs.length,
    tokens,
    sortedTokens: order.map((id) => tokens.values[id] ?? ''),
    sortedIds: Int32Array.from(order),
    docsOfToken: transpose(tokensOfDoc.build(), tokens.size),
    sequences: sequences?.build() ?? null,
    prefixCache: new Map(),
  };
}

/** The resources where `word` is a whole token of the field. */
export function docsWithToken(index: FieldIndex, word: string): Int32Array {
  const id = index.tokens.get(word);
  return id === undefined ? new Int32Array(0) : row(index.docsOfToken, id);
}

/**
 * The resources holding a token that starts with `prefix` (the token itself included). Read-only: a large
 * union is kept for the next query, a small one lives in `scratch`.
 */
export function docsWithPrefix(index: FieldIndex, prefix: string, scratch: Scratch): Bitset {
  const cached = index.prefixCache.get(prefix);
  if (cached) {
    index.prefixCache.delete(prefix);
    index.prefixCache.set(prefix, cached);
    return cached;
  }
  const from = lowerBound(index.sortedTokens, prefix);
  // No token holds U+FFFF (not a letter), so every token with the prefix sorts before prefix + U+FFFF.
  const to = lowerBound(index.sortedTokens, `${prefix}\uffff`);
  let postings = 0;
  for (let i = from; i < to; i++) postings += row(index.docsOfToken, index.sortedIds[i] ?? 0).length;
  // Only unions costlier than a cache hit are worth keeping.
  const keep = to - from > 1 && postings > index.docCount >>> 5;
  const union = keep ? Bitset.empty(index.docCount) : scratch.emptySet();
  for (let i = from; i < to; i++) union.addAll(row(index.docsOfToken, index.sortedIds[i] ?? 0));
  if (keep) {
    index.prefixCache.set(prefix, union);
    if (index.prefixCache.size > PREFIX_CACHE_SIZE) {
      const oldest = index.prefixCache.keys().next();
      if (!oldest.done) index.prefixCache.delete(oldest.value);
    }
  }
  return union;
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
