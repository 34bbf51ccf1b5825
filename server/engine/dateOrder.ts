/**
 * The date orders, computed once: no query ever sorts by date or compares ids. Resources without a (readable)
 * date come last in both directions (Elasticsearch's `missing: _last`); ties go to the smaller id.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { compareCodeUnits } from './keyIndex';

export interface DateOrders {
  /** First harvested, newest first, then id ascending. */
  readonly desc: Int32Array;
  /** First harvested, oldest first, then id ascending. */
  readonly asc: Int32Array;
  /** Each resource's position in `desc`: the relevance order's tie-break as one integer. */
  readonly rankDesc: Int32Array;
  /** Each resource's position in `asc`. */
  readonly rankAsc: Int32Array;
}

/** Resources by one date, newest first, with the dates alongside, so "since" is a binary search. */
export interface DateColumn {
  readonly docs: Int32Array;
  readonly times: Float64Array;
}

export function buildDateOrders(docs: readonly SearchObject[], harvested: Float64Array): DateOrders {
  const ids = docs.map((doc) => doc.id);
  const byId = (a: number, b: number) => compareCodeUnits(ids[a] ?? '', ids[b] ?? '');
  const time = (d: number) => harvested[d] ?? Number.NEGATIVE_INFINITY;
  const all = docs.map((_, d) => d);
  const desc = Int32Array.from([...all].sort((a, b) => compareTimes(time(b), time(a)) || byId(a, b)));
  // Missing dates (-Infinity) sort last ascending too.
  const ascTime = (d: number) => (time(d) === Number.NEGATIVE_INFINITY ? Number.POSITIVE_INFINITY : time(d));
  const asc = Int32Array.from(all.sort((a, b) => compareTimes(ascTime(a), ascTime(b)) || byId(a, b)));
  return { desc, asc, rankDesc: ranks(desc), rankAsc: ranks(asc) };
}

function ranks(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((doc, position) => {
    rank[doc] = position;
  });
  return rank;
}

export function buildDateColumn(times: Float64Array): DateColumn {
  const docs = Int32Array.from(times, (_, d) => d).sort((a, b) => compareTimes(times[b] ?? 0, times[a] ?? 0));
  return { docs, times: Float64Array.from(docs, (d) => times[d] ?? Number.NEGATIVE_INFINITY) };
}

/** The resources dated at or after `cutoff`. */
export function docsSince(column: DateColumn, cutoff: number): Int32Array {
  let lo = 0;
  let hi = column.times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((column.times[mid] ?? Number.NEGATIVE_INFINITY) >= cutoff) lo = mid + 1;
    else hi = mid;
  }
  return column.docs.subarray(0, lo);
}

/** Compares two times where `-Infinity` stands for "no date" (a plain subtraction would give NaN). */
function compareTimes(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
