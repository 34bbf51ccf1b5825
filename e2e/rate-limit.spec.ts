/**
 * Living with the real limit: the `limited` server enforces the interface's 10 requests a minute, burst 20, per
 * client address, and the app spends from a budget of the same size. No fault is injected here.
 *
 * The service's buckets outlive a test (and a run, when the server is reused), so each test is its own client: its
 * browser context sends a fresh `X-Forwarded-For` address, which the limited server believes from 127.0.0.1
 * (`TRUST_PROXY` in playwright.config.ts). Each test thus starts with a full service bucket and a full app budget
 * (a new context has new storage), no test spends another's tokens, and no test has to wait a bucket out.
 */
import { randomInt } from 'node:crypto';

import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { budgetTokens, spendInAnotherTab } from './support/budgetRecord';
import { ApiLog, replayBucket, waitForQuiet } from './support/requests';
import {
  announcedSeconds,
  chooseLanguage,
  choosePageSize,
  chooseSort,
  countdownsSeen,
  facetGroup,
  facetValue,
  openSearch,
  pageLink,
  rateLimitStatus,
  recordCountdowns,
  resultSummary,
  searchBox,
  searchParams,
  hitItems,
} from './support/searchScreen';

// Each test could run beside the others (each is its own client), but these are the suite's timing-sensitive ones
// (spending must outpace the refill): one after another in one worker, which they never keep busy past the run's end.
test.describe.configure({ mode: 'default' });

/** The limit the `limited` server and the app's budget both hold to (playwright.config.ts). */
const LIMITS = { perMinute: 10, burst: 20 } as const;
/** Half the burst, kept for the visitor's own searches: suggestions and counts take only tokens beyond it. */
const RESERVE = LIMITS.burst / 2;
/**
 * The browser reports a request a little after the app spent its token; a replay of those times allows this
 * fraction of a token (1.2 s of refill) for the lag. One request too many is a whole token.
 */
const LAG = 0.2;

/** A client address of its own (the benchmarking range 198.18.0.0/15, never a real client). */
const freshAddress = (): string => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A browser context that the service sees as a new client at its own address. */
async function newClient(browser: Browser): Promise<BrowserContext> {
  const { baseURL } = test.info().project.use;
  const { defaultBrowserType: _browserType, ...desktop } = devices['Desktop Chrome'];
  return browser.newContext({
    ...desktop,
    baseURL,
    locale: 'en-GB',
    extraHTTPHeaders: { 'X-Forwarded-For': freshAddress() },
  });
}

const firstHitTitle = (page: Page) => hitItems(page).first().getByRole('heading').first();

/** Replaces the search text, one key at a time, without waiting for anything. */
async function typeKeys(page: Page, word: string): Promise<number> {
  const box = searchBox(page);
  await box.press('ControlOrMeta+A');
  await box.pressSequentially(word);
  return word.length;
}

/** Everything the limited service answered with 429, for the message of a failing assertion. */
const refusals = (log: ApiLog) => log.withStatus(429).map((answer) => answer.path);

const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

/**
 * Every request that spent a token (searches and suggestions) replayed through the interface's bucket: none may
 * leave it below 0, so no window of any length held more than the burst plus its refill.
 */
function expectWithinLimit(log: ApiLog): void {
  const overdrawn = replayBucket(log.spending(), LIMITS)
    .filter((replayed) => replayed.after < -LAG)
    .map(({ call, after }) => `${call.path} at ${call.at}: ${after.toFixed(2)} tokens left`);
  expect(overdrawn, 'requests beyond the limit in some window').toEqual([]);
}

