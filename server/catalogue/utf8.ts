/** Where a byte sequence stops being valid UTF-8, so a loader can say so instead of reading U+FFFD. */
import { isUtf8 } from 'node:buffer';

/**
 * The offset of the first byte that does not start or continue a valid UTF-8 sequence (overlong forms,
 * surrogates and code points above U+10FFFF included), or -1 when every byte is valid. `complete` = false
 * accepts a sequence cut off at the end (the rest is in the next chunk).
 */
export function invalidUtf8Offset(bytes: Uint8Array, complete = true): number {
  if (complete && isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef)
      [need, min, max] = [2, b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf];
    else if (b >= 0xf0 && b <= 0xf4)
      [need, min, max] = [3, b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf];
    else return i;
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length) return complete ? i : -1;
      const c = bytes[i + k] ?? 0;
      if (k === 1 ? c < min || c > max : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}
