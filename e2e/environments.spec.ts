import { expect, test, type Page } from '@playwright/test';

import { closedPort, startLocalServer, type LocalServer } from './support/localServers';
import { chooseLanguage, summaryText, typeTab } from './support/searchScreen';

/**
 * Environments chosen at run time (README "Environments"): the app server lists other services, `env=<id>` picks
 * one, `DEFAULT_ENVIRONMENT` picks the default. The other services are local servers of their own: one with another
 * catalogue (CORS open to all), one that refuses the app's origin, and a port nothing listens on.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let other: LocalServer;
let refusing: LocalServer;
let app: LocalServer;
let appDefaultingToOther: LocalServer;
let downBase: string;
const started: LocalServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [other, refusing] = await Promise.all([
    startLocalServer({ CATALOGUE_SEED: '2', CATALOGUE_SIZE: '700' }),
    startLocalServer({ CORS_ORIGIN: 'https://portal.example' }),
  ]);
  started.push(other, refusing);
  downBase = `http://127.0.0.1:${await closedPort()}/api`;
  const ENVIRONMENTS = `other=${other.base}/api,down=${downBase},refusing=${refusing.base}/api`;
  [app, appDefaultingToOther] = await Promise.all([
    startLocalServer({ ENVIRONMENTS }),
    startLocalServer({ ENVIRONMENTS, DEFAULT_ENVIRONMENT: 'other' }),
  ]);
  started.push(app, appDefaultingToOther);
});

test.afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

async function totalAt(base: string, query: string): Promise<number> {
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, pagination: { page: 0, size: 1 } }),
  });
  const body = (await response.json()) as { page: { totalElements: number } };
  return body.page.totalElements;
}

/** The origins the page sent searches to. */
function searchedOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/search')) {
      origins.add(new URL(request.url()).origin);
    }
  });
  return origins;
}

const footer = (page: Page) => page.getByRole('contentinfo');
const hostOf = (base: string) => new URL(base).host;

test('env=<id> in the URL searches that environment, names it in the footer, and stays through navigation', async ({
  page,
}) => {
  const [otherTotal, localTotal] = await Promise.all([
    totalAt(other.base, 'vann'),
    totalAt(app.base, 'vann'),
  ]);
  expect(otherTotal, 'the two catalogues differ').not.toBe(localTotal);
  const origins = searchedOrigins(page);

  await page.goto(`${app.base}/?q=vann&env=other`);
  await expect(page.getByRole('heading', { level: 2, name: summaryText(otherTotal, 'vann') })).toBeVisible();
  await expect(footer(page)).toContainText(`Search service: ${hostOf(other.base)} (${other.base}/api)`);
  expect([...origins]).toEqual([other.base]);

  await typeTab(page, 'Datasets').click();
  await expect(page).toHaveURL(`${app.base}/datasets?q=vann&env=other`);
  await chooseLanguage(page, 'Norsk nynorsk');
  await expect(page).toHaveURL(`${app.base}/datasets?q=vann&lang=nn&env=other`);
  await page.goBack();
  await expect(page).toHaveURL(`${app.base}/?q=vann&env=other`);
  expect([...origins]).toEqual([other.base]);
});

test('without env the configured default answers; an unknown env is dropped with a notice', async ({
  page,
}) => {
  const origins = searchedOrigins(page);
  await page.goto(`${app.base}/?q=vann&env=nowhere`);
  await expect(page).toHaveURL(`${app.base}/?q=vann`);
  await expect(page.getByRole('status').filter({ hasText: 'env=nowhere' })).toBeVisible();
  await expect(footer(page)).toContainText(
    'Search service: Local demo catalogue (2,000 resources, seed 1) (/api)',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: summaryText(await totalAt(app.base, 'vann'), 'vann') }),
  ).toBeVisible();
  expect([...origins]).toEqual([app.base]);
});

test('DEFAULT_ENVIRONMENT chooses the environment of a URL without env; env=local still reaches this server', async ({
  page,
}) => {
  const origins = searchedOrigins(page);
  await page.goto(`${appDefaultingToOther.base}/?q=vann`);
  await expect(
    page.getByRole('heading', { level: 2, name: summaryText(await totalAt(other.base, 'vann'), 'vann') }),
  ).toBeVisible();
  await expect(footer(page)).toContainText(`Search service: ${hostOf(other.base)}`);
  expect([...origins]).toEqual([other.base]);

  await page.goto(`${appDefaultingToOther.base}/?q=vann&env=local`);
  await expect(footer(page)).toContainText('Search service: Local demo catalogue');
  await expect(
    page.getByRole('heading', { level: 2, name: summaryText(await totalAt(app.base, 'vann'), 'vann') }),
  ).toBeVisible();
  expect([...origins]).toEqual([other.base, appDefaultingToOther.base]);
});

test('a service that does not answer is named, with proxy mode suggested', async ({ page }) => {
  await page.goto(`${app.base}/?q=vann&env=down`);
  // The app says what is wrong while it keeps trying by itself (docs/operations.md).
  const alert = page.getByRole('status').filter({ hasText: 'No network' });
  await expect(alert).toContainText(
    `The search service “${hostOf(downBase)}” (${downBase}) does not answer.`,
    {
      timeout: 60_000,
    },
  );
  await expect(alert).toContainText(`run this app's server in proxy mode (UPSTREAM_URL=${downBase})`);
  await expect(alert.getByRole('button', { name: 'Try again now' })).toBeVisible();
});

test('a service that refuses the app’s origin (CORS) is named as refusing, with proxy mode suggested', async ({
  page,
}) => {
  const refusingBase = `${refusing.base}/api`;
  await page.goto(`${app.base}/?q=vann&env=refusing`);
  const alert = page.getByRole('status').filter({ hasText: 'No network' });
  await expect(alert).toContainText(
    `The search service “${hostOf(refusing.base)}” (${refusingBase}) answers, but refuses searches from this site (${app.base})`,
    { timeout: 60_000 },
  );
  await expect(alert).toContainText(`UPSTREAM_URL=${refusingBase}`);
});