test('a burst of 40 rapid interactions gets no 429 and ends showing the last search', async ({ browser }) => {
  test.setTimeout(120_000);
  const client = await newClient(browser);
  const page = await client.newPage();
  const log = ApiLog.attach(client);
  await recordCountdowns(page);

  const started = Date.now();
  await openSearch(page, '/?q=data');
  await searchBox(page).click();
  const environment = () => facetValue(facetGroup(page, 'EU theme'), 'Environment');
  let interactions = 0;
  const step = async (action: () => Promise<unknown>) => {
    await action();
    interactions++;
  };
  const round = async (actions: (() => Promise<unknown>)[]) => {
    for (const action of actions) await step(action);
  };
  const type = (word: string) => async () => {
    interactions += (await typeKeys(page, word)) - 1;
  };

  await round([
    type('skog'),
    () => environment().click(),
    () => chooseSort(page, 'Newest first'),
    () => choosePageSize(page, 50),
    () => pageLink(page, 2).click(),
    () => environment().click(),
    () => choosePageSize(page, 10),
  ]);
  await round([
    type('kart'),
    () => environment().click(),
    () => pageLink(page, 2).click(),
    () => chooseSort(page, 'Relevance'),
    () => choosePageSize(page, 20),
    () => environment().click(),
    () => pageLink(page, 2).click(),
  ]);
  await round([
    type('data'),
    () => choosePageSize(page, 50),
    () => environment().click(),
    () => pageLink(page, 2).click(),
    () => chooseSort(page, 'Newest first'),
    () => environment().click(),
    () => choosePageSize(page, 10),
  ]);
  await round([
    () => environment().click(),
    () => choosePageSize(page, 50),
    () => pageLink(page, 2).click(),
    () => choosePageSize(page, 20),
    () => pageLink(page, 2).click(),
    () => chooseSort(page, 'Oldest first'),
    async () => {
      await searchBox(page).click();
      return type('vann')();
    },
  ]);
  expect(interactions).toBe(40);

  const burstMs = Date.now() - started;
  // The last search: "vann", oldest first, 20 a page (the default), page 1 ...
  await expect
    .poll(() => page.url(), { timeout: 30_000 })
    .toMatch(/\?q=vann(?:&dataTheme=[A-Z_]+)?&sort=oldest$/);
  await waitForQuiet(page, log, 2_000);
  await expect(rateLimitStatus(page)).toBeHidden();
  // ... with Environment on: it was clicked an odd number of times (soft: one lost click must not hide the rest).
  expect.soft(searchParams(page).getAll('dataTheme'), 'every facet click counted').toEqual(['ENVI']);
  await expect(environment()).toBeChecked({
    checked: searchParams(page).getAll('dataTheme').includes('ENVI'),
  });
  expect(refusals(log), 'the service never refused the app').toEqual([]);
  // The burst of 20, plus one token for every 6 s that passed; suggestions spend from the same budget.
  const allowance = 20 + Math.floor((Date.now() - started) / 6_000);
  expect(log.spending().length, 'the app stayed within its budget').toBeLessThanOrEqual(allowance);
  expectWithinLimit(log);

  const finalUrl = page.url();
  const summary = (await resultSummary(page).textContent()) ?? '';
  const title = (await firstHitTitle(page).textContent()) ?? '';
  expect(summary).toMatch(/for “vann”$/);
  await expect(searchBox(page)).toHaveValue('vann');

  // A fresh client opening the same URL sees the same search.
  const fresh = await newClient(browser);
  const freshPage = await fresh.newPage();
  await openSearch(freshPage, finalUrl);
  await expect(resultSummary(freshPage)).toHaveText(summary);
  await expect(firstHitTitle(freshPage)).toHaveText(title);
  expect(freshPage.url()).toBe(finalUrl);
  test.info().annotations.push({
    type: 'requests',
    description: `burst of 40 interactions in ${burstMs} ms: ${log.count} searches (with the first load) and ${log.suggestions.length} suggestion requests, countdowns seen: ${(await countdownsSeen(page)).length}`,
  });
  await fresh.close();
  await client.close();
});

/**
 * Commits distinct searches one after another, each as soon as the one before has gone out (not waiting for its
 * results, so spending outpaces the refill even on a slow machine), until the app's budget makes one wait for a
 * while: a wait of under four seconds (a token almost back, and the announced figure is rounded up) is let pass, so
 * the checks that follow have time on a slow machine; the next search then waits a whole token (6 s).
 */
async function spendUntilWaiting(page: Page, log: ApiLog): Promise<{ waiting: string }> {
  const status = rateLimitStatus(page);
  // Distinct searches never seen before in this page (a search seen before would come from the cache).
  const queries = [...'abcdefghijklmnoprstuvyæøå'].flatMap((first) => [first, `${first}e`]);
  for (const letter of queries) {
    const sent = log.count;
    const box = searchBox(page);
    await box.press('ControlOrMeta+A');
    await box.pressSequentially(letter);
    await box.press('Enter');
    await expect
      .poll(async () => log.count > sent || (await status.isVisible()), { timeout: 15_000, intervals: [50] })
      .toBe(true);
    if (log.count === sent) {
      // A countdown gone before it is read was a short wait: its search is on its way (not waited for forever).
      const seconds = await announcedSeconds(status, 1_000).catch(() => 0);
      if (seconds >= 4) return { waiting: letter };
      await expect.poll(() => log.count, { timeout: 10_000, intervals: [50] }).toBeGreaterThan(sent);
    }
    expect(refusals(log)).toEqual([]);
  }
  throw new Error(`The budget never made a search wait after ${log.count} requests`);
}

