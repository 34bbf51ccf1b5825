import { expect, test, type Locator, type Page } from '@playwright/test';

import { resultSummary, searchBox, serviceTotal, summaryText } from './support/searchScreen';

/**
 * The served app loads, reads its configuration, searches the real local service and shows what that service
 * answers: the summary states the service's own total, and the first hit is one of the service's hits.
 */
test('the served app loads, searches the local service and shows its results', async ({ page, request }) => {
  const runtime = (await (await request.get('/config.json')).json()) as {
    environments: { id: string; searchApiBaseUrl: string }[];
    defaultEnvironment: string;
  };
  const config = runtime.environments.find(
    (environment) => environment.id === runtime.defaultEnvironment,
  ) ?? {
    searchApiBaseUrl: '(no default environment)',
  };
  const searched: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.startsWith(config.searchApiBaseUrl)) {
      searched.push(new URL(sent.url()).pathname);
    }
  });

  await page.goto('/');
  await searchBox(page).fill('vann');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/\?q=vann$/);

  const total = await serviceTotal(request, 'vann');
  expect(total, 'the demo catalogue has resources about vann').toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 2, name: summaryText(total, 'vann') })).toBeVisible();

  const response = await request.post('/api/search', {
    data: { query: 'vann', pagination: { page: 0, size: 1 } },
  });
  const first = ((await response.json()) as { hits: { title?: Record<string, string> }[] }).hits[0];
  const title =
    first?.title?.en ??
    first?.title?.nb ??
    first?.title?.no ??
    first?.title?.nn ??
    Object.values(first?.title ?? {})[0];
  expect(title, 'the first hit has a title').toBeTruthy();
  await expect(page.getByRole('listitem').getByRole('heading').first()).toContainText(title ?? '');
  expect(searched).toContain(`${config.searchApiBaseUrl}/search`);
  await expect(page.getByText(config.searchApiBaseUrl, { exact: true })).toBeVisible();
});

/**
 * index.html's head script starts opening the request budget's database before the app's code arrives: the
 * served Content-Security-Policy allows it (by hash), and the app takes its request over instead of opening a
 * second connection. Where either failed, the first search would wait for a database opened later.
 */
test("the head script opens the budget's database under the served policy, and the app adopts it", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { opens: [] as (string | null)[], violations: [] as string[] };
    Object.assign(window, { __headScriptSeen: seen });
    const open = indexedDB.open.bind(indexedDB);
    indexedDB.open = (...args: Parameters<IDBFactory['open']>) => {
      // Which script asked: the inline head script has no src.
      const script = document.currentScript;
      seen.opens.push(script instanceof HTMLScriptElement ? script.src : null);
      return open(...args);
    };
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  const response = await page.goto('/datasets?q=vann');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
  await expect(resultSummary(page)).toBeVisible();
  const seen = await page.evaluate(() => Reflect.get(window, '__headScriptSeen') as unknown);
  expect(seen).toEqual({ opens: [''], violations: [] });
});

/**
 * The page comes in the browser's language (this project's browser prefers en-GB): it names that language from
 * the first byte and preloads that language's messages with the scripts. The other languages' messages are never
 * fetched; before, every page preloaded Bokmål's and fetched its own only after the start-up script had run.
 */
test("the page comes in the browser's language and fetches only that language's messages", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('request', (sent) => {
    const chunk = /\/assets\/(nb|nn|en)-[\w-]+\.js$/.exec(new URL(sent.url()).pathname);
    if (chunk?.[1]) messages.push(chunk[1]);
  });
  const response = await page.goto('/datasets?q=vann');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<html lang="en">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/en-[\w-]+\.js">/);
  expect(html).not.toMatch(/\/assets\/nb-[\w-]+\.js/);
  await expect(resultSummary(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Resource types' })).toBeVisible();
  expect(messages).toEqual(['en']);

  // The URL's language wins, for the page as for the app.
  messages.length = 0;
  const nynorsk = await page.goto('/datasets?q=vann&lang=nn');
  expect(await nynorsk?.text()).toMatch(/<html lang="nn">/);
  await expect(page.getByRole('navigation', { name: 'Ressurstypar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
  expect(messages).toEqual(['nn']);
});

/**
 * The page's frame (issue 27): index.html holds the page as it stands before its answer, so a page whose scripts
 * are slow (or never run) is not blank. Built once for `/` in every arrangement (the screen's width chooses one);
 * a small inline script writes the URL's query and tab into it. This project's service sends pages unrendered
 * (PRERENDER=off), as a static host does, so what these tests see is that frame.
 */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The frame's parts as a person finds them. */
const frameParts = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: 'Catalogue search' }),
  search: page.getByRole('search', { name: 'Search the catalogue' }),
  tabs: page.getByRole('navigation', { name: 'Resource types' }),
  results: page.getByRole('region', { name: 'Search results' }),
  filtersAside: page.getByRole('complementary', { name: 'Filters' }),
  filtersButton: page.getByRole('button', { name: 'Filters', exact: true }),
});

