import { expect, test } from '@playwright/test';

test('the served app loads and shows the service it talks to', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as { searchApiBaseUrl: string };
  await page.goto('/');
  await expect(page.getByText(config.searchApiBaseUrl, { exact: true })).toBeVisible();
});
