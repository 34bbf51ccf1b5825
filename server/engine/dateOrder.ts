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
  const desc = Int32Array.from(harvested, (_, d) => d).sort((a, b) => {
    const ta = harvested[a] ?? Number.NEGATIVE_INFINITY;
    const tb = harvested[b] ?? Number.NEGATIVE_INFINITY;
    if (ta !== tb) return ta < tb ? 1 : -1;
    return compareCodeUnits(ids[a] ?? '', ids[b] ?? '');
  });
  const asc = reverseGroups(desc, harvested);
  return { desc, asc, rankDesc: ranks(desc), rankAsc: ranks(asc) };
}

/**
 * The ascending order from the descending one without a second sort: the runs of equal dates in reverse
 * order, each run kept as it is (id ascending), and the undated run (last in `desc`) still last.
 */
function reverseGroups(desc: Int32Array, times: Float64Array): Int32Array {
  const timeAt = (i: number) => times[desc[i] ?? 0] ?? Number.NEGATIVE_INFINITY;
  let dated = desc.length;
  while (dated > 0 && timeAt(dated - 1) === Number.NEGATIVE_INFINITY) dated--;
  const asc = new Int32Array(desc.length);
  let out = 0;
  for (let end = dated; end > 0;) {
    let start = end - 1;
    while (start > 0 && timeAt(start - 1) === timeAt(end - 1)) start--;
    asc.set(desc.subarray(start, end), out);
    out += end - start;
    end = start;
  }
  asc.set(desc.subarray(dated), out);
  return asc;
}

function ranks(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((doc, position) => {
    rank[doc] = position;
  });
  return rank;
}

export function buildDateColumn(times: Float64Array): DateColumn {
  const docs = Int32Array.from(times, (_, d) => d).sort((a, b) => {
    const ta = times[a] ?? 0;
    const tb = times[b] ?? 0;
    return ta === tb ? 0 : ta < tb ? 1 : -1;
  });
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