test('while the budget waits, a polite countdown shows, old results stay, and the update comes by itself', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await newClient(browser);
  const page = await client.newPage();
  const log = ApiLog.attach(client);
  await openSearch(page, '/?q=vann');
  await searchBox(page).click();

  const { waiting } = await spendUntilWaiting(page, log);
  const status = rateLimitStatus(page);
  await expect(status).toBeVisible();
  // role=status is polite by definition; an explicit aria-live must not make it assertive.
  expect(await status.first().getAttribute('aria-live')).not.toBe('assertive');
  await expect(searchBox(page)).toHaveValue(waiting);
  // The results on screen stay while the search waits: the same hits a moment later, the countdown still there.
  await expect(hitItems(page).first()).toBeVisible();
  const shownTitle = await firstHitTitle(page).textContent();
  await page.waitForTimeout(1_000);
  await expect(status).toBeVisible({ timeout: 1 });
  expect(await firstHitTitle(page).textContent()).toBe(shownTitle);
  const sentBeforeWait = log.count;
  // The burst of 20, plus one token for every 6 s since the first was spent (the page's own search).
  const spendingMs = (log.calls.at(-1)?.at ?? 0) - (log.calls[0]?.at ?? 0);
  expect(sentBeforeWait, 'the budget is the burst of 20').toBeLessThanOrEqual(
    20 + Math.floor(spendingMs / 6_000),
  );
  expect(sentBeforeWait).toBeGreaterThanOrEqual(15);

  // One token comes back every 6 s: the waiting search goes out by itself, with no click.
  await expect(resultSummary(page)).toHaveText(new RegExp(`for “${waiting}”$`), { timeout: 15_000 });
  await expect(status).toBeHidden();
  expect(refusals(log), 'the service never refused the app').toEqual([]);
  test.info().annotations.push({
    type: 'requests',
    description: `searches sent before the budget made one wait: ${sentBeforeWait}`,
  });

  // Switching the language meanwhile costs nothing, so it never waits.
  const before = log.count;
  await chooseLanguage(page, 'Norsk bokmål');
  await expect.poll(() => searchParams(page).get('lang')).toBe('nb');
  await waitForQuiet(page, log);
  expect(log.count).toBe(before);
  await client.close();
});

test('two tabs share one budget: after tab A spends it, tab B waits with a countdown instead of a 429', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await newClient(browser);
  const log = ApiLog.attach(client);
  const tabA = await client.newPage();
  const tabB = await client.newPage();
  await openSearch(tabA, '/?q=vann');
  await openSearch(tabB, '/?q=skog');
  const shownInB = (await resultSummary(tabB).textContent()) ?? '';
  const firstHitInB = (await firstHitTitle(tabB).textContent()) ?? '';

  await tabA.bringToFront();
  await searchBox(tabA).click();
  await spendUntilWaiting(tabA, log);

  // Tab B has spent one request of its own; were its budget separate, the next search would go out at once.
  await tabB.bringToFront();
  const sentBefore = log.count;
  const box = searchBox(tabB);
  await box.click();
  await box.press('ControlOrMeta+A');
  await box.pressSequentially('kart');
  await box.press('Enter');
  await expect(rateLimitStatus(tabB)).toBeVisible();
  expect(log.count, 'tab B sent nothing: the budget tab A spent is its budget too').toBe(sentBefore);
  expect(await firstHitTitle(tabB).textContent(), 'tab B keeps its results while it waits').toBe(firstHitInB);
  expect.soft(await resultSummary(tabB).textContent(), 'the summary still describes them').toBe(shownInB);
  expect(refusals(log), 'the service never refused either tab').toEqual([]);

  // Both waiting searches are served as tokens come back (one every 6 s), tab B's by itself.
  await expect(resultSummary(tabB)).toHaveText(/for “kart”$/, { timeout: 30_000 });
  await expect(rateLimitStatus(tabB)).toBeHidden();
  expect(log.count - sentBefore).toBeLessThanOrEqual(2);
  expect(refusals(log)).toEqual([]);
  await client.close();
});

/**
 * Words whose titles give suggestions in the demo catalogue (seed 1): more searches than the burst holds, with the
 * suggestions the budget allows on top.
 */
const TYPED = [
  'skog',
  'kart',
  'helse',
  'data',
  'transport',
  'bygg',
  'energi',
  'fisk',
  'jord',
  'luft',
  'skole',
  'vann',
  'natur',
  'bolig',
  'skatt',
  'arbeid',
  'kultur',
  'klima',
  'plan',
  'eiendom',
] as const;

