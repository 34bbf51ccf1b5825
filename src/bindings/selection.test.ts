import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { keyedSelector, memoizedSelector, sameItems, sameProperties } from './selection';

describe('memoizedSelector', () => {
  it('selects once per source: the same source gives the same selection without selecting again', () => {
    let calls = 0;
    const select = memoizedSelector((source: { n: number }) => {
      calls++;
      return { double: source.n * 2 };
    }, Object.is);
    const source = { n: 2 };
    const first = select(source);
    expect(select(source)).toBe(first);
    expect(calls).toBe(1);
  });

  it('keeps the previous selection while a new source selects an equal one, and follows a different one', () => {
    const select = memoizedSelector((source: { q: string; tags: string[] }) => source.tags, sameItems);
    const first = select({ q: 'a', tags: ['x', 'y'] });
    expect(select({ q: 'ab', tags: ['x', 'y'] })).toBe(first);
    const changed = select({ q: 'ab', tags: ['x'] });
    expect(changed).toEqual(['x']);
    expect(changed).not.toBe(first);
  });
});

describe('keyedSelector', () => {
  it('selects again exactly when the key changes, whatever else of the source does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ link: fc.integer({ min: 0, max: 3 }), q: fc.string() }), { maxLength: 30 }),
        (sources) => {
          const links = [{}, {}, {}, {}];
          let calls = 0;
          const select = keyedSelector(
            (source: { link: object; q: string }) => source.link,
            (source) => {
              calls++;
              return { q: source.q };
            },
          );
          let expectedCalls = 0;
          let previous: { link: object; selection: { q: string } } | null = null;
          for (const { link, q } of sources) {
            const source = { link: links[link] ?? {}, q };
            const selection = select(source);
            if (previous === null || previous.link !== source.link) {
              expectedCalls++;
              expect(selection).toEqual({ q });
            } else {
              expect(selection).toBe(previous.selection);
            }
            previous = { link: source.link, selection };
          }
          expect(calls).toBe(expectedCalls);
        },
      ),
    );
  });
});

describe('sameItems', () => {
  it('is equality of the items, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 2 })), fc.array(fc.string({ maxLength: 2 })), (a, b) => {
        expect(sameItems(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(sameItems(a, [...a])).toBe(true);
      }),
    );
  });
});

describe('sameProperties', () => {
  it('holds for objects whose own properties are each the same, and not when one differs, is missing or added', () => {
    const filters = { theme: ['ENVI'] };
    const state = { q: 'vann', page: 1, filters };
    expect(sameProperties(state, { q: 'vann', page: 1, filters })).toBe(true);
    expect(sameProperties(state, { q: 'vann', page: 1, filters: { theme: ['ENVI'] } })).toBe(false);
    expect(sameProperties(state, { q: 'vann', page: 2, filters })).toBe(false);
    expect(sameProperties<object>(state, { q: 'vann', page: 1 })).toBe(false);
    expect(sameProperties<object>(state, { q: 'vann', page: 1, filters, extra: 1 })).toBe(false);
    expect(sameProperties<object>({ q: 'vann', page: 1, other: filters }, state)).toBe(false);
  });
});
