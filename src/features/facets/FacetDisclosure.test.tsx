/**
 * The calm facet panel: groups as disclosures remembered per browser (a group with a choice stays open), the
 * "all values" rule said once, filter boxes only on long facets, readable formats, days without counts.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { FacetValue, ListFacet } from '../../search/facets/types';
import { renderWithApp } from '../../test/renderWithApp';
import { FacetPanel } from './FacetPanel';
import { FACET_OPEN_STORE_KEY, forgetOpenStates } from './facetOpenState';
import { ListFacetView } from './ListFacetView';
import { FILTER_BOX_MIN_VALUES } from './visibleWindow';

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 40_000 };

beforeEach(() => {
  localStorage.clear();
  forgetOpenStates();
});

const group = (name: string) => screen.getByRole('group', { name });
const disclosure = (name: string) => within(group(name)).getByRole('button', { name });

async function renderPanel(url = '/datasets') {
  const view = await renderWithApp(<FacetPanel />, { url });
  await screen.findByRole('group', { name: 'EU theme' }, { timeout: 10_000 });
  return view;
}

describe('facet groups as disclosures', () => {
  it('open by default, close and open by their legend button, remembered in this browser', SLOW, async () => {
    const { user, unmount } = await renderPanel();
    const themes = disclosure('EU theme');
    expect(themes.getAttribute('aria-expanded')).toBe('true');
    expect(within(group('EU theme')).getAllByRole('checkbox').length).toBeGreaterThan(0);

    await user.click(themes);
    expect(themes.getAttribute('aria-expanded')).toBe('false');
    expect(within(group('EU theme')).queryAllByRole('checkbox')).toHaveLength(0);
    expect(document.getElementById(themes.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(localStorage.getItem(FACET_OPEN_STORE_KEY)).toBe('{"dataTheme":false}');

    // A new page in the same browser finds it closed.
    unmount();
    forgetOpenStates();
    await renderPanel();
    expect(disclosure('EU theme').getAttribute('aria-expanded')).toBe('false');
    await user.click(disclosure('EU theme'));
    expect(within(group('EU theme')).getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('keeps a group with a selected value open, with no button to close it', SLOW, async () => {
    localStorage.setItem(FACET_OPEN_STORE_KEY, JSON.stringify({ dataTheme: false, provenance: false }));
    await renderPanel('/datasets?dataTheme=ENVI');
    const themes = group('EU theme');
    expect(within(themes).queryByRole('button', { name: 'EU theme' })).toBeNull();
    expect(within(themes).getByRole('checkbox', { name: /^Environment \(/ })).toHaveProperty('checked', true);
    // Opened for good, so clearing the value later does not fold the group away.
    await waitFor(() => expect(localStorage.getItem(FACET_OPEN_STORE_KEY)).toContain('"dataTheme":true'));
    expect(disclosure('Provenance').getAttribute('aria-expanded')).toBe('false');
  });

  it(
    'says the "all values" rule once, at the top, and tells that time windows have no counts',
    SLOW,
    async () => {
      await renderPanel();
      expect(screen.getAllByText(/results must have all of them/)).toHaveLength(1);
      expect(within(group('EU theme')).queryByText(/must have all/)).toBeNull();
      expect(within(group('Recently added')).getByText('These time windows have no counts.')).toBeTruthy();
    },
  );

  it('offers a filter box only on a facet with more than 10 values', SLOW, async () => {
    await renderPanel();
    expect(within(group('Access rights')).queryByRole('textbox')).toBeNull();
    expect(within(group('Geography')).getByRole('textbox', { name: 'Filter places' })).toBeTruthy();
  });

  it('draws the line at exactly 10 values', SLOW, async () => {
    const facet = (size: number): ListFacet => {
      const values: FacetValue[] = Array.from({ length: size }, (_, i) => ({
        key: `Sted ${i}`,
        label: `Sted ${i}`,
        count: size - i,
        selected: false,
      }));
      return {
        kind: 'list',
        id: 'spatial',
        filter: 'spatial',
        selection: 'multiple',
        selectedCount: 0,
        values,
        size: values.length,
        top: (n) => values.slice(0, n),
      };
    };
    const at = await renderWithApp(
      <ListFacetView
        facet={facet(FILTER_BOX_MIN_VALUES)}
        onToggle={() => undefined}
        onClear={() => undefined}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Filter places' })).toBeNull();
    at.unmount();
    await renderWithApp(
      <ListFacetView
        facet={facet(FILTER_BOX_MIN_VALUES + 1)}
        onToggle={() => undefined}
        onClear={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Filter places' })).toBeTruthy();
  });

  it('names formats so that no two read alike, the type in smaller text', SLOW, async () => {
    await renderPanel();
    const formats = within(group('Format')).getAllByRole('checkbox');
    const names = formats.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const labels = names.map((name) => name.replace(/ \([\d,]+\)$/, ''));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.some((label) => /^CSV \(text\/csv\)$/.test(label))).toBe(true);
  });
});
