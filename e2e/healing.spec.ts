/**
 * A page that heals: while the service fails, the page says what happened (politely, in a status), keeps the typed
 * text and the results already shown, and tries again by itself, so it comes back without a click once the fault is
 * lifted. Only the fault is injected (`page.route` on the searches for NEXT, or the browser set offline); every other
 * request, and every try after the fault, reaches the real local service.
 */
import { expect, test, type Page } from '@playwright/test';

import {
  faultSearches,
  INVALID_JSON,
  problemAnswer,
  searchQueryOf,
  SERVER_ERROR,
  type Fault,
} from './support/faults-routes';
import {
  announcedSeconds,
  openSearch,
  resultSummary,
  searchBox,
  serviceTotal,
  summaryText,
  hitItems,
} from './support/searchScreen';

const FIRST = 'vann';
const NEXT = 'skog';

/** The status that says what failed and when the page tries again. */
const recoveryNotice = (page: Page, words: string) =>
  page
    .getByRole('status')
    .filter({ hasText: words })
    .filter({ hasText: /Trying again/ });

const TRY_AGAIN = 'Try again now';

/** Shows FIRST's results; returns the summary NEXT's results will have and FIRST's first hit. */
async function showFirstResults(page: Page, request: Parameters<typeof serviceTotal>[0]) {
  const [firstTotal, nextTotal] = await Promise.all([
    serviceTotal(request, FIRST),
    serviceTotal(request, NEXT),
  ]);
  await openSearch(page, `/?q=${FIRST}`);
  const firstSummary = summaryText(firstTotal, FIRST);
  await expect(resultSummary(page)).toHaveText(firstSummary);
  const firstHit = hitItems(page).first().getByRole('heading').first();
  const firstHitTitle = (await firstHit.textContent()) ?? '';
  return { firstSummary, firstHitTitle, nextSummary: summaryText(nextTotal, NEXT) };
}

/** A new search, pasted and committed with Enter (see faults.spec.ts on why not key by key). */
async function searchFor(page: Page, text: string): Promise<void> {
  const box = searchBox(page);
  await box.click();
  await box.fill(text);
  await box.press('Enter');
}

const faults: { name: string; fault: Fault; words: string }[] = [
  { name: 'a 500', fault: SERVER_ERROR, words: 'The service answered with an error (status 500).' },
  { name: 'a network failure', fault: { kind: 'abort' }, words: 'No network' },
  { name: 'an unreadable answer', fault: INVALID_JSON, words: 'The service’s answer could not be read.' },
];

for (const { name, fault, words } of faults) {
  test(`after ${name}, the page says so, keeps trying, and heals without a click once the fault is lifted`, async ({
    page,
    request,
  }) => {
    const scene = await showFirstResults(page, request);
    // Every search for NEXT fails until the fault is lifted.
    const route = await faultSearches(page, fault, {
      times: Number.POSITIVE_INFINITY,
      when: (r) => searchQueryOf(r) === NEXT,
    });
    await searchFor(page, NEXT);

    const notice = recoveryNotice(page, words);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('button', { name: TRY_AGAIN })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The previous answer stays below the notice, and the field keeps what was typed.
    await expect(resultSummary(page)).toHaveText(scene.firstSummary);
    await expect(hitItems(page).first().getByRole('heading').first()).toHaveText(scene.firstHitTitle);
    await expect(searchBox(page)).toHaveValue(NEXT);
    // The notice never took the focus from the field.
    await expect(searchBox(page)).toBeFocused();

    // Tried again by itself (1–2 s later), and failed again: still saying so.
    await expect.poll(() => route.faulted, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(notice).toBeVisible();
    await route.remove();

    // No click: the next try (2–4 s later) reaches the real service.
    await expect(resultSummary(page)).toHaveText(scene.nextSummary, { timeout: 20_000 });
    await expect(notice).toBeHidden();
    await expect(page.getByRole('button', { name: TRY_AGAIN })).toBeHidden();
    await expect(searchBox(page)).toHaveValue(NEXT);
  });
}

test('back online, the page tries again at once instead of waiting out its backoff', async ({
  page,
  context,
  request,
}) => {
  const scene = await showFirstResults(page, request);
  await context.setOffline(true);
  await searchFor(page, NEXT);
  const notice = recoveryNotice(page, 'No network');
  await expect(notice).toBeVisible();

  // After three failed tries the next waits 4–8 s: long enough to tell a try at once from one on schedule.
  await expect
    .poll(() => announcedSeconds(notice, 1_000).catch(() => 0), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(4);
  const secondsLeft = await announcedSeconds(notice);
  const onlineAt = Date.now();
  await context.setOffline(false);

  await expect(resultSummary(page)).toHaveText(scene.nextSummary, { timeout: 10_000 });
  const healedAfter = Date.now() - onlineAt;
  expect(
    healedAfter,
    `healed ${healedAfter} ms after going online, ${secondsLeft} s before the next try`,
  ).toBeLessThan((secondsLeft - 1) * 1000);
  await expect(searchBox(page)).toHaveValue(NEXT);
});

test('a 503 with Retry-After says the service is busy, counts down, and heals by itself', async ({
  page,
  request,
}) => {
  const scene = await showFirstResults(page, request);
  const route = await faultSearches(page, problemAnswer(503, 'Service Unavailable', 5), {
    when: (r) => searchQueryOf(r) === NEXT,
  });
  await searchFor(page, NEXT);

  const busy = page
    .getByRole('status')
    .filter({ hasText: /The service is busy: retrying in \d+ seconds?\./ });
  await expect(busy).toBeVisible();
  // Read once, not retried: a retrying assertion would only see the update that follows the wait.
  const [first, summary] = await Promise.all([announcedSeconds(busy), resultSummary(page).textContent()]);
  expect(first).toBeGreaterThanOrEqual(1);
  expect(first).toBeLessThanOrEqual(5);
  expect.soft(summary, 'the old results stay while the service is busy').toBe(scene.firstSummary);
  // Not the visitor's doing.
  await expect(page.getByText(/Too many searches/)).toBeHidden();
  if (first > 1) await expect.poll(() => announcedSeconds(busy, 1_000).catch(() => 0)).toBeLessThan(first);

  await expect(resultSummary(page)).toHaveText(scene.nextSummary, { timeout: 15_000 });
  await expect(busy).toBeHidden();
  expect(route.faulted).toBe(1);
  await expect(searchBox(page)).toHaveValue(NEXT);
});