test('typing query after query with suggestions: no window holds more requests than the limit, suggestions spend only spare tokens, no 429', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const client = await newClient(browser);
  const page = await client.newPage();
  const log = ApiLog.attach(client);
  await openSearch(page, '/');
  const box = searchBox(page);
  await box.click();
  const listed: string[] = [];
  const unasked: string[] = [];
  for (const word of TYPED) {
    const asked = log.suggestions.length;
    await box.press('ControlOrMeta+A');
    // A person's typing: quick keys, then the pause that asks for suggestions and, 500 ms in, commits the search
    // (once the budget has its token: near the end it waits, up to 6 s).
    await box.pressSequentially(word, { delay: 40 });
    await expect(resultSummary(page)).toHaveText(new RegExp(`for “${word}”$`), { timeout: 20_000 });
    const asks = log.suggestions.slice(asked).map((call) => call.body);
    if (asks.includes(word)) {
      await expect(suggestionList(page), `the suggestions asked for “${word}” show`).toBeVisible();
      listed.push(word);
      // Closes the list (with none open, Escape would clear the field).
      await box.press('Escape');
    } else unasked.push(word);
  }
  await waitForQuiet(page, log);

  expect(refusals(log), 'the service never refused the app').toEqual([]);
  expectWithinLimit(log);
  const replayed = replayBucket(log.spending(), LIMITS);
  const suggestions = replayed.filter(({ call }) => call.path.startsWith('/api/suggestions'));
  // Not vacuous: suggestions were asked for and shown while the budget had tokens to spare ...
  expect(listed.length, 'suggestions shown for some words').toBeGreaterThan(0);
  // ... each with a token beyond the reserve (whole tokens: 11 or more before it took its own) ...
  const fromReserve = suggestions
    .filter(({ before }) => before < RESERVE + 1 - LAG)
    .map(({ call, before }) => `“${String(call.body)}” with ${before.toFixed(2)} tokens`);
  expect(fromReserve, 'suggestions that took a token of the reserve').toEqual([]);
  // ... and once it had none to spare, pauses asked for nothing (the next test shows that without a doubt).
  expect(unasked.length, 'words whose pause asked for no suggestions').toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'requests',
    description: `${TYPED.length} words typed: ${log.count} searches (with the first load), ${log.suggestions.length} suggestion requests, suggestions shown for ${listed.join(', ')}, none asked for ${unasked.join(', ')}; tokens left by the replay: ${replayed.at(-1)?.after.toFixed(2) ?? '?'}`,
  });
  await client.close();
});

test('while the budget holds no more than half its burst, a pause in typing asks for no suggestions; with a full budget it did', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await newClient(browser);
  const page = await client.newPage();
  const log = ApiLog.attach(client);
  await openSearch(page, '/?q=a');
  const box = searchBox(page);
  await box.click();

  // A full budget: the pause after "skog" asks for its suggestions, and they show.
  await box.fill('skog');
  await expect(suggestionList(page)).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(log.suggestions.map((call) => call.body)).toEqual(['skog']);
  await expect(resultSummary(page)).toHaveText(/for “skog”$/);
  await box.press('Escape');

  // Another tab of the app spends the budget to 3 tokens below half its burst (searches committed here would do
  // the same, but on a busy machine each takes seconds and the refill keeps up): 24 s before a token beyond the
  // reserve comes back, minus what the checks take.
  await waitForQuiet(page, log);
  const full = await budgetTokens(page, LIMITS);
  await spendInAnotherTab(page, LIMITS, Math.ceil(full) - (RESERVE - 3));
  const asked = log.suggestions.length;
  const low = await budgetTokens(page, LIMITS);
  expect(low, 'the budget holds at most half its burst').toBeLessThanOrEqual(RESERVE);

  // The same typing now: the search goes out after its 500 ms pause, the 300 ms one asked for nothing.
  await box.fill('kart');
  await expect(resultSummary(page)).toHaveText(/for “kart”$/);
  // Letter by letter too: each pause that would ask ("ka", "kar", …) asks nothing.
  await box.press('ControlOrMeta+A');
  await box.pressSequentially('helse', { delay: 350 });
  await expect(resultSummary(page)).toHaveText(/for “helse”$/);
  await waitForQuiet(page, log);
  expect(log.suggestions.slice(asked).map((call) => call.body)).toEqual([]);
  await expect(suggestionList(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // ↓ has nothing to open.
  await box.press('ArrowDown');
  await expect(suggestionList(page)).toBeHidden();
  // And no token beyond the reserve came back meanwhile (the refill only adds): every pause above had none.
  expect(await budgetTokens(page, LIMITS), 'still no token to spare').toBeLessThan(RESERVE + 1);

  expect(refusals(log), 'the service never refused the app').toEqual([]);
  expectWithinLimit(log);
  test.info().annotations.push({
    type: 'requests',
    description: `${log.count} searches and ${log.suggestions.length} suggestion request (before the budget ran low); tokens after another tab spent: ${low.toFixed(2)}`,
  });
  await client.close();
});
