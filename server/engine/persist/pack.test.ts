import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { digestInSteps, PackError, pack, packWithoutDigest, unpack, type Packable } from './pack';

const bytesOf = (tree: Packable): Buffer => Buffer.concat(pack(tree));

const tree: Packable = {
  count: 3,
  name: 'ø',
  flag: true,
  nothing: null,
  list: ['a', 1, [Int32Array.of(-1, 2)]],
  ints: Int32Array.of(1, 2, 3),
  // A view into a larger array: only its own part is stored.
  view: Int32Array.of(9, 8, 7, 6).subarray(1, 3),
  dates: Float64Array.of(0.5, -Infinity, 2 ** 40),
  bytes: Uint8Array.of(1, 2, 3, 4, 5),
};

describe('pack and unpack', () => {
  it('give back the tree, arrays as aligned views of the bytes', () => {
    const bytes = bytesOf(tree);
    const back = unpack(bytes) as Record<string, Packable>;
    expect(back).toEqual(tree);
    expect(back.view).toBeInstanceOf(Int32Array);
    expect((back.ints as Int32Array).buffer).toBe(bytes.buffer);
  });

  it('read bytes that do not start at an aligned offset (by copying them)', () => {
    const bytes = bytesOf(tree);
    const shifted = Buffer.alloc(bytes.length + 3);
    bytes.copy(shifted, 3);
    expect(unpack(shifted.subarray(3))).toEqual(tree);
  });

  it('round-trips any plain tree of numbers, strings and int32 arrays', () => {
    const leaf = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })).map((values) => Int32Array.from(values)),
    );
    const treeArb = fc.dictionary(
      fc.string().filter((key) => key !== '$array' && key !== '__proto__'),
      leaf,
    );
    fc.assert(
      fc.property(treeArb, (value) => {
        expect(unpack(bytesOf(value))).toEqual(value);
      }),
    );
  });

  it('refuse a changed byte, a file cut short or grown, and another format', () => {
    const bytes = bytesOf(tree);
    for (const at of [0, 12, 20, bytes.length - 30, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 0x40;
      expect(() => unpack(changed)).toThrow(PackError);
    }
    expect(() => unpack(bytes.subarray(0, bytes.length - 8))).toThrow(PackError);
    expect(() => unpack(Buffer.concat([bytes, Buffer.alloc(8)]))).toThrow(/checksum/);
    expect(() => unpack(Buffer.from('{"not": "an index"}'))).toThrow(/not an index cache file/);
  });

  it('give the same digest hashed in steps', async () => {
    const big: Packable = { ints: new Int32Array(5_000_000).fill(7), text: 'x' };
    let pauses = 0;
    const chunks = packWithoutDigest(big);
    const digest = await digestInSteps(chunks, () => Promise.resolve(pauses++));
    // Compared as bytes: a deep equality over 20 MB would walk every index.
    expect(Buffer.concat([...chunks, digest]).equals(Buffer.concat(pack(big)))).toBe(true);
    expect(pauses).toBeGreaterThan(2);
  });

  it('refuse a header with a __proto__ key', () => {
    const tree = JSON.parse('{"__proto__": {"polluted": true}}') as Packable;
    expect(() => unpack(bytesOf(tree))).toThrow(/__proto__/);
  });

  it('refuse a tree that uses the reserved key', () => {
    expect(() => pack({ $array: 1 })).toThrow(PackError);
  });
});
