import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { testEngine } from '../../../test/inProcessService';
import { renderWithApp } from '../../../test/renderWithApp';
import { Footer } from '../Footer';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

const SEARCH = '/datasets?q=water&dataTheme=ENVI&dataTheme=GOVE';
const HOST = 'https://www.kommune.no';

async function openBuilder(options: { embedOrigins?: readonly string[]; url?: string } = {}) {
  const app = await renderWithApp(<Footer />, { url: SEARCH, ...options });
  await app.user.click(screen.getByRole('button', { name: 'Embed this search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Embed this search' });
  const code = () =>
    within(dialog).queryByRole('region', { name: 'Code for your page' })?.querySelector('code')
      ?.textContent ?? null;
  /** The frame's URL in the code, as a browser reads the attribute. */
  const src = () => {
    const template = document.createElement('template');
    template.innerHTML = code() ?? '';
    return new URL(template.content.querySelector('iframe')?.getAttribute('src') ?? 'about:blank');
  };
  return { ...app, dialog, code, src };
}

describe('the embed builder', () => {
  it('locks every filter of the search and its type by default, each a checkbox in a named group', async () => {
    const { dialog, src } = await openBuilder();
    const locks = within(dialog).getByRole('group', { name: 'Lock filters' });
    const boxes = within(locks).getAllByRole('checkbox');
    expect(
      boxes.map((box) => box.getAttribute('aria-checked') ?? String((box as HTMLInputElement).checked)),
    ).toEqual(['true', 'true', 'true']);
    expect(within(locks).getByRole('checkbox', { name: 'EU theme: Environment' })).toBeTruthy();
    expect(within(locks).getByRole('checkbox', { name: 'Only datasets' })).toBeTruthy();
    expect(src().pathname).toBe('/datasets');
    expect(src().searchParams.getAll('lock.dataTheme')).toEqual(['ENVI', 'GOVE']);
    expect(src().searchParams.get('lock.type')).toBe('datasets');
    expect(src().searchParams.getAll('dataTheme')).toEqual([]);
    expect(src().searchParams.get('embed')).toBe('1');
  });

  it('names an open-data lock by its value alone, and offers each place a title can open once', async () => {
    const { dialog, user, src } = await openBuilder({ url: '/datasets?openData=true' });
    const locks = within(dialog).getByRole('group', { name: 'Lock filters' });
    expect(
      within(locks)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Open data', 'Only datasets']);
    const targets = within(dialog).getByRole('combobox', { name: 'Result titles open' });
    const options = within(targets)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'As a preview in the frame (the default)',
      'In your page’s window',
      'In a new tab',
      'Inside the frame',
    ]);
    // The default writes nothing: a preview in the frame is what an embed does unless told otherwise.
    expect(src().searchParams.has('linkTarget')).toBe(false);
    await user.selectOptions(targets, '_top');
    expect(src().searchParams.get('linkTarget')).toBe('_top');
  });

  it('writes the host’s choices into the frame’s URL through the URL codec', async () => {
    const { dialog, user, src } = await openBuilder();
    await user.click(within(dialog).getByRole('checkbox', { name: 'EU theme: Environment' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Type tabs' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sorting' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Result titles open' }), '_blank');
    await user.type(within(dialog).getByRole('textbox', { name: 'Accent colour (optional)' }), '#14C');
    expect(src().searchParams.getAll('dataTheme')).toEqual(['ENVI']);
    expect(src().searchParams.getAll('lock.dataTheme')).toEqual(['GOVE']);
    expect(src().searchParams.get('hide')).toBe('tabs,sort');
    expect(src().searchParams.get('linkTarget')).toBe('_blank');
    expect(src().searchParams.get('accent')).toBe('#1144cc');
    expect(within(dialog).getByLabelText('Pick the accent colour')).toHaveProperty('value', '#1144cc');
  });

  it('requires a title, saying so at the field, and gives no code without one', async () => {
    const { dialog, user, code } = await openBuilder();
    const title = within(dialog).getByRole('textbox', { name: 'Frame title (required)' });
    await user.clear(title);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title).toHaveProperty('required', true);
    expect(within(dialog).getByText('Give the frame a title.').id).toBe(
      title.getAttribute('aria-describedby'),
    );
    expect(code()).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Copy code' })).toBeNull();
    await user.type(title, 'Vann i kommunen "<b>"');
    expect(code()).toContain('title="Vann i kommunen &quot;&lt;b&gt;&quot;"');
  });

  it('refuses an accent or origin it cannot use, and says when the service does not allow the origin', async () => {
    const { dialog, user, src } = await openBuilder({ embedOrigins: [HOST] });
    const accent = within(dialog).getByRole('textbox', { name: 'Accent colour (optional)' });
    await user.type(accent, 'blue');
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Write the colour as a hex code such as #1e4d8c.')).toBeTruthy();
    expect(src().searchParams.has('accent')).toBe(false);

    const origin = within(dialog).getByRole('textbox', { name: 'Your page’s origin (optional)' });
    await user.type(origin, 'https://elsewhere.example');
    expect(within(dialog).getByText(/does not list this origin/)).toBeTruthy();
    await user.clear(origin);
    await user.type(origin, `${HOST}/`);
    expect(origin.getAttribute('aria-invalid')).toBe('false');
    expect(src().searchParams.get('parentOrigin')).toBe(HOST);
    await user.type(origin, 'sok');
    expect(origin.getAttribute('aria-invalid')).toBe('true');
  });

  it('previews the frame’s URL once typing pauses', async () => {
    const { dialog, user, src } = await openBuilder();
    const preview = within(dialog).getByTitle('Preview: Search the National Data Catalogue');
    expect(preview.getAttribute('src')).toBe(src().href);
    await user.type(within(dialog).getByRole('textbox', { name: 'Accent colour (optional)' }), '#123456');
    expect(preview.getAttribute('src')).not.toBe(src().href);
    await waitFor(() => expect(preview.getAttribute('src')).toBe(src().href));
  });

  it('starts afresh at each opening, and gives focus back to its button when closed', async () => {
    const { dialog, user } = await openBuilder();
    await user.click(within(dialog).getByRole('checkbox', { name: 'EU theme: Environment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const opener = screen.getByRole('button', { name: 'Embed this search' });
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Embed this search' });
    expect(within(again).getByRole('checkbox', { name: 'EU theme: Environment' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('copies the code and says so', async () => {
    const { dialog, user, code } = await openBuilder();
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Code copied'));
    expect(await navigator.clipboard.readText()).toBe(code());
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Close' })));
  });
});
