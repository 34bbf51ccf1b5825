import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { SearchBox } from './SearchBox';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

async function setup(url: string) {
  const clock = new FakeClock();
  const app = await renderWithApp(<SearchBox />, { url, clock });
  const search = () => app.router.state.location.search;
  /** Past the facet pause: the choice is committed. */
  const commit = () => act(() => clock.advance(300));
  const group = () => screen.getByRole('group', { name: 'Search in' });
  const radio = (name: string) => within(group()).getByRole('radio', { name });
  return { ...app, clock, search, commit, group, radio };
}

describe('"Search in"', { timeout: 30_000 }, () => {
  it('is one choice: "Title" searches titles only, "All fields" all of them', async () => {
    const { user, search, commit, group, radio } = await setup('/?q=water');
    const names = within(group())
      .getAllByRole('radio')
      .map((input) => input.closest('label')?.textContent);
    expect(names).toEqual(['All fields', 'Title', 'Description', 'Keywords']);
    expect(radio('All fields')).toHaveProperty('checked', true);

    await user.click(radio('Title'));
    expect(radio('Title')).toHaveProperty('checked', true);
    await commit();
    expect(search()).toBe('?q=water&fields=title');

    await user.click(radio('Keywords'));
    await commit();
    expect(search()).toBe('?q=water&fields=keyword');

    await user.click(radio('All fields'));
    await commit();
    expect(search()).toBe('?q=water');
  });

  // Arrow keys check each radio in turn (the browser's; e2e/controls.spec.ts): only the last one is searched.
  it('commits a quick run of choices once', async () => {
    const { user, search, clock, commit, radio } = await setup('/?q=water');
    await user.click(radio('Title'));
    await act(() => clock.advance(100));
    await user.click(radio('Description'));
    await act(() => clock.advance(100));
    expect(search()).toBe('?q=water');
    expect(radio('Description')).toHaveProperty('checked', true);
    await commit();
    expect(search()).toBe('?q=water&fields=description');
  });

  it('shows a combination from the URL as a custom choice whose fields stay editable', async () => {
    const { user, search, commit, group, radio } = await setup('/?q=water&fields=keyword&fields=title');
    const custom = radio('Custom (Title, Keywords)');
    expect(custom).toHaveProperty('checked', true);
    const editor = () => screen.getByRole('group', { name: 'Fields of the custom choice' });
    expect(group().contains(editor())).toBe(true);
    const box = (name: string) => within(editor()).getByRole<HTMLInputElement>('checkbox', { name });
    expect([box('Title'), box('Description'), box('Keywords')].map((input) => input.checked)).toEqual([
      true,
      false,
      true,
    ]);

    // Narrowed to one field, the editor stays where the reader works.
    await user.click(box('Keywords'));
    await commit();
    expect(search()).toBe('?q=water&fields=title');
    expect(radio('Custom (Title)')).toHaveProperty('checked', true);
    // The last field cannot be turned off.
    await user.click(box('Title'));
    await commit();
    expect(search()).toBe('?q=water&fields=title');
    expect(box('Title').checked).toBe(true);

    await user.click(box('Description'));
    await commit();
    expect(search()).toBe('?q=water&fields=description&fields=title');

    // A plain choice closes the editor.
    await user.click(radio('Title'));
    await commit();
    expect(search()).toBe('?q=water&fields=title');
    expect(screen.queryByRole('group', { name: 'Fields of the custom choice' })).toBeNull();
    expect(within(group()).getAllByRole('radio')).toHaveLength(4);
  });

  it('follows the search when history changes it', async () => {
    const { router, radio } = await setup('/?q=water&fields=title');
    expect(radio('Title')).toHaveProperty('checked', true);
    await act(() => router.navigate('/?q=water&fields=description&fields=title'));
    expect(radio('Custom (Title, Description)')).toHaveProperty('checked', true);
    await act(() => router.navigate('/?q=water'));
    expect(radio('All fields')).toHaveProperty('checked', true);
  });
});
