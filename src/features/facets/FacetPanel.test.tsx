import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FakeClock } from '../../api/testing/fakeClock';
import { renderWithApp } from '../../test/renderWithApp';
import { foldForSearch } from '../../search/facets/filterValues';
import { FacetPanel } from './FacetPanel';
import { countInName, TotalProbe } from './testing/probe';

// The engine answers in-process, but a loaded machine renders slowly: give async queries room.
configure({ asyncUtilTimeout: 5_000 });

const SLOW = { timeout: 40_000 };

async function renderPanel(url = '/datasets', clock?: FakeClock) {
  const view = await renderWithApp(
    <>
      <FacetPanel />
      <TotalProbe />
    </>,
    { url, clock },
  );
  await screen.findByRole('group', { name: 'EU theme' }, { timeout: 10_000 });
  return view;
}

const group = (name: string) => screen.getByRole('group', { name });
/** The accessible name of a labelled input or a named button (what getByRole matched). */
const nameOf = (element: HTMLElement): string =>
  element.getAttribute('aria-label') ??
  (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.textContent) ??
  '';

/**
 * Waits until the URL's search has its own results, and facets no longer marked busy (a new answer's facets
 * follow its results in a deferred render), and returns the results' total.
 */
async function settledTotal(router: { state: { location: { search: string } } }): Promise<number> {
  let total = NaN;
  await waitFor(
    () => {
      const text = screen.getByTestId('total').textContent ?? '';
      const prefix = `${router.state.location.search} total: `;
      expect(text.startsWith(prefix)).toBe(true);
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      total = Number(text.slice(prefix.length));
    },
    { timeout: 5_000 },
  );
  return total;
}

