import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { rememberScroll } from '../../bindings/scrollPositions';
import { FIRST_PAINT_HITS, useShownHits, type ShownHits } from './useShownHits';

const page = (answer: string, size = 20): string[] =>
  Array.from({ length: size }, (_, index) => `${answer}${index}`);

/** What each render showed, as `fresh | concealed`, and a way to hand the list a new answer. */
function renderList(
  first: readonly string[],
  initialEntry: { pathname: string; key?: string } = { pathname: '/' },
) {
  const shown: string[] = [];
  let answer: (hits: readonly string[]) => void = () => undefined;
  const describe = ({ fresh, concealed }: ShownHits<string>) => `${fresh.join(',')} | ${concealed.join(',')}`;
  function List() {
    const [hits, setHits] = useState(first);
    answer = setHits;
    shown.push(describe(useShownHits(hits)));
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <List /> }], { initialEntries: [initialEntry] });
  render(<RouterProvider router={router} />);
  return {
    shown,
    router,
    answer: (hits: readonly string[]) => act(() => answer(hits)),
  };
}

const all = (hits: readonly string[]) => `${hits.join(',')} | `;

afterEach(() => window.sessionStorage.clear());

describe('useShownHits', () => {
  it('renders the first hits of a new list, then all of them', () => {
    const { shown } = renderList(page('a'));
    expect(shown[0]).toBe(all(page('a', FIRST_PAINT_HITS)));
    expect(shown.at(-1)).toBe(all(page('a')));
  });

  it('renders the whole list at once where a scroll position is to be restored', () => {
    // React Router names the entry it did not make itself `default`.
    rememberScroll(window.sessionStorage, 'default', 900);
    expect(new Set(renderList(page('a')).shown)).toEqual(new Set([all(page('a'))]));
  });

  it('shows a new answer’s first hits over the previous answer’s rest, then the whole new answer', async () => {
    const { shown, router, answer } = renderList(page('a'));
    // A new answer comes after a search the person made: a new entry, not back or forward.
    await act(() => router.navigate('/?q=b'));
    shown.length = 0;
    answer(page('b'));
    expect(shown[0]).toBe(
      `${page('b', FIRST_PAINT_HITS).join(',')} | ${page('a').slice(FIRST_PAINT_HITS).join(',')}`,
    );
    expect(shown.at(-1)).toBe(all(page('b')));
  });

  it('keeps the previous answer’s hits below a shorter new answer until the whole answer is there', async () => {
    const { shown, router, answer } = renderList(page('a'));
    await act(() => router.navigate('/?q=b'));
    shown.length = 0;
    answer(page('b', 3));
    expect(shown[0]).toBe(`b0,b1,b2 | ${page('a').slice(3).join(',')}`);
    expect(shown.at(-1)).toBe(all(page('b', 3)));
  });

  it('renders a new answer whole on back and forward, whose scroll position may lie further down', async () => {
    const { shown, router, answer } = renderList(page('a'));
    await act(() => router.navigate('/?q=b'));
    await act(() => router.navigate(-1));
    shown.length = 0;
    answer(page('c'));
    expect(new Set(shown)).toEqual(new Set([all(page('c'))]));
  });

  it('renders the whole list on the server, and hydrates it whole with nothing added after', () => {
    const shown: string[] = [];
    function List() {
      const { fresh, concealed } = useShownHits(page('a'));
      shown.push(`${fresh.join(',')} | ${concealed.join(',')}`);
      return (
        <ul>
          {fresh.map((hit) => (
            <li key={hit}>{hit}</li>
          ))}
        </ul>
      );
    }
    const app = (
      <MemoryRouter>
        <List />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    // A page read without JavaScript has every hit its pagination counts.
    expect(container.querySelectorAll('li')).toHaveLength(20);
    expect(shown).toEqual([all(page('a'))]);

    shown.length = 0;
    document.body.append(container);
    const recovered: unknown[] = [];
    let root: Root | null = null;
    act(() => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    expect(new Set(shown)).toEqual(new Set([all(page('a'))]));
    expect(container.querySelectorAll('li')).toHaveLength(20);
    act(() => root?.unmount());
    container.remove();
  });
});
