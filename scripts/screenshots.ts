/**
 * The README's screenshots, taken the way a person sees the app: `npm run screenshots` against a running service
 * (`npm start`, or `--base http://127.0.0.1:PORT`). Debian's Chromium, desktop 1280×900 and phone 390×844.
 * Writes docs/screenshot.png (a search with one filter) and docs/screenshot-phone.png (the same on a phone).
 */
import { parseArgs } from 'node:util';

import { chromium, type Page } from '@playwright/test';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'http://127.0.0.1:8080' } },
});
const base = values.base;
const search = '/datasets?q=vann&dataTheme=ENVI&lang=en';

async function settle(page: Page): Promise<void> {
  await page.goto(new URL(search, base).href);
  await page.getByRole('heading', { name: /results? for/ }).waitFor();
  await page.getByRole('group', { name: /theme/i }).first().waitFor();
  // Organisation names arrive after the results; the fonts and icons too.
  await page.waitForLoadState('networkidle');
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  await settle(desktop);
  await desktop.screenshot({ path: 'docs/screenshot.png' });
  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  await phone.goto(new URL(search, base).href);
  await phone.getByRole('heading', { name: /results? for/ }).waitFor();
  await phone.waitForLoadState('networkidle');
  await phone.screenshot({ path: 'docs/screenshot-phone.png' });
  process.stdout.write('wrote docs/screenshot.png and docs/screenshot-phone.png\n');
} finally {
  await browser.close();
}
