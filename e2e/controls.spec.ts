/**
 * The controls of issue 28: "Search in" as one choice, facet trees that a keyboard can use (arrow keys move and
 * never choose, Space chooses), the facets people use most first, and axe on each new state. Desktop and phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import { expectServiceAnswerShown, expectUrl, facetGroup } from './support/searchScreen';

/** Counts the searches the page sends from now on. */
function countSearches(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/search')) sent += 1;
  });
  return () => sent;
}

/** What has focus: its id, accessible label text and whether it is one of `tops` (a tree's top-level values). */
async function focused(page: Page): Promise<{ id: string; label: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const id = active?.id ?? '';
    const label =
      active instanceof HTMLInputElement
        ? (active.labels?.[0]?.textContent ?? '')
        : (active?.textContent ?? '');
    return { id, label: label.trim() };
  });
}

/** The ids of a tree's top-level values (the root list of the facet's tree). */
async function topLevelIds(group: Locator): Promise<string[]> {
  return group
    .locator('ul[id$="-values"] > li > div input')
    .evaluateAll((inputs) => inputs.map((input) => input.id));
}

/** The facet panel: the sidebar on a desktop, the drawer on a phone (opened). */
async function facetPanel(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('complementary');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('"Search in"', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Title" gives fields=title; a combination from a URL shows as custom and stays editable', async ({
    page,
    request,
  }, testInfo) => {
    // axe on a busy machine takes its time.
    test.slow();
    await page.goto('/?q=data');
    await expectServiceAnswerShown(page, request);
    const group = facetGroup(page, 'Search in');
    await expect(group.getByRole('radio', { name: 'All fields' })).toBeChecked();
    await group.getByRole('radio', { name: 'Title', exact: true }).check();
    const url = await expectUrl(page, (at) => at.searchParams.getAll('fields').join() === 'title', 'title');
    expect(url.search).toBe('?q=data&fields=title');
    await expectServiceAnswerShown(page, request);

    await page.goto('/?q=data&fields=keyword&fields=title');
    await expectServiceAnswerShown(page, request);
    await expect(group.getByRole('radio', { name: 'Custom (Title, Keywords)' })).toBeChecked();
    const editor = group.getByRole('group', { name: 'Fields of the custom choice' });
    await expect(editor.getByRole('checkbox', { name: 'Description' })).not.toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('search-in-custom-desktop.png') });
    await expectNoAxeViolations(page, '"Search in" with a custom choice');

    await editor.getByRole('checkbox', { name: 'Keywords' }).uncheck();
    await expectUrl(page, (at) => at.searchParams.getAll('fields').join() === 'title', 'custom narrowed');
    await expect(group.getByRole('radio', { name: 'Custom (Title)' })).toBeChecked();
    await group.getByRole('radio', { name: 'All fields' }).check();
    await expectUrl(page, (at) => !at.searchParams.has('fields'), 'all fields');
    await expect(editor).toHaveCount(0);
  });
});

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const) {
  test.describe(`the organisation tree by keyboard on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.phone, hasTouch: device.phone });

    test('arrow keys move without searching, reach every top-level branch and open one; Space chooses', async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      await page.goto('/datasets');
      await expectServiceAnswerShown(page, request);
      const panel = await facetPanel(page, device.phone);
      const tree = facetGroup(panel, 'Organisation');
      const all = tree.getByRole('radio', { name: 'All', exact: true });
      await expect(all).toBeChecked();
      const tops = await topLevelIds(tree);
      expect(tops.length, 'more than one top-level branch').toBeGreaterThan(1);

      // One Tab stop: Tab from the tree leaves it, Shift+Tab comes back to the same value.
      await all.focus();
      await page.keyboard.press('Tab');
      expect(await tree.evaluate((group) => group.contains(document.activeElement))).toBe(false);
      await page.keyboard.press('Shift+Tab');
      await expect(all).toBeFocused();

      const searches = countSearches(page);
      const before = { url: page.url(), history: await page.evaluate(() => history.length) };
      const visited: string[] = [];
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press('ArrowDown');
        visited.push((await focused(page)).id);
      }
      const reached = tops.filter((id) => visited.includes(id));
      expect(reached.length, `top-level branches reached: ${reached.join(', ')}`).toBe(
        Math.min(tops.length, 8),
      );
      expect(reached).toContain(tops[1]);
      // Back to the second branch and into it: ArrowRight opens it, ArrowDown steps to its first child.
      await page.keyboard.press('Home');
      await expect(all).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = await focused(page);
      expect(second.id).toBe(tops[1]);
      const toggle = tree.locator(`#${second.id.replace(/-v-/, '-t-')}`);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('ArrowRight');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      const child = await focused(page);
      expect(tops).not.toContain(child.id);
      // Focus is shown and the tree described for a screen reader: axe on the tree with focus in it.
      await page.screenshot({ path: testInfo.outputPath(`tree-focused-${device.name}.png`) });
      await expectNoAxeViolations(page, `the organisation tree focused (${device.name})`);

      // Nothing was chosen on the way: no search, no URL change, no history entry.
      expect(searches()).toBe(0);
      expect(page.url()).toBe(before.url);
      expect(await page.evaluate(() => history.length)).toBe(before.history);
      await expect(all).toBeChecked();

      await page.keyboard.press('Space');
      const chosen = await expectUrl(page, (url) => url.searchParams.has('orgPath'), 'Space chooses');
      const path = chosen.searchParams.get('orgPath') ?? '';
      expect(path.split('/').length, `${path} is below a top-level branch`).toBeGreaterThan(2);
      await expect.poll(searches).toBeGreaterThan(0);
      expect(await page.evaluate(() => history.length)).toBe(before.history + 1);
      await expect(page.locator(`#${child.id}`)).toBeChecked();
      await expect(page.locator(`#${child.id}`)).toBeFocused();
    });
  });
}

test.describe('facet order', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('on Datasets the organisation facet is among the first three groups, the dates last', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/datasets');
    await expectServiceAnswerShown(page, request);
    const legends = page.getByRole('complementary').locator('fieldset > legend');
    await expect(legends.first()).toBeVisible();
    const names = (await legends.allTextContents()).map((text) => text.trim());
    expect(names.indexOf('Organisation'), names.join(', ')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Organisation'), names.join(', ')).toBeLessThan(3);
    expect(names.slice(-2)).toEqual(['Recently added', 'Recently modified']);
    // The two theme facets say how they differ, each in one line.
    await expect(facetGroup(page, 'EU theme')).toHaveAccessibleDescription(/EU/);
    await expect(facetGroup(page, 'Theme')).toHaveAccessibleDescription(/LOS/);
    await page.screenshot({ path: testInfo.outputPath('datasets-desktop.png') });
  });
});
