/**
 * The browser half: Chromium (Debian's, launched as the e2e tests launch it) at a given CPU slow-down, a fresh
 * context per run (cold cache), the page driven by roles and names like the e2e tests.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

import { firstValue, searchBox } from '../../e2e/support/searchScreen';
import playwrightConfig from '../../playwright.config';
import { ClickResult, EventEntries, LoadResult, PROBE_SCRIPT } from './probes';
import { TYPED, typingResult, type TypingResult } from './typing';

/** Time for the page to settle before a click, and to count as free after it: no long task for this long. */
const QUIET_MS = 500;
const TIMEOUT_MS = 60_000;
const POLL_MS = 100;
const CLICKED_FACET = 'EU theme';
/** Keys a brisk typist's pace apart. */
const KEY_GAP_MS = 120;
/**
 * After the first word, a pause just past the typing quiet period (500 ms): the search commits, and the next word
 * is typed while its answer arrives and renders, so the keystrokes that wait for that render are counted too.
 */
const WORD_PAUSE_MS = 550;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
}

/**
 * Chromium's "Slow 4G" preset (DevTools), the network of the slow phone: 562.5 ms added to each request,
 * 1.44 Mbit/s down and 675 kbit/s up (1.6 and 0.75 Mbit/s at 90 %).
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
} as const;

export interface PageOptions {
  /** Runs the page's inline scripts whatever its Content Security Policy says (the inline floor page). */
  readonly bypassCsp?: boolean;
  /** Emulates a slow network (`Network.emulateNetworkConditions`); the loopback's own speed without it. */
  readonly network?: typeof SLOW_4G;
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
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', options.network);
  }
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

/** What a load waits for: the first hit (a page with results), or the search field (the paint floor, which has none). */
export type LoadEnd = 'first hit' | 'search field';

const LOAD_END: Readonly<Record<LoadEnd, string>> = {
  'first hit': 'window.__bench.firstHitAt !== null',
  'search field': 'window.__bench.searchFieldAt !== null',
};

async function loaded(page: Page, end: LoadEnd = 'first hit'): Promise<LoadResult> {
  await until(page, LOAD_END[end]);
  return LoadResult.parse(await page.evaluate('window.__bench.loadResult()'));
}

/**
 * Navigation to `url`: when the screen stopped being blank, the page's frame and the first hit were painted, and
 * when the first search left; with `end` 'search field', only until the frame was painted.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  cpu: number,
  options: PageOptions = {},
  end: LoadEnd = 'first hit',
): Promise<LoadResult> {
  const { context, page } = await openPage(browser, url, cpu, options);
  try {
    return await loaded(page, end);
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

/**
 * Navigation to the app at `url` (a search with a query), then, once the page is quiet, `TYPED` typed key by key at
 * the end of the query; the keystrokes' Event Timing entries are read when the last search's answer is on screen.
 */
/** Where the one-run typing tools type: the page, its CPU rate, and how long it settles before the first key. */
export const TYPING_TOOL = { path: '/datasets?q=vann', cpu: 4, settleMs: 3_000, afterMs: 2_500 } as const;

/**
 * A desktop page of `base`'s app at `TYPING_TOOL.path`, CPU slowed, settled, with the search field focused and the
 * caret at the end of its query: ready for `typeJourney`. For the one-run tools (profile, trace).
 */
export async function pageReadyToType(
  browser: Browser,
  base: string,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TYPING_TOOL.cpu });
  await page.goto(new URL(TYPING_TOOL.path, base).href);
  const field = searchBox(page);
  await field.waitFor();
  await page.waitForTimeout(TYPING_TOOL.settleMs);
  await field.focus();
  await page.keyboard.press('End');
  return { context, page, cdp };
}

/** Types `TYPED` into the focused field key by key, at a brisk typist's pace with a pause after the first word. */
export async function typeJourney(page: Page): Promise<void> {
  const firstWordEnd = TYPED.indexOf(' ', 1);
  for (const [index, key] of [...TYPED].entries()) {
    await page.keyboard.type(key);
    await page.waitForTimeout(index === firstWordEnd - 1 ? WORD_PAUSE_MS : KEY_GAP_MS);
  }
}

export async function measureTyping(
  browser: Browser,
  url: string,
  cpu: number,
): Promise<TypingResult | null> {
  const { context, page } = await openPage(browser, url, cpu);
  try {
    await loaded(page);
    const field = searchBox(page);
    const before = await field.inputValue();
    await until(page, `window.__bench.quietFor(${QUIET_MS})`);
    // Focused and at the end before the measure starts: neither is a keystroke of the query.
    await field.focus();
    await page.keyboard.press('End');
    await page.evaluate('window.__bench.armTyping()');
    await typeJourney(page);
    const typed = `${before}${TYPED}`;
    if ((await field.inputValue()) !== typed) throw new Error(`the field does not read "${typed}"`);
    const last = TYPED.trim().split(' ').at(-1) ?? '';
    await until(
      page,
      `(window.__bench.summary() || '').includes(${JSON.stringify(last)}) && window.__bench.quietFor(${QUIET_MS})`,
    );
    const entries = EventEntries.parse(await page.evaluate('window.__bench.typingEntries()'));
    return typingResult(entries, TYPED.length);
  } finally {
    await context.close();
  }
}
