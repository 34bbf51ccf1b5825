import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFormatters } from '../../i18n/format';
import { createCodeLabeler } from '../../i18n/labeler';
import { messages as en } from '../../i18n/messages/en';
import { toHitCard } from '../../search/hitCard';
import { pickLocalized } from '../../search/text';
import { fetchHoldingRequest, inProcessFetch } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { ResultsSection } from './ResultsSection';
import { FIRST_PAINT_HITS } from './useShownHits';
import { engineWith, expectedResponse } from './testing/oracle';

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

const f = createFormatters('en');
const summaryOf = (total: number, query: string) => en.results.summary({ total, query, capped: false }, f);

async function renderResults(url: string, options: { fetch?: typeof fetch } = {}) {
  const view = await renderWithApp(<ResultsSection id="results" />, { url, ...options });
  const [first] = await screen.findAllByRole('heading', { level: 3 });
  const list = first?.closest('ul') ?? null;
  return { ...view, list };
}

describe('the result summary', { timeout: 30_000 }, () => {
  it('states the total for the query in a heading, and announces it in a live region once settled', async () => {
    const expected = await expectedResponse('/?q=water');
    const sentence = summaryOf(expected.page.totalElements, 'water');
    expect(expected.page.totalElements).toBeGreaterThan(0);

    await renderWithApp(<ResultsSection id="results" />, { url: '/?q=water' });
    // The live region is there from the first render, empty.
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.getAttribute('aria-atomic')).toBe('true');
    expect(live.textContent).toBe('');

    const heading = await screen.findByRole('heading', { level: 2, name: sentence });
    expect(heading.tabIndex).toBe(-1);
    expect(live.textContent).toBe('');
    const pages = expected.page.totalPages;
    await waitFor(() =>
      expect(live.textContent).toBe(
        en.results.announcement(
          { total: expected.page.totalElements, query: 'water', capped: false },
          1,
          pages,
          f,
        ),
      ),
    );
    expect(
      screen.getByText(en.results.range(1, expected.hits.length, expected.page.totalElements, f)),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: en.landmarks.results }).id).toBe('results');
  });

  it('states the total without a query', async () => {
    const expected = await expectedResponse('/datasets');
    await renderWithApp(<ResultsSection id="results" />, { url: '/datasets' });
    expect(
      await screen.findByRole('heading', { level: 2, name: summaryOf(expected.page.totalElements, '') }),
    ).toBeTruthy();
  });
});

