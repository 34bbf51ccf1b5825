import { createServer, type Server } from 'node:http';

import { expect, test, type FrameLocator, type Page } from '@playwright/test';

import AxeBuilder from '@axe-core/playwright';

import { AXE_TAGS, expectNoAxeViolations, formatViolations } from './support/axeReport';
import { startLocalServer, type LocalServer } from './support/localServers';

/**
 * The app embedded in a portal on another origin (docs/embed-protocol.md): the portal is `http://localhost:<port>`
 * (a small server serving whatever page a test sets), the app is a real local service at `http://127.0.0.1:<port>`
 * started with `EMBED_ORIGINS` naming the portal; a second portal on yet another origin is the foreign one.
 */
// One worker for the file: its tests share the service started below, which a worker of its own would each start.
test.describe.configure({ mode: 'default' });

let app: LocalServer;
let portal: Portal;
let foreign: Portal;

interface Portal {
  readonly origin: string;
  /** Sets the page the portal serves at `/` and opens it (with the query given). */
  open(page: Page, html: string, query?: string): Promise<void>;
  close(): Promise<void>;
}

async function startPortal(host: 'localhost' | '127.0.0.1'): Promise<Portal> {
  let html = '';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    open: async (page, next, query = '') => {
      html = next;
      await page.goto(`${origin}/${query}`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.beforeAll(async () => {
  portal = await startPortal('localhost');
  foreign = await startPortal('127.0.0.1');
  app = await startLocalServer({ EMBED_ORIGINS: portal.origin });
});
test.afterAll(async () => {
  await Promise.all([app.stop(), portal.close(), foreign.close()]);
});

/** A host page: the frame (marked for embed.js), embed.js, and a record of every message the page receives. */
function hostPage(src: string, frameAttributes = '', marked = true): string {
  return `<!doctype html><html lang="en"><title>Portal</title><body style="margin:0">
<h1>Portal</h1>
<iframe ${marked ? 'data-catalogue-search' : ''} ${frameAttributes} src="${src.replace(/&/g, '&amp;')}" title="Catalogue search"
  allow="clipboard-write" style="width:100%;height:300px;border:0"></iframe>
<p style="height:3000px">Portal text below the frame.</p>
<script>
  window.received = [];
  addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
</script>
<script src="${app.base}/embed.js" defer></script>
</body></html>`;
}

const frameSrc = (search: string, parentOrigin: string | null) =>
  `${app.base}${search}${search.includes('?') ? '&' : '?'}embed=1${
    parentOrigin === null ? '' : `&parentOrigin=${encodeURIComponent(parentOrigin)}`
  }`;

const theFrame = (page: Page): FrameLocator => page.frameLocator('iframe');
const summary = (frame: FrameLocator) =>
  frame.getByRole('heading', { level: 2, name: /^(No results|\d[\d,]* (or more )?results?)/ }).first();
const frameSearch = async (page: Page) => {
  const url = new URL(
    await theFrame(page)
      .locator(':root')
      .evaluate(() => location.href),
  );
  return url.pathname + url.search;
};
const received = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { received: { origin: string; data: { type?: string; search?: string } }[] })
        .received,
  );

interface Watched {
  setSearchArrived?: Promise<void>;
}

/** Posts a setSearch to the frame from the host page, and resolves once the frame has received it. */
async function postSetSearch(page: Page, search: string) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${app.base}/`));
  if (!frame) throw new Error('the app’s frame is not there');
  // Listening before the message is sent; the app's own listener, added at its start, hears it first.
  await frame.evaluate(() => {
    (window as Watched).setSearchArrived = new Promise<void>((resolve) =>
      addEventListener('message', (event: MessageEvent<unknown>) => {
        const data = event.data;
        if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'setSearch')
          resolve();
      }),
    );
  });
  await page.evaluate(
    ([target, message]) => {
      const iframe = document.querySelector('iframe');
      iframe?.contentWindow?.postMessage(message, target);
    },
    [app.base, { source: 'catalogue-search', version: 1, type: 'setSearch', search }] as const,
  );
  await frame.evaluate(() => (window as Watched).setSearchArrived);
}

test('the frame is as tall as its content, with no inner scrollbar, as the results change', async ({
  page,
}) => {
  await portal.open(page, hostPage(frameSrc('/datasets?q=water', portal.origin)));
  const frame = theFrame(page);
  await expect(summary(frame)).toBeVisible();
  const fits = async () => {
    const content = await frame.locator(':root').evaluate((root) => root.getBoundingClientRect().height);
    const box = await page.locator('iframe').boundingBox();
    const inner = await frame.locator(':root').evaluate((root) => root.scrollHeight - root.clientHeight);
    return { difference: Math.abs((box?.height ?? 0) - Math.ceil(content)), inner };
  };
  await expect.poll(fits).toEqual({ difference: 0, inner: 0 });
  const tall = (await page.locator('iframe').boundingBox())?.height ?? 0;
  expect(tall).toBeGreaterThan(600);

  await frame.getByRole('combobox', { name: 'Search' }).fill('zzqxnothingmatches');
  await frame.getByRole('combobox', { name: 'Search' }).press('Enter');
  await expect(summary(frame)).toHaveText(/^No results/);
  await expect.poll(fits).toEqual({ difference: 0, inner: 0 });
  expect((await page.locator('iframe').boundingBox())?.height ?? 0).toBeLessThan(tall);
});

test('an allowed portal hears the search and sets it with one request; its URL mirrors the search', async ({
  page,
}) => {
  await portal.open(page, hostPage(frameSrc('/datasets?q=water', portal.origin), 'data-mirror="sok"'));
  await expect(summary(theFrame(page))).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('sok')).toBe('/datasets?q=water');
  const states = (await received(page)).filter(({ data }) => data.type === 'state');
  expect(states[0]).toEqual({
    origin: app.base,
    data: { source: 'catalogue-search', version: 1, type: 'state', search: '/datasets?q=water' },
  });

  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${app.base}/api/search`))
      searches.push(request.url());
  });
  await postSetSearch(page, '/datasets?q=soil&embed=0&parentOrigin=https%3A%2F%2Fevil.example');
  await expect(theFrame(page).getByRole('combobox', { name: 'Search' })).toHaveValue('soil');
  await expect(summary(theFrame(page))).toHaveText(/soil/);
  expect(searches).toHaveLength(1);
  // The frame keeps its own options: still embedded, still conversing with the portal.
  expect(await frameSearch(page)).toBe(
    `/datasets?q=soil&embed=1&parentOrigin=${encodeURIComponent(portal.origin)}`,
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('sok')).toBe('/datasets?q=soil');
});

