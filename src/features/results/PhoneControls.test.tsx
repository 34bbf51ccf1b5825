import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { messages as en } from '../../i18n/messages/en';
import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from './ResultsSection';
import { expectedResponse } from './testing/oracle';

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

/** A phone: every width query matches below the `sm` breakpoint. */
function phoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

beforeEach(phoneScreen);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the results controls on a phone', { timeout: 30_000 }, () => {
  it('pagination says "Page 3 of N" between real links to the pages around it, and lists no page numbers', async () => {
    const expected = await expectedResponse('/?page=3&size=10');
    const last = expected.page.totalPages;
    await renderWithApp(<ResultsSection id="results" />, { url: '/?page=3&size=10' });
    const pages = within(await screen.findByRole('navigation', { name: en.pagination.label }));

    const current = pages.getByText(`Page 3 of ${last.toLocaleString('en-GB')}`);
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(pages.getByRole('link', { name: en.pagination.previous }).getAttribute('href')).toBe(
      '/?page=2&size=10',
    );
    expect(pages.getByRole('link', { name: en.pagination.next }).getAttribute('href')).toBe(
      '/?page=4&size=10',
    );
    expect(pages.getByRole('link', { name: en.pagination.first }).getAttribute('href')).toBe('/?size=10');
    expect(pages.queryByRole('link', { name: 'Page 2' })).toBeNull();
  });

  it('sort and page size are one labelled select each; a choice is one search, back on page 1', async () => {
    const { user, router } = await renderWithApp(<ResultsSection id="results" />, { url: '/?page=3' });
    const sort = await screen.findByRole('combobox', { name: en.sort.label });
    const size = screen.getByRole('combobox', { name: en.pageSize.label });
    expect(screen.queryByRole('group', { name: en.sort.label })).toBeNull();
    expect(within(size).getByRole('option', { name: '20 per page' })).toHaveProperty('selected', true);

    await user.selectOptions(sort, en.sort.newest);
    expect(router.state.location.search).toBe('?sort=newest');
    await user.selectOptions(screen.getByRole('combobox', { name: en.pageSize.label }), '50 per page');
    expect(router.state.location.search).toBe('?sort=newest&size=50');
  });
});
