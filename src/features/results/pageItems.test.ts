import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { pageItems, type PageItem } from './pageItems';

const show = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pageItems', () => {
  it('shows a window around the current page with gaps', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(1, 2))).toBe('1 2');
    expect(show(pageItems(1, 10))).toBe('1 2 … 10');
    expect(show(pageItems(6, 10))).toBe('1 … 5 6 7 … 10');
    expect(show(pageItems(10, 10))).toBe('1 … 9 10');
    expect(show(pageItems(500, 1000, 2))).toBe('1 … 498 499 500 501 502 … 1000');
  });

  it('never hides a single page behind a gap', () => {
    expect(show(pageItems(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(show(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
  });

  it('closes the window on the last page when the current page lies beyond it', () => {
    expect(show(pageItems(50, 8))).toBe('1 … 7 8');
    expect(show(pageItems(0, 3))).toBe('1 2 3');
  });

  it('lists increasing pages from 1 to last, the current one included, gaps only where pages are missing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 3 }),
        (current, last, siblings) => {
          const items = pageItems(current, last, siblings);
          const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
          expect(pages[0]).toBe(1);
          expect(pages[pages.length - 1]).toBe(last);
          expect(pages).toContain(Math.min(current, last));
          expect(items.length).toBeLessThanOrEqual(2 * siblings + 5);
          items.forEach((item, index) => {
            const next = items[index + 1];
            if (item.kind === 'gap') {
              expect(next?.kind).toBe('page');
              if (next?.kind === 'page') expect(next.page - item.after).toBeGreaterThan(2);
            } else if (next?.kind === 'page') {
              expect(next.page).toBe(item.page + 1);
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
