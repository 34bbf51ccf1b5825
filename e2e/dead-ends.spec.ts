/**
 * No dead ends (issue 28): a query of several words that finds nothing offers each word as a link that finds
 * results; the search field offers title suggestions as a WAI-ARIA 1.2 combobox. Against the real local service
 * (the open server: a generous app budget, so alternatives are counted and suggestions asked for).
 */
import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import { openSearch, resultSummary, searchBox, serviceTotal, summaryText } from './support/searchScreen';

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/deadends-${name}.png`, fullPage: false });
}

test('a two-word query with no results offers both words as links that each find results', async ({
  page,
  request,
}) => {
  const [first, second] = ['skole', 'barnehage'];
  expect(await serviceTotal(request, `${first} ${second}`)).toBe(0);
  const totals = {
    [first]: await serviceTotal(request, first),
    [second]: await serviceTotal(request, second),
  };
  expect(totals[first]).toBeGreaterThan(0);
  expect(totals[second]).toBeGreaterThan(0);

  await page.setViewportSize(DESKTOP);
  await openSearch(page, `/?q=${first}+${second}`);
  await expect(resultSummary(page)).toHaveText(summaryText(0, `${first} ${second}`));
  const links = page.getByRole('link', { name: /^Search for “(skole|barnehage)”$/ });
  await expect(links).toHaveCount(2);
  // Counted (the budget has tokens to spare) and best first.
  for (const word of [first, second]) {
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Search for “${word}”` }) }),
    ).toContainText(`(${totals[word]?.toLocaleString('en-GB')} results)`);
  }
  await expectNoAxeViolations(page, 'no results with alternatives');
  await shoot(page, 'no-results-desktop');
  await page.setViewportSize(PHONE);
  await shoot(page, 'no-results-phone');
  await page.setViewportSize(DESKTOP);

  for (const word of [first, second]) {
    await page.getByRole('link', { name: `Search for “${word}”` }).click();
    await expect(resultSummary(page)).toHaveText(summaryText(totals[word] ?? -1, word));
    await page.goBack();
    await expect(resultSummary(page)).toHaveText(summaryText(0, `${first} ${second}`));
  }
});

test('suggestions: an accessible combobox; choosing one opens that resource over the typed search', async ({
  page,
}) => {
  // Two full-page axe runs (the list open, an option active): slow on a busy machine.
  test.slow();
  await page.setViewportSize(DESKTOP);
  await openSearch(page, '/');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const suggestionRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/suggestions')) suggestionRequests.push(r.url());
  });
  await box.click();
  // One input event, so one pause whatever the machine's load.
  await box.fill('vann');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  expect(suggestionRequests).toHaveLength(1);
  await expect(
    page.getByRole('status').filter({ hasText: /suggestions?\. Use the up and down arrows/ }),
  ).toHaveText(
    `${count} ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose.`,
  );
  await expectNoAxeViolations(page, 'search field with suggestions open');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await expectNoAxeViolations(page, 'search field with a suggestion active');
  await shoot(page, 'suggestions-desktop');
  await box.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('vann');
  // ↓ opens it again from the cache: no second request for the same text.
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  expect(suggestionRequests).toHaveLength(1);
  const title = (await options.first().locator('bdi').first().textContent()) ?? '';
  await box.press('Enter');
  const preview = page.getByRole('dialog');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2 }).first()).toContainText(title.trim());
  expect(new URL(page.url()).searchParams.get('q')).toBe('vann');
  expect(new URL(page.url()).searchParams.get('preview')).not.toBeNull();
  await page.goBack();
  await expect(preview).toBeHidden();
  await expect(resultSummary(page)).toContainText('for “vann”');
});

test('suggestions on a phone: the list opens under the field, axe-clean', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSearch(page, '/');
  const box = searchBox(page);
  await box.fill('skog');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'phone: suggestions open');
  await shoot(page, 'suggestions-phone');
});

test('no suggestion request for a query whose search is already cached', async ({ page }) => {
  await openSearch(page, '/?q=skog');
  const box = searchBox(page);
  await box.fill('vann');
  await box.press('Enter');
  await expect(resultSummary(page)).toContainText('for “vann”');
  let asked = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/suggestions')) asked++;
  });
  // Proof that a pause asks for suggestions: an uncached text does.
  await box.fill('miljø');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  expect(asked).toBe(1);
  await expect(resultSummary(page)).toContainText('for “miljø”');
  // "skog" was searched (its answer is cached): typing it again and pausing asks nothing.
  await box.fill('skog');
  await expect(resultSummary(page)).toContainText('for “skog”');
  await page.waitForTimeout(800);
  expect(asked).toBe(1);
});
