/**
 * The screen as a person (and a screen reader) finds it, per app-contract.md and the English messages: roles and
 * accessible names only. Plus the service's own answer for a plain query, to know what the summary must say.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const searchBox = (page: Page): Locator => page.getByRole('combobox', { name: 'Search' });

const SUMMARY = /^(?:No results|\d[\d,]* (?:or more )?results?)(?: for “.*”)?$/;

/** The result summary heading ("1,234 results for “vann”"). */
export const resultSummary = (page: Page): Locator =>
  page.getByRole('heading', { level: 2, name: SUMMARY }).first();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the summary says for `total` hits of `query`, in English. */
export function summaryText(total: number, query: string): string {
  const forQuery = query === '' ? '' : ` for “${query}”`;
  if (total === 0) return `No results${forQuery}`;
  const n = total.toLocaleString('en-GB');
  return `${n} ${total === 1 ? 'result' : 'results'}${forQuery}`;
}

export const facetGroup = (page: Page, name: string): Locator =>
  page.getByRole('group', { name, exact: true });

/** A facet value by its label, whatever its count: "Environment (1,234)". */
export const facetValue = (group: Locator, label: string): Locator =>
  group
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)} \\(\\d[\\d,]*\\)$`) })
    .or(group.getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)} \\(\\d[\\d,]*\\)$`) }));

/** Every checkbox value of a facet group (label and count in the name). */
export const facetCheckboxes = (group: Locator): Locator =>
  group.getByRole('checkbox', { name: /\(\d[\d,]*\)$/ });

export const pagination = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Search result pages' });

export const pageLink = (page: Page, n: number): Locator =>
  pagination(page).getByRole('link', { name: `Page ${n}`, exact: true });

export const currentPageLink = (page: Page): Locator => pagination(page).locator('[aria-current="page"]');

/** The tab (a tab or a plain link) of a resource type, by its English label ("Datasets", "All"). */
export function typeTab(page: Page, label: string): Locator {
  const name = new RegExp(`^${escapeRegExp(label)}\\b`);
  const container = page
    .getByRole('tablist', { name: 'Resource types' })
    .or(page.getByRole('navigation', { name: 'Resource types' }));
  return container.getByRole('tab', { name }).or(container.getByRole('link', { name }));
}

/** The status that says when the next update comes, while the budget or the service makes the app wait. */
export const rateLimitStatus = (page: Page): Locator =>
  page
    .getByRole('status')
    .filter({ hasText: /Next update in \d+ seconds?|will be sent in about \d+ seconds?/ });

/** The seconds a rate-limit status announces; `timeout` bounds the wait for the status (default: the test's). */
export async function announcedSeconds(status: Locator, timeout?: number): Promise<number> {
  const text = (await status.first().textContent(timeout === undefined ? {} : { timeout })) ?? '';
  const match = /(\d+) seconds?/.exec(text);
  if (!match?.[1]) throw new Error(`No countdown in "${text}"`);
  return Number(match[1]);
}

/**
 * Picks `option` in the control named `label`, whatever widget it is: a native select, a listbox that opens a
 * menu (MUI Select), or a group of radios, buttons or links.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const combo = page.getByRole('combobox', { name: label, exact: true });
  if ((await combo.count()) > 0) {
    const tag = await combo.first().evaluate((element) => element.tagName);
    if (tag === 'SELECT') {
      await combo.first().selectOption({ label: option });
      return;
    }
    await combo.first().click();
    await page.getByRole('option', { name: option, exact: true }).click();
    return;
  }
  const group = page
    .getByRole('radiogroup', { name: label, exact: true })
    .or(page.getByRole('group', { name: label, exact: true }))
    .or(page.getByRole('navigation', { name: label, exact: true }));
  await group
    .getByRole('radio', { name: option, exact: true })
    .or(group.getByRole('button', { name: option, exact: true }))
    .or(group.getByRole('link', { name: option, exact: true }))
    .first()
    .click();
}

export const chooseSort = (page: Page, option: 'Relevance' | 'Newest first' | 'Oldest first') =>
  choose(page, 'Sort by', option);

export const choosePageSize = (page: Page, size: 10 | 20 | 50 | 100) =>
  choose(page, 'Results per page', `${size} per page`);

export const chooseLanguage = (page: Page, language: 'English' | 'Norsk bokmål' | 'Norsk nynorsk') =>
  choose(page, 'Language', language);

/** The service's total for a plain query (no filters) in `scope`, asked directly, not through the app. */
export async function serviceTotal(
  request: APIRequestContext,
  query: string,
  scope = 'all',
): Promise<number> {
  const path = scope === 'all' ? '/api/search' : `/api/search/${scope}`;
  const response = await request.post(path, { data: { query, pagination: { page: 0, size: 1 } } });
  expect(response.status(), `the service answers ${path}`).toBe(200);
  const body = (await response.json()) as { page: { totalElements: number } };
  return body.page.totalElements;
}

/** Opens a search URL and waits for its summary (the first render's results). */
export async function openSearch(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(resultSummary(page)).toBeVisible();
}

/** The URL's search parameters, for assertions on the committed search. */
export const searchParams = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/**
 * Records, in the page, every text a status region takes that names a countdown; read it with
 * `countdownsSeen`. Call before the page loads the app.
 */
export async function recordCountdowns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__countdownsSeen', { value: seen });
    const look = () => {
      for (const element of document.querySelectorAll('[role="status"]')) {
        const text = element.textContent ?? '';
        if (/\d+ seconds?/.test(text) && seen[seen.length - 1] !== text) seen.push(text);
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export const countdownsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen: unknown = Reflect.get(window, '__countdownsSeen');
    return Array.isArray(seen) ? seen.map(String) : [];
  });
