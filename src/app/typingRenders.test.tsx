/**
 * Issue 30: a keystroke renders the search box and what depends on the text, not the results, the facets, the
 * chips, the type tabs or the header's language links (their links follow the committed search). React's Profiler counts the commits of each part of the page; the driver's clock is a fake one, so the
 * typed text stays pending (no commit) until the test moves time, and nothing else is in flight while it types.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { FakeClock } from '../api/testing/fakeClock';
import { ActiveFilters } from '../features/active-filters';
import { Header } from '../features/chrome';
import { FacetPanel } from '../features/facets';
import { ResultsSection } from '../features/results';
import { expectedResponse } from '../features/results/testing/oracle';
import { SearchBox } from '../features/search-box';
import { TypeTabs } from '../features/tabs';
import { fetchHoldingRequest, testEngine } from '../test/inProcessService';
import { renderWithApp } from '../test/renderWithApp';
import { useSearchSelector } from '../bindings/searchDriver';
import { useSearchResults } from '../bindings/useSearchResults';

// The whole column renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => {
  testEngine();
});

type Part = 'search box' | 'results' | 'facets' | 'chips' | 'tabs' | 'header';

function renderCounter() {
  const commits = new Map<string, number>();
  const onRender: ProfilerOnRenderCallback = (id) => commits.set(id, (commits.get(id) ?? 0) + 1);
  const Counted = ({ id, children }: { id: Part; children: ReactNode }) => (
    <Profiler id={id} onRender={onRender}>
      {children}
    </Profiler>
  );
  return {
    Counted,
    of: (id: Part) => commits.get(id) ?? 0,
    reset: () => commits.clear(),
  };
}

/** The query answered for the committed search, as a component reading the query itself renders it. */
function LiveAnswer() {
  const committed = useSearchSelector((s) => s.committed);
  const { data, isPlaceholderData } = useSearchResults(committed);
  return <output aria-label="live answer">{data && !isPlaceholderData ? committed.q : ''}</output>;
}

describe('typing into the search box', { timeout: 120_000 }, () => {
  it('renders the search box, not the results, facets, chips, tabs or header, until the search commits', async () => {
    const url = '/?q=data&dataTheme=ENVI';
    const expected = await expectedResponse(url);
    // A full page of hits: there is a list to leave alone.
    expect(expected.hits).toHaveLength(20);
    const clock = new FakeClock();
    const renders = renderCounter();
    const { Counted } = renders;
    const { user, router } = await renderWithApp(
      <>
        <Counted id="header">
          <Header />
        </Counted>
        <Counted id="search box">
          <SearchBox />
        </Counted>
        <Counted id="tabs">
          <TypeTabs />
        </Counted>
        <Counted id="chips">
          <ActiveFilters />
        </Counted>
        <Counted id="facets">
          <FacetPanel />
        </Counted>
        <Counted id="results">
          <ResultsSection id="results" />
        </Counted>
      </>,
      { url, clock },
    );

    // Settled: the facets built, the chip shown, every hit rendered and the summary announced.
    await screen.findByRole('group', { name: 'EU theme' });
    await screen.findByRole('button', { name: 'Remove filter: EU theme: Environment' });
    const results = screen.getByRole('region', { name: 'Search results' });
    const announced = () =>
      screen
        .getAllByRole('status')
        .some((region) => region.matches('[aria-live][aria-atomic="true"]:not(:empty)'));
    await waitFor(() => expect(announced()).toBe(true));
    await waitFor(() =>
      expect(within(results).getAllByRole('heading', { level: 3 })).toHaveLength(expected.hits.length),
    );
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    renders.reset();

    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, ' og');
    expect(input).toHaveProperty('value', 'data og');
    expect(router.state.location.search).toBe('?q=data&dataTheme=ENVI');
    expect(renders.of('search box')).toBeGreaterThan(0);
    expect(renders.of('results')).toBe(0);
    expect(renders.of('facets')).toBe(0);
    expect(renders.of('chips')).toBe(0);
    expect(renders.of('tabs')).toBe(0);
    expect(renders.of('header')).toBe(0);

    // The same counters see the commit: the results, facets, chips, tabs and language links render for it.
    await act(() => clock.advance(500));
    expect(router.state.location.search).toBe('?q=data+og&dataTheme=ENVI');
    await waitFor(() => {
      expect(renders.of('results')).toBeGreaterThan(0);
      expect(renders.of('facets')).toBeGreaterThan(0);
      expect(renders.of('chips')).toBeGreaterThan(0);
      expect(renders.of('tabs')).toBeGreaterThan(0);
      expect(renders.of('header')).toBeGreaterThan(0);
    });
  });

  it('holds an answer that arrives while the visitor types, and shows it when they stop', async () => {
    // The answer to the search committed at the pause is held back until the visitor types again.
    const service = fetchHoldingRequest(2);
    const clock = new FakeClock();
    const { user, router } = await renderWithApp(
      <>
        <SearchBox />
        <ResultsSection id="results" />
        <LiveAnswer />
      </>,
      { url: '/?q=data', clock, fetch: service.fetch },
    );
    const heading = () => screen.getByRole('heading', { level: 2 });
    await waitFor(() => expect(heading().textContent).toMatch(/results for “data”$/));
    const input = screen.getByRole('combobox', { name: 'Search' });

    await user.type(input, ' og');
    await act(() => clock.advance(500));
    expect(router.state.location.search).toBe('?q=data+og');
    await waitFor(() => expect(service.sent()).toBe(2));

    // Typing again, the answer to "data og" arrives (a component reading the query renders it): the results stay.
    await user.type(input, ' x');
    service.release();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'live answer' }).textContent).toBe('data og'),
    );
    expect(heading().textContent).toMatch(/results for “data”$/);

    // The visitor stops typing (the field is back at the committed search): the held answer shows.
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveProperty('value', 'data og');
    await waitFor(() => expect(heading().textContent).toMatch(/results for “data og”$/));
    expect(service.sent()).toBe(2);
  });
});
