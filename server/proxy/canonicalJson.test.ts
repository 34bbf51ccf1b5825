import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { canonicalJson } from './canonicalJson';

/** The same value with the keys of every object in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reordered(item)]),
    );
  }
  return value;
}

describe('canonicalJson', () => {
  it('is the same for any key order and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reordered(value))).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('sorts keys and keeps __proto__ as data', () => {
    expect(canonicalJson(JSON.parse('{"b":1,"__proto__":{"x":2},"a":[{"d":1,"c":2}]}'))).toBe(
      '{"__proto__":{"x":2},"a":[{"c":2,"d":1}],"b":1}',
    );
  });
});
