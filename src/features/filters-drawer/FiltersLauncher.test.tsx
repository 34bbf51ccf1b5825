import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/renderWithApp';
import { FiltersLauncher } from './FiltersLauncher';

// The engine answers in-process, but a loaded machine renders slowly: give async queries room.
configure({ asyncUtilTimeout: 5_000 });

const SLOW = { timeout: 40_000 };

describe('FiltersLauncher', () => {
  it(
    'counts the active filters and opens the facets in a drawer that takes focus and closes with Esc',
    SLOW,
    async () => {
      const { user } = await renderWithApp(<FiltersLauncher />, {
        url: '/datasets?dataTheme=ENVI&dataTheme=GOVE&accessRights=PUBLIC',
      });
      const launcher = screen.getByRole('button', { name: 'Filters (3)' });
      expect(launcher.getAttribute('aria-expanded')).toBe('false');
      await user.click(launcher);

      const drawer = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
      expect(launcher.getAttribute('aria-expanded')).toBe('true');
      await within(drawer).findByRole('group', { name: 'EU theme' }, { timeout: 10_000 });
      expect(within(drawer).getByRole('button', { name: 'Close filters' })).toBeTruthy();
      const show = await within(drawer).findByRole('button', { name: /^Show [\d,]+ results?$/ });
      expect(drawer.contains(document.activeElement)).toBe(true);
      expect(drawer.contains(show)).toBe(true);

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(launcher);
    },
  );

  it('closes with its "Show N results" button, committing pending clicks', SLOW, async () => {
    const { user, router } = await renderWithApp(<FiltersLauncher />, { url: '/datasets' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
    const themes = await within(drawer).findByRole('group', { name: 'EU theme' }, { timeout: 10_000 });
    await user.click(within(themes).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(within(drawer).getByRole('button', { name: /^Show [\d,]+ results?$/ }));
    // Committed at once, not after the facet pause.
    expect(router.state.location.search).toMatch(/^\?dataTheme=[A-Z]+$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBe(document.activeElement);
  });
});
