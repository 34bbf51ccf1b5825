import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createResponseCache } from './responseCache';

const answer = (body: string) => ({ status: 200, contentType: 'application/json', body });
const options = { ttlMs: 1000, maxStaleMs: 5000, maxEntries: 3, maxChars: 1000 };

describe('createResponseCache', () => {
  it('is fresh within the TTL, stale after it, gone after the stale window', () => {
    const cache = createResponseCache(options);
    cache.set('a', answer('1'), 0);
    expect(cache.get('a', 1000)).toEqual({ answer: answer('1'), fresh: true });
    expect(cache.get('a', 1001)).toEqual({ answer: answer('1'), fresh: false });
    expect(cache.get('a', 6000)?.fresh).toBe(false);
    expect(cache.get('a', 6001)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry first', () => {
    const cache = createResponseCache(options);
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(key), 0);
    cache.get('a', 0);
    cache.set('d', answer('d'), 0);
    expect(cache.get('b', 0)).toBeNull();
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 0)?.answer.body)).toEqual(['a', 'c', 'd']);
  });

  it('stays within its bounds whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.string({ maxLength: 600 })), { maxLength: 40 }),
        (writes) => {
          const cache = createResponseCache(options);
          for (const [key, body] of writes) {
            cache.set(key, answer(body), 0);
            expect(cache.size).toBeLessThanOrEqual(options.maxEntries);
            expect(cache.chars).toBeLessThanOrEqual(options.maxChars);
          }
          const last = writes.at(-1);
          // The last answer is kept unless it alone is over the bound.
          if (last && last[0].length + last[1].length <= options.maxChars) {
            expect(cache.get(last[0], 0)?.answer.body).toBe(last[1]);
          }
        },
      ),
    );
  });
});
