/**
 * Text matching and scoring (docs/service.md, "Text matching and ranking"), field-centric as the real
 * service's `multi_match` with `operator: and`: a resource matches when every word (the last also as a
 * prefix) occurs in one and the same field variant. A field scores its boost once per word when one of its
 * variants holds every word, nothing otherwise; the title adds 30 when one variant holds the words whole,
 * adjacent and in order.
 */
import type { Bitset } from './bitset';
import type { EngineIndex } from './engineIndex';
import { intersectSorted } from './intersect';
import { row } from './postings';
import { SLOTS, TEXT_FIELDS, type TextField } from './resourceFields';
import type { Scratch } from './scratch';
import {
  addDocsOfUnits,
  docsWithPrefix,
  prefixRange,
  unitsWithPrefix,
  unitsWithToken,
  type FieldIndex,
} from './textIndex';
import type { SearchFieldFlags } from './types';

export const BOOST: Readonly<Record<TextField | 'titlePhrase', number>> = {
  title: 15,
  additionalTitles: 10,
  keyword: 5,
  description: 1,
  titlePhrase: 30,
};

export interface Matches {
  readonly set: Bitset;
  /** How many resources match. */
  readonly count: number;
  /** The same resources, increasing (for a query without words, listed only when first read). */
  readonly docs: Int32Array;
  /** `scores[i]` is the score of `docs[i]`; `null` when the order is by date. */
  readonly scores: Int32Array | null;
}

/** Whether a field is searched: only an explicit `false` drops it. */
export const searches = (fields: SearchFieldFlags, field: TextField): boolean => fields[field] !== false;

/**
 * The units of `field` that hold every word, the last also as a prefix, increasing; `null` when none does.
 * The whole words' posting lists are intersected as lists (shortest first), then checked against the
 * prefix's union: no set over every unit is built for a common word.
 */
function unitsWithAll(field: FieldIndex, words: readonly string[], scratch: Scratch): Int32Array | null {
  const lead: Int32Array[] = [];
  for (const word of words.slice(0, -1)) {
    const postings = unitsWithToken(field, word);
    if (postings.length === 0) return null;
    lead.push(postings);
  }
  const prefixed = unitsWithPrefix(field, words[words.length - 1] ?? '', scratch);
  if (lead.length === 0) {
    const units = scratch.idsOf(prefixed);
    return units.length === 0 ? null : units;
  }
  const common = unitsInAll(lead, scratch);
  let n = 0;
  for (let i = 0; i < common.length; i++) {
    const unit = common[i] ?? 0;
    if (prefixed.has(unit)) common[n++] = unit;
  }
  return n === 0 ? null : common.subarray(0, n);
}

/** The units in every one of `lists` (posting lists, at least one), increasing, in a scratch array. */
function unitsInAll(lists: readonly Int32Array[], scratch: Scratch): Int32Array {
  return intersectSorted(lists, scratch.ints32(Math.min(...lists.map((list) => list.length))));
}

/** The resources of `field` that hold every word in one variant (into a scratch set); `null` when none can. */
function docsWithAll(field: FieldIndex, words: readonly string[], scratch: Scratch): Bitset | null {
  // One word needs no intersection of variants: its resources come straight from its postings.
  if (words.length === 1) return docsWithPrefix(field, words[0] ?? '', scratch.emptySet());
  const units = unitsWithAll(field, words, scratch);
  return units === null ? null : addDocsOfUnits(units, scratch.emptySet());
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
  const matched = scratch.emptySet();
  const perField: { set: Bitset; weight: number }[] = [];
  for (const field of TEXT_FIELDS) {
    if (!searches(fields, field)) continue;
    const docs = docsWithAll(index.fields[field], words, scratch);
    if (docs === null) continue;
    docs.and(candidates);
    matched.or(docs);
    perField.push({ set: docs, weight: BOOST[field] * words.length });
  }
  const docs = scratch.idsOf(matched);
  if (!withScores) return { set: matched, count: docs.length, docs, scores: null };
  if (searches(fields, 'title')) {
    perField.push({
      set: titlePhraseSet(index.fields.title, matched, words, scratch),
      weight: BOOST.titlePhrase,
    });
  }
  const scores = scratch.zeros(docs.length);
  for (const { set, weight } of perField) addWhereIn(scores, docs, set, weight);
  return { set: matched, count: docs.length, docs, scores };
}

/** Adds `weight` to `scores[i]` for each `docs[i]` in `set`; one tight loop per part. */
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
  const [first] = ids;
  if (first === undefined) return scratch.emptySet();
  // One word is a phrase wherever it is a whole token.
  if (ids.length === 1) return addDocsOfUnits(row(title.unitsOfToken, first), scratch.emptySet()).and(within);
  const units = unitsInAll(
    ids.map((id) => row(title.unitsOfToken, id)),
    scratch,
  );
  const sequences = sequencesOf(title);
  const phrase = scratch.emptySet();
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] ?? 0;
    const doc = Math.floor(unit / SLOTS);
    if (within.has(doc) && runAt(row(sequences, unit), ids, null) >= 0) phrase.add(doc);
  }
  return phrase;
}

function sequencesOf(title: FieldIndex) {
  if (title.sequences === null) throw new Error('The title index keeps no token sequences');
  return title.sequences;
}

/**
 * Where `run` starts in `sequence` (adjacent, in order), or -1. With `lastPrefixed`, the run's last token may
 * be any token of that set instead (the last word as a prefix).
 */
function runAt(
  sequence: Int32Array,
  run: readonly number[],
  lastPrefixed: ReadonlySet<number> | null,
): number {
  const last = run.length - 1;
  for (let start = 0; start + run.length <= sequence.length; start++) {
    let k = 0;
    while (k < last && sequence[start + k] === run[k]) k++;
    if (k < last) continue;
    const token = sequence[start + last] ?? -1;
    if (lastPrefixed === null ? token === run[last] : lastPrefixed.has(token)) return start;
  }
  return -1;
}

/**
 * Suggestions: the resources of `candidates` whose title, in one language variant, holds the words as a
 * phrase with the last as a prefix. Scored so that exact phrases (the last word whole) come first.
 */
export function matchTitlePhrasePrefix(
  index: EngineIndex,
  candidates: Bitset,
  words: readonly string[],
  scratch: Scratch,
): Matches {
  const title = index.fields.title;
  const units = unitsWithAll(title, words, scratch);
  const matched = scratch.emptySet();
  const exact = scratch.emptySet();
  if (units !== null) {
    const lead = words.slice(0, -1).map((word) => title.tokens.get(word) ?? -1);
    const lastWord = words[words.length - 1] ?? '';
    const { from, to } = prefixRange(title, lastWord);
    const prefixed = new Set(title.sortedIds.subarray(from, to));
    const whole = title.tokens.get(lastWord) ?? -1;
    const sequences = sequencesOf(title);
    for (const unit of units) {
      const doc = Math.floor(unit / SLOTS);
      if (!candidates.has(doc)) continue;
      const sequence = row(sequences, unit);
      if (runAt(sequence, [...lead, whole], null) >= 0) {
        matched.add(doc);
        exact.add(doc);
      } else if (runAt(sequence, [...lead, -1], prefixed) >= 0) matched.add(doc);
    }
  }
  const docs = scratch.idsOf(matched);
  const scores = scratch.zeros(docs.length);
  addWhereIn(scores, docs, exact, 1);
  return { set: matched, count: docs.length, docs, scores };
}
