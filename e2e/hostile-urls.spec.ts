import { expect, test } from '@playwright/test';

import { resultSummary, searchBox } from './support/searchScreen';

/**
 * Hostile app URLs against the real local server: each reaches the app, which replaces it by its canonical URL on
 * its own origin and says what it ignored. Absolute URLs, so `//evil.example` is a path here, not another host.
 */
const CASES = [
  { path: '/%E0%A4%A', ignored: 'path=/%E0%A4%A', corrected: '/' },
  { path: '/%zz', ignored: 'path=/%zz', corrected: '/' },
  { path: '/%00', ignored: 'path=/%00', corrected: '/' },
  { path: '//evil.example', ignored: 'path=//evil.example', corrected: '/' },
  { path: '/datasets//x', ignored: 'path=/datasets//x', corrected: '/' },
  { path: '/datasets?q=%E0%A4%A', ignored: 'q=%E0%A4%A', corrected: '/datasets' },
];

for (const { path, ignored, corrected } of CASES) {
  test(`${path} shows the app with a notice and a corrected address`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const response = await page.goto(origin + path);
    expect(response?.status()).toBe(200);
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'could not be used' })).toContainText(ignored);
    await expect(page).toHaveURL(origin + corrected);
    await expect(resultSummary(page)).toBeVisible();
  });
}
