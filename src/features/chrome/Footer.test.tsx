import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { toSearchRequest, DEFAULT_SEARCH_STATE, setQuery, setScope, toggleListValue } from '../../search';
import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { Footer } from './Footer';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

const URL_OF_SEARCH = '/datasets?q=water&dataTheme=ENVI';
const state = toggleListValue(
  setScope(setQuery(DEFAULT_SEARCH_STATE, 'water'), 'datasets'),
  'dataTheme',
  'ENVI',
);

describe('Footer', () => {
  it('names the service and shows its address as text of its own', async () => {
    await renderWithApp(<Footer />, { url: URL_OF_SEARCH });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('http://localhost/api', { exact: true }).tagName).toBe('CODE');
    expect(footer.textContent).toContain('Search service: In-process test catalogue (http://localhost/api)');
  });

  it('copies the link of the search and says so politely', async () => {
    const { user } = await renderWithApp(<Footer />, { url: URL_OF_SEARCH });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status.textContent).toBe('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(new URL(URL_OF_SEARCH, window.location.href).href);
  });

  it("names the environment's service with its base URL", async () => {
    await renderWithApp(<Footer />, {
      url: URL_OF_SEARCH,
      environment: {
        id: 'demo',
        label: 'Felles datakatalog, demo',
        searchApiBaseUrl: 'https://search.api.demo.fellesdatakatalog.digdir.no',
      },
    });
    expect(screen.getByRole('contentinfo').textContent).toContain(
      'Search service: Felles datakatalog, demo (https://search.api.demo.fellesdatakatalog.digdir.no)',
    );
  });

  it('names the local catalogue in the page’s language', async () => {
    const environment = {
      id: 'local',
      label: 'Local demo catalogue (20,000 resources, seed 1)',
      searchApiBaseUrl: '/api',
      catalogue: { kind: 'demo', resources: 20_000, seed: 1 },
    } as const;
    await renderWithApp(<Footer />, { url: URL_OF_SEARCH, locale: 'nb', environment });
    expect(screen.getByRole('contentinfo').textContent).toMatch(
      /^Søketjeneste: Lokal demokatalog \(20\s000 ressurser, frøverdi 1\) \(\/api\)/,
    );
  });

  it('offers the link selected in a field, with what to press, where the clipboard is refused', async () => {
    const { user } = await renderWithApp(<Footer />, { url: URL_OF_SEARCH });
    const refuse = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    try {
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to this search' });
      const link = new URL(URL_OF_SEARCH, window.location.href).href;
      expect(field.value).toBe(link);
      expect(field.readOnly).toBe(true);
      // Focused and selected by an effect after the field's render: on a loaded machine, a moment later.
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.length]);
      expect(field.getAttribute('aria-describedby')).toBeTruthy();
      expect(screen.getByText(/press Ctrl\+C/).id).toBe(field.getAttribute('aria-describedby'));
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy. Select the text and copy it yourself.',
      );

      await user.click(screen.getByRole('button', { name: 'Hide link' }));
      expect(screen.queryByRole('textbox', { name: 'Link to this search' })).toBeNull();

      // Once the clipboard is allowed again, copying works and no field is shown.
      refuse.mockRestore();
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
      expect(screen.queryByRole('textbox', { name: 'Link to this search' })).toBeNull();
    } finally {
      refuse.mockRestore();
    }
  });

  it('shows the exact API request in a dialog, and returns focus when it closes', async () => {
    const { user } = await renderWithApp(<Footer />, { url: URL_OF_SEARCH });
    const opener = screen.getByRole('button', { name: 'API request for this search' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'API request for this search' });
    const blocks = [...dialog.querySelectorAll('pre')].map((pre) => pre.textContent);
    const { body } = toSearchRequest(state);
    expect(blocks[0]).toBe('POST http://localhost/api/search/datasets');
    expect(blocks[1]).toBe(JSON.stringify(body, null, 2));
    expect(blocks[2]).toContain(`curl -X POST 'http://localhost/api/search/datasets'`);
    expect(blocks[2]).toContain(`--data-raw '${JSON.stringify(body)}'`);
    expect(within(dialog).getByRole('heading', { name: 'Request body (JSON)' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Code copied'));
    expect(await navigator.clipboard.readText()).toBe(blocks[2]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives the embed code: a titled frame of this search, its filters locked, and the embed.js line', async () => {
    const { user } = await renderWithApp(<Footer />, { url: URL_OF_SEARCH });
    await user.click(screen.getByRole('button', { name: 'Embed this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed this search' });
    const code =
      within(dialog).getByRole('region', { name: 'Code for your page' }).querySelector('code')?.textContent ??
      '';
    const src = new URL(
      '/datasets?q=water&embed=1&lock.dataTheme=ENVI&lock.type=datasets',
      window.location.href,
    ).href.replace(/&/g, '&amp;');
    expect(code).toContain(
      `<iframe data-catalogue-search src="${src}" title="Search the National Data Catalogue"`,
    );
    expect(code).toContain('allow="clipboard-write"');
    expect(code).toContain(`<script src="${window.location.origin}/embed.js" defer></script>`);
  });
});
