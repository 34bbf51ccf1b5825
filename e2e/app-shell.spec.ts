import { expect, test } from '@playwright/test';

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
