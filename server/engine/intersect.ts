/**
 * The ids common to several increasing id lists (posting lists), without a set of the whole id space: the
 * shortest list is checked against each other one by galloping search, so a rare word intersected with a
 * common one costs its own length times a logarithm, not a pass over every unit. Pure.
 */

/** The ids in every list of `lists` (each increasing), increasing; written into `out` (as long as the shortest). */
export function intersectSorted(lists: readonly Int32Array[], out: Int32Array): Int32Array {
  if (lists.length === 0) return out.subarray(0, 0);
  const byLength = [...lists].sort((a, b) => a.length - b.length);
  const shortest = byLength[0] ?? new Int32Array(0);
  let n = shortest.length;
  out.set(shortest);
  for (let l = 1; l < byLength.length && n > 0; l++) n = keepIn(out, n, byLength[l] ?? new Int32Array(0));
  return out.subarray(0, n);
}

/** Keeps, in place, the first `n` ids of `ids` that `list` holds; returns how many are kept. */
function keepIn(ids: Int32Array, n: number, list: Int32Array): number {
  let kept = 0;
  let at = 0;
  for (let i = 0; i < n && at < list.length; i++) {
    const id = ids[i] ?? 0;
    at = gallop(list, id, at);
    if ((list[at] ?? -1) === id) ids[kept++] = id;
  }
  return kept;
}

/** The first position at or after `from` whose value is at least `value` (`list.length` if none). */
export function gallop(list: Int32Array, value: number, from: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < list.length && (list[hi] ?? 0) < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
