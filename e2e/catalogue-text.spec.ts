import { expect, test, type Page } from '@playwright/test';

import { searchBox } from './support/searchScreen';

/**
 * Hostile catalogue text, injected into the real service's answer with `page.route`: a value that opens U+202E and
 * never closes it cannot reorder its count, and a 10 000-character title is clamped to a few lines.
 */
const RLO_OSLO = '\u202EolsO';
const LONG_TITLE = `Vann ${'x'.repeat(9_995)}`;

interface Answer {
  hits: { title?: Record<string, string> }[];
  aggregations: Record<string, { key: string; count: number }[] | undefined>;
}

async function injectHostileText(page: Page): Promise<void> {
  await page.route('**/api/search', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as Answer;
    answer.aggregations.spatial = [{ key: RLO_OSLO, count: 13 }, ...(answer.aggregations.spatial ?? [])];
    const [first, second] = answer.hits;
    if (first) first.title = { en: RLO_OSLO, nb: RLO_OSLO };
    if (second) second.title = { en: LONG_TITLE, nb: LONG_TITLE };
    await route.fulfill({ response, json: answer });
  });
}

test.beforeEach(async ({ page }) => {
  await injectHostileText(page);
  await page.goto('/?q=vann');
  await expect(searchBox(page)).toBeVisible();
});

test('a facet value opening U+202E is isolated: its count stays after it, unreversed', async ({ page }) => {
  const box = page.getByRole('checkbox', { name: `${RLO_OSLO} (13)` });
  await expect(box).toBeAttached();
  const layout = await box.evaluate((input) => {
    const label = input.closest('label');
    const isolate = label?.querySelector('bdi');
    const count = isolate?.nextSibling;
    if (!isolate || !count) return null;
    const range = document.createRange();
    range.selectNodeContents(count);
    return {
      isolated: isolate.textContent,
      unicodeBidi: getComputedStyle(isolate).unicodeBidi,
      countText: count.textContent,
      countInsideIsolate: isolate.contains(count),
      isolateRight: isolate.getBoundingClientRect().right,
      countLeft: range.getBoundingClientRect().left,
    };
  });
  expect(layout).toMatchObject({
    isolated: RLO_OSLO,
    unicodeBidi: 'isolate',
    countText: ' (13)',
    countInsideIsolate: false,
  });
  // Drawn in the page's order: the count to the right of the label, as in "Oslo (13)", never "(31) Oslo".
  expect(layout?.countLeft).toBeGreaterThanOrEqual(layout?.isolateRight ?? Infinity);
});

test('a hit title opening U+202E is isolated from the rest of the hit', async ({ page }) => {
  const link = page.getByRole('listitem').getByRole('link', { name: RLO_OSLO, exact: true });
  await expect(link).toBeVisible();
  const unicodeBidi = await link.evaluate((element) => {
    const isolate = element.querySelector('bdi');
    return isolate ? getComputedStyle(isolate).unicodeBidi : null;
  });
  expect(unicodeBidi).toBe('isolate');
});

test('a 10 000-character title is clamped to a few lines, its link named by the whole title', async ({
  page,
}) => {
  const link = page.getByRole('link', { name: LONG_TITLE, exact: true });
  await expect(link).toBeVisible();
  const heading = page.getByRole('heading', { level: 3 }).filter({ has: link });
  const box = await heading.boundingBox();
  expect(box?.height).toBeGreaterThan(0);
  expect(box?.height).toBeLessThan(200);
});
