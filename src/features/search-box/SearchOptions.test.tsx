import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import typography from '../../ui/styles/typography.module.css';
import { SearchBox } from './SearchBox';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

/** A phone: width queries below the `sm` breakpoint match. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchBox on a phone', { timeout: 30_000 }, () => {
  it('folds "Search in" into one button that says what is searched and opens the choice', async () => {
    const clock = new FakeClock();
    const { user, router } = await renderWithApp(<SearchBox />, { url: '/?q=water', clock });
    const options = screen.getByRole('button', { name: 'Search in: All fields' });
    expect(options.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Search in' })).toBeNull();

    await user.click(options);
    expect(options.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(options.getAttribute('aria-controls') ?? '');
    const group = screen.getByRole('group', { name: 'Search in' });
    expect(panel?.contains(group)).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Title' }));
    await act(() => clock.advance(300));
    expect(router.state.location.search).toBe('?q=water&fields=title');
    expect(screen.getByRole('button', { name: 'Search in: Title' })).toBeTruthy();
  });

  it('names a combination from the URL as custom', async () => {
    await renderWithApp(<SearchBox />, { url: '/?q=water&fields=keyword&fields=title' });
    expect(screen.getByRole('button', { name: 'Search in: Custom (Title, Keywords)' })).toBeTruthy();
  });

  it('still describes the field with the hint, read rather than shown', async () => {
    await renderWithApp(<SearchBox />, { url: '/' });
    const input = screen.getByRole('combobox', { name: 'Search' });
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('Results update as you type.');
    expect(hint?.classList.contains(typography.visuallyHidden ?? 'no such class')).toBe(true);
  });
});
