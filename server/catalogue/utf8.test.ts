import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { invalidUtf8Offset } from './utf8';

describe('invalidUtf8Offset', () => {
  it('finds nothing wrong in any encoded text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(invalidUtf8Offset(Buffer.from(text, 'utf8'))).toBe(-1);
      }),
    );
  });

  it('points at the first byte of a bad sequence', () => {
    const at = (...bytes: number[]) => invalidUtf8Offset(Uint8Array.from(bytes));
    expect(at(0x61, 0xff)).toBe(1);
    expect(at(0x61, 0xc3, 0x28)).toBe(1); // a lead byte without its continuation
    expect(at(0xc0, 0xaf)).toBe(0); // overlong
    expect(at(0xed, 0xa0, 0x80)).toBe(0); // a surrogate
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0); // above U+10FFFF
    expect(at(0x61, 0x62, 0xe2, 0x82)).toBe(2); // cut off at the end
    expect(invalidUtf8Offset(Uint8Array.from([0x61, 0xe2, 0x82]), false)).toBe(-1);
  });

  it('agrees with a strict decoder on random bytes', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (bytes) => {
        const offset = invalidUtf8Offset(bytes);
        let valid = true;
        try {
          decoder.decode(bytes);
        } catch {
          valid = false;
        }
        expect(offset === -1).toBe(valid);
        if (offset > 0) expect(() => decoder.decode(bytes.subarray(0, offset))).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  });
});
