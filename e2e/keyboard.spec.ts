/**
 * The main task with the keyboard alone: skip link, "/" to the search box, a query, facets toggled with
 * Space, an active filter removed, a result reached, the next page, and the phone drawer opened and closed
 * with Esc; focus is managed as ui-anchors (c) 6-8 describe and always visible.
 */
import { expect, test, type Page } from '@playwright/test';

import { COUNTED_FACETS } from './support/facetSamples';
import { expectVisibleFocus, focusInfo, tabUntil, type FocusInfo } from './support/keyboardFocus';
import { expectServiceAnswerShown, expectUrl, searchBox, summaryHeading } from './support/searchScreen';

const QUERY = 'data';

const inFacet = (focus: FocusInfo) =>
  focus.groups.some((group) => (COUNTED_FACETS as readonly string[]).includes(group));

const isChip = (focus: FocusInfo) => focus.inActiveFilters && !/^Clear all filters$/.test(focus.label);

function filterCount(page: Page): number {
  const url = new URL(page.url());
  return [...url.searchParams.keys()].filter(
    (name) => !['q', 'fields', 'sort', 'page', 'size', 'lang'].includes(name),
  ).length;
}

async function expectFocusedId(page: Page, id: string, what: string): Promise<void> {
  await expect.poll(async () => (await focusInfo(page)).id, { message: what }).toBe(id);
}

test('a keyboard-only search, from the skip link to the next page', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(summaryHeading(page)).toBeVisible();

  // The skip link is the first stop and moves focus to the results.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to search results' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expectVisibleFocus(page, 'the skip link');
  const target = ((await skip.getAttribute('href')) ?? '').replace(/^#/, '');
  expect(target, 'the skip link points into the page').not.toBe('');
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const goal = document.getElementById(id);
        const active = document.activeElement;
        return goal !== null && active !== null && (goal === active || goal.contains(active));
      }, target),
    )
    .toBe(true);

  // "/" goes to the search box; Enter commits the query.
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.type(QUERY);
  await page.keyboard.press('Enter');
  await expectUrl(page, (url) => url.searchParams.get('q') === QUERY, 'the query is committed');
  await expectServiceAnswerShown(page, request);

  // Space toggles a facet checkbox; the focus stays on it while the results change.
  const first = await tabUntil(
    page,
    (focus) => focus.type === 'checkbox' && inFacet(focus),
    'facet checkbox',
  );
  await expectVisibleFocus(page, 'a facet checkbox');
  await page.keyboard.press('Space');
  await expectUrl(page, (url) => url.search !== `?q=${QUERY}`, 'the first filter is committed');
  await expectServiceAnswerShown(page, request);
  await expectFocusedId(page, first.id, 'focus stays on the toggled checkbox');
  expect((await focusInfo(page)).checked).toBe(true);

  const second = await tabUntil(
    page,
    (focus) => focus.type === 'checkbox' && inFacet(focus) && focus.checked === false,
    'a second, unchecked facet checkbox',
  );
  await page.keyboard.press('Space');
  await expect.poll(() => filterCount(page)).toBe(2);
  await expectServiceAnswerShown(page, request);
  await expectFocusedId(page, second.id, 'focus stays on the second checkbox');

  // Removing an active filter chip moves focus to the next chip, then (the last one gone) to the summary.
  const chip = await tabUntil(page, isChip, 'active filter chip');
  await expectVisibleFocus(page, 'an active filter chip');
  await page.keyboard.press('Delete');
  await expect.poll(() => filterCount(page)).toBe(1);
  await expectServiceAnswerShown(page, request);
  await expect
    .poll(
      async () => {
        const focus = await focusInfo(page);
        return isChip(focus) && focus.label !== chip.label;
      },
      { message: 'focus on the next chip' },
    )
    .toBe(true);
  await page.keyboard.press('Backspace');
  await expect.poll(() => filterCount(page)).toBe(0);
  await expectServiceAnswerShown(page, request);
  // Soft, so the rest of the journey still runs and reports.
  await expect.soft(summaryHeading(page), 'focus after the last chip is removed').toBeFocused();

  // A result can be reached, and the pagination followed: focus lands on the summary of the new page.
  await tabUntil(page, (focus) => focus.hitTitle, 'result title link');
  await expectVisibleFocus(page, 'a result link');
  await tabUntil(
    page,
    (focus) => focus.navigation === 'Search result pages' && focus.label === 'Page 2',
    'link to page 2',
    { max: 400 },
  );
  await expectVisibleFocus(page, 'a pagination link');
  await page.keyboard.press('Enter');
  await expectUrl(page, (url) => url.searchParams.get('page') === '2', 'page 2');
  await expectServiceAnswerShown(page, request);
  await expect(summaryHeading(page)).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters drawer opens from the keyboard, keeps focus, and Esc closes it, back to its button', async ({
    page,
    request,
  }) => {
    await page.goto(`/?q=${QUERY}`);
    await expectServiceAnswerShown(page, request);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await tabUntil(
      page,
      (focus) => focus.tag === 'button' && /^Filters\b/.test(focus.label),
      'filters button',
    );
    const button = page.getByRole('button', { name: /^Filters\b/ });
    await expect(button).toBeFocused();
    await expectVisibleFocus(page, 'the filters button');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect
      .poll(async () => (await focusInfo(page)).inDialog, { message: 'focus moves into the drawer' })
      .toBe(true);
    // The page behind is inert: Tab and Shift+Tab go round the drawer (and the browser's own controls, outside the
    // page), never to the page's controls behind it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 40; press += 1) {
        await page.keyboard.press(key);
        const focus = await focusInfo(page);
        expect(focus.inDialog || focus.tag === 'body', `${key} ${String(press)}: ${focus.label}`).toBe(true);
      }
    }
    await tabUntil(page, (focus) => focus.inDialog, 'back into the drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expectVisibleFocus(page, 'the filters button after the drawer closed');
  });
});
