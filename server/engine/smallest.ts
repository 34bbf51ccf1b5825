/**
 * The k smallest of many numbers, in increasing order, without sorting them all: a bounded max-heap of the k
 * smallest so far (n log k, and most values only compared with the heap's top), then a sort of those k.
 * A page of 10 among 12 000 matches costs a pass instead of a sort of 12 000. Pure.
 */

/** The `k` smallest of `values`, increasing, in `heap`'s first elements (`heap` holds at least `k`). */
export function smallestSorted(values: Float64Array, k: number, heap: Float64Array): Float64Array {
  const size = Math.min(k, values.length);
  if (size <= 0) return heap.subarray(0, 0);
  const top = heap.subarray(0, size);
  top.set(values.subarray(0, size));
  for (let i = (size >>> 1) - 1; i >= 0; i--) siftDown(top, i, top[i] ?? 0);
  for (let i = size; i < values.length; i++) {
    const value = values[i] ?? 0;
    if (value < (top[0] ?? 0)) siftDown(top, 0, value);
  }
  return top.sort();
}

/** Puts `value` at `at` and moves it down until each parent is at least its children. */
function siftDown(heap: Float64Array, at: number, value: number): void {
  const n = heap.length;
  let i = at;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= n) break;
    const right = child + 1;
    if (right < n && (heap[right] ?? 0) > (heap[child] ?? 0)) child = right;
    const larger = heap[child] ?? 0;
    if (larger <= value) break;
    heap[i] = larger;
    i = child;
  }
  heap[i] = value;
}
