/**
 * How the app lives with a service that throttles, fails or lies. Only the fault is injected (`page.route` on the
 * next search); every other request, retries included, reaches the real local service.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  faultSearches,
  GATEWAY_UNAVAILABLE,
  INVALID_JSON,
  problemAnswer,
  searchQueryOf,
  SERVER_ERROR,
  THROTTLED_LIKE_INGRESS,
  throttledWithRetryAfter,
  type Fault,
} from './support/faults-routes';
import { ApiLog, queryOf, waitForQuiet } from './support/requests';
import {
  announcedSeconds,
  openSearch,
  rateLimitStatus,
  resultSummary,
  searchBox,
  serviceTotal,
  summaryText,
  hitItems,
} from './support/searchScreen';

const FIRST = 'vann';
const NEXT = 'skog';
const ERROR_HEADING = 'The search could not be completed';
const RETRY = 'Try again';

interface Scene {
  log: ApiLog;
  firstSummary: string;
  nextSummary: string;
  firstHitTitle: string;
}

/** Shows the results for FIRST, then returns what the screen said and what NEXT must say. */
async function showFirstResults(page: Page, request: Parameters<typeof serviceTotal>[0]): Promise<Scene> {
  const log = ApiLog.attach(page);
  const [firstTotal, nextTotal] = await Promise.all([
    serviceTotal(request, FIRST),
    serviceTotal(request, NEXT),
  ]);
  await openSearch(page, `/?q=${FIRST}`);
  const firstSummary = summaryText(firstTotal, FIRST);
  await expect(resultSummary(page)).toHaveText(firstSummary);
  await expect(hitItems(page).first()).toBeVisible();
  const firstHitTitle = (await hitItems(page).first().getByRole('heading').first().textContent()) ?? '';
  return { log, firstSummary, nextSummary: summaryText(nextTotal, NEXT), firstHitTitle };
}

/**
 * Puts a new search in the field at once (as a paste does) and commits it with Enter. Not key by key: on a busy
 * machine a pause between keys can outlast the typing quiet period, and the app then rightly searches for a prefix
 * ("sk" finds "skole") before NEXT, which these scenes do not expect.
 */
async function searchFor(page: Page, text: string): Promise<void> {
  const box = searchBox(page);
  await box.click();
  await box.fill(text);
  await box.press('Enter');
}

/**
 * The old results are still on screen (summary and first hit). Read once, not retried: the wait may be short
 * (Retry-After: 2), and a retrying assertion would only see the update that follows it.
 */
async function expectOldResults(page: Page, scene: Scene): Promise<void> {
  const [summary, title] = await Promise.all([
    resultSummary(page).textContent(),
    hitItems(page).first().getByRole('heading').first().textContent(),
  ]);
  await expect(rateLimitStatus(page), 'still waiting when the screen was read').toBeVisible({ timeout: 1 });
  expect(title, 'the old hits stay').toBe(scene.firstHitTitle);
  // Soft, so one wrong sentence does not hide how the rest of the episode goes.
  expect.soft(summary, 'the summary still describes the results shown').toBe(scene.firstSummary);
}

const nextSearches = (log: ApiLog) => log.calls.filter((call) => queryOf(call) === NEXT);

async function throttledThenRecovers(
  page: Page,
  scene: Scene,
  fault: Fault,
  minWaitMs: number,
  maxSeconds: number,
) {
  const route = await faultSearches(page, fault, { when: (request) => searchQueryOf(request) === NEXT });
  await searchFor(page, NEXT);

  const status = rateLimitStatus(page);
  await expect(status).toBeVisible();
  const seconds = await announcedSeconds(status);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  await expectOldResults(page, scene);
  await expect(searchBox(page)).toHaveValue(NEXT);
  // Throttling is a status, never an error page.
  await expect(page.getByText(ERROR_HEADING)).toBeHidden();

  // No click: the update arrives by itself once the wait is over.
  await expect(resultSummary(page)).toHaveText(scene.nextSummary, { timeout: 30_000 });
  await expect(status).toBeHidden();
  expect(route.faulted).toBe(1);
  const [refused, retried] = nextSearches(scene.log);
  expect(refused, 'the throttled search was sent').toBeDefined();
  expect(retried, 'the search was sent again by itself').toBeDefined();
  if (refused && retried) expect(retried.at - refused.at).toBeGreaterThanOrEqual(minWaitMs);
  await waitForQuiet(page, scene.log);
  expect(nextSearches(scene.log), 'one retry, no storm').toHaveLength(2);
}

