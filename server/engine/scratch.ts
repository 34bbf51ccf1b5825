/**
 * Reusable typed arrays for one query at a time. A query over 200 000 resources needs megabytes of sets,
 * id lists and counters; allocating them afresh on every query makes V8 run full collections of the whole
 * catalogue's heap (pauses of a quarter second). Queries run one at a time (the engine is synchronous), so
 * each starts with `reset()` and reuses the arrays of the previous one. Nothing from here may outlive a query.
 */
import { Bitset } from './bitset';

/** Arrays kept per kind; a query needing more gets fresh ones (a very long query, not a common one). */
const POOL_LIMIT = 64;

class Pool<T extends Int32Array | Uint32Array | Float64Array> {
  private readonly arrays: T[] = [];
  private used = 0;

  constructor(private readonly create: (length: number) => T) {}

  /** An array of at least `length` elements, contents unspecified: the smallest free one that fits. */
  take(length: number): T {
    let best = -1;
    for (let i = this.used; i < this.arrays.length; i++) {
      const candidate = this.arrays[i]?.length ?? -1;
      if (candidate >= length && (best < 0 || candidate < (this.arrays[best]?.length ?? 0))) best = i;
    }
    if (best < 0) {
      if (this.arrays.length >= POOL_LIMIT) return this.create(length);
      this.arrays.push(this.create(length));
      best = this.arrays.length - 1;
    }
    // The arrays in use stay together at the front.
    const chosen = this.arrays[best] as T;
    this.arrays[best] = this.arrays[this.used] as T;
    this.arrays[this.used++] = chosen;
    return chosen;
  }

  reset(): void {
    this.used = 0;
  }
}

export class Scratch {
  private readonly words = new Pool((length) => new Uint32Array(length));
  private readonly ints = new Pool((length) => new Int32Array(length));
  private readonly floats = new Pool((length) => new Float64Array(length));

  /** `size`: the number of resources, the size of every set. */
  constructor(readonly size: number) {}

  reset(): void {
    this.words.reset();
    this.ints.reset();
    this.floats.reset();
  }

  /** An empty set over resources, or over `size` ids (the units of a field index). */
  emptySet(size = this.size): Bitset {
    const length = Bitset.wordCount(size);
    const words = this.words.take(length).subarray(0, length);
    words.fill(0);
    return Bitset.over(size, words);
  }

  fullSet(): Bitset {
    const set = this.emptySet();
    set.fill();
    return set;
  }

  setOf(ids: ArrayLike<number>, size = this.size): Bitset {
    const set = this.emptySet(size);
    set.addAll(ids);
    return set;
  }

  copyOf(set: Bitset): Bitset {
    const copy = this.emptySet(set.size);
    copy.or(set);
    return copy;
  }

  /** `length` integers, all 0. */
  zeros(length: number): Int32Array {
    const ints = this.ints.take(length).subarray(0, length);
    ints.fill(0);
    return ints;
  }

  /** `length` integers, contents unspecified: for arrays written before they are read. */
  ints32(length: number): Int32Array {
    return this.ints.take(length).subarray(0, length);
  }

  floats64(length: number): Float64Array {
    return this.floats.take(length).subarray(0, length);
  }

  /** The ids of `set`, increasing. */
  idsOf(set: Bitset): Int32Array {
    return set.toArray(this.ints32(set.count()));
  }
}
