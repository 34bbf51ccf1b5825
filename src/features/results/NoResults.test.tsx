import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFormatters } from '../../i18n/format';
import { messages as en } from '../../i18n/messages/en';
import { setScope } from '../../search/transitions';
import { parseSearchUrl, searchHref } from '../../search/url';
import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from './ResultsSection';
import { expectedResponse } from './testing/oracle';

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

const f = createFormatters('en');
const URL_WITH_FILTERS =
  '/datasets?q=vann+avl%C3%B8p&dataTheme=HEAL&dataTheme=TRAN&orgPath=%2FKOMMUNE&lastXDays=30';

describe('no results', { timeout: 30_000 }, () => {
  it('offers to remove each filter, to search all types, and tips', async () => {
    expect((await expectedResponse(URL_WITH_FILTERS)).page.totalElements).toBe(0);
    const { user, router } = await renderWithApp(<ResultsSection id="results" />, { url: URL_WITH_FILTERS });

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: en.results.summary({ total: 0, query: 'vann avløp', capped: false }, f),
    });
    // The view's code loads with the first empty answer.
    await screen.findByText(en.noResults.checkSpelling);
    for (const label of [
      'Health',
      'Transport',
      'Municipality',
      en.facets.recency.lastXDays.lastDays(30, f),
    ]) {
      expect(screen.getByRole('button', { name: en.noResults.removeFilter(label) })).toBeTruthy();
    }
    const { pathname, search } = new URL(URL_WITH_FILTERS, 'http://localhost');
    const all = setScope(parseSearchUrl(pathname, search).state, 'all');
    expect(screen.getByRole('link', { name: en.noResults.searchAllTypes }).getAttribute('href')).toBe(
      searchHref(all, null),
    );
    expect(screen.getByText(en.noResults.checkSpelling)).toBeTruthy();
    expect(screen.getByText(en.noResults.fewerWords)).toBeTruthy();
    // No sort or size for nothing, and no pages.
    expect(screen.queryByRole('group', { name: en.sort.label })).toBeNull();
    expect(screen.queryByRole('group', { name: en.pageSize.label })).toBeNull();
    expect(screen.queryByRole('button', { name: en.sort.newest })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.click(screen.getByRole('button', { name: en.noResults.removeFilter('Health') }));
    expect(router.state.location.search).toBe(
      '?q=vann+avl%C3%B8p&dataTheme=TRAN&orgPath=%2FKOMMUNE&lastXDays=30',
    );
    expect(document.activeElement).toBe(heading);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: en.noResults.removeFilter('Health') })).toBeNull(),
    );
  });

  it('offers each word of two as a link that finds results, counted, best first', async () => {
    const url = '/?q=skole+barnehage';
    expect((await expectedResponse(url)).page.totalElements).toBe(0);
    const totals = {
      skole: (await expectedResponse('/?q=skole')).page.totalElements,
      barnehage: (await expectedResponse('/?q=barnehage')).page.totalElements,
    };
    expect(totals.skole).toBeGreaterThan(0);
    expect(totals.barnehage).toBeGreaterThan(0);
    const { user, router } = await renderWithApp(<ResultsSection id="results" />, { url });

    const links = await screen.findAllByRole('link', { name: /^Search for “(skole|barnehage)”$/ });
    expect(links).toHaveLength(2);
    // The test budget has tokens to spare: both are counted, and the list is ordered by what each finds.
    for (const word of ['skole', 'barnehage'] as const) {
      await screen.findByText(`(${en.noResults.alternativeCount(totals[word], f)})`);
    }
    const ordered = screen
      .getAllByRole('link', { name: /^Search for / })
      .map((link) => link.textContent.replace(/^Search for “|”$/g, ''));
    expect(ordered).toEqual(
      totals.skole >= totals.barnehage ? ['skole', 'barnehage'] : ['barnehage', 'skole'],
    );
    const skole = screen.getByRole('link', { name: en.noResults.searchFor('skole') });
    expect(skole.getAttribute('href')).toBe('/?q=skole');
    await user.click(skole);
    expect(router.state.location.search).toBe('?q=skole');
    await screen.findByRole('heading', {
      level: 2,
      name: en.results.summary({ total: totals.skole, query: 'skole', capped: false }, f),
    });
  });

  it('shows the alternatives without counts when the budget has no token to spare', async () => {
    // Burst 4: the search itself leaves 3, and half the burst (2) stays for the visitor, one spare for two words.
    const { requests } = await renderWithApp(<ResultsSection id="results" />, {
      url: '/?q=skole+barnehage',
      rateLimit: { perMinute: 10, burst: 4 },
    });
    await screen.findByRole('link', { name: en.noResults.searchFor('skole') });
    expect(screen.getByRole('link', { name: en.noResults.searchFor('barnehage') })).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(screen.queryByText(/results\)$/)).toBeNull();
  });

  it('has no filter suggestions when no filter is set', async () => {
    await renderWithApp(<ResultsSection id="results" />, { url: '/?q=zzzqqq' });
    await screen.findByRole('heading', {
      level: 2,
      name: en.results.summary({ total: 0, query: 'zzzqqq', capped: false }, f),
    });
    await screen.findByText(en.noResults.checkSpelling);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('link', { name: en.noResults.searchAllTypes })).toBeNull();
    expect(screen.getByText(en.noResults.checkSpelling)).toBeTruthy();
    expect(screen.queryByText(en.noResults.fewerWords)).toBeNull();
  });
});