test('a 429 with Retry-After: 2 shows a countdown, keeps the old results and updates by itself', async ({
  page,
  request,
}) => {
  const scene = await showFirstResults(page, request);
  // Retry-After is whole seconds; allow the browser's timer a little slack below 2 s.
  await throttledThenRecovers(page, scene, throttledWithRetryAfter(2), 1_900, 2);
});

test('a 429 without Retry-After or CORS headers (like the public ingress) backs off and updates by itself', async ({
  page,
  request,
}) => {
  test.slow();
  const scene = await showFirstResults(page, request);
  // Without Retry-After the app backs off (about 6–10 s at first), never retries at once.
  await throttledThenRecovers(page, scene, THROTTLED_LIKE_INGRESS, 5_000, 60);
});

test('a 503 from a gateway is treated as rate limiting', async ({ page, request }) => {
  test.slow();
  const scene = await showFirstResults(page, request);
  await throttledThenRecovers(page, scene, GATEWAY_UNAVAILABLE, 5_000, 60);
});

test('the countdown counts down while the app waits', async ({ page, request }) => {
  test.slow();
  const scene = await showFirstResults(page, request);
  await faultSearches(page, THROTTLED_LIKE_INGRESS, { when: (r) => searchQueryOf(r) === NEXT });
  await searchFor(page, NEXT);
  const status = rateLimitStatus(page);
  await expect(status).toBeVisible();
  const first = await announcedSeconds(status);
  await expect.poll(() => announcedSeconds(status), { timeout: 5_000 }).toBeLessThan(first);
  await expect(resultSummary(page)).toHaveText(scene.nextSummary, { timeout: 30_000 });
});

/** While a failed search is tried again: what failed and the countdown (or "Trying again…"), not the rate limit's. */
const recoveryStatus = (page: Page) =>
  page.getByRole('status').filter({
    hasText: /(answered with an error|No network|could not be read).*Trying again/,
  });

/** An answer a proxy or a captive portal could give: an HTML page with status 200 where JSON was due. */
const HTML_WITH_200: Fault = {
  kind: 'answer',
  status: 200,
  contentType: 'text/html',
  body: '<!doctype html><html><body><h1>Welcome to the network</h1></body></html>',
};

/**
 * One try of NEXT fails with `fault`; the app says it will try again, waits its backoff (1–2 s) and brings the
 * results by itself: no click, and no error view left behind.
 */