/** The result placeholders (hidden from assistive technology): their rows, each with its height. */
const placeholderHeights = (page: Page): Promise<number[]> =>
  page
    .getByRole('region', { name: 'Search results' })
    .locator('[aria-hidden="true"] > div')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));

test.describe('the page’s frame, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, viewport } of SCREENS) {
    test(`shows the header, the search box, the tabs and the result placeholders (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/datasets?q=vann');
      const parts = frameParts(page);
      // In the page's language (this browser prefers en-GB): the service gives each language its own frame.
      await expect(parts.heading).toBeVisible();
      await expect(parts.search.getByRole('combobox', { name: 'Search' })).toBeVisible();
      await expect(parts.tabs.getByRole('link', { name: 'Datasets' })).toBeVisible();
      await expect(parts.results).toHaveAttribute('aria-busy', 'true');
      await expect(parts.results.getByRole('heading', { level: 2, name: 'Searching…' })).toBeVisible();
      const heights = await placeholderHeights(page);
      expect(heights.length).toBeGreaterThan(0);
      for (const height of heights) expect(height).toBeGreaterThan(50);
      // The arrangement the app will render at this width: facets beside the results, or behind a button.
      if (name === 'desktop') {
        await expect(parts.filtersAside).toBeVisible();
        await expect(parts.filtersButton).toBeHidden();
      } else {
        await expect(parts.filtersButton).toBeVisible();
        await expect(parts.filtersAside).toBeHidden();
      }
    });
  }
});

test.describe('the page’s frame, before the app', () => {
  test('its script writes the URL’s query and tab under the served policy; an embedded page gets no frame', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __violations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
    // The app's code never arrives: what shows is the frame and its script's work.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/datasets?q=vann%20og%20avl%C3%B8p');
    const { search, tabs, results } = frameParts(page);
    await expect(search.getByRole('combobox', { name: 'Search' })).toHaveValue('vann og avløp');
    await expect(tabs.getByRole('link', { name: /^Datasets/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => Reflect.get(window, '__violations') as unknown)).toEqual([]);

    // Embedded, the page has another arrangement (no header): the frame gives way rather than show the wrong one.
    await expect(results).toBeVisible();
    await page.goto('/datasets?q=vann&embed=1');
    await expect(page.locator('#root')).toBeEmpty();
  });

  for (const { name, viewport } of SCREENS) {
    test(`the app takes the frame’s place with nothing moved: the parts stand where they stood, CLS 0 (${name})`, async ({
      browser,
    }) => {
      const isMobile = name === 'phone';
      const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
      try {
        // Where the frame's parts stand, the app's code held back.
        const framePage = await context.newPage();
        await framePage.route('**/assets/*.js', (route) => route.abort());
        await framePage.goto('/datasets?q=vann');
        const frameBoxes = await boxesOf(framePage, name);

        const page = await context.newPage();
        await page.addInitScript(() => {
          const shifts: number[] = [];
          Object.assign(window, { __shifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
              if (!shift.hadRecentInput) shifts.push(shift.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto('/datasets?q=vann');
        // A loaded machine renders the first answer in seconds: the wait is for the answer, not a measure.
        await expect(resultSummary(page)).toHaveText(/results for “vann”/, { timeout: 30_000 });
        await expect(
          frameParts(page)
            .tabs.getByRole('link', { name: /^Datasets/ })
            .getByText(/^\d/),
        ).toBeVisible();
        if (name === 'desktop') await expect(page.getByRole('group', { name: 'Organisation' })).toBeVisible();
        expect(await boxesOf(page, name)).toEqual(frameBoxes);
        // A frame the browser has laid out once more settles its last shifts; the observer reports them then.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
        );
        expect(await page.evaluate(() => Reflect.get(window, '__shifts') as unknown)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** The boxes of the parts that stand in the frame and in the app alike, in whole pixels. */
async function boxesOf(page: Page, screen: (typeof SCREENS)[number]['name']) {
  const parts = frameParts(page);
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    return found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) };
  };
  return {
    heading: await box(parts.heading),
    search: await box(parts.search),
    tabs: await box(parts.tabs),
    // Its text changes with the answer ("Searching…", then the total), and its width with it: where it starts.
    results: await box(parts.results.getByRole('heading', { level: 2 })).then(
      (found) => found && { x: found.x, y: found.y },
    ),
    filters: await box(
      screen === 'desktop'
        ? parts.filtersAside.getByRole('heading', { name: 'Filters' })
        : parts.filtersButton,
    ),
  };
}
