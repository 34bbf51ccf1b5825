/**
 * The browser half: Chromium (Debian's, launched as the e2e tests launch it) at a given CPU slow-down, a fresh
 * context per run (cold cache), the page driven by roles and names like the e2e tests.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { firstValue } from '../../e2e/support/searchScreen';
import playwrightConfig from '../../playwright.config';
import { ClickResult, LoadResult, PROBE_SCRIPT } from './probes';

/** Time for the page to settle before a click, and to count as free after it: no long task for this long. */
const QUIET_MS = 500;
const TIMEOUT_MS = 60_000;
const POLL_MS = 100;
const CLICKED_FACET = 'EU theme';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
}

export interface PageOptions {
  /** Runs the page's inline scripts whatever its Content Security Policy says (the inline floor page). */
  readonly bypassCsp?: boolean;
}

async function openPage(
  browser: Browser,
  url: string,
  cpu: number,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    locale: 'en-GB',
    bypassCSP: options.bypassCsp ?? false,
  });
  await context.addInitScript({ content: PROBE_SCRIPT });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url);
  return { context, page };
}

/**
 * Polls an expression in the page until it is true. Not `page.waitForFunction`: that evaluates strings with
 * `eval`, which the app's Content Security Policy rightly forbids.
 */
async function until(page: Page, expression: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while ((await page.evaluate(expression)) !== true) {
    if (Date.now() > deadline) throw new Error(`still not true after ${TIMEOUT_MS} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function loaded(page: Page): Promise<LoadResult> {
  await until(page, 'window.__bench.firstHitAt !== null');
  return LoadResult.parse(await page.evaluate('window.__bench.loadResult()'));
}

/** Navigation to `url`: when the first search left and when the first hit was painted. */
export async function measureLoad(
  browser: Browser,
  url: string,
  cpu: number,
  options: PageOptions = {},
): Promise<LoadResult> {
  const { context, page } = await openPage(browser, url, cpu, options);
  try {
    return await loaded(page);
  } finally {
    await context.close();
  }
}

/** Navigation to the app at `url`, then a click on the largest value of a facet once the page is quiet. */
export async function measureLoadAndClick(
  browser: Browser,
  url: string,
  cpu: number,
): Promise<{ load: LoadResult; click: ClickResult }> {
  const { context, page } = await openPage(browser, url, cpu);
  try {
    const load = await loaded(page);
    const value = firstValue(page, CLICKED_FACET);
    await value.waitFor({ state: 'visible' });
    await value.scrollIntoViewIfNeeded();
    await until(page, `window.__bench.quietFor(${QUIET_MS})`);
    await page.evaluate('window.__bench.armClick()');
    await value.click();
    await until(page, `window.__bench.click.freeAt !== null && window.__bench.quietFor(${QUIET_MS})`);
    const click = ClickResult.parse(await page.evaluate('window.__bench.clickResult()'));
    return { load, click };
  } finally {
    await context.close();
  }
}
