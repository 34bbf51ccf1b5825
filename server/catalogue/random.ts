/**
 * The demo catalogue's only source of chance: a seeded xoroshiro128+ generator from pure-rand, so the same
 * seed gives the same catalogue on every machine and Node version.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

const TWO_POW_32 = 0x1_0000_0000;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export class Random {
  private readonly generator: RandomGenerator;

  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
    // xoroshiro128plus keeps 32 bits of its seed: fold the high bits in so large seeds still differ.
    this.generator = xoroshiro128plus((seed ^ Math.floor(seed / TWO_POW_32)) | 0);
    // The first outputs of a small seed are poorly mixed.
    for (let skipped = 0; skipped < 16; skipped += 1) this.generator.next();
  }

  /** Uniform in [0, 1). */
  float(): number {
    return (this.generator.next() >>> 0) / TWO_POW_32;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('cannot pick from an empty list');
    return item;
  }

  /** `count` distinct items in random order (all of them if there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const taken = Math.min(count, pool.length);
    for (let index = 0; index < taken; index += 1) {
      const other = this.int(index, pool.length - 1);
      const current = pool[index];
      const swapped = pool[other];
      if (current === undefined || swapped === undefined) break;
      pool[index] = swapped;
      pool[other] = current;
    }
    return pool.slice(0, taken);
  }

  /** `bytes` random bytes as lower-case hex. */
  hex(bytes: number): string {
    let out = '';
    let word = 0;
    for (let index = 0; index < bytes; index += 1) {
      if (index % 4 === 0) word = this.generator.next() >>> 0;
      out += HEX[word & 0xff] ?? '00';
      word >>>= 8;
    }
    return out;
  }

  /** A version-4-shaped UUID drawn from the generator. */
  uuid(): string {
    const a = this.generator.next() >>> 0;
    const b = this.generator.next() >>> 0;
    const c = this.generator.next() >>> 0;
    const d = this.generator.next() >>> 0;
    // Version nibble 4, variant bits 10.
    const version = (b & 0xffff0fff) | 0x4000;
    const variant = ((c & 0x3fffffff) | 0x80000000) >>> 0;
    return `${hex32(a)}-${hex16(version >>> 16)}-${hex16(version)}-${hex16(variant >>> 16)}-${hex16(variant)}${hex32(d)}`;
  }
}

function hex16(value: number): string {
  return `${HEX[(value >>> 8) & 0xff] ?? '00'}${HEX[value & 0xff] ?? '00'}`;
}

function hex32(value: number): string {
  return `${hex16(value >>> 16)}${hex16(value)}`;
}

/** Draws items with given weights, in O(log n) a draw. */
export class WeightedTable<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;

  constructor(entries: readonly (readonly [T, number])[]) {
    const kept = entries.filter(([, weight]) => weight > 0);
    if (kept.length === 0) throw new RangeError('a weighted table needs at least one positive weight');
    this.items = kept.map(([item]) => item);
    this.cumulative = new Float64Array(kept.length);
    let total = 0;
    kept.forEach(([, weight], index) => {
      total += weight;
      this.cumulative[index] = total;
    });
  }

  draw(random: Random): T {
    const target = random.float() * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const item = this.items[low];
    if (item === undefined) throw new RangeError('weighted table is empty');
    return item;
  }
}
