/**
 * The resources at positions [from, to) of the result order, without sorting strings: by date, the
 * precomputed orders; by relevance, score descending with the date order's rank as the tie-break.
 * Few matches are ranked as numbers; many are placed by one pass over the precomputed order.
 */
import type { SortDirection } from '../../src/interface/vocabulary';
import type { DateOrders } from './dateOrder';
import type { Scratch } from './scratch';
import { smallestSorted } from './smallest';
import type { Matches } from './textMatch';

export interface Window {
  readonly from: number;
  readonly to: number;
}

/**
 * Sorting the matches beats walking the order while they are fewer than this share of the steps the walk takes
 * (the whole order, by date; by relevance, often much less).
 */
const SORT_SHARE = 16;

/**
 * How the window is found; `auto` picks the cheaper one (tests force each to compare them). `scanLookup`: the walk
 * of the date order, each match met finding its score by a binary search.
 */
export type OrderStrategy = 'auto' | 'sort' | 'scan' | 'scanLookup';

export function orderedWindow(
  orders: DateOrders,
  matches: Matches,
  direction: SortDirection,
  window: Window,
  scratch: Scratch,
  strategy: OrderStrategy = 'auto',
): Int32Array {
  const from = Math.min(window.from, matches.count);
  const to = Math.min(window.to, matches.count);
  if (from >= to) return new Int32Array(0);
  const { scores } = matches;
  const sortFew =
    strategy === 'auto' ? matches.count * SORT_SHARE <= orders.desc.length : strategy === 'sort';
  if (scores === null) {
    const [order, rank] = direction === 'ASC' ? [orders.asc, orders.rankAsc] : [orders.desc, orders.rankDesc];
    return sortFew
      ? byRank(matches, 0, rank, order, from, to, scratch)
      : dateWindow(matches, order, from, to);
  }
  const perScore = scoreCounts(scores);
  const best = perScore.length - 1;
  const walk = walkLength(perScore[best] ?? 0, to, orders.desc.length);
  const rankFew = strategy === 'auto' ? matches.count * SORT_SHARE <= walk : strategy === 'sort';
  if (rankFew) return byRank(matches, best, orders.rankDesc, orders.desc, from, to, scratch);
  const lookUp =
    strategy === 'auto' ? fewMet(walk, matches.count, orders.desc.length) : strategy === 'scanLookup';
  return relevanceWindow(matches, scores, perScore, orders, from, to, lookUp, scratch);
}

/**
 * Orders the matches by one number each, (`best` score − score) · n + rank (distinct, as ranks are), keeping
 * only the first `to`; decoded back through `order`.
 */
function byRank(
  matches: Matches,
  best: number,
  rank: Int32Array,
  order: Int32Array,
  from: number,
  to: number,
  scratch: Scratch,
): Int32Array {
  const n = order.length;
  const { docs, scores } = matches;
  const keys = scratch.floats64(docs.length);
  for (let i = 0; i < docs.length; i++) {
    keys[i] = (best - (scores?.[i] ?? 0)) * n + (rank[docs[i] ?? 0] ?? 0);
  }
  const first = smallestSorted(keys, to, scratch.floats64(to));
  return Int32Array.from(first.subarray(from, to), (key) => order[key % n] ?? 0);
}

function dateWindow(matches: Matches, order: Int32Array, from: number, to: number): Int32Array {
  const out = new Int32Array(to - from);
  let position = 0;
  for (let i = 0; i < order.length && position < to; i++) {
    const doc = order[i] ?? 0;
    if (!matches.set.has(doc)) continue;
    if (position >= from) out[position - from] = doc;
    position++;
  }
  return out;
}

/**
 * Walks the date order once with the number of matches per score (`perScore`), which gives where each score's
 * run starts: the k-th resource of score s met on the way is at position start[s] + k. With `lookUp` a match
 * met on the way finds its score by a binary search of the matches (when the walk meets few, `fewMet`), else in
 * a score per resource written for every match beforehand: thousands of scattered writes a short walk would
 * mostly not read.
 */
function relevanceWindow(
  matches: Matches,
  scores: Int32Array,
  perScore: Int32Array,
  orders: DateOrders,
  from: number,
  to: number,
  lookUp: boolean,
  scratch: Scratch,
): Int32Array {
  const { docs, set } = matches;
  const best = perScore.length - 1;
  // Written for every match before it is read, so it need not be cleared.
  const scoreOf = lookUp ? null : scratch.ints32(orders.desc.length);
  if (scoreOf !== null) for (let i = 0; i < docs.length; i++) scoreOf[docs[i] ?? 0] = scores[i] ?? 0;
  const next = new Int32Array(best + 1);
  for (let s = best - 1; s >= 0; s--) next[s] = (next[s + 1] ?? 0) + (perScore[s + 1] ?? 0);

  const out = new Int32Array(to - from);
  let placed = 0;
  for (let i = 0; i < orders.desc.length && placed < out.length; i++) {
    const doc = orders.desc[i] ?? 0;
    if (!set.has(doc)) continue;
    const score = (scoreOf === null ? scores[indexOf(docs, doc)] : scoreOf[doc]) ?? 0;
    const position = next[score] ?? 0;
    next[score] = position + 1;
    if (position >= from && position < to) {
      out[position - from] = doc;
      placed++;
    }
  }
  return out;
}

/**
 * Whether a walk of `walk` steps of `n` meets few enough of `m` matches (about walk·m/n) that a binary search
 * for each (log₂ m steps) costs less than writing every match's score.
 */
const fewMet = (walk: number, m: number, n: number): boolean => walk * Math.log2(Math.max(m, 2)) < n;

/** Where `value` is in `sorted` (increasing), which holds it. */
function indexOf(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * About how far `relevanceWindow` walks the date order of `n` resources to fill a window ending at `to`, with `run`
 * matches of the best score: a window within that run (a common word in many titles) is filled after about
 * n·to/run steps; any other needs every match of a better score, which lie anywhere in the order.
 */
const walkLength = (run: number, to: number, n: number): number => (run >= to ? (n * to) / run : n);

/** The number of matches of each score, 0 … the best (the array's last index). */
function scoreCounts(scores: Int32Array): Int32Array {
  let best = 0;
  for (let i = 0; i < scores.length; i++) best = Math.max(best, scores[i] ?? 0);
  const perScore = new Int32Array(best + 1);
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i] ?? 0;
    perScore[score] = (perScore[score] ?? 0) + 1;
  }
  return perScore;
}