async function failsOnceThenRecovers(page: Page, scene: Scene, fault: Fault) {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await faultSearches(page, fault, { when: (request) => searchQueryOf(request) === NEXT });
  await searchFor(page, NEXT);

  await expect(recoveryStatus(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again now' })).toBeVisible();
  await expect(rateLimitStatus(page)).toBeHidden();
  await expect(resultSummary(page)).toHaveText(scene.nextSummary, { timeout: 15_000 });
  await expect(recoveryStatus(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeHidden();
  await expect(page.getByRole('button', { name: RETRY, exact: true })).toBeHidden();
  await expect(searchBox(page)).toHaveValue(NEXT);

  const [failed, retried] = nextSearches(scene.log);
  expect(failed, 'the failed search was sent').toBeDefined();
  expect(retried, 'the search was sent again by itself').toBeDefined();
  if (failed && retried) expect(retried.at - failed.at, 'after the backoff').toBeGreaterThanOrEqual(900);
  await waitForQuiet(page, scene.log);
  expect(nextSearches(scene.log), 'one failed try and one that answered').toHaveLength(2);
  expect(pageErrors, 'no uncaught error in the page').toEqual([]);
}

test('a 500 then a 200 recovers without a click', async ({ page, request }) => {
  const scene = await showFirstResults(page, request);
  await failsOnceThenRecovers(page, scene, SERVER_ERROR);
});

test('invalid JSON then a 200 recovers without a click', async ({ page, request }) => {
  const scene = await showFirstResults(page, request);
  await failsOnceThenRecovers(page, scene, INVALID_JSON);
});

test('an HTML page with status 200 then a 200 recovers without a click', async ({ page, request }) => {
  const scene = await showFirstResults(page, request);
  await failsOnceThenRecovers(page, scene, HTML_WITH_200);
});

test('a network failure then a 200 recovers without a click', async ({ page, request }) => {
  const scene = await showFirstResults(page, request);
  await failsOnceThenRecovers(page, scene, { kind: 'abort' });
});

test('while every try fails, the page keeps trying past four tries and heals by itself', async ({
  page,
  request,
}) => {
  // The waits (1, 2, 4, 8, 16 s and up) are skipped with the page's clock, not waited out.
  await page.clock.install();
  const scene = await showFirstResults(page, request);
  const failures = 6;
  const route = await faultSearches(page, SERVER_ERROR, {
    times: failures,
    when: (request) => searchQueryOf(request) === NEXT,
  });
  await searchFor(page, NEXT);

  await expect(recoveryStatus(page)).toContainText('The service answered with an error (status 500).');
  // "Try again" is offered throughout, and no error view replaces the results.
  await expect(page.getByRole('button', { name: 'Try again now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeHidden();
  expect(await hitItems(page).first().getByRole('heading').first().textContent()).toBe(scene.firstHitTitle);
  for (let tried = 1; tried <= failures; tried++) {
    await expect.poll(() => route.faulted).toBeGreaterThanOrEqual(tried);
    // Past the longest wait (the cap is a minute).
    await page.clock.fastForward(60_000);
  }

  await expect(resultSummary(page)).toHaveText(scene.nextSummary);
  await expect(recoveryStatus(page)).toBeHidden();
  await waitForQuiet(page, scene.log);
  expect(nextSearches(scene.log), 'six failed tries and the one that answered').toHaveLength(failures + 1);
  await expect(searchBox(page)).toHaveValue(NEXT);
});

test('"Try again now" tries at once, without waiting out the wait', async ({ page, request }) => {
  const scene = await showFirstResults(page, request);
  // A 500 that asks for 30 s: the page's own next try is half a minute away, so a search sooner is the click's.
  const route = await faultSearches(page, problemAnswer(500, 'Internal Server Error', 30), {
    when: (request) => searchQueryOf(request) === NEXT,
  });
  await searchFor(page, NEXT);
  await expect.poll(() => route.faulted).toBe(1);
  const status = recoveryStatus(page);
  await expect.poll(() => announcedSeconds(status, 1_000).catch(() => 0)).toBeGreaterThan(20);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Try again now' }).click();
  await expect(resultSummary(page)).toHaveText(scene.nextSummary, { timeout: 15_000 });
  const retried = nextSearches(scene.log)[1];
  expect(retried, 'the second try').toBeDefined();
  if (retried) expect(retried.at - clickedAt, 'sent long before its scheduled time').toBeLessThan(15_000);
  expect(nextSearches(scene.log)).toHaveLength(2);
});

test('one malformed hit among 20 shows the other 19 and a note', async ({ page, request }) => {
  const scene = await showFirstResults(page, request);
  await page.route(
    (url) => url.pathname.startsWith('/api/search'),
    async (route) => {
      if (route.request().method() !== 'POST' || searchQueryOf(route.request()) !== NEXT) {
        await route.fallback();
        return;
      }
      const response = await route.fetch();
      const body: unknown = await response.json();
      // One hit's id becomes a number: the app cannot link it, so it is left out and counted.
      if (isRecord(body) && Array.isArray(body.hits) && isRecord(body.hits[0])) body.hits[0].id = 5;
      await route.fulfill({ response, json: body });
    },
  );
  await searchFor(page, NEXT);

  await expect(resultSummary(page)).toHaveText(scene.nextSummary);
  await expect(page.getByText('1 result could not be shown')).toBeVisible();
  await expect(hitItems(page)).toHaveCount(19);
  await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeHidden();
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

test('a slow answer overtaken by a newer search never replaces the newer results', async ({
  page,
  request,
}) => {
  const scene = await showFirstResults(page, request);
  const slow = 'elv';
  const slowTotal = await serviceTotal(request, slow);
  expect(summaryText(slowTotal, slow), 'the two searches must differ on screen').not.toBe(scene.nextSummary);
  const route = await faultSearches(
    page,
    { kind: 'delay', ms: 3_000 },
    { when: (r) => searchQueryOf(r) === slow },
  );

  await searchFor(page, slow);
  await expect.poll(() => route.faulted).toBe(1);
  await searchFor(page, NEXT);
  await expect(resultSummary(page)).toHaveText(scene.nextSummary);

  // The late answer has now come back (or been refused by the page); give it time to land, then look again.
  await route.settled();
  await waitForQuiet(page, scene.log);
  await expect(resultSummary(page)).toHaveText(scene.nextSummary);
  await expect(searchBox(page)).toHaveValue(NEXT);
  expect(new URL(page.url()).searchParams.get('q')).toBe(NEXT);
  test.info().annotations.push({
    type: 'late answer',
    description: route.lateDelivered[0]
      ? 'delivered to the page, and ignored'
      : 'refused: the page had cancelled it',
  });
});

/**
 * How long after the list of hits is marked stale it is first drawn dimmed (its computed `filter`), read in the page
 * frame by frame (a test's own polling is too coarse for a half-second delay); `null` until it has been dimmed.
 */
async function watchDimming(list: Locator): Promise<() => Promise<number | null>> {
  await list.evaluate((element) => {
    const times: { marked?: number; dimmed?: number } = {};
    Object.assign(window, { __dimming: times });
    // The frame's time, not `performance.now()`: transitions run on the frames' timeline.
    const look = (frame: number) => {
      if (times.marked === undefined && element.hasAttribute('data-stale')) times.marked = frame;
      // While the transition waits, the filter computes as `grayscale(0)`: dimmed is an amount above 0.
      const amount = /grayscale\(([\d.]+)\)/.exec(getComputedStyle(element).filter)?.[1];
      if (amount !== undefined && Number(amount) > 0) {
        times.dimmed = frame;
        return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () =>
    list.page().evaluate(() => {
      const { __dimming: times } = window as unknown as { __dimming: { marked?: number; dimmed?: number } };
      return times.marked === undefined || times.dimmed === undefined ? null : times.dimmed - times.marked;
    });
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`results wait for a slow answer half a second before they dim, and brighten when it comes (reduced motion: ${reducedMotion})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion });
    const scene = await showFirstResults(page, request);
    await faultSearches(page, { kind: 'delay', ms: 3_000 }, { when: (r) => searchQueryOf(r) === NEXT });
    const list = page.getByRole('list').filter({ has: hitItems(page).first() });
    const dimmedAfter = await watchDimming(list);
    await searchFor(page, NEXT);

    // The stale mark comes at once (screen readers hear `aria-busy`), the grey only after --cs-stale-delay (500 ms).
    await expect.poll(dimmedAfter, { timeout: 3_000 }).toBeGreaterThanOrEqual(450);
    await expect(resultSummary(page)).toHaveText(scene.nextSummary);
    await expect.poll(() => list.evaluate((element) => getComputedStyle(element).filter)).toBe('none');
  });
}

test('results of an older search wait to dim while the visitor types on, and dim once they stop', async ({
  page,
  request,
}) => {
  await showFirstResults(page, request);
  // Every search after the first is slow: the results on screen stay those of FIRST, stale, throughout.
  await faultSearches(
    page,
    { kind: 'delay', ms: 6_000 },
    { times: 5, when: (r) => searchQueryOf(r) !== FIRST },
  );
  const list = page.getByRole('list').filter({ has: hitItems(page).first() });
  const filter = () => list.evaluate((element) => getComputedStyle(element).filter);
  const box = searchBox(page);
  await box.click();
  await box.press('End');

  // A word, a pause that commits it (its answer is held up), then a second and a half more of typing.
  await box.pressSequentially(' s');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`${FIRST} s`);
  await expect(list).toHaveAttribute('data-stale', '');
  await box.pressSequentially('kog og barnehage', { delay: 100 });
  // Stale for longer than the wash waits, but typed over all along: not dimmed.
  expect(await filter()).toBe('none');
  // Once the visitor stops, the wait goes on and the older results dim.
  await expect.poll(filter, { timeout: 3_000 }).toMatch(/grayscale\(0\.8\)/);
});
