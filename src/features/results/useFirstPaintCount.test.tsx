import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { rememberScroll } from '../../bindings/scrollPositions';
import { FIRST_PAINT_HITS, useFirstPaintCount } from './useFirstPaintCount';

/** Every count the hook gave, render by render, for a list of 20 on the page's first entry. */
function countsOnFirstEntry(): number[] {
  const counts: number[] = [];
  function List() {
    counts.push(useFirstPaintCount(20));
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <List /> }], { initialEntries: ['/?q=vann'] });
  render(<RouterProvider router={router} />);
  return counts;
}

afterEach(() => window.sessionStorage.clear());

describe('useFirstPaintCount', () => {
  it('renders the first hits of a new list, then all of them', () => {
    const counts = countsOnFirstEntry();
    expect(counts[0]).toBe(FIRST_PAINT_HITS);
    expect(counts.at(-1)).toBe(20);
  });

  it('renders the whole list at once where a scroll position is to be restored', () => {
    // React Router names the entry it did not make itself `default`.
    rememberScroll(window.sessionStorage, 'default', 900);
    expect(new Set(countsOnFirstEntry())).toEqual(new Set([20]));
  });
});
