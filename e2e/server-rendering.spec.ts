/**
 * Server rendering against the real local service with PRERENDER on (the `rendered` project's server): a shared
 * link opens with its results in the HTML, the browser takes over without sending that search, and the page then
 * works as before. Other specs run against services with PRERENDER=off, the path a static deployment takes.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { holdScripts } from './support/heldScripts';
import { ApiLog, QUIET_MS } from './support/requests';
import { facetGroup, facetValue, pagination, resultSummary, searchBox } from './support/searchScreen';
import { startLocalServer, type LocalServer } from './support/localServers';

/** Every console error and uncaught error of a page: React reports a hydration mismatch as one. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page has hydrated: React has attached its handlers (a click on a tab is handled by the app, not the browser). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#page-data')).toBeAttached();
  await page.waitForFunction(() => {
    const input = document.getElementById('search-input');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
}

test.describe('a shared link', () => {
  test('opens with its results in the HTML and sends no search; a facet click then sends one', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const api = ApiLog.attach(page);
    const html = await (await page.request.get('/datasets?q=vann&lang=en')).text();
    expect(html).toMatch(/<h2[^>]*>\d[\d,]* results for “vann”<\/h2>/);

    await page.goto('/datasets?q=vann&lang=en');
    await expect(resultSummary(page)).toHaveText(/results for “vann”/);
    await hydrated(page);
    await page.waitForTimeout(QUIET_MS);
    expect(api.count).toBe(0);

    await facetValue(facetGroup(page, 'Access rights'), 'Public').check();
    await expect.poll(() => api.count).toBe(1);
    await page.waitForTimeout(QUIET_MS);
    expect(api.count).toBe(1);
    expect(errors).toEqual([]);
  });

  test("loads the app's code only once its results are painted", async ({ page }) => {
    const html = await (await page.request.get('/datasets?q=vann&lang=en')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);

    await page.goto('/datasets?q=vann&lang=en');
    await hydrated(page);
    const { paint, entryRequested } = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(new URL(resource.name).pathname));
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        entryRequested: entry?.startTime ?? null,
      };
    });
    expect(paint).not.toBeNull();
    expect(entryRequested).not.toBeNull();
    expect(entryRequested).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
  });

  test('takes no token from the request budget', async ({ page }) => {
    await page.goto('/?q=skog&lang=en');
    await hydrated(page);
    const spent = await page.evaluate(async () => {
      const open = indexedDB.open('catalogue-search', 1);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('the database did not open'));
      });
      const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const request = db.transaction('request-budget').objectStore('request-budget').getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('the keys could not be read'));
      });
      return keys.length;
    });
    // The budget's record is written when a token is taken; a page that took none has not written it.
    expect(spent).toBe(0);
  });

  test('hydrates without a warning across the journey', async ({ page }) => {
    test.slow();
    const errors = watchErrors(page);
    const journey = [
      '/?q=vann&lang=en',
      '/datasets?q=vann&accessRights=PUBLIC&lang=nb',
      '/apis?lang=nn',
      '/concepts?q=adresse&page=2&lang=en',
      '/datasets?embed=1&lock=opendata&openData=true&lang=en',
    ];
    for (const url of journey) {
      await page.goto(url);
      await hydrated(page);
    }
    // A preview of a real resource, opened by its shared link.
    await page.goto('/datasets?q=vann&lang=en');
    const firstTitle = page.locator('main h3 a').first();
    const href = await firstTitle.getAttribute('href');
    expect(href).toContain('preview=');
    await page.goto(href ?? '');
    await hydrated(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(QUIET_MS);
    expect(errors).toEqual([]);
  });

  test('a mismatch between the markup and its data is reported (the watch above can fail)', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.route('**/datasets?q=vann&lang=en', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/ results for “vann”<\/h2>/, ' results for “skog”</h2>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/datasets?q=vann&lang=en');
    await hydrated(page);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
  });
});

test.describe('before the app has taken over', () => {
  test('typing and Enter in the rendered page become the search, in the same box, without a warning', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const scripts = await holdScripts(page);
    await page.goto('/datasets?q=vann&lang=en', { waitUntil: 'commit' });
    await expect(resultSummary(page)).toHaveText(/results for “vann”/);
    const box = searchBox(page);
    await box.fill('skog');
    await box.press('Enter');
    // No native submission: the page did not reload, and the text stays.
    await expect(box).toHaveValue('skog');
    expect(new URL(page.url()).searchParams.get('q')).toBe('vann');

    scripts.release();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('skog');
    await expect(resultSummary(page)).toHaveText(/results for “skog”/);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('skog');
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results, summary, tabs and pages are real HTML and links', async ({ page }) => {
    await page.goto('/datasets?q=vann&lang=en');
    await expect(resultSummary(page)).toHaveText(/results for “vann”/);
    // Every hit the page counts, not only those a screen shows first.
    await expect(page.getByText(/Showing 1–20 of/)).toBeVisible();
    await expect(page.locator('#result-list > li')).toHaveCount(20);
    await expect(searchBox(page)).toHaveValue('vann');
    const tabs = page.getByRole('navigation', { name: /type/i }).getByRole('link');
    await expect(tabs.first()).toBeVisible();
    await expect(page.getByRole('link', { name: /APIs/ })).toHaveAttribute('href', /\/data-services\?q=vann/);
    const next = pagination(page).getByRole('link', { name: /next/i });
    await expect(next).toHaveAttribute('href', /page=2/);
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Showing 21–40 of/)).toBeVisible();
    const title = page.locator('main h3 a').first();
    await expect(title).toHaveAttribute('href', /preview=|^https?:/);
  });
});

