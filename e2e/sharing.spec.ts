import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';

import { expect, test, type FrameLocator, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import { resultSummary } from './support/searchScreen';

/**
 * Sharing (README "Sharing"): "Copy link" copies where the clipboard is allowed and otherwise offers the link
 * selected in a field; the embed code lets its frame write to the clipboard; "API request" gives a curl command
 * that really gets the same results.
 */
const SEARCH = '/datasets?q=vann&dataTheme=ENVI';
/**
 * A host page on another origin, framing the app (with or without the clipboard permission). It is served by a
 * real local server: Chromium blocks a page without an address of its own (a routed one) from framing a local one.
 */
async function openInPortal(page: Page, baseURL: string, allow: string | null) {
  const src = `${baseURL}${SEARCH}`;
  const html = `<!doctype html><html lang="en"><title>Portal</title><h1>Portal</h1>
<iframe src="${src}" title="Catalogue search"${allow === null ? '' : ` allow="${allow}"`} style="width:100%;height:2400px;border:0"></iframe>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  portals.push(server);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await page.goto(`http://127.0.0.1:${port}/`);
  return { frame: page.frameLocator('iframe'), src };
}

const footer = (page: Page) => page.getByRole('contentinfo');
/** The results' toolbar's sharing: "Copy link" and the menu with the footer's two dialogs. */
const shareBar = (page: Page | FrameLocator) => page.getByRole('group', { name: 'Share this search' });

const portals: Server[] = [];
test.afterEach(async () => {
  await Promise.all(portals.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

test('Copy link copies the search’s URL where the clipboard is allowed', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(SEARCH);
  await expect(resultSummary(page)).toBeVisible();
  await footer(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(footer(page).getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByRole('textbox', { name: 'Link to this search' })).toHaveCount(0);
});

test('inside a frame that allows clipboard-write, Copy link copies', async ({ page, context, baseURL }) => {
  // A framed document's permission is the host page's (another origin here): granted for every origin.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The snippet's permission, plus reading for this test's own check of what was copied.
  const { frame, src } = await openInPortal(page, baseURL ?? '', 'clipboard-write; clipboard-read');
  await shareBar(frame).getByRole('button', { name: 'Copy link' }).click();
  await expect(shareBar(frame).getByRole('status')).toHaveText('Link copied');
  await expect(frame.getByRole('textbox', { name: 'Link to this search' })).toHaveCount(0);
  const app = page.frames().find((candidate) => candidate.url().startsWith(baseURL ?? ''));
  expect(await app?.evaluate(() => navigator.clipboard.readText())).toBe(src);
});

test('where the clipboard is refused (a frame without clipboard-write), the link is offered selected', async ({
  page,
  baseURL,
}) => {
  const { frame, src } = await openInPortal(page, baseURL ?? '', null);
  await frame.getByRole('contentinfo').getByRole('button', { name: 'Copy link' }).click();
  const field = frame.getByRole('textbox', { name: 'Link to this search' });
  await expect(field).toHaveValue(src);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('readonly', '');
  expect(
    await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
  ).toEqual([0, src.length]);
  await expect(field).toHaveAccessibleDescription(/press Ctrl\+C/);
  await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText(
    'Could not copy. Select the text and copy it yourself.',
  );
  await frame.getByRole('button', { name: 'Hide link' }).click();
  await expect(field).toHaveCount(0);
});

test('the copy-link fallback has no axe violations', async ({ page, context, baseURL }) => {
  await page.goto(SEARCH);
  await expect(resultSummary(page)).toBeVisible();
  // The same refusal as in a frame without the permission, at the top level.
  await context.clearPermissions();
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });
  await footer(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('textbox', { name: 'Link to this search' })).toHaveValue(
    `${baseURL ?? ''}${SEARCH}`,
  );
  await expectNoAxeViolations(page, 'the copy-link fallback');
});

test('the embed code lets the frame use the clipboard, and its dialog has no axe violations', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await footer(page).getByRole('button', { name: 'Embed this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this search' });
  await expect(dialog).toContainText('allow="clipboard-write"');
  await expectNoAxeViolations(page, 'the embed dialog');
});

test('the API request dialog gives a curl command that gets the same results, and has no axe violations', async ({
  page,
}) => {
  await page.goto(SEARCH);
  const summary = await resultSummary(page).textContent();
  await footer(page).getByRole('button', { name: 'API request for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'API request for this search' });
  await expect(dialog.getByRole('heading', { name: 'As a curl command' })).toBeVisible();
  const curl =
    (await dialog
      .locator('pre')
      .filter({ hasText: /^curl / })
      .textContent()) ?? '';
  expect(curl).toContain('/api/search/datasets');
  const { stdout } = await promisify(execFile)('sh', ['-c', `${curl} --silent --show-error`]);
  const answer = JSON.parse(stdout) as { page: { totalElements: number } };
  expect(summary).toContain(answer.page.totalElements.toLocaleString('en-GB'));
  await expectNoAxeViolations(page, 'the API request dialog');
});

test('Copy link and the share menu are on the first screen at 1280×800, reachable at 390×844', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(SEARCH);
  await expect(resultSummary(page)).toBeVisible();
  const copy = shareBar(page).getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeInViewport({ ratio: 1 });
  await expect(shareBar(page).getByRole('button', { name: 'More ways to share' })).toBeInViewport({
    ratio: 1,
  });
  await page.screenshot({ path: '/tmp/share-desktop.png' });
  await copy.click();
  await expect(shareBar(page).getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(copy).toBeVisible();
  // Reachable: above the first result, a short scroll at most. The app takes the phone's arrangement in a render
  // after the resize, so the places are read until it has (once, a read between the two found the wide page's).
  const firstResult = page.locator('li h3 a[data-preview-key]').first();
  const places = async () => {
    const [copyBox, resultBox] = await Promise.all([copy.boundingBox(), firstResult.boundingBox()]);
    const copyAt = copyBox?.y ?? Infinity;
    return { aboveFirstResult: copyAt < (resultBox?.y ?? 0), withinAShortScroll: copyAt < 844 * 1.5 };
  };
  await expect.poll(places).toEqual({ aboveFirstResult: true, withinAShortScroll: true });
  await copy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/share-phone.png' });
});

test('the share menu opens by keyboard, leads to both dialogs, and has no axe violations', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await expect(resultSummary(page)).toBeVisible();
  const more = shareBar(page).getByRole('button', { name: 'More ways to share' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More ways to share' });
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['API request for this search', 'Embed this search']);
  await expect(items.first()).toBeFocused();
  await expectNoAxeViolations(page, 'the share menu');
  await page.screenshot({ path: '/tmp/share-menu.png' });
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const api = page.getByRole('dialog', { name: 'API request for this search' });
  await expect(api).toBeVisible();
  await expect(api.getByRole('heading', { name: 'As a curl command' })).toBeVisible();
  await api.getByRole('button', { name: 'Close' }).click();
  await expect(api).toBeHidden();

  await more.click();
  await menu.getByRole('menuitem', { name: 'Embed this search' }).click();
  const embed = page.getByRole('dialog', { name: 'Embed this search' });
  await expect(embed).toBeVisible();
  await expect(embed.getByRole('group', { name: 'Lock filters' })).toBeVisible();
});
