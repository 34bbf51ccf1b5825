/**
 * Text matching and scoring (local-service.md, "Text matching and ranking"): a word occurs in a field when a
 * token equals it, the last word also when it is a token's prefix; a resource matches when every word occurs
 * in a searched field; each (word, field) occurrence scores once, plus the title phrase bonus.
 */
import type { Bitset } from './bitset';
import type { EngineIndex } from './engineIndex';
import { row } from './postings';
import type { TextField } from './resourceFields';
import type { Scratch } from './scratch';
import { docsWithPrefix, docsWithToken, type FieldIndex } from './textIndex';
import type { SearchFieldFlags } from './types';

export const BOOST: Readonly<Record<TextField | 'titlePhrase', number>> = {
  title: 15,
  keyword: 5,
  description: 1,
  titlePhrase: 30,
};

const FIELD_ORDER: readonly TextField[] = ['title', 'keyword', 'description'];

export interface Matches {
  readonly set: Bitset;
  /** The same resources, increasing. */
  readonly docs: Int32Array;
  /** `scores[i]` is the score of `docs[i]`; `null` when the order is by date. */
  readonly scores: Int32Array | null;
}

/** The resources of `candidates` that match every word; scored when `withScores`. */
export function matchWords(
  index: EngineIndex,
  candidates: Bitset,
  words: readonly string[],
  fields: SearchFieldFlags,
  withScores: boolean,
  scratch: Scratch,
): Matches {
  const searched = FIELD_ORDER.filter((field) => fields[field]);
  const last = words.length - 1;
  // For each word, where it occurs in each searched field, and what that occurrence is worth.
  const occurs = words.map((word, w) =>
    searched.map((field) => {
      const fieldIndex = index.fields[field];
      const set =
        w === last
          ? docsWithPrefix(fieldIndex, word, scratch)
          : scratch.setOf(docsWithToken(fieldIndex, word));
      return { set, weight: BOOST[field] };
    }),
  );

  const matched = scratch.copyOf(candidates);
  for (const perField of occurs) {
    const anyField = scratch.emptySet();
    for (const { set } of perField) anyField.or(set);
    matched.and(anyField);
  }
  const docs = scratch.idsOf(matched);
  if (!withScores) return { set: matched, docs, scores: null };
  const phrase = fields.title ? titlePhraseSet(index.fields.title, matched, words, scratch) : null;
  const parts = occurs.flat();
  if (phrase) parts.push({ set: phrase, weight: BOOST.titlePhrase });
  const scores = scratch.zeros(docs.length);
  for (const { set, weight } of parts) addWhereIn(scores, docs, set, weight);
  return { set: matched, docs, scores };
}

/** Adds `weight` to `scores[i]` for each `docs[i]` in `set`; one tight loop per (word, field). */
function addWhereIn(scores: Int32Array, docs: Int32Array, set: Bitset, weight: number): void {
  const bits = set.words;
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] ?? 0;
    if (((bits[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0) scores[i] = (scores[i] ?? 0) + weight;
  }
}

/** The resources of `within` whose title, in one language variant, holds the words whole, adjacent, in order. */
function titlePhraseSet(
  title: FieldIndex,
  within: Bitset,
  words: readonly string[],
  scratch: Scratch,
): Bitset {
  const ids: number[] = [];
  for (const word of words) {
    const id = title.tokens.get(word);
    if (id === undefined) return scratch.emptySet();
    ids.push(id);
  }
  const holdsAll = scratch.copyOf(within);
  for (const word of words) holdsAll.and(scratch.setOf(docsWithToken(title, word)));
  if (ids.length === 1) return holdsAll;

  const sequences = title.sequences;
  if (sequences === null) throw new Error('The title index keeps no token sequences');
  const phrase = scratch.emptySet();
  for (const doc of scratch.idsOf(holdsAll)) {
    if (containsRun(row(sequences, doc), ids)) phrase.add(doc);
  }
  return phrase;
}

function containsRun(sequence: Int32Array, run: readonly number[]): boolean {
  const first = run[0];
  for (let start = 0; start + run.length <= sequence.length; start++) {
    if (sequence[start] !== first) continue;
    let k = 1;
    while (k < run.length && sequence[start + k] === run[k]) k++;
    if (k === run.length) return true;
  }
  return false;
}
