import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { useSearchDriver } from '../../bindings/searchDriver';
import { useSearchResults } from '../../bindings/useSearchResults';
import { SearchBox } from './SearchBox';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

/** Loads the committed search, as the results list does, so `requests` counts what typing costs. */
function ResultsProbe() {
  const driver = useSearchDriver();
  const results = useSearchResults(driver.committed);
  return <output>{results.data ? `total ${results.data.page.totalElements}` : 'none'}</output>;
}

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const queriesOf = (requests: readonly { body: unknown }[]) =>
  requests.map(({ body }) => (body as { query?: string }).query);

async function setup(url = '/') {
  const app = await renderWithApp(
    <>
      <SearchBox />
      <ResultsProbe />
      <button type="button">elsewhere</button>
    </>,
    { url },
  );
  await screen.findByText(/^total/);
  const input = screen.getByRole('combobox', { name: 'Search' });
  const search = () => app.router.state.location.search;
  return { ...app, input, search };
}

describe('SearchBox', () => {
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
    const { input, user, requests, search } = await setup();
    const searches = () => requests.filter(({ url }) => url.startsWith('/api/search'));
    expect(searches()).toHaveLength(1);
    await user.type(input, 'water');
    expect(search()).toBe('');
    await sleep(300);
    expect(search()).toBe('');
    await waitFor(() => expect(search()).toBe('?q=water'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    await sleep(600);
    expect(queriesOf(searches())).toEqual(['', 'water']);
    // The pause before the commit asked for suggestions once (the test budget has tokens to spare).
    expect(requests.filter(({ url }) => url.startsWith('/api/suggestions'))).toHaveLength(1);
    expect(input).toHaveProperty('value', 'water');
  });

  it('keeps spaces as typed without committing them', async () => {
    const { input, user, search } = await setup('/?q=water');
    await user.type(input, ' ');
    await sleep(700);
    expect(input).toHaveProperty('value', 'water ');
    expect(search()).toBe('?q=water');
  });

  it('commits at once on Enter', async () => {
    const { input, user, search, requests } = await setup();
    await user.type(input, 'water{Enter}');
    await waitFor(() => expect(search()).toBe('?q=water'), { timeout: 200 });
    await sleep(700);
    expect(queriesOf(requests)).toEqual(['', 'water']);
  });

  it('does not commit during an IME composition, only when it ends', async () => {
    const { input, user, search, requests } = await setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'すい' } });
    fireEvent.change(input, { target: { value: '水' } });
    await user.keyboard('{Enter}');
    await sleep(700);
    expect(search()).toBe('');
    expect(input).toHaveProperty('value', '水');
    fireEvent.compositionEnd(input, { data: '水' });
    await waitFor(() => expect(search()).toBe(`?q=${encodeURIComponent('水')}`));
    await waitFor(() => expect(queriesOf(requests)).toEqual(['', '水']));
  });

  it('clears the field, commits and returns focus to the field', async () => {
    const { input, user, search } = await setup('/?q=water');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(search()).toBe(''), { timeout: 200 });
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
    const { input, user, router } = await setup();
    await user.type(input, 'water');
    await act(() => router.navigate('/datasets'));
    await waitFor(() => expect(input).toHaveProperty('value', 'water'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/datasets?q=water'),
    );
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

describe('the fields searched', () => {
  it('changes the URL at once and never lets the last field go', async () => {
    const { user, search } = await setup('/?q=water');
    const title = screen.getByRole('button', { name: 'Title' });
    const description = screen.getByRole('button', { name: 'Description' });
    const keywords = screen.getByRole('button', { name: 'Keywords' });
    for (const button of [title, description, keywords])
      expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Search in' }).contains(title)).toBe(true);

    await user.click(description);
    await waitFor(() => expect(search()).toBe('?q=water&fields=keyword&fields=title'), { timeout: 200 });
    expect(description.getAttribute('aria-pressed')).toBe('false');
    await user.click(keywords);
    await waitFor(() => expect(search()).toBe('?q=water&fields=title'), { timeout: 200 });

    await user.click(title);
    await sleep(400);
    expect(search()).toBe('?q=water&fields=title');
    expect(title.getAttribute('aria-pressed')).toBe('true');

    await user.click(description);
    await user.click(keywords);
    await waitFor(() => expect(search()).toBe('?q=water'));
  });
});
