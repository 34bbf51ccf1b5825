/**
 * The browser the tests run in is launched as `playwright.config.ts` says: with Playwright's own disabled features
 * still disabled (Chromium reads only the last `--disable-features`), and without the address bar's popup renderer
 * in each context (`e2e/support/chromiumFeatures.ts`).
 */
import { expect, test } from '@playwright/test';

import { ADDRESS_BAR_POPUP_FEATURES, disabledFeatureLists } from './support/chromiumFeatures';

test('the last --disable-features keeps every feature Playwright disables, and the popup ones', async ({
  page,
}) => {
  await page.goto('chrome://version');
  const lists = disabledFeatureLists((await page.locator('#command_line').textContent()) ?? '');
  // Playwright's switch first, then the configuration's.
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const [playwrights = [], used = []] = [lists[0], lists.at(-1)];
  expect(
    playwrights.filter((feature) => !used.includes(feature)),
    'left enabled',
  ).toEqual([]);
  expect(used).toEqual(expect.arrayContaining([...ADDRESS_BAR_POPUP_FEATURES]));
});

test('a new context opens no address bar popup renderer', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    // The popup is preloaded as soon as the window exists: its target is listed by the time the page is.
    const { targetInfos } = await session.send('Target.getTargets');
    await session.detach();
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
  } finally {
    await context.close();
  }
});
