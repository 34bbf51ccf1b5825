import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Rankable } from './compare';
import { collatorFor, rankInPlace } from './compare';

const byCodeUnit = { compare: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0) };
const item = (key: string, count: number, label = key, selected = false): Rankable => ({
  key,
  label,
  count,
  selected,
});

describe('rankInPlace', () => {
  it('puts pinned items first, then higher counts, then labels, then keys', () => {
    const items = [
      item('c', 5, 'Same'),
      item('b', 5, 'Same'),
      item('z', 1),
      item('a', 9),
      item('p', 0, 'Pinned', true),
      item('m', 5, 'Other'),
    ];
    const ranked = rankInPlace(items, byCodeUnit, (candidate) => candidate.selected);
    expect(ranked).toBe(items);
    expect(ranked.map((candidate) => candidate.key)).toEqual(['p', 'a', 'm', 'b', 'c', 'z']);
  });

  it('ranks pinned items among themselves by count too', () => {
    const items = [item('b', 1, 'B', true), item('x', 7), item('a', 2, 'A', true)];
    rankInPlace(items, byCodeUnit, (candidate) => candidate.selected);
    expect(items.map((candidate) => candidate.key)).toEqual(['a', 'b', 'x']);
  });

  it('orders any list the same whatever order it came in (a total order)', () => {
    const arbitraryItem = fc.record({
      key: fc.string({ maxLength: 3 }),
      label: fc.constantFrom('A', 'B', 'a'),
      count: fc.nat({ max: 3 }),
      selected: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryItem, { selector: (value) => value.key }), (items) => {
        const pinned = (candidate: Rankable) => candidate.selected;
        const once = rankInPlace([...items], byCodeUnit, pinned);
        const reversed = rankInPlace([...items].reverse(), byCodeUnit, pinned);
        expect(reversed).toEqual(once);
        for (let index = 1; index < once.length; index++) {
          const [before, after] = [once[index - 1], once[index]];
          if (!before || !after) continue;
          if (before.selected !== after.selected) expect(before.selected).toBe(true);
          else if (before.count !== after.count) expect(before.count).toBeGreaterThan(after.count);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('collatorFor', () => {
  it('shares one collator per language, Norwegian for both written forms, with numbers in numeric order', () => {
    expect(collatorFor('nb')).toBe(collatorFor('nb'));
    expect(collatorFor('nb').resolvedOptions().locale).toMatch(/^nb|^no/);
    expect(collatorFor('nn').resolvedOptions().locale).toMatch(/^nb|^no/);
    expect(collatorFor('en').resolvedOptions().locale).toMatch(/^en/);
    expect(collatorFor('en').resolvedOptions().numeric).toBe(true);
    // Norwegian alphabet: æ, ø, å after z; English sorts å with a.
    expect(['å', 'z', 'a'].sort(collatorFor('nb').compare)).toEqual(['a', 'z', 'å']);
    expect(['å', 'z', 'b'].sort(collatorFor('en').compare)).toEqual(['å', 'b', 'z']);
    expect(['item 10', 'item 9'].sort(collatorFor('nb').compare)).toEqual(['item 9', 'item 10']);
  });
});
