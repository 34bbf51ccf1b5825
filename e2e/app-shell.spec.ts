import { expect, test } from '@playwright/test';

import { searchBox, serviceTotal, summaryText } from './support/requests-ui';

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
