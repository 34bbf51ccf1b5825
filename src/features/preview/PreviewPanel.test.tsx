import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { SearchObject } from '../../interface/searchObject';
import { renderWithApp } from '../../test/renderWithApp';
import PreviewPanel from './PreviewPanel';
import type { Environment } from '../../interface/runtimeConfig';
import { generateCatalogue } from '../../../server/catalogue/generate';
import { TEST_NOW, testEngine } from '../../test/inProcessService';

/** A hit of the test catalogue whose first relation names another hit of it (with an English title). */
function relatedPair(): { source: SearchObject; target: SearchObject } {
  const hits = generateCatalogue({ size: 2_000, seed: 7, now: TEST_NOW });
  const byUri = new Map(hits.map((candidate) => [candidate.uri, candidate]));
  for (const source of hits) {
    const first = source.relations?.[0];
    const target = first ? byUri.get(first.uri) : undefined;
    if (target?.title?.en && source.relations?.length === 1) return { source, target };
  }
  throw new Error('the test catalogue has no related pair');
}

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

async function renderPanel(onClose = vi.fn(), shown: SearchObject = hit, environment?: Environment) {
  const view = await renderWithApp(
    <PreviewPanel
      content={{ kind: 'hit', hit: shown }}
      onClose={onClose}
      relationHref={(uri) => `/?relations=${encodeURIComponent(uri)}`}
      previewHref={(key) => `/?preview=${encodeURIComponent(key)}`}
      onOpenPreview={vi.fn()}
    />,
    environment ? { environment } : {},
  );
  const dialog = await screen.findByRole('dialog', { name: shown === hit ? 'Water expired & more' : /./ });
  return { ...view, dialog, onClose };
}

// The relations' lookup is answered by the in-process engine: built once, before the first test's clock starts.
beforeAll(() => {
  testEngine();
}, 60_000);

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

  it('links the URI itself, in a new tab', async () => {
    const { dialog } = await renderPanel();
    const link = within(dialog).getByRole('link', {
      name: /^https:\/\/registrering\.example\.no\/datasets\/abc/,
    });
    expect(link.getAttribute('href')).toBe('https://registrering.example.no/datasets/abc');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers a related resource off the page as a preview opened by its URI, looked up only then', async () => {
    const { source, target } = relatedPair();
    const { dialog } = await renderPanel(vi.fn(), source);
    const uri = target.uri ?? '';
    const open = within(dialog).getByRole('link', { name: `Preview ${uri}` });
    expect(open.getAttribute('href')).toBe(`/?preview=${encodeURIComponent(uri)}`);
    const search = within(dialog).getByRole('link', { name: `Search for resources related to ${uri}` });
    expect(search.getAttribute('href')).toBe(`/?relations=${encodeURIComponent(uri)}`);
    // Unknown until its preview is opened: never called missing from the catalogue before anyone looked.
    expect(dialog.textContent).not.toContain('not in this catalogue');
  });

  it('links a related URI to itself, beside its preview and a search for what relates to it', async () => {
    const { dialog } = await renderPanel();
    const uri = 'https://registrering.example.no/series/9';
    expect(dialog.textContent).toContain('Part of');
    const link = within(dialog).getByRole('link', {
      name: new RegExp(`^${uri.replace(/\./g, '\\.')} ?\\(opens`),
    });
    expect(link.getAttribute('href')).toBe(uri);
    const search = within(dialog).getByRole('link', { name: `Search for resources related to ${uri}` });
    expect(search.getAttribute('href')).toBe(`/?relations=${encodeURIComponent(uri)}`);
    expect(
      within(dialog)
        .getByRole('link', { name: `Preview ${uri}` })
        .getAttribute('href'),
    ).toBe(`/?preview=${encodeURIComponent(uri)}`);
  });

  it('links the page on the environment’s portal only where it has one', async () => {
    const first = await renderPanel();
    expect(within(first.dialog).getByRole('link', { name: /a safe link/ })).toBeTruthy();
    expect(within(first.dialog).queryByRole('link', { name: /^Open on / })).toBeNull();
    first.unmount();
    const { dialog } = await renderPanel(vi.fn(), hit, {
      id: 'demo',
      label: 'Demo',
      searchApiBaseUrl: 'http://localhost/api',
      portalUrl: 'https://demo.fellesdatakatalog.digdir.no',
    });
    const link = within(dialog).getByRole('link', { name: /^Open on demo\.fellesdatakatalog\.digdir\.no/ });
    expect(link.getAttribute('href')).toBe('https://demo.fellesdatakatalog.digdir.no/en/datasets/abc-1');
  });

  it('closes with Escape and with its close button', async () => {
    const { user, onClose } = await renderPanel();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
