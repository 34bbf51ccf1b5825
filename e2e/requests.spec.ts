/**
 * Request accounting: what each thing a person does costs against the service's 10 requests a minute. Counted as
 * the browser sees them (`/api/` POSTs); the figures are attached to each test as annotations.
 */
import { expect, test, type Page } from '@playwright/test';

import { budgetSpent } from './support/budgetRecord';
import { ApiLog, queryOf, requestsFor, waitForQuiet, type ApiCall } from './support/requests';
import {
  chooseLanguage,
  chooseSort,
  countdownsSeen,
  currentPageLink,
  facetCheckboxes,
  facetGroup,
  facetValue,
  openSearch,
  pageLink,
  recordCountdowns,
  resultSummary,
  searchBox,
  searchParams,
  serviceTotal,
  summaryText,
  typeTab,
} from './support/searchScreen';

/** Records a measured figure in the report. */
function note(action: string, calls: readonly ApiCall[]): void {
  test.info().annotations.push({ type: 'requests', description: `${action}: ${calls.length}` });
}

/** Types like a person who knows the word: about 60 ms a key, well inside the typing window. */
async function typeQuickly(page: Page, text: string): Promise<void> {
  const box = searchBox(page);
  await box.click();
  await box.press('ControlOrMeta+A');
  await box.pressSequentially(text, { delay: 60 });
}

/** No request fetched a tab the person did not open (tab counts are never fetched behind their back). */
function expectOnlyOpenedScopes(log: ApiLog, opened: readonly string[]): void {
  expect([...log.scopes()].filter((scope) => !opened.includes(scope))).toEqual([]);
}

test('the configuration comes in the page: the app never requests /config.json', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') fetched.push(request.url());
  });
  await openSearch(page, '/?q=vann');
  await expect(resultSummary(page)).toContainText('vann');
  expect(fetched).toEqual([]);
});

test('opening a search URL costs one request', async ({ page }) => {
  const log = ApiLog.attach(page);
  const calls = await requestsFor(page, log, () => openSearch(page, '/?q=vann'), 1);
  note('open a search URL', calls);
  expect(calls).toHaveLength(1);
  expect(calls.map(queryOf)).toEqual(['vann']);
  expectOnlyOpenedScopes(log, ['all']);
});

test('typing then waiting, Enter, and typing an earlier search again', async ({ page, request }) => {
  const [skog, vann] = await Promise.all([serviceTotal(request, 'skog'), serviceTotal(request, 'vann')]);
  const log = ApiLog.attach(page);
  await requestsFor(page, log, () => openSearch(page, '/'), 1);

  const typed = await requestsFor(page, log, () => typeQuickly(page, 'skog'), 1);
  note('type a word quickly, then wait', typed);
  expect(typed.map(queryOf)).toEqual(['skog']);
  await expect(resultSummary(page)).toHaveText(summaryText(skog, 'skog'));

  const entered = await requestsFor(
    page,
    log,
    async () => {
      await typeQuickly(page, 'vann');
      await searchBox(page).press('Enter');
    },
    1,
  );
  note('type a word and press Enter', entered);
  expect(entered.map(queryOf)).toEqual(['vann']);
  await expect(resultSummary(page)).toHaveText(summaryText(vann, 'vann'));

  const revisited = await requestsFor(page, log, () => typeQuickly(page, 'skog'), 0);
  note('type an earlier search again', revisited);
  expect(revisited).toEqual([]);
  await expect(resultSummary(page)).toHaveText(summaryText(skog, 'skog'));
  expect(searchParams(page).get('q')).toBe('skog');
  expectOnlyOpenedScopes(log, ['all']);
});