describe('FacetPanel', () => {
  it('shows each facet as a group named by its legend, values named with label and count', SLOW, async () => {
    await renderPanel();
    for (const name of [
      'Open data',
      'Access rights',
      'EU theme',
      'Theme',
      'Format',
      'Organisation',
      'Geography',
    ]) {
      expect(group(name).tagName).toBe('FIELDSET');
    }
    expect(group('Recently added')).toBeTruthy();
    const themes = within(group('EU theme')).getAllByRole('checkbox');
    expect(themes.length).toBeGreaterThan(0);
    for (const box of themes) expect(nameOf(box)).toMatch(/^\S.* \([\d,]+\)$/);
    // Counts are visible text too, and values come by count (the model's order).
    const counts = themes.map((box) => countInName(nameOf(box)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(group('EU theme').textContent).toContain(nameOf(themes[0] as HTMLElement));
    // The "all values" rule is said once for the panel (FacetDisclosure.test.tsx), not per facet.
    expect(within(group('EU theme')).queryByText(/must have all/)).toBeNull();
  });

  it('offers radios with an "All" choice where the service takes one value', SLOW, async () => {
    await renderPanel();
    for (const name of ['Access rights', 'Open data', 'Provenance', 'Organisation', 'Recently added']) {
      expect(within(group(name)).queryAllByRole('checkbox')).toHaveLength(0);
      const radios = within(group(name)).getAllByRole('radio');
      expect(radios.length).toBeGreaterThan(1);
    }
    expect(within(group('Access rights')).getByRole('radio', { name: 'All' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(group('Recently added')).getByRole('radio', { name: 'Any time' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(group('Recently added')).getByRole('radio', { name: 'New in the last 30 days' }),
    ).toBeTruthy();
  });

  it(
    'commits a click after the merge window, and the results total is the count that was shown',
    SLOW,
    async () => {
      const { router } = await renderPanel();
      const theme = within(group('EU theme')).getAllByRole('checkbox')[1] as HTMLInputElement;
      const shown = countInName(nameOf(theme));
      // The control shows the click at once; the URL follows after the pause (no timer can run inside act).
      act(() => theme.click());
      expect(theme.checked).toBe(true);
      expect(router.state.location.search).toBe('');
      await waitFor(() => expect(router.state.location.search).toMatch(/^\?dataTheme=[A-Z]+$/));
      expect(await settledTotal(router)).toBe(shown);
    },
  );

  it('tells the truth about the "unknown" bucket and a tree node', SLOW, async () => {
    const { user, router } = await renderPanel('/');
    const unknown = within(group('Access rights')).getByRole('radio', { name: /^Unknown \(/ });
    const unknownCount = countInName(nameOf(unknown));
    await user.click(unknown);
    await waitFor(() => expect(router.state.location.search).toBe('?accessRights=null'));
    expect(await settledTotal(router)).toBe(unknownCount);

    const state = within(group('Organisation')).getByRole('radio', { name: /^State \(/ });
    const stateCount = countInName(nameOf(state));
    await user.click(state);
    await waitFor(() => expect(router.state.location.search).toBe('?accessRights=null&orgPath=%2FSTAT'));
    expect(await settledTotal(router)).toBe(stateCount);
  });

  it('merges three quick clicks in different facets into one request', SLOW, async () => {
    // The driver's clock moves only when the test moves it: the clicks are 250 ms apart however slow jsdom is.
    const clock = new FakeClock();
    const { router, requests } = await renderPanel('/datasets', clock);
    expect(requests).toHaveLength(1);
    const clicks = [
      () => within(group('EU theme')).getAllByRole('checkbox')[0],
      () => within(group('Format')).getAllByRole('checkbox')[0],
      () => within(group('Access rights')).getAllByRole('radio')[1],
    ];
    for (const [index, control] of clicks.entries()) {
      if (index > 0) await act(() => clock.advance(250));
      act(() => (control() as HTMLElement).click());
      expect((control() as HTMLInputElement).checked).toBe(true);
    }
    await act(() => clock.advance(299));
    expect(router.state.location.search).toBe('');
    expect(requests).toHaveLength(1);
    await act(() => clock.advance(1));
    expect(router.state.location.search).toMatch(/dataTheme=.*formats=.*accessRights=/);
    await settledTotal(router);
    expect(requests).toHaveLength(2);
    expect(router.state.location.search.split('&')).toHaveLength(3);
  });

  it('keeps focus on a value while it moves and the data changes', SLOW, async () => {
    const { user, router } = await renderPanel();
    const place = within(group('Geography')).getAllByRole('checkbox')[5] as HTMLInputElement;
    const id = place.id;
    await user.click(place);
    expect(document.activeElement?.id).toBe(id);
    await waitFor(() => expect(router.state.location.search).toContain('spatial='));
    await settledTotal(router);
    expect(document.activeElement?.id).toBe(id);
    // Unchecking moves the value back down among the others.
    await user.click(document.getElementById(id) as HTMLElement);
    expect(document.activeElement?.id).toBe(id);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await settledTotal(router);
    expect(document.activeElement?.id).toBe(id);
  });

  it('shows more and fewer values with distinct names, aria-expanded and aria-controls', SLOW, async () => {
    const { user } = await renderPanel();
    const places = group('Geography');
    expect(within(places).getAllByRole('checkbox')).toHaveLength(8);
    const more = within(places).getByRole('button', { name: 'Show more places' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(list && places.contains(list)).toBe(true);
    await user.click(more);
    expect(within(places).getAllByRole('checkbox').length).toBeGreaterThan(8);
    const fewer = within(places).getByRole('button', { name: 'Show fewer places' });
    await user.click(fewer);
    expect(within(places).getAllByRole('checkbox')).toHaveLength(8);
    const moreAgain = within(places).getByRole('button', { name: 'Show more places' });
    expect(document.activeElement).toBe(moreAgain);
    expect(moreAgain.getAttribute('aria-expanded')).toBe('false');

    const names = screen
      .getAllByRole('button', { name: /^Show more/ })
      .map((button) => nameOf(button) || button.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it('filters values in the browser, ignoring case and accents, without a request', SLOW, async () => {
    const { user, requests } = await renderPanel();
    const places = group('Geography');
    await user.click(within(places).getByRole('button', { name: 'Show more places' }));
    const labels = within(places)
      .getAllByRole('checkbox')
      .map((box) => nameOf(box).replace(/ \([\d,]+\)$/, ''));
    const accented = labels.find((label) => foldForSearch(label) !== label.toLowerCase());
    expect(accented, `a place with æ, ø or å among ${labels.join(', ')}`).toBeDefined();
    const target = accented ?? '';
    const before = requests.length;
    const box = within(places).getByRole('textbox', { name: 'Filter places' });
    await user.type(box, foldForSearch(target).toUpperCase());
    const shown = within(places)
      .getAllByRole('checkbox')
      .map((checkbox) => nameOf(checkbox));
    expect(shown.some((name) => name.startsWith(`${target} (`))).toBe(true);
    for (const name of shown) expect(foldForSearch(name)).toContain(foldForSearch(target));

    await user.clear(box);
    await user.type(box, 'qqqzzz');
    expect(within(places).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(places).getByRole('status').textContent).toBe('No values match “qqqzzz”');
    expect(requests.length).toBe(before);
  });

  it('expands and collapses tree nodes and filters the tree keeping ancestors', SLOW, async () => {
    const { user } = await renderPanel();
    const orgs = group('Organisation');
    const expand = within(orgs).getByRole('button', { name: 'Expand State' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    const rootRadios = within(orgs).getAllByRole('radio').length;
    await user.click(expand);
    const collapse = within(orgs).getByRole('button', { name: 'Collapse State' });
    expect(collapse).toBe(expand);
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    const children = document.getElementById(collapse.getAttribute('aria-controls') ?? '');
    expect(children).not.toBeNull();
    const agencies = within(children as HTMLElement).getAllByRole('radio');
    expect(agencies.length).toBeGreaterThan(0);
    expect(within(orgs).getAllByRole('radio').length).toBeGreaterThan(rootRadios);
    // A long branch grows on request, with a name of its own.
    expect(
      within(orgs).getByRole('button', { name: 'Show more under State' }).getAttribute('aria-controls'),
    ).toBe(children?.id);
    const agency = nameOf(agencies[0] as HTMLElement).replace(/ \([\d,]+\)$/, '');

    await user.click(collapse);
    expect(within(orgs).getAllByRole('radio')).toHaveLength(rootRadios);

    // The filter finds the agency inside the collapsed branch and shows its ancestors open.
    await user.type(within(orgs).getByRole('textbox', { name: 'Filter organisations' }), agency.slice(0, 12));
    expect(within(orgs).getByRole('radio', { name: new RegExp(`^${escape(agency)} \\(`) })).toBeTruthy();
    expect(within(orgs).getByRole('radio', { name: /^State \(/ })).toBeTruthy();
  });

  it(
    'opens the branch of a selected node and keeps its LOS theme checkboxes multi-valued',
    SLOW,
    async () => {
      await renderPanel('/datasets?losTheme=helse-og-omsorg%2Fsvangerskap');
      const themes = group('Theme');
      const selected = within(themes)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked);
      expect(selected).toHaveLength(1);
      expect(
        within(themes)
          .getByRole('button', { name: /^Collapse / })
          .getAttribute('aria-expanded'),
      ).toBe('true');
    },
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
