import type { Page } from '@playwright/test';

/**
 * Holds the app's code (every script under /assets) until `release` is called: the page shows what the server sent
 * (the frame or the rendered results) for as long as a slow phone would, and the test acts there meanwhile.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