test.describe('hostile catalogue text', () => {
  let server: LocalServer;
  const hostile = '</script><script>window.__pwned = 1</script><!--';

  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostile-catalogue-'));
    const file = join(dir, 'catalogue.json');
    const hits = Array.from({ length: 25 }, (_, index) => ({
      id: `hostile-${index}`,
      searchType: 'DATASET',
      title: { nb: `Vann ${index} ${hostile}`, en: `Water ${index} ${hostile}` },
      description: { nb: `\u202Eolso\u2028 <img src=x onerror="window.__pwned=2"> ${'&amp;'.repeat(3)}` },
      // The service shows only resources with harvest metadata.
      metadata: { firstHarvested: '2026-01-01T00:00:00Z', changed: ['2026-01-01T00:00:00Z'], deleted: false },
    }));
    writeFileSync(file, JSON.stringify(hits));
    server = await startLocalServer({ CATALOGUE_FILE: file, PRERENDER: 'on' });
  });
  test.afterAll(async () => server.stop());

  test('renders as text in the server HTML, and no script of it runs', async ({ page }) => {
    const html = await (await page.request.get(`${server.base}/?lang=en`)).text();
    expect(html).toContain('id="page-data"');
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toContain('<img src=x');
    await page.goto(`${server.base}/?lang=en`);
    // A title is text: its tags are dropped as text, never parsed.
    await expect(page.getByRole('link', { name: /^Water 0\b/ })).toBeVisible();
    await hydrated(page);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe('the shell', () => {
  test('PRERENDER=off sends the shell with the build’s frame, and the browser searches', async ({ page }) => {
    const server = await startLocalServer({ PRERENDER: 'off' });
    try {
      const html = await (await page.request.get(`${server.base}/?q=vann&lang=en`)).text();
      // The frame the build rendered, in the page's language, without results or their data.
      expect(html).toMatch(/<div id="root"><style>[^<]*<\/style><div data-frame="phone">/);
      expect(html).toContain('>Catalogue search</h1>');
      expect(html).not.toContain('id="page-data"');
      const api = ApiLog.attach(page);
      await page.goto(`${server.base}/?q=vann&lang=en`);
      await expect(resultSummary(page)).toHaveText(/results for “vann”/);
      expect(api.count).toBe(1);
    } finally {
      await server.stop();
    }
  });

  test('a proxy without a cached answer sends the shell within its deadline', async ({ page }) => {
    // An upstream that accepts the request and never answers.
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const server = await startLocalServer({
      UPSTREAM_URL: `http://127.0.0.1:${port}`,
      PRERENDER: 'on',
      PRERENDER_DEADLINE_MS: '300',
      UPSTREAM_TIMEOUT_MS: '30000',
      IDLE_TIMEOUT_MS: '60000',
    });
    try {
      const started = Date.now();
      const response = await page.request.get(`${server.base}/?q=vann&lang=en`, { timeout: 10_000 });
      const elapsed = Date.now() - started;
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The page's frame, without results or their data: the browser sends the search.
      expect(html).toContain('<form role="search"');
      expect(html).not.toContain('id="page-data"');
      // The deadline is 300 ms; the upstream's own timeout is 30 s, which the page does not wait for.
      expect(elapsed).toBeLessThan(10_000);
    } finally {
      await server.stop();
      hanging.closeAllConnections();
      hanging.close();
    }
  });

  test("a visitor's pages in proxy mode spend that visitor's share of the upstream budget, and cached pages none", async ({
    page,
    baseURL,
  }) => {
    // The upstream is the real local service; the proxy lets one client spend a quarter of a burst of 8: two searches.
    const server = await startLocalServer({
      UPSTREAM_URL: `${baseURL ?? ''}/api`,
      UPSTREAM_RATE_LIMIT_BURST: '8',
      UPSTREAM_CLIENT_SHARE: '0.25',
      PRERENDER: 'on',
      TRUST_PROXY: '127.0.0.1',
    });
    const open = async (query: string, visitor: string) => {
      const response = await page.request.get(`${server.base}/datasets?q=${query}&lang=en`, {
        headers: { 'x-forwarded-for': visitor },
      });
      expect(response.status()).toBe(200);
      return (await response.text()).includes('id="page-data"');
    };
    try {
      const crawler = '203.0.113.7';
      // Two new searches fit the crawler's share: both pages come with their results.
      expect(await open('vann', crawler)).toBe(true);
      expect(await open('skole', crawler)).toBe(true);
      // The third is past its share: the page is the frame, and the browser would search within its own budget.
      expect(await open('barnehage', crawler)).toBe(false);
      // A page whose answer is cached costs nothing: it still comes with its results.
      expect(await open('vann', crawler)).toBe(true);
      // The outgoing budget is not spent (4 of 8 remain untouched by the crawler): another visitor's new search renders.
      expect(await open('barnehage', '198.51.100.4')).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