test('facet clicks: one request each after the merge window, one for three rapid clicks', async ({
  page,
}) => {
  const log = ApiLog.attach(page);
  await requestsFor(page, log, () => openSearch(page, '/?q=data'), 1);
  const group = facetGroup(page, 'EU theme');
  const themes = facetCheckboxes(group);
  await expect(themes.nth(5)).toBeVisible();
  // Values by their labels as first shown, so a list that reorders after a click cannot change what is clicked.
  const labels = (await group.getByRole('listitem').allTextContents()).map((text) =>
    text.replace(/ \(\d[\d,]*\)$/, ''),
  );
  const value = (i: number) => facetValue(group, labels[i] ?? '');

  const one = await requestsFor(page, log, () => value(0).click(), 1);
  note('one facet click', one);
  expect(one).toHaveLength(1);
  expect(searchParams(page).getAll('dataTheme')).toHaveLength(1);

  const undo = await requestsFor(page, log, () => value(0).click(), 0);
  note('the same value clicked again (back to a search seen before)', undo);
  expect(undo).toEqual([]);
  expect(searchParams(page).getAll('dataTheme')).toHaveLength(0);

  const another = await requestsFor(page, log, () => value(1).click(), 1);
  note('a facet click on another value', another);
  expect(another).toHaveLength(1);
  expect(searchParams(page).getAll('dataTheme')).toHaveLength(1);

  // Three values clicked within the 300 ms merge window become one committed search. The clicks are dispatched in
  // one task in the page: Playwright's mouse waits a round trip per click, which on a loaded CI machine took 674 ms
  // and left the clicks outside the window the test is about.
  const inputs = await Promise.all([2, 3, 4].map((i) => value(i).elementHandle()));
  let gaps: number[] = [];
  const rapid = await requestsFor(
    page,
    log,
    async () => {
      gaps = await page.evaluate((elements) => {
        const times = elements.map((element) => {
          if (element instanceof HTMLElement) element.click();
          return performance.now();
        });
        return times.slice(1).map((time, index) => Math.round(time - (times[index] ?? time)));
      }, inputs);
    },
    1,
  );
  note(`three rapid facet clicks (gaps ${gaps.join(', ')} ms)`, rapid);
  for (const i of [1, 2, 3, 4]) await expect(value(i)).toBeChecked();
  const themesOf = (call: (typeof rapid)[number]): unknown[] => {
    const body = call.body as { filters?: { dataTheme?: { value?: unknown[] } } };
    return body.filters?.dataTheme?.value ?? [];
  };
  const searched = rapid.filter((call) => themesOf(call).length === 4);
  expect(searched).toHaveLength(1);
  // Four themes may find nothing: the no-results page then counts its alternatives from spare tokens, each the
  // search with one theme fewer. Nothing else is sent.
  for (const call of rapid) if (!searched.includes(call)) expect(themesOf(call)).toHaveLength(3);
  expect(searchParams(page).getAll('dataTheme')).toHaveLength(4);
  expectOnlyOpenedScopes(log, ['all']);
});

test('sort and page cost one each; back and forward restore from cache with none', async ({ page }) => {
  const log = ApiLog.attach(page);
  await requestsFor(page, log, () => openSearch(page, '/?q=data'), 1);
  const firstSummary = (await resultSummary(page).textContent()) ?? '';

  const filtered = await requestsFor(
    page,
    log,
    () => facetCheckboxes(facetGroup(page, 'EU theme')).first().click(),
    1,
  );
  expect(filtered).toHaveLength(1);
  await expect(resultSummary(page)).not.toHaveText(firstSummary);
  const filteredSummary = (await resultSummary(page).textContent()) ?? '';

  const sorted = await requestsFor(page, log, () => chooseSort(page, 'Newest first'), 1);
  note('sort change', sorted);
  expect(sorted).toHaveLength(1);
  expect(searchParams(page).get('sort')).toBe('newest');

  const paged = await requestsFor(page, log, () => pageLink(page, 2).click(), 1);
  note('page change', paged);
  expect(paged).toHaveLength(1);
  expect(searchParams(page).get('page')).toBe('2');
  await expect(currentPageLink(page)).toHaveText('2');

  const back = await requestsFor(page, log, () => page.goBack().then(() => undefined), 0);
  note('back (to page 1)', back);
  expect(back).toEqual([]);
  expect(searchParams(page).get('page')).toBeNull();
  await expect(currentPageLink(page)).toHaveText('1');

  // Two more steps back: before the sort, then before the filter, where the total differs.
  const backTwice = await requestsFor(
    page,
    log,
    async () => {
      await page.goBack();
      await page.goBack();
    },
    0,
  );
  note('back twice (before sort, before filter)', backTwice);
  expect(backTwice).toEqual([]);
  await expect(resultSummary(page)).toHaveText(firstSummary);
  expect(searchParams(page).getAll('dataTheme')).toEqual([]);

  const forward = await requestsFor(page, log, () => page.goForward().then(() => undefined), 0);
  note('forward', forward);
  expect(forward).toEqual([]);
  await expect(resultSummary(page)).toHaveText(filteredSummary);
  expect(searchParams(page).getAll('dataTheme')).toHaveLength(1);
  expectOnlyOpenedScopes(log, ['all']);
});

