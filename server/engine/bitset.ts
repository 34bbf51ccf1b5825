/**
 * A fixed-size set of document ids (0 … size-1) as 32-bit words: the engine combines filters and query words
 * with word-wide AND/OR instead of comparing lists.
 */
export class Bitset {
  readonly size: number;
  readonly words: Uint32Array;

  private constructor(size: number, words: Uint32Array) {
    this.size = size;
    this.words = words;
  }

  static wordCount(size: number): number {
    return (size + 31) >>> 5;
  }

  static empty(size: number): Bitset {
    return new Bitset(size, new Uint32Array(Bitset.wordCount(size)));
  }

  /** A set stored in the given words (as many as `wordCount(size)`), as they are. */
  static over(size: number, words: Uint32Array): Bitset {
    return new Bitset(size, words);
  }

  static full(size: number): Bitset {
    const set = Bitset.empty(size);
    set.fill();
    return set;
  }

  /** In place: every id 0 … size-1. */
  fill(): this {
    this.words.fill(0xffffffff);
    const tail = this.size & 31;
    if (tail !== 0) this.words[this.words.length - 1] = (1 << tail) - 1;
    return this;
  }

  /** The set of the given ids (in any order, duplicates allowed). */
  static of(size: number, ids: ArrayLike<number>): Bitset {
    const set = Bitset.empty(size);
    set.addAll(ids);
    return set;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  has(id: number): boolean {
    return ((this.words[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0;
  }

  add(id: number): void {
    const w = id >>> 5;
    this.words[w] = (this.words[w] ?? 0) | (1 << (id & 31));
  }

  addAll(ids: ArrayLike<number>): void {
    const words = this.words;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] ?? 0;
      const w = id >>> 5;
      words[w] = (words[w] ?? 0) | (1 << (id & 31));
    }
  }

  /** In place: keeps only the ids also in `other`. */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) & (b[i] ?? 0);
    return this;
  }

  /** In place: adds every id of `other`. */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) | (b[i] ?? 0);
    return this;
  }

  count(): number {
    let total = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let v = words[i] ?? 0;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
    }
    return total;
  }

  isEmpty(): boolean {
    return this.words.every((w) => w === 0);
  }

  /** The ids in increasing order, written to `out` when given (it must hold `count()` ids). */
  toArray(out: Int32Array = new Int32Array(this.count())): Int32Array {
    let n = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let v = words[i] ?? 0;
      while (v !== 0) {
        const low = v & -v;
        out[n++] = (i << 5) + (31 - Math.clz32(low));
        v ^= low;
      }
    }
    return out;
  }
}
