/**
 * Scroll and keyboard shortcuts to the results (issue 9, items 3 and 6): a fresh load starts at the top, Back
 * returns to where the person left, a new page of results takes focus without jumping a summary already in view,
 * and "Skip to results" brings the keyboard from the search box to the first result in at most 5 Tab presses.
 */
import { expect, test, type Page } from '@playwright/test';

import { focusInfo } from './support/keyboardFocus';
import { expectServiceAnswerShown, pageLink, searchBox, summaryHeading } from './support/searchScreen';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The first hit's title link. */
const firstResultLink = (page: Page) =>
  page.getByRole('listitem').getByRole('heading', { level: 3 }).getByRole('link').first();

test('a fresh page load starts at the top, even after a scrolled page in the same tab', async ({
  page,
  request,
}) => {
  await page.goto('/?q=vann');
  await expectServiceAnswerShown(page, request);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);

  await page.goto('/datasets?q=data');
  await expectServiceAnswerShown(page, request);
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();
});

test('Back from page 2 returns to where the person left page 1 (within 50 px)', async ({ page, request }) => {
  await page.goto('/datasets?q=data');
  await expectServiceAnswerShown(page, request);
  const link = pageLink(page, 2);
  await link.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -200);
  await expect(link).toBeInViewport();
  const left = await scrollY(page);
  expect(left, 'the test leaves page 1 well below the top').toBeGreaterThan(500);

  await link.click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expectServiceAnswerShown(page, request);
  await expect(summaryHeading(page)).toBeFocused();

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2\b/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(50);

  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(summaryHeading(page)).toBeInViewport();
});

test.describe('on a tall screen', () => {
  test.use({ viewport: { width: 1280, height: 3200 } });

  test('a new page of results takes focus on its summary without moving a page already in view', async ({
    page,
    request,
  }) => {
    await page.goto('/datasets?q=data&size=10');
    await expectServiceAnswerShown(page, request);
    await expect(pageLink(page, 2)).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
    await pageLink(page, 2).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expectServiceAnswerShown(page, request);
    await expect(summaryHeading(page)).toBeFocused();
    expect(await scrollY(page)).toBe(0);
  });
});

/** Presses Tab until the first result's link has focus, Enter on a "Skip to results" link; returns the Tabs. */
async function tabsToFirstResult(page: Page, limit: number): Promise<number> {
  const target = firstResultLink(page);
  for (let tabs = 1; tabs <= limit; tabs++) {
    await page.keyboard.press('Tab');
    const focus = await focusInfo(page);
    if (focus.tag === 'a' && focus.label === 'Skip to results') await page.keyboard.press('Enter');
    else if (await target.evaluate((element) => element === document.activeElement)) return tabs;
  }
  return Infinity;
}

test('from the search box, the first result’s link in at most 5 Tab presses', async ({ page, request }) => {
  await page.goto('/?q=vann');
  await expectServiceAnswerShown(page, request);
  await searchBox(page).focus();
  expect(await tabsToFirstResult(page, 5)).toBeLessThanOrEqual(5);
  await expect(firstResultLink(page)).toBeFocused();
  await expect(firstResultLink(page)).toBeInViewport();
});

test('"Skip to results" shows when focused, right after the search field and atop the filters', async ({
  page,
  request,
}) => {
  await page.goto('/?q=vann');
  await expectServiceAnswerShown(page, request);
  const skips = page.getByRole('link', { name: 'Skip to results', exact: true });
  await expect(skips).toHaveCount(2);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const inFilters = filters.getByRole('link', { name: 'Skip to results', exact: true });
  await expect(inFilters).toHaveCount(1);

  await searchBox(page).focus();
  await page.keyboard.press('Tab'); // clear
  await page.keyboard.press('Tab'); // submit
  await page.keyboard.press('Tab');
  await expect(skips.first()).toBeFocused();
  await expect(skips.first()).toBeVisible();

  await inFilters.focus();
  await expect(inFilters).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(firstResultLink(page)).toBeFocused();
});
