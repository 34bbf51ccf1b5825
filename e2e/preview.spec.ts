/**
 * The resource preview against the real local service: a title opens it from the hit already fetched (no request),
 * a shared preview URL opens it (one `uri` request when the hit is not on the page, none when it is), Escape, the
 * close button and Back close it with focus back on the title, and axe finds nothing in it at desktop and phone
 * width.
 */
import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import { ApiLog, waitForQuiet } from './support/requests';
import { expectServiceAnswerShown } from './support/searchScreen';

test.describe.configure({ mode: 'parallel' });

const SEARCH = '/?q=vann';

/** The first hit's title link (the facet panel has level-3 headings too). */
function firstTitle(page: Page) {
  return page.locator('li h3 a[data-preview-key]').first();
}

function preview(page: Page) {
  return page.getByRole('dialog');
}

async function openSearch(
  page: Page,
  request: Parameters<typeof expectServiceAnswerShown>[1],
  path = SEARCH,
) {
  const log = ApiLog.attach(page);
  await page.goto(path);
  await expectServiceAnswerShown(page, request);
  await waitForQuiet(page, log);
  return log;
}

test('a title opens the preview with no request; Escape closes it and focus returns to the title', async ({
  page,
  request,
}) => {
  const log = await openSearch(page, request);
  const title = firstTitle(page);
  const name = (await title.textContent()) ?? '';
  const mark = log.count;
  await title.click();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(preview(page).getByRole('heading', { level: 2 })).toBeFocused();
  expect(new URL(page.url()).searchParams.get('preview')).not.toBeNull();
  await waitForQuiet(page, log);
  expect(log.since(mark)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(preview(page)).toBeHidden();
  expect(new URL(page.url()).searchParams.get('preview')).toBeNull();
  await expect(title).toBeFocused();
  expect(log.since(mark)).toEqual([]);
});

test('the close button and Back close it too, focus on the title', async ({ page, request }) => {
  await openSearch(page, request);
  const title = firstTitle(page);
  await title.click();
  await preview(page).getByRole('button', { name: 'Close preview' }).click();
  await expect(preview(page)).toBeHidden();
  await expect(title).toBeFocused();
  await expect(page).toHaveURL(/\?q=vann$/);

  await title.click();
  await expect(preview(page)).toBeVisible();
  await page.goBack();
  await expect(preview(page)).toBeHidden();
  await expect(page).toHaveURL(/\?q=vann$/);
  await expect(title).toBeFocused();
});

test('the title is a real link: its href opens the same preview, and it survives a language switch', async ({
  page,
  request,
}) => {
  await openSearch(page, request);
  const href = (await firstTitle(page).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/\?q=vann&preview=/);
  const name = (await firstTitle(page).textContent()) ?? '';
  await page.goto(`${href}&lang=nb`);
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(preview(page).getByRole('button', { name: 'Lukk forhåndsvisningen' })).toBeVisible();
});

test('a shared preview URL of a hit on the page costs no request of its own', async ({ page, request }) => {
  await openSearch(page, request);
  const href = (await firstTitle(page).getAttribute('href')) ?? '';
  const log = ApiLog.attach(page);
  await page.goto(href);
  await expect(preview(page)).toBeVisible();
  await waitForQuiet(page, log);
  expect(log.calls.map((call) => call.path)).toEqual(['/api/search']);
  expect(log.calls[0]?.body).not.toHaveProperty('filters.uri');
});

test('a shared preview URL of a hit not on the page fetches it once by the uri filter', async ({
  page,
  request,
}) => {
  await openSearch(page, request);
  const href = (await firstTitle(page).getAttribute('href')) ?? '';
  const name = (await firstTitle(page).textContent()) ?? '';
  const key = new URL(href, 'http://x').searchParams.get('preview') ?? '';
  const log = ApiLog.attach(page);
  await page.goto(`/datasets?q=zzzqqqxx&preview=${encodeURIComponent(key)}`);
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText(name);
  await waitForQuiet(page, log);
  // The preview's own cost: one lookup by URI. The rest is the search behind it, which found nothing, and its
  // no-results page counting its alternatives (all types) from spare tokens.
  const lookups = log.calls.filter((call) => JSON.stringify(call.body).includes('"uri"'));
  expect(lookups).toHaveLength(1);
  expect(lookups[0]?.body).toMatchObject({ filters: { uri: { value: [key] } } });
  expect(log.calls[0]?.path).toBe('/api/search/datasets');
  for (const call of log.calls)
    if (call !== lookups[0]) expect(call.body).toMatchObject({ query: 'zzzqqqxx' });
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`axe finds nothing in the preview at ${label} width`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await openSearch(page, request);
    await firstTitle(page).click();
    await expect(preview(page)).toBeVisible();
    // The slide-in has ended: axe sees the panel where it stays.
    await expect
      .poll(() => preview(page).evaluate((element) => element.getBoundingClientRect().right))
      .toBeLessThanOrEqual(viewport.width + 1);
    await expectNoAxeViolations(page, `the preview at ${label} width`);
    const box = await preview(page).boundingBox();
    // Full screen on a phone: from the left edge to the right one (less the page's stable scrollbar gutter, which a
    // phone's overlay scrollbars do not take but headless Chromium's classic ones do).
    if (label === 'phone') {
      expect(box?.x).toBeLessThanOrEqual(1);
      expect(box?.width).toBeGreaterThanOrEqual(viewport.width - 20);
    }
    if (process.env.PREVIEW_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.PREVIEW_SCREENSHOTS}/preview-${label}.png` });
    }
  });
}