/** Whether a box of the frame (located in it) lies within the host page's viewport. */
async function inHostViewport(page: Page, locator: ReturnType<FrameLocator['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

for (const parentOrigin of [null, 'allowed'] as const) {
  test(`another page of results brings the frame’s results heading into view (${parentOrigin ?? 'no'} parentOrigin)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 720 });
    await portal.open(page, hostPage(frameSrc('/datasets', parentOrigin && portal.origin), '', false));
    const frame = theFrame(page);
    await expect(summary(frame)).toBeVisible();
    await expect
      .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
      .toBeGreaterThan(1500);
    const pages = frame.getByRole('navigation', { name: 'Search result pages' });
    await pages.scrollIntoViewIfNeeded();
    expect(await inHostViewport(page, summary(frame))).toBe(false);
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
    await expect.poll(() => inHostViewport(page, summary(frame))).toBe(true);
  });
}

test('the builder’s snippet without parentOrigin: the 10th result’s preview opens in view, closing brings its card back', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 720 });
  // No data- attribute: embed.js finds the frame by the window its messages come from.
  await portal.open(page, hostPage(frameSrc('/datasets?q=vann', null), '', false));
  const frame = theFrame(page);
  await expect(summary(frame)).toBeVisible();
  await expect
    .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
    .toBeGreaterThan(2000);
  const tenth = frame.locator('li h3 a[data-preview-key]').nth(9);
  await tenth.scrollIntoViewIfNeeded();
  const frameTop = await page.locator('iframe').evaluate((element) => element.getBoundingClientRect().top);
  expect(frameTop).toBeLessThan(-1000);
  const scrolled = await page.evaluate(() => window.scrollY);
  const name = (await tenth.textContent()) ?? '';
  await tenth.click();

  const preview = frame.getByRole('dialog');
  const heading = preview.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
  await expect.poll(() => inHostViewport(page, heading)).toBe(true);
  // The host page did not move: the preview came to the visitor.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
  await page.screenshot({ path: '/tmp/embed-preview.png' });
  // The app in its frame (the test's portal page is no part of it).
  const axe = await new AxeBuilder({ page }).include('iframe').withTags(AXE_TAGS).analyze();
  expect(axe.violations.length, formatViolations(axe.violations)).toBe(0);

  // The visitor scrolls the host page away while reading; closing brings the card back into view.
  await page.evaluate(() => window.scrollBy(0, -1200));
  expect(await inHostViewport(page, tenth)).toBe(false);
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();
  await expect(tenth).toBeFocused();
  await expect.poll(() => inHostViewport(page, tenth)).toBe(true);
});

test('at phone width, the preview fills the part of the frame in view', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await portal.open(page, hostPage(frameSrc('/datasets?q=vann', null), '', false));
  const frame = theFrame(page);
  await expect(summary(frame)).toBeVisible();
  const fifth = frame.locator('li h3 a[data-preview-key]').nth(4);
  await fifth.scrollIntoViewIfNeeded();
  await fifth.click();
  const preview = frame.getByRole('dialog');
  await expect(preview.getByRole('heading', { level: 2 })).toBeFocused();
  await expect.poll(() => inHostViewport(page, preview.getByRole('heading', { level: 2 }))).toBe(true);
  await expect(preview.getByRole('button', { name: 'Close preview' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/embed-preview-phone.png' });
});

test('a search in the portal’s URL at load is passed on to the frame', async ({ page }) => {
  await portal.open(
    page,
    hostPage(frameSrc('/datasets', portal.origin), 'data-mirror="sok"'),
    `?sok=${encodeURIComponent('/datasets?q=forest')}`,
  );
  await expect(theFrame(page).getByRole('combobox', { name: 'Search' })).toHaveValue('forest');
  expect(new URL(page.url()).searchParams.get('sok')).toBe('/datasets?q=forest');
});

test('a foreign portal hears nothing meant for the allowed one, and its setSearch is ignored', async ({
  page,
}) => {
  // The foreign page claims the allowed origin in the frame's URL: the app posts only to that origin, so the
  // browser delivers nothing here (not even the height), and the foreign page's own setSearch is refused.
  await foreign.open(page, hostPage(frameSrc('/datasets?q=water', portal.origin), 'data-mirror="sok"'));
  await expect(summary(theFrame(page))).toBeVisible();
  await postSetSearch(page, '/datasets?q=soil');
  expect(await frameSearch(page)).toBe(
    `/datasets?q=water&embed=1&parentOrigin=${encodeURIComponent(portal.origin)}`,
  );
  await expect(theFrame(page).getByRole('combobox', { name: 'Search' })).toHaveValue('water');
  expect(await received(page)).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});

test('without a parentOrigin any portal gets the height and nothing else', async ({ page }) => {
  await foreign.open(page, hostPage(frameSrc('/datasets?q=water', null)));
  await expect
    .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
    .toBeGreaterThan(600);
  await postSetSearch(page, '/datasets?q=soil');
  await expect(theFrame(page).getByRole('combobox', { name: 'Search' })).toHaveValue('water');
  const types = new Set((await received(page)).map(({ data }) => data.type));
  expect([...types]).toEqual(['resize']);
});

test('the builder’s code, pasted into a portal, shows the search and locks of its preview', async ({
  page,
}) => {
  await page.goto(`${app.base}/datasets?q=water&dataTheme=ENVI`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Embed this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this search' });
  await expect(dialog.getByRole('group', { name: 'Lock filters' }).getByRole('checkbox')).toHaveCount(2);
  const title = dialog.getByRole('textbox', { name: 'Frame title (required)' });
  await title.fill('');
  await dialog.getByRole('textbox', { name: 'Accent colour (optional)' }).fill('blue');
  await expect(dialog.getByText('Give the frame a title.')).toBeVisible();
  await expectNoAxeViolations(page, 'the embed builder with its errors');
  await dialog.getByRole('textbox', { name: 'Accent colour (optional)' }).fill('#1e4d8c');
  await title.fill('Water data');
  const preview = dialog.frameLocator('iframe[title="Preview: Water data"]');
  await expect(summary(preview)).toBeVisible();
  await expectNoAxeViolations(page, 'the embed builder');
  const shown = await summary(preview).textContent();
  const code =
    (await dialog.getByRole('region', { name: 'Code for your page' }).locator('code').textContent()) ?? '';
  expect(code).toContain('allow="clipboard-write"');
  expect(code).toContain(`<script src="${app.base}/embed.js" defer></script>`);

  await portal.open(page, `<!doctype html><html lang="en"><title>Portal</title><h1>Portal</h1>\n${code}`);
  const frame = theFrame(page);
  await expect(summary(frame)).toHaveText(shown ?? '');
  expect(await frameSearch(page)).toBe(
    '/datasets?q=water&embed=1&lock.dataTheme=ENVI&lock.type=datasets&accent=%231e4d8c',
  );
  await expect(page.locator('iframe')).toHaveAttribute('title', 'Water data');
  await expect
    .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
    .toBeGreaterThan(600);
});

test('a locked organisation holds in the frame through typing, a tab, back and forward, and a reload', async ({
  page,
}) => {
  const OSLO = '/KOMMUNE/958935420';
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${app.base}/api/search`))
      bodies.push(request.postData() ?? '');
  });
  await portal.open(page, hostPage(frameSrc(`/?lock.orgPath=${encodeURIComponent(OSLO)}`, portal.origin)));
  const frame = theFrame(page);
  const lockLine = frame.getByText(/^Showing only: Oslo kommune$/);
  await expect(summary(frame)).toBeVisible();
  await expect(lockLine).toBeVisible();

  await frame.getByRole('combobox', { name: 'Search' }).fill('vann');
  await expect(summary(frame)).toHaveText(/vann/);
  // The title suggestions open over the tabs after the pause: Escape closes them, as a person would before moving on.
  await expect(frame.getByRole('listbox')).toBeVisible();
  await frame.getByRole('combobox', { name: 'Search' }).press('Escape');
  await expect(frame.getByRole('listbox')).toBeHidden();
  await frame
    .getByRole('navigation', { name: 'Resource types' })
    .getByRole('link', { name: /^Datasets/ })
    .click();
  await expect.poll(() => frameSearch(page)).toMatch(/^\/datasets\?q=vann&/);
  await expect(summary(frame)).toHaveText(/vann/);
  // The frame's own history: Back and Forward of its same-document entries (the page's load event never comes).
  const frameWindow = page.frames().find((candidate) => candidate.url().startsWith(`${app.base}/`));
  await frameWindow?.evaluate(() => history.back());
  await expect.poll(() => frameSearch(page)).toMatch(/^\/\?q=vann&/);
  await frameWindow?.evaluate(() => history.forward());
  await expect.poll(() => frameSearch(page)).toMatch(/^\/datasets\?q=vann&/);
  await frameWindow?.evaluate(() => location.reload());
  await expect(summary(frame)).toHaveText(/vann/);
  await expect(lockLine).toBeVisible();

  // Every search the frame sent, the first one and the last one after the reload included, carried the lock, and
  // no control offered to remove it.
  expect(bodies.length).toBeGreaterThanOrEqual(3);
  for (const body of bodies)
    expect(JSON.parse(body)).toMatchObject({ filters: { orgPath: { value: OSLO } } });
  await expect(frame.getByRole('button', { name: /Oslo kommune/ })).toHaveCount(0);
  expect(await frameSearch(page)).toContain(`lock.orgPath=${encodeURIComponent(OSLO)}`);
});
