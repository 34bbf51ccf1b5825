/**
 * One URL is one search (docs/app-contract.md): a search built step by step is shown the same after back,
 * forward, reload and in a fresh browser, and every URL on the way is canonical.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

import type { SearchRequest } from '../src/interface/request';
import {
  chooseSort,
  expectServiceAnswerShown,
  expectUrl,
  facetGroup,
  firstValue,
  hitTitles,
  pagination,
  type ScreenSnapshot,
  searchBox,
  snapshot,
  summaryHeading,
  typeTab,
} from './support/searchScreen';
import { canonicalProblems } from './support/urlSearch';

/** A word common in the demo catalogue's titles; checked against the service before the journey. */
const QUERY = 'etter';

function searchBodies(page: Page): SearchRequest[] {
  const bodies: SearchRequest[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/api/search')) return;
    bodies.push(request.postDataJSON() as SearchRequest);
  });
  return bodies;
}

test('a search built step by step comes back the same through history, reload and a new browser', async ({
  page,
  request,
  browser,
}) => {
  // Nine steps, each checked against the service, then back, forward, a reload and a new browser: about 40 s on a
  // quiet 2-core machine and over the default 60 s on a busy one.
  test.slow();
  const probe = await request.post('/api/search', {
    data: {
      query: QUERY,
      fields: { title: true, description: false, keyword: false },
      pagination: { page: 0, size: 1 },
    },
  });
  const probed = (await probe.json()) as { page: { totalElements: number } };
  expect(probed.page.totalElements, `"${QUERY}" must be common in titles`).toBeGreaterThan(200);

  const bodies = searchBodies(page);
  const steps: ScreenSnapshot[] = [];
  const record = async (what: string, expected: (url: URL) => boolean) => {
    const url = await expectUrl(page, expected, what);
    expect(canonicalProblems(url), `${what}: ${url.pathname}${url.search}`).toEqual([]);
    const total = await expectServiceAnswerShown(page, request);
    if (total > 0) await expect.poll(() => hitTitles(page).then((t) => t.length)).toBeGreaterThan(0);
    steps.push(await snapshot(page));
    return total;
  };

  await page.goto('/');
  await searchBox(page).fill(QUERY);
  await searchBox(page).press('Enter');
  await record('query', (url) => url.pathname === '/' && url.search === `?q=${QUERY}`);

  // "Search in" is one choice: "Title" searches titles only.
  const fields = facetGroup(page, 'Search in');
  await fields.getByRole('radio', { name: 'Title', exact: true }).check();
  await record('title only', (url) => url.searchParams.getAll('fields').join() === 'title');
  await expect(fields.getByRole('radio', { name: 'Title', exact: true })).toBeChecked();

  await firstValue(page, 'EU theme').click();
  await record('an EU theme', (url) => url.searchParams.getAll('dataTheme').length === 1);

  await firstValue(page, 'Format').click();
  await record('a format', (url) => url.searchParams.getAll('formats').length === 1);

  const organisation = firstValue(page, 'Organisation');
  await expect(organisation).toHaveRole('radio');
  await organisation.click();
  const beforePaging = await record('an organisation', (url) => url.searchParams.has('orgPath'));
  expect(beforePaging, 'enough hits for a second page').toBeGreaterThan(20);

  await chooseSort(page, 'Newest first');
  await record('newest first', (url) => url.searchParams.get('sort') === 'newest');

  await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click();
  await record('page 2', (url) => url.searchParams.get('page') === '2');
  // `page` is 1-based in the URL and 0-based in the request.
  expect(bodies.filter((body) => body.pagination?.size === 20).at(-1)?.pagination).toEqual({
    page: 1,
    size: 20,
  });
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('2');

  await typeTab(page, 'Datasets').click();
  await record('datasets', (url) => url.pathname === '/datasets' && !url.searchParams.has('page'));

  await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click();
  await record(
    'datasets, page 2',
    (url) => url.pathname === '/datasets' && url.searchParams.get('page') === '2',
  );
  expect([...new URL(page.url()).searchParams.keys()]).toEqual([
    'q',
    'fields',
    'dataTheme',
    'formats',
    'orgPath',
    'sort',
    'page',
  ]);
  for (const facet of ['EU theme', 'Format']) {
    await expect(facetGroup(page, facet).getByRole('checkbox', { checked: true })).toHaveCount(1);
  }
  await expect(facetGroup(page, 'Organisation').getByRole('radio', { checked: true })).toHaveCount(1);

  // Back and forward restore every step from the cache. Soft, so one run reports every step that differs.
  const soft = expect.configure({ soft: true });
  const requestsBefore = bodies.length;
  for (let index = steps.length - 2; index >= 0; index -= 1) {
    await page.goBack();
    await soft.poll(() => snapshot(page), { message: `back to step ${index}` }).toEqual(steps[index]);
  }
  for (let index = 1; index < steps.length; index += 1) {
    await page.goForward();
    await soft.poll(() => snapshot(page), { message: `forward to step ${index}` }).toEqual(steps[index]);
  }
  // A request caused by back or forward would have been sent by now; wait a quiet second to be sure.
  await page.waitForTimeout(1_000);
  expect(bodies.length - requestsBefore, 'search requests caused by back and forward').toBe(0);

  const last = steps.at(-1);
  await page.reload();
  await soft.poll(() => snapshot(page), { message: 'after reload' }).toEqual(last);

  const context = await browser.newContext({ locale: 'en-GB', viewport: page.viewportSize() });
  try {
    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(summaryHeading(fresh)).toHaveText(last?.summary ?? '');
    await soft.poll(() => snapshot(fresh), { message: 'in a new browser context' }).toEqual(last);

    // The same search written in another order is replaced by its canonical URL.
    const shuffled = new URL(page.url());
    shuffled.search = new URLSearchParams([...shuffled.searchParams].reverse()).toString();
    await fresh.goto(shuffled.href);
    await expect(fresh).toHaveURL(page.url());
    await soft.poll(() => snapshot(fresh), { message: 'from a reordered URL' }).toEqual(last);
  } finally {
    await context.close();
  }
});
