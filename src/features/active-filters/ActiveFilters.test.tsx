import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/renderWithApp';
import { ActiveFilters } from './ActiveFilters';
import { RESULTS_HEADING_ID, SEARCH_INPUT_ID } from './focusResults';

// The engine answers in-process, but a loaded machine renders slowly: give async queries room.
configure({ asyncUtilTimeout: 5_000 });

const SLOW = { timeout: 30_000 };
const URL = '/datasets?q=data&dataTheme=ENVI&dataTheme=GOVE&accessRights=PUBLIC&sort=newest&size=50';

async function renderChips(url: string, withHeading = true) {
  const view = await renderWithApp(
    <>
      {withHeading ? (
        <h2 id={RESULTS_HEADING_ID}>Results</h2>
      ) : (
        <input id={SEARCH_INPUT_ID} aria-label="Search" />
      )}
      <ActiveFilters />
    </>,
    { url },
  );
  return view;
}

const chips = () => within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button');

describe('ActiveFilters', () => {
  it('lists one removable chip per selected value in a labelled list', SLOW, async () => {
    await renderChips(URL);
    expect(screen.getByRole('heading', { name: 'Active filters' })).toBeTruthy();
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: EU theme: Environment',
      'Remove filter: EU theme: Government and public sector',
      'Remove filter: Access rights: Public',
    ]);
    expect(chips()[0]?.textContent).toBe('EU theme: Environment');
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeTruthy();
  });

  it(
    'removes a value and moves focus to the next chip, then the previous, then the results heading',
    SLOW,
    async () => {
      const { user, router } = await renderChips(URL);
      await user.click(
        screen.getByRole('button', { name: 'Remove filter: EU theme: Government and public sector' }),
      );
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: Access rights: Public');
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          '?q=data&dataTheme=ENVI&accessRights=PUBLIC&sort=newest&size=50',
        ),
      );

      // The keyboard way: Delete on the focused chip.
      await user.keyboard('{Delete}');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter: EU theme: Environment');
      await waitFor(() =>
        expect(router.state.location.search).toBe('?q=data&dataTheme=ENVI&sort=newest&size=50'),
      );

      await user.keyboard('{Enter}');
      expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
      expect(document.activeElement?.id).toBe(RESULTS_HEADING_ID);
      await waitFor(() => expect(router.state.location.search).toBe('?q=data&sort=newest&size=50'));
    },
  );

  it(
    'clears all filters but keeps the query, type, sort and size; focus goes to the results',
    SLOW,
    async () => {
      const { user, router } = await renderChips(URL);
      await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/datasets?q=data&sort=newest&size=50',
        ),
      );
      expect(document.activeElement?.id).toBe(RESULTS_HEADING_ID);
      expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    },
  );

  it(
    'falls back to the search field without a results heading, and names organisations and days',
    SLOW,
    async () => {
      const { user } = await renderChips('/?orgPath=%2FSTAT&lastXDays=30', false);
      expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([
        'Remove filter: Organisation: State',
        'Remove filter: Recently added: New in the last 30 days',
      ]);
      await user.click(chips()[1] as HTMLElement);
      await user.click(chips()[0] as HTMLElement);
      expect(document.activeElement?.id).toBe(SEARCH_INPUT_ID);
    },
  );

  it('shows nothing without filters', SLOW, async () => {
    await renderChips('/?q=vann');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
