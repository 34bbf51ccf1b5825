import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import type { SearchResponse } from '../../interface/searchObject';
import { DEFAULT_SEARCH_STATE, searchKeys, setQuery, setScope } from '../../search';
import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { SearchBox } from '../search-box';
import { TypeTabs } from './TypeTabs';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

const tab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Resource types' })).getByRole('link', { name });
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('TypeTabs', () => {
  it('are real links in a named navigation that keep the query, the active one marked as the page', async () => {
    await renderWithApp(<TypeTabs />, { url: '/?q=water&dataTheme=ENVI&page=2' });
    const nav = screen.getByRole('navigation', { name: 'Resource types' });
    expect(within(nav).queryByRole('tablist')).toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent?.split(/[…\d,]/)[0])).toEqual([
      'All',
      'Datasets',
      'APIs',
      'Concepts',
      'Information models',
      'Services',
      'Events',
    ]);
    // Another tab is page 1 of the same search there.
    expect(tab(/^Datasets/).getAttribute('href')).toBe('/datasets?q=water&dataTheme=ENVI');
    expect(tab(/^Information models/).getAttribute('href')).toBe(
      '/information-models?q=water&dataTheme=ENVI',
    );
    expect(tab(/^All/).getAttribute('aria-current')).toBe('page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows the active tab’s total, with an accessible text, and fetches no other counts', async () => {
    const { queryClient, requests } = await renderWithApp(<TypeTabs />, { url: '/?q=data' });
    const state = setQuery(DEFAULT_SEARCH_STATE, 'data');
    await waitFor(() => expect(queryClient.getQueryData(searchKeys.page(state))).toBeDefined());
    const total = queryClient.getQueryData<SearchResponse>(searchKeys.page(state))?.page.totalElements ?? -1;
    expect(total).toBeGreaterThan(1);
    await waitFor(() => expect(tab(/^All/).textContent).toContain(`${total.toLocaleString('en')} results`));
    expect(tab(/^All/).textContent).toMatch(new RegExp(`^All${total.toLocaleString('en')}`));
    await sleep(300);
    expect(requests).toHaveLength(1);
    expect(tab(/^Datasets/).textContent).toBe('Datasets');
  });

  it('shows another tab’s count once that search is in the cache, without a request for it', async () => {
    const { user, router, requests, queryClient } = await renderWithApp(<TypeTabs />, { url: '/?q=data' });
    await waitFor(() => expect(tab(/^All/).textContent).toMatch(/results$/));
    expect(tab(/^Datasets/).textContent).toBe('Datasets');

    await user.click(tab(/^Datasets/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets'));
    expect(tab(/^Datasets/).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(tab(/^Datasets/).textContent).toMatch(/results$/));
    const datasets = setScope(setQuery(DEFAULT_SEARCH_STATE, 'data'), 'datasets');
    const total =
      queryClient.getQueryData<SearchResponse>(searchKeys.page(datasets))?.page.totalElements ?? -1;
    expect(tab(/^Datasets/).textContent).toContain(`${total.toLocaleString('en')} result`);

    // Back on All, the datasets count is still known: shown, and nothing fetched for it.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(tab(/^All/).getAttribute('aria-current')).toBe('page'));
    expect(tab(/^Datasets/).textContent).toContain(`${total.toLocaleString('en')} result`);
    expect(tab(/^Datasets/).hasAttribute('aria-current')).toBe(false);
    expect(tab(/^Concepts/).textContent).toBe('Concepts');
    await sleep(300);
    expect(requests.map(({ url }) => url)).toEqual(['/api/search', '/api/search/datasets']);
  });

  it('link the committed search while a query is typed, and a click takes the typed query in one step', async () => {
    const clock = new FakeClock();
    const { user, router, requests } = await renderWithApp(
      <>
        <SearchBox />
        <TypeTabs />
      </>,
      { url: '/?q=water&dataTheme=ENVI', clock },
    );
    await waitFor(() => expect(tab(/^All/).textContent).toMatch(/results?$/));
    expect(router.state.historyAction).toBe('POP');

    await user.type(screen.getByRole('combobox', { name: 'Search' }), ' og luft');
    // Not committed: the links are still those of "water", so a keystroke wrote none of them.
    expect(router.state.location.search).toBe('?q=water&dataTheme=ENVI');
    expect(tab(/^Datasets/).getAttribute('href')).toBe('/datasets?q=water&dataTheme=ENVI');

    await user.click(tab(/^Datasets/));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/datasets?q=water+og+luft&dataTheme=ENVI',
    );
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(tab(/^Datasets/).getAttribute('aria-current')).toBe('page'));
    expect(tab(/^Datasets/).getAttribute('href')).toBe('/datasets?q=water+og+luft&dataTheme=ENVI');
    // The typing pause passes with nothing left to commit: one search for the typed query, none for "water" there.
    await act(() => clock.advance(2_000));
    await sleep(300);
    expect(router.state.location.search).toBe('?q=water+og+luft&dataTheme=ENVI');
    expect(requests.map(({ url }) => url)).toEqual(['/api/search', '/api/search/datasets']);
  });
});
