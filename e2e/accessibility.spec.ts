/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices) finds nothing on every state of the search page,
 * and the page reflows to 320 px without horizontal scrolling.
 */
import { expect, test, type Page, type Route } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import {
  countedValues,
  expectServiceAnswerShown,
  facetGroup,
  searchBox,
  summaryHeading,
} from './support/searchScreen';

test.describe.configure({ mode: 'parallel' });

const QUERY = 'vann';

const isSearch = (url: URL) => url.pathname.startsWith('/api/search');

async function answerWith(route: Route, status: number, headers: Record<string, string> = {}) {
  await route.fulfill({
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
    body: JSON.stringify({ type: 'about:blank', title: `status ${status}`, status }),
  });
}

async function openResults(
  page: Page,
  request: Parameters<typeof expectServiceAnswerShown>[1],
  path: string,
) {
  await page.goto(path);
  await expectServiceAnswerShown(page, request);
}

test('the empty page (no query)', async ({ page, request }) => {
  await openResults(page, request, '/');
  await expect(searchBox(page)).toHaveValue('');
  await expectNoAxeViolations(page, 'the empty page');
});

test('results for a query, announced in a polite live region', async ({ page, request }) => {
  await page.goto('/');
  await searchBox(page).fill(QUERY);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/?q=${QUERY}`);
  await expectServiceAnswerShown(page, request);
  const summary = (await summaryHeading(page).textContent()) ?? '';
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: summary })).not.toHaveCount(0);
  await expectNoAxeViolations(page, `results for "${QUERY}"`);
});

test('a facet expanded with "show more" and filtered', async ({ page, request }) => {
  // Three full-page axe runs over a long facet list: slow on a busy 2-core machine, so three times the time.
  test.slow();
  await openResults(page, request, '/');
  const places = facetGroup(page, 'Geography');
  const shown = await countedValues(places).count();
  const more = places.getByRole('button', { name: 'Show more places' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect.poll(() => countedValues(places).count()).toBeGreaterThan(shown);
  await expectNoAxeViolations(page, 'a facet expanded');
  await places.getByRole('textbox', { name: 'Filter places' }).fill('os');
  await expect(countedValues(places).first()).toHaveAccessibleName(/os/i);
  await expectNoAxeViolations(page, 'a facet expanded and filtered');
  await places.getByRole('textbox', { name: 'Filter places' }).fill('zzzz');
  await expect(places.getByText('No values match “zzzz”')).toBeVisible();
  await expectNoAxeViolations(page, 'a facet filtered to nothing');
});

test('no results', async ({ page, request }) => {
  await openResults(page, request, '/?q=qqxyzzynothing');
  await expect(summaryHeading(page)).toHaveText('No results for “qqxyzzynothing”');
  await expectNoAxeViolations(page, 'no results');
});

test('rate limited: a 429 with Retry-After after a good answer shows a status, not an error', async ({
  page,
  request,
}) => {
  await openResults(page, request, `/?q=${QUERY}`);
  await page.route(
    (url) => isSearch(url),
    (route) => answerWith(route, 429, { 'retry-after': '30' }),
  );
  await searchBox(page).fill(`${QUERY} og`);
  await searchBox(page).press('Enter');
  const status = page
    .getByRole('status')
    .filter({ hasText: /Too many searches|Waiting for capacity|The service is busy/ });
  await expect(status).toBeVisible();
  await expect(status).toContainText(/\d+ seconds?/);
  await expect(page.getByRole('heading', { name: 'The search could not be completed' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'rate limited');
});

test('an error answer (500)', async ({ page }) => {
  await page.route(
    (url) => isSearch(url),
    (route) => answerWith(route, 500),
  );
  await page.goto(`/?q=${QUERY}`);
  await expect(page.getByRole('heading', { name: 'The search could not be completed' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page, 'an error');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters drawer open', async ({ page, request }) => {
    await openResults(page, request, `/?q=${QUERY}`);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(facetGroup(drawer, 'Organisation')).toBeVisible();
    await expectNoAxeViolations(page, 'the phone drawer open');
  });
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of [
    '/',
    `/datasets?q=${QUERY}&dataTheme=ENVI&formats=MEDIA_TYPE+text%2Fcsv&orgPath=%2FSTAT`,
  ]) {
    test(`no horizontal scroll on ${path}`, async ({ page, request }) => {
      await openResults(page, request, path);
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(overflow.scrollWidth, JSON.stringify(overflow)).toBeLessThanOrEqual(overflow.clientWidth);
    });
  }
});
