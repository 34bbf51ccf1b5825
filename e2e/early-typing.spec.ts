/**
 * What a visitor types into the page's frame before the app's code has arrived (seconds on a slow phone) is kept,
 * and an Enter pressed there is the search they get. The app's scripts are held back while the test types, then let
 * through. The app's first search is then the visitor's, not the URL's they replaced. The server-rendered page's
 * counterpart is in server-rendering.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';

import { holdScripts } from './support/heldScripts';
import { resultSummary, searchBox } from './support/searchScreen';

/** The queries of the searches the page sends, in order. */
function searchedQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !/\/search(\/[a-z-]+)?$/.test(new URL(request.url()).pathname)) return;
    const body: unknown = request.postDataJSON();
    queries.push(typeof body === 'object' && body !== null && 'query' in body ? String(body.query) : '');
  });
  return queries;
}

test('typing and Enter in the frame become the search once the app arrives, the caret still in the box', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const queries = searchedQueries(page);
  await page.goto('/datasets?q=vann', { waitUntil: 'commit' });
  const box = searchBox(page);
  await expect(box).toHaveValue('vann');
  await box.fill('skog');
  await box.press('Enter');
  // No native submission: the page did not reload, and the text stays.
  await expect(box).toHaveValue('skog');
  expect(new URL(page.url()).search).toBe('?q=vann');

  scripts.release();
  await expect(page).toHaveURL(/\/datasets\?q=skog$/);
  await expect(resultSummary(page)).toHaveText(/results for “skog”/);
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('skog');
  expect(queries).toEqual(['skog']);
});

test('typing without Enter in the frame is kept and searched as typing, with the caret where it was', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const queries = searchedQueries(page);
  await page.goto('/?q=vann', { waitUntil: 'commit' });
  const box = searchBox(page);
  await box.fill('vann og skog');
  await box.press('ArrowLeft');
  await box.press('ArrowLeft');

  scripts.release();
  await expect(resultSummary(page)).toHaveText(/results for “vann og skog”/);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('vann og skog');
  await expect(searchBox(page)).toBeFocused();
  expect(await searchBox(page).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(10);
  // The visitor paused before the app arrived: their search is the first (the no-results page then sends its
  // alternatives, each word among them).
  expect(queries[0]).toBe('vann og skog');
});
