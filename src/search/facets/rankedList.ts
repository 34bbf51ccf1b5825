/**
 * A list ranked only as far as it is read: `top(n)` picks and sorts the first n items in one pass over the rest
 * (about one comparison per item), so showing the first 8 of 15 000 values costs no full locale-aware sort. Once
 * a quarter of the list has been asked for, or `all()`, the rest is sorted once. Results are cached.
 */
export class RankedList<T> {
  /** The ranked head, in order. */
  private readonly head: T[] = [];
  /** Everything not in `head`, in no particular order. */
  private rest: T[];
  private everything: readonly T[] | null = null;
  readonly size: number;

  constructor(
    items: readonly T[],
    private readonly compare: (a: T, b: T) => number,
  ) {
    this.rest = [...items];
    this.size = items.length;
  }

  /** The first `n` items in rank order. */
  top(n: number): readonly T[] {
    const wanted = Math.min(Math.max(0, n), this.size);
    if (this.everything !== null) return this.everything.slice(0, wanted);
    if (wanted <= this.head.length) return this.head.slice(0, wanted);
    if (wanted * 4 >= this.size) return this.all().slice(0, wanted);
    this.extendHead(wanted - this.head.length);
    return this.head.slice(0, wanted);
  }

  /** Every item in rank order (sorting what is left once). */
  all(): readonly T[] {
    if (this.everything === null) {
      this.rest.sort(this.compare);
      this.everything = [...this.head, ...this.rest];
      this.rest = [];
    }
    return this.everything;
  }

  /** Moves the best `k` of `rest` to the end of `head`: a sorted buffer of k, most items rejected in one compare. */
  private extendHead(k: number): void {
    const best: T[] = [];
    for (const item of this.rest) {
      const worst = best[best.length - 1];
      if (best.length === k && worst !== undefined && this.compare(item, worst) >= 0) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const other = best[middle] as T;
        if (this.compare(other, item) <= 0) low = middle + 1;
        else high = middle;
      }
      best.splice(low, 0, item);
      if (best.length > k) best.pop();
    }
    const chosen = new Set(best);
    this.rest = this.rest.filter((item) => !chosen.has(item));
    this.head.push(...best);
  }
}
