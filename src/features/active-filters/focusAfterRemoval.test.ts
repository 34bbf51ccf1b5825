import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { focusAfterRemoval } from './focusAfterRemoval';

describe('focusAfterRemoval', () => {
  it('picks the next chip, else the previous one, else none', () => {
    expect(focusAfterRemoval(['a', 'b', 'c'], 'b')).toBe('c');
    expect(focusAfterRemoval(['a', 'b', 'c'], 'c')).toBe('b');
    expect(focusAfterRemoval(['a'], 'a')).toBeNull();
    expect(focusAfterRemoval(['a'], 'x')).toBeNull();
  });

  it('always names a remaining chip when others remain', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 12 }), fc.nat(), (keys, at) => {
        const removed = keys[at % keys.length] ?? '';
        const target = focusAfterRemoval(keys, removed);
        if (keys.length === 1) expect(target).toBeNull();
        else {
          expect(target).not.toBe(removed);
          expect(keys).toContain(target);
          const distance = keys.indexOf(target ?? '') - keys.indexOf(removed);
          expect(distance === 1 || (distance === -1 && keys.at(-1) === removed)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
