import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFormatters } from '../../i18n/format';
import { messages as en } from '../../i18n/messages/en';
import { pickLocalized } from '../../search/text';
import { inProcessFetch } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from './ResultsSection';
import { engineWith, expectedResponse } from './testing/oracle';

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

const nav = () => screen.findByRole('navigation', { name: en.pagination.label });
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('pagination', { timeout: 30_000 }, () => {
  it('is a navigation landmark of real links, the current page marked', async () => {
    const expected = await expectedResponse('/?size=10');
    const last = expected.page.totalPages;
    expect(last).toBeGreaterThan(5);
    await renderWithApp(<ResultsSection id="results" />, { url: '/?size=10' });
    const pages = within(await nav());

    const current = pages.getByRole('link', { name: 'Page 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(hrefOf(current)).toBe('/?size=10');
    expect(hrefOf(pages.getByRole('link', { name: 'Page 2' }))).toBe('/?page=2&size=10');
    expect(pages.getByRole('link', { name: 'Page 2' }).hasAttribute('aria-current')).toBe(false);
    expect(hrefOf(pages.getByRole('link', { name: `Page ${last}` }))).toBe(`/?page=${last}&size=10`);
    expect(hrefOf(pages.getByRole('link', { name: en.pagination.next }))).toBe('/?page=2&size=10');
    expect(hrefOf(pages.getByRole('link', { name: en.pagination.last }))).toBe(`/?page=${last}&size=10`);
    // Nothing lies before the first page; the pages in between are left out.
    expect(pages.queryByRole('link', { name: en.pagination.previous })).toBeNull();
    expect(pages.queryByRole('link', { name: en.pagination.first })).toBeNull();
    expect(pages.queryByRole('link', { name: 'Page 4' })).toBeNull();
  });

  it('goes no further than the service’s window of 10 000 hits', async () => {
    const engine = engineWith([], 10_500);
    const url = '/?page=999&size=10';
    const expected = await expectedResponse(url, engine);
    expect(expected.page.totalPages).toBe(1050);
    await renderWithApp(<ResultsSection id="results" />, { url, fetch: inProcessFetch(engine).fetch });
    const pages = within(await nav());

    expect(pages.getByRole('link', { name: 'Page 999' }).getAttribute('aria-current')).toBe('page');
    expect(hrefOf(pages.getByRole('link', { name: 'Page 1,000' }))).toBe('/?page=1000&size=10');
    expect(hrefOf(pages.getByRole('link', { name: en.pagination.last }))).toBe('/?page=1000&size=10');
    expect(hrefOf(pages.getByRole('link', { name: en.pagination.previous }))).toBe('/?page=998&size=10');
    expect(hrefOf(pages.getByRole('link', { name: en.pagination.first }))).toBe('/?size=10');
    expect(pages.queryByRole('link', { name: 'Page 1,001' })).toBeNull();
    expect(pages.queryByRole('link', { name: 'Page 1,050' })).toBeNull();
  });

  it('moves focus to the result summary after a page change, and shows that page', async () => {
    const second = await expectedResponse('/?page=2&size=10');
    const { user, router, requests } = await renderWithApp(<ResultsSection id="results" />, {
      url: '/?size=10',
    });
    const pages = within(await nav());
    const heading = screen.getByRole('heading', { level: 2 });

    await user.click(pages.getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2&size=10');
    expect(document.activeElement).toBe(heading);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(
        pickLocalized(second.hits[0]?.title, 'en')?.text,
      ),
    );
    expect(document.activeElement).toBe(heading);
    expect(
      within(await nav())
        .getByRole('link', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(requests).toHaveLength(2);
    expect(
      screen.getByText(en.results.range(11, 20, second.page.totalElements, createFormatters('en'))),
    ).toBeTruthy();
  });

  it('is left out when there is one page', async () => {
    await renderWithApp(<ResultsSection id="results" />, { url: '/?q=water&size=100' });
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