describe('the hit list', { timeout: 30_000 }, () => {
  it("lists each hit with a heading that links to the hit's preview", async () => {
    const expected = await expectedResponse('/?q=water');
    const { list } = await renderResults('/?q=water');
    if (!list) throw new Error('no list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(expected.hits.length));
    const items = within(list).getAllByRole('listitem');
    items.forEach((item, index) => {
      const hit = expected.hits[index];
      if (!hit) throw new Error('more items than hits');
      const heading = within(item).getByRole('heading', { level: 3 });
      const link = within(heading).getByRole('link');
      expect(link.getAttribute('href')).toBe(`/?q=water&preview=${encodeURIComponent(hit.uri ?? hit.id)}`);
      expect(link.hasAttribute('target')).toBe(false);
      // Access rights are told in words; the icon and colour only add to them.
      const access = toHitCard(hit, { locale: 'en', words: [], resourcePageUrl: '' }).accessRights;
      if (access)
        expect(item.textContent).toContain(
          `${en.hit.accessRights}: ${createCodeLabeler('en', en.codes).accessRights(access)}`,
        );
    });
  });

  it('paints the first hits of a new search at once and the rest of the page right after', async () => {
    const expected = await expectedResponse('/?q=water');
    expect(expected.hits.length).toBeGreaterThan(FIRST_PAINT_HITS);
    await renderResults('/?q=water');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(FIRST_PAINT_HITS);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(expected.hits.length),
    );
  });

  it('marks the query words in titles and descriptions', async () => {
    const { list } = await renderResults('/?q=water');
    if (!list) throw new Error('no list');
    const marks = list.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.textContent.toLowerCase().startsWith('water')).toBe(true);
    const titleMarks = [...list.querySelectorAll('h3 mark')];
    expect(titleMarks.length).toBeGreaterThan(0);
  });

  it('keeps marking the words the hits were found by while the next query loads', async () => {
    const service = fetchHoldingRequest(2);
    const { list, router } = await renderResults('/?q=water', { fetch: service.fetch });
    if (!list) throw new Error('no list');
    const markedWords = () =>
      new Set([...list.querySelectorAll('mark')].map((mark) => mark.textContent.toLowerCase()));
    expect([...markedWords()].every((word) => word.startsWith('water'))).toBe(true);

    await act(() => router.navigate('/?q=data'));
    await waitFor(() => expect(service.sent()).toBe(2));
    // The list on screen still answers "water": "data" is not marked in it, "water" still is.
    expect(markedWords().size).toBeGreaterThan(0);
    expect([...markedWords()].every((word) => word.startsWith('water'))).toBe(true);

    service.release();
    await waitFor(() => expect([...markedWords()].some((word) => word.startsWith('data'))).toBe(true));
  });

  it('gives a title shown in another language its lang attribute', async () => {
    const expected = await expectedResponse('/?q=vann');
    const { list } = await renderResults('/?q=vann');
    if (!list) throw new Error('no list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(expected.hits.length));
    const links = within(list).getAllByRole('link');
    let fallbacks = 0;
    expected.hits.forEach((hit, index) => {
      const pick = pickLocalized(hit.title, 'en');
      const link = links[index];
      if (!pick || !link) throw new Error('hit without title or link');
      if (pick.lang === 'en') expect(link.hasAttribute('lang')).toBe(false);
      else {
        fallbacks++;
        expect(link.getAttribute('lang')).toBe(pick.lang);
      }
    });
    expect(fallbacks).toBeGreaterThan(0);
  });

  it('shows a description holding HTML as text and creates no element from it', async () => {
    const engine = engineWith([
      (resource) => ({
        ...resource,
        title: { en: 'Injection sample' },
        description: {
          en: 'Before <script>window.pwned = true</script> &lt;img src=x onerror=alert(1)&gt; and <b>bold</b> after',
        },
      }),
    ]);
    await renderResults('/?q=injection', { fetch: inProcessFetch(engine).fetch });
    const item = (await screen.findByRole('heading', { level: 3, name: /Injection sample/ })).closest('li');
    if (!item) throw new Error('no list item');
    expect(item.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(item.textContent).not.toContain('pwned');
    expect(item.querySelector('script, img, b, iframe')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('adds a theme filter from a hit’s badge', async () => {
    const { list, router, user } = await renderResults('/?q=water');
    if (!list) throw new Error('no list');
    const badge = within(list).getAllByRole('button', { name: /^Add filter: EU theme: / })[0];
    if (!badge) throw new Error('no theme badge');
    const label = badge.textContent;
    const code = Object.entries(en.codes.euThemes).find(([, text]) => text === label)?.[0];
    expect(code).toBeDefined();
    await user.click(badge);
    await waitFor(() => expect(router.state.location.search).toBe(`?q=water&dataTheme=${code}`));
  });
});

describe('sort and page size', { timeout: 30_000 }, () => {
  it('commit at once: each change is a new URL and one request', async () => {
    const { user, router, requests } = await renderResults('/?q=water');
    expect(requests).toHaveLength(1);

    const sort = screen.getByRole('group', { name: 'Sort by' });
    expect(within(sort).getByRole('button', { name: 'Relevance' }).getAttribute('aria-pressed')).toBe('true');
    const newestButton = within(sort).getByRole('button', { name: 'Newest first' });
    expect(newestButton.getAttribute('aria-pressed')).toBe('false');
    await user.click(newestButton);
    expect(router.state.location.search).toBe('?q=water&sort=newest');
    expect(newestButton.getAttribute('aria-pressed')).toBe('true');
    expect(within(sort).getByRole('button', { name: 'Relevance' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.body).toMatchObject({ sort: { field: 'FIRST_HARVESTED', direction: 'DESC' } });
    const newest = await expectedResponse('/?q=water&sort=newest');
    await waitFor(() => {
      const first = screen.getAllByRole('heading', { level: 3 })[0];
      expect(first?.textContent).toBe(pickLocalized(newest.hits[0]?.title, 'en')?.text);
    });

    const sizes = screen.getByRole('group', { name: 'Results per page' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([10, 20, 50, 100].map((size) => en.pageSize.option(size, f)));
    await user.click(within(sizes).getByRole('button', { name: en.pageSize.option(50, f) }));
    expect(router.state.location.search).toBe('?q=water&sort=newest&size=50');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]?.body).toMatchObject({ pagination: { page: 0, size: 50 } });
    expect(
      within(sizes)
        .getByRole('button', { name: en.pageSize.option(50, f) })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // The choice already made asks nothing.
    await user.click(within(sizes).getByRole('button', { name: en.pageSize.option(50, f) }));
    await user.click(within(sort).getByRole('button', { name: 'Newest first' }));
    await sleep(100);
    expect(requests).toHaveLength(3);
    expect(router.state.location.search).toBe('?q=water&sort=newest&size=50');
  });

  it('go back to the first page', async () => {
    const { user, router } = await renderResults('/?page=3');
    await user.click(
      within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name: 'Oldest first' }),
    );
    expect(router.state.location.search).toBe('?sort=oldest');
  });
});
