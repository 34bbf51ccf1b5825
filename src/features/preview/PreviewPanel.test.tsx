import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { SearchObject } from '../../interface/searchObject';
import { renderWithApp } from '../../test/renderWithApp';
import PreviewPanel from './PreviewPanel';

const MALICIOUS =
  'Intro with [a safe link](https://example.org/x) and [a bad one](javascript:alert(1)).\n\n' +
  '<script>window.hacked = true</script>\n\n' +
  '<img src="x" onerror="window.hacked = true">\n\n' +
  '<a href="https://evil.example/">raw html link</a>\n\n' +
  '[data](data:text/html,<b>x</b>) and ![tracker](https://evil.example/pixel.png)\n\n' +
  '# A heading in the description';

const hit: SearchObject = {
  id: 'abc-1',
  searchType: 'DATASET',
  uri: 'https://registrering.example.no/datasets/abc',
  title: { en: 'Water <i>expired</i> &amp; more' },
  description: { en: MALICIOUS },
  organization: { prefLabel: { en: 'Environment Agency' } },
  isOpenData: true,
  accessRights: { code: 'PUBLIC' },
  dataTheme: [{ code: 'ENVI' }],
  spatial: [{ prefLabel: { nb: 'Norge' } }],
  provenance: { code: 'NASJONAL' },
  keyword: [{ en: 'water' }],
  fdkFormatPrefixed: ['MEDIA_TYPE text/csv'],
  metadata: { firstHarvested: '2020-01-02T00:00:00Z', modified: '2024-05-06T00:00:00Z' },
  relations: [{ uri: 'https://registrering.example.no/series/9', type: 'isPartOf' }],
};

async function renderPanel(onClose = vi.fn()) {
  const view = await renderWithApp(
    <PreviewPanel
      content={{ kind: 'hit', hit }}
      onClose={onClose}
      relationHref={(uri) => `/?relations=${encodeURIComponent(uri)}`}
      previewHref={(key) => `/?preview=${encodeURIComponent(key)}`}
      onOpenPreview={vi.fn()}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Water expired & more' });
  return { ...view, dialog, onClose };
}

describe('the preview panel', () => {
  it('is a dialog named by the cleaned title, with focus on its heading', async () => {
    const { dialog } = await renderPanel();
    const heading = within(dialog).getByRole('heading', { level: 2, name: 'Water expired & more' });
    expect(document.activeElement).toBe(heading);
  });

  it('shows every field of the hit as text', async () => {
    const { dialog } = await renderPanel();
    const text = dialog.textContent ?? '';
    for (const part of ['Environment Agency', 'Dataset', 'CSV', 'Norge', 'water', 'Open data']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('https://registrering.example.no/datasets/abc');
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Publisher',
      'Type',
      'Themes',
      'Formats',
      'Access',
      'Open data',
      'Geography',
      'Provenance',
      'First harvested',
      'Last modified',
      'Keywords',
      'URI',
    ]);
  });

  it('renders a malicious description inert: no script, no raw HTML, only http(s) links', async () => {
    const { dialog } = await renderPanel();
    expect(dialog.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(dialog.textContent).not.toContain('window.hacked');
    expect(window).not.toHaveProperty('hacked');
    const links = within(dialog).getAllByRole('link');
    for (const link of links) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(https?:\/\/|\/\?)/);
    }
    const safe = within(dialog).getByRole('link', { name: /a safe link/ });
    expect(safe.getAttribute('href')).toBe('https://example.org/x');
    expect(safe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(safe.getAttribute('target')).toBe('_blank');
    // The bad link and the data: link keep their text, not their address.
    expect(within(dialog).queryByRole('link', { name: /a bad one/ })).toBeNull();
    expect(dialog.textContent).toContain('a bad one');
    expect(within(dialog).queryByRole('link', { name: /raw html link/ })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /^data/ })).toBeNull();
    // A heading of the description does not break the panel's heading order.
    expect(within(dialog).queryByRole('heading', { name: 'A heading in the description' })).toBeNull();
  });

  it('lists each relation with a search for resources related to it and its own preview', async () => {
    const { dialog } = await renderPanel();
    const uri = 'https://registrering.example.no/series/9';
    expect(dialog.textContent).toContain('Part of');
    const search = within(dialog).getByRole('link', { name: `Search for resources related to ${uri}` });
    expect(search.getAttribute('href')).toBe(`/?relations=${encodeURIComponent(uri)}`);
    const open = within(dialog).getByRole('link', { name: `Preview ${uri}` });
    expect(open.getAttribute('href')).toBe(`/?preview=${encodeURIComponent(uri)}`);
  });

  it('has no link to data.norge.no outside production', async () => {
    const { dialog } = await renderPanel();
    expect(within(dialog).queryByRole('link', { name: /data\.norge\.no/ })).toBeNull();
  });

  it('closes with Escape and with its close button', async () => {
    const { user, onClose } = await renderPanel();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
