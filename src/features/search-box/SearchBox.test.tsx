import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { useSearchSelector } from '../../bindings/searchDriver';
import { useSearchResults } from '../../bindings/useSearchResults';
import { SearchBox } from './SearchBox';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

/** Loads the committed search, as the results list does, so `requests` counts what typing costs. */
function ResultsProbe() {
  const committed = useSearchSelector((s) => s.committed);
  const results = useSearchResults(committed);
  return <output>{results.data ? `total ${results.data.page.totalElements}` : 'none'}</output>;
}

const queriesOf = (requests: readonly { body: unknown }[]) =>
  requests.map(({ body }) => (body as { query?: string }).query);

/**
 * The driver's commit delays run on a fake clock: time moves only when a test moves it (`wait`), so "not yet
 * committed" means the delay has not passed, however slow the machine is.
 */
async function setup(url = '/') {
  const clock = new FakeClock();
  const app = await renderWithApp(
    <>
      <SearchBox />
      <ResultsProbe />
      <button type="button">elsewhere</button>
    </>,
    { url, clock },
  );
  await screen.findByText(/^total/);
  const input = screen.getByRole('combobox', { name: 'Search' });
  const search = () => app.router.state.location.search;
  const wait = (ms: number) => act(() => clock.advance(ms));
  return { ...app, input, search, wait };
}

describe('SearchBox', () => {
  it('says on the form while a typed query waits to be committed, for the page’s stale wash', async () => {
    const { input, user, wait, search } = await setup('/?q=water');
    const form = screen.getByRole('search', { name: 'Search the catalogue' });
    expect(form.hasAttribute('data-typing')).toBe(false);
    // Spaces around the words are not another query: nothing waits.
    await user.type(input, ' ');
    expect(form.hasAttribute('data-typing')).toBe(false);
    await user.type(input, 'og');
    expect(form.hasAttribute('data-typing')).toBe(true);
    await wait(500);
    expect(search()).toBe('?q=water+og');
    await waitFor(() => expect(form.hasAttribute('data-typing')).toBe(false));
  });

  it('is a search landmark with a visibly labelled searchbox, a hint and named buttons', async () => {
    const { input } = await setup('/?q=water');
    expect(screen.getByRole('search', { name: 'Search the catalogue' }).contains(input)).toBe(true);
    expect(input).toHaveProperty('id', 'search-input');
    expect(input).toHaveProperty('value', 'water');
    expect(input).toHaveProperty('maxLength', 512);
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(screen.getByText('Search', { selector: 'label' })).toBeTruthy();
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('Results update as you type.');
    expect(hint?.textContent).toContain('Press / to go to the search field.');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('commits a word typed quickly once, after the quiet period, with one request', async () => {
    const { input, user, requests, search, wait } = await setup();
    const searches = () => requests.filter(({ url }) => url.startsWith('/api/search'));
    expect(searches()).toHaveLength(1);
    await user.type(input, 'water');
    expect(search()).toBe('');
    await wait(499);
    expect(search()).toBe('');
    await wait(1);
    expect(search()).toBe('?q=water');
    await waitFor(() => expect(searches()).toHaveLength(2));
    await wait(600);
    expect(queriesOf(searches())).toEqual(['', 'water']);
    expect(input).toHaveProperty('value', 'water');
  });

  it('keeps spaces as typed without committing them', async () => {
    const { input, user, search, wait } = await setup('/?q=water');
    await user.type(input, ' ');
    await wait(700);
    expect(input).toHaveProperty('value', 'water ');
    expect(search()).toBe('?q=water');
  });

  it('commits at once on Enter', async () => {
    const { input, user, search, requests, wait } = await setup();
    await user.type(input, 'water{Enter}');
    // The clock has not moved: only Enter can have committed.
    expect(search()).toBe('?q=water');
    await waitFor(() => expect(requests).toHaveLength(2));
    await wait(700);
    expect(queriesOf(requests)).toEqual(['', 'water']);
  });

  it('does not commit during an IME composition, only when it ends', async () => {
    const { input, user, search, requests, wait } = await setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'すい' } });
    fireEvent.change(input, { target: { value: '水' } });
    await user.keyboard('{Enter}');
    await wait(700);
    expect(search()).toBe('');
    expect(input).toHaveProperty('value', '水');
    fireEvent.compositionEnd(input, { data: '水' });
    await wait(500);
    expect(search()).toBe(`?q=${encodeURIComponent('水')}`);
    await waitFor(() => expect(queriesOf(requests)).toEqual(['', '水']));
  });

  it('clears the field, commits and returns focus to the field', async () => {
    const { input, user, search } = await setup('/?q=water');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
    // The clock has not moved: clearing commits at once.
    expect(search()).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('focuses the field on / outside text fields and on Ctrl+K', async () => {
    const { input, user } = await setup('/?q=water');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(document.activeElement).not.toBe(input);
    await user.keyboard('/');
    expect(document.activeElement).toBe(input);
    expect(input).toHaveProperty('value', 'water');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(input);
  });

  it('types / as text in the field itself', async () => {
    const { input, user } = await setup();
    await user.type(input, 'a/b');
    expect(input).toHaveProperty('value', 'a/b');
  });

  it('keeps what was typed when another part of the page navigates before the commit', async () => {
    const { input, user, router, wait } = await setup();
    await user.type(input, 'water');
    await act(() => router.navigate('/datasets'));
    expect(input).toHaveProperty('value', 'water');
    await wait(500);
    expect(router.state.location.pathname + router.state.location.search).toBe('/datasets?q=water');
  });

  it('shows the query of the URL when another search is opened, and after back and forward', async () => {
    const { input, router } = await setup('/?q=water');
    await act(() => router.navigate('/?q=river'));
    await waitFor(() => expect(input).toHaveProperty('value', 'river'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(input).toHaveProperty('value', 'water'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(input).toHaveProperty('value', 'river'));
  });
});