test('switching the language costs nothing', async ({ page, request }) => {
  const total = await serviceTotal(request, 'vann');
  const log = ApiLog.attach(page);
  await requestsFor(page, log, () => openSearch(page, '/?q=vann'), 1);
  await expect(resultSummary(page)).toHaveText(summaryText(total, 'vann'));

  const switched = await requestsFor(page, log, () => chooseLanguage(page, 'Norsk bokmål'), 0);
  note('language switch', switched);
  expect(switched).toEqual([]);
  expect(searchParams(page).get('lang')).toBe('nb');
  await expect(page.locator('html')).toHaveAttribute('lang', /^nb/);
  await expect(page.getByRole('heading', { level: 2, name: /treff/ }).first()).toContainText(
    new Intl.NumberFormat('nb').format(total),
  );
  expectOnlyOpenedScopes(log, ['all']);
});

test('two tabs searching at the same moment record every request they send in their one budget', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const log = ApiLog.attach(page.context());
  const other = await page.context().newPage();
  // Opened one after the other: two tabs opened in the same moment on a first visit can leave one waiting about
  // 10 s for its first token (a known fault, found in this test; docs/testing.md). The moments that matter here are
  // the rounds below.
  await openSearch(page, '/?q=vann');
  await openSearch(other, '/?q=skog');
  const submit = async (tab: Page, text: string) => {
    const box = searchBox(tab);
    await box.fill(text);
    await box.press('Enter');
  };
  // Both tabs take tokens in the same moments, as two people's tabs (or a tab and an embed) would.
  for (let round = 0; round < 12; round++) {
    await Promise.all([submit(page, `vann ${round}`), submit(other, `skog ${round}`)]);
  }
  await Promise.all([waitForQuiet(page, log), waitForQuiet(other, log)]);
  test.info().annotations.push({ type: 'requests', description: `two tabs sent ${log.count}` });
  expect(log.count).toBeGreaterThan(12);
  // A request whose token the other tab's change overwrote would be one the service counts and the budget not.
  expect(await budgetSpent(page), 'tokens recorded for the requests sent').toBeGreaterThanOrEqual(log.count);
  await other.close();
});

test('a tab never seen costs one request, a tab seen before none; no tab counts are fetched', async ({
  page,
  request,
}) => {
  const [all, datasets] = await Promise.all([
    serviceTotal(request, 'vann'),
    serviceTotal(request, 'vann', 'datasets'),
  ]);
  const log = ApiLog.attach(page);
  const opened = await requestsFor(page, log, () => openSearch(page, '/?q=vann'), 1);
  expect(opened).toHaveLength(1);
  await expect(typeTab(page, 'Datasets')).toBeVisible();

  const unseen = await requestsFor(page, log, () => typeTab(page, 'Datasets').click(), 1);
  note('tab never seen', unseen);
  expect(unseen.map((call) => call.scope)).toEqual(['datasets']);
  expect(new URL(page.url()).pathname).toBe('/datasets');
  await expect(resultSummary(page)).toHaveText(summaryText(datasets, 'vann'));

  const seen = await requestsFor(page, log, () => typeTab(page, 'All').click(), 0);
  note('tab seen before', seen);
  expect(seen).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(resultSummary(page)).toHaveText(summaryText(all, 'vann'));

  expectOnlyOpenedScopes(log, ['all', 'datasets']);
  expect(log.count).toBe(2);
});

test('with budget to spare, no waiting status ever shows, not even for a moment', async ({ page }) => {
  // A status that flashes "waiting" is also spoken by screen readers, on every search.
  await recordCountdowns(page);
  const log = ApiLog.attach(page);
  await requestsFor(page, log, () => openSearch(page, '/?q=vann'), 1);
  for (const word of ['skog', 'kart', 'data']) {
    await requestsFor(
      page,
      log,
      async () => {
        await typeQuickly(page, word);
        await searchBox(page).press('Enter');
      },
      1,
    );
  }
  await requestsFor(page, log, () => chooseSort(page, 'Oldest first'), 1);
  expect(await countdownsSeen(page), 'no countdown while the budget has room').toEqual([]);
});
