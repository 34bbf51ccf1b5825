/**
 * Reading and driving the search page the way a person does (and a screen reader finds it): by role and
 * accessible name, with the English strings of src/i18n/messages/en.ts and the roles of docs/app-contract.md. The one
 * module of the end-to-end tests' locators, with the service's own answers they compare the screen to.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { requestOfUrl } from './urlSearch';

/** `Environment (1,234)`: a facet value's accessible name ends with its count. */
export const WITH_COUNT = /\((\d[\d,]*)\)$/;

/** The result summary of en.ts: `1,234 results`, `1 result`, `No results`, each optionally `for “q”`. */
export const SUMMARY = /^(?:No results|\d[\d,]* (?:or more )?results?)(?: for “.*”)?$/;

export function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search' });
}

export function summaryHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: SUMMARY });
}

/** The result summary heading ("1,234 results for “vann”"), the first where a layout shows two. */
export const resultSummary = (page: Page): Locator => summaryHeading(page).first();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pagination(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Search result pages' });
}

export const pageLink = (page: Page, n: number): Locator =>
  pagination(page).getByRole('link', { name: `Page ${n}`, exact: true });

export const currentPageLink = (page: Page): Locator => pagination(page).locator('[aria-current="page"]');

export function facetGroup(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('group', { name, exact: true });
}

/** The checkboxes and radios of a group whose names carry a count, in document order. */
export function countedValues(group: Locator): Locator {
  return group.getByRole('checkbox', { name: WITH_COUNT }).or(group.getByRole('radio', { name: WITH_COUNT }));
}

/** A facet value by its label, whatever its count: "Environment (1,234)". */
export function facetValue(group: Locator, label: string): Locator {
  const name = new RegExp(`^${escapeRegExp(label)} \\(\\d[\\d,]*\\)$`);
  return group.getByRole('checkbox', { name }).or(group.getByRole('radio', { name }));
}

/** Every checkbox value of a facet group (label and count in the name). */
export const facetCheckboxes = (group: Locator): Locator => group.getByRole('checkbox', { name: WITH_COUNT });

/** The first counted value of a facet: unselected values are ranked by count, so the largest. */
export function firstValue(page: Page, facet: string): Locator {
  return countedValues(facetGroup(page, facet)).first();
}

/** The count in an accessible name such as `Environment (1,234)`. */
export function countInName(name: string): number {
  const match = WITH_COUNT.exec(name.trim());
  if (!match?.[1]) throw new Error(`no count in the accessible name ${JSON.stringify(name)}`);
  return Number(match[1].replace(/,/g, ''));
}

/** The summary sentence en.ts writes for `total` hits of `query`. */
export function summaryText(total: number, query: string): string {
  const forQuery = query === '' ? '' : ` for “${query}”`;
  if (total === 0) return `No results${forQuery}`;
  const n = total.toLocaleString('en-GB');
  return `${n} ${total === 1 ? 'result' : 'results'}${forQuery}`;
}

interface AriaLine {
  readonly role: string;
  readonly name: string;
  /** What follows the name: `[checked]`, `[pressed]`, `[level=2]`, … */
  readonly rest: string;
}

/** One line of an ARIA snapshot (`- checkbox "Environment (1,234)" [checked]`, YAML-quoted when needed). */
function parseAriaLine(raw: string): AriaLine | null {
  let line = raw.trim().replace(/^- /, '');
  if (line.startsWith("'")) line = line.slice(1, line.lastIndexOf("'")).replace(/''/g, "'");
  const match = /^([\w-]+) ("(?:[^"\\]|\\.)*")(.*)$/.exec(line);
  if (!match?.[1] || !match[2]) return null;
  return { role: match[1], name: JSON.parse(match[2]) as string, rest: match[3] ?? '' };
}

/** The accessible name of an element as Chromium's accessibility tree computes it (from its ARIA snapshot). */
export async function accessibleName(locator: Locator): Promise<string> {
  const first = (await locator.ariaSnapshot()).split('\n')[0] ?? '';
  return parseAriaLine(first)?.name ?? '';
}

/**
 * The local service's total, asked directly, not through the app: for a URL of the app (that search), or for
 * plain words (no filters) in `scope`.
 */
export async function serviceTotal(
  request: APIRequestContext,
  search: URL | string,
  scope = 'all',
): Promise<number> {
  const { endpoint, body } =
    search instanceof URL
      ? requestOfUrl(search)
      : {
          endpoint: scope === 'all' ? '/api/search' : `/api/search/${scope}`,
          body: { query: search, pagination: { page: 0, size: 1 } },
        };
  const response = await request.post(endpoint, { data: body });
  expect(response.ok(), `${endpoint} ${JSON.stringify(body)} -> ${response.status()}`).toBe(true);
  const json = (await response.json()) as { page: { totalElements: number } };
  return json.page.totalElements;
}

/** The link texts of the hit titles (headings with a link inside list items), first `n`. */
export async function hitTitles(page: Page, n = 3): Promise<string[]> {
  const links = page.getByRole('listitem').getByRole('heading').getByRole('link');
  const texts = await links.allTextContents();
  return texts.slice(0, n).map((text) => text.replace(/\s+/g, ' ').trim());
}

/**
 * The accessible names of every checked checkbox and radio and every pressed toggle on the page, sorted. Read
 * from one ARIA snapshot of the page, so it never waits for an element that a re-render removed.
 */
export async function checkedControls(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').ariaSnapshot()).split('\n');
  return lines
    .map(parseAriaLine)
    .filter(
      (line): line is AriaLine =>
        line !== null &&
        (((line.role === 'checkbox' || line.role === 'radio') && line.rest.includes('[checked]')) ||
          (line.role === 'button' && line.rest.includes('[pressed]'))),
    )
    .map((line) => line.name)
    .sort();
}

export interface ScreenSnapshot {
  readonly url: string;
  /** What the search box and the sort control show. */
  readonly query: string;
  readonly sort: string;
  readonly summary: string;
  readonly titles: readonly string[];
  readonly checked: readonly string[];
}

/** The order a sort control shows (the option of a select or combobox, the pressed or checked choice of a group). */
async function shownSort(page: Page): Promise<string> {
  const combobox = await page
    .getByRole('combobox', { name: 'Sort by' })
    .evaluateAll((elements) =>
      elements.map((element) =>
        element instanceof HTMLSelectElement
          ? (element.selectedOptions[0]?.text ?? '')
          : (element.textContent ?? '').trim(),
      ),
    );
  const group = page.getByRole('group', { name: 'Sort by', exact: true });
  const chosen = await group
    .getByRole('button', { pressed: true })
    .or(group.getByRole('radio', { checked: true }))
    .allTextContents();
  return [...combobox, ...chosen.map((text) => text.trim())].join(' | ');
}

/** What identifies the search on screen: URL, controls, summary, first hit titles, checked facet values. */
export async function snapshot(page: Page): Promise<ScreenSnapshot> {
  const url = new URL(page.url());
  const summaries = await summaryHeading(page).allTextContents();
  return {
    url: url.pathname + url.search,
    query: (
      await searchBox(page).evaluateAll((boxes) =>
        boxes.map((box) => (box instanceof HTMLInputElement ? box.value : '')),
      )
    ).join(' | '),
    sort: await shownSort(page),
    summary: summaries.join(' | '),
    titles: await hitTitles(page),
    checked: await checkedControls(page),
  };
}

/** Waits until the page shows the service's answer to its own URL, and returns that total. */
export async function expectServiceAnswerShown(page: Page, request: APIRequestContext): Promise<number> {
  const url = new URL(page.url());
  const total = await serviceTotal(request, url);
  await expect(summaryHeading(page)).toHaveText(summaryText(total, url.searchParams.get('q') ?? ''));
  return total;
}

/** Waits for the URL to satisfy `predicate` (a committed change pushes a history entry). */
export async function expectUrl(page: Page, predicate: (url: URL) => boolean, what: string): Promise<URL> {
  await expect.poll(() => predicate(new URL(page.url())), { message: `URL: ${what}` }).toBe(true);
  return new URL(page.url());
}

/** Picks `option` in a select-like control: a native `<select>` or MUI's combobox button with a listbox. */
export async function chooseOption(page: Page, control: Locator, option: string): Promise<void> {
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Picks `option` in the control named `label`, whatever widget it is: a native select, a combobox that opens a
 * listbox (MUI Select), or a group of radios, buttons or links. Waits for the control first.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const combo = page.getByRole('combobox', { name: label, exact: true });
  const group = page
    .getByRole('radiogroup', { name: label, exact: true })
    .or(page.getByRole('group', { name: label, exact: true }))
    .or(page.getByRole('navigation', { name: label, exact: true }));
  await expect(combo.or(group).first()).toBeVisible();
  if ((await combo.count()) > 0) {
    await chooseOption(page, combo.first(), option);
    return;
  }
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
  page.getByRole('status').filter({
    hasText: /Next update in \d+ seconds?|will be sent in about \d+ seconds?|busy: retrying in \d+ seconds?/,
  });

/** The seconds a rate-limit status announces; `timeout` bounds the wait for the status (default: the test's). */
export async function announcedSeconds(status: Locator, timeout?: number): Promise<number> {
  const text = (await status.first().textContent(timeout === undefined ? {} : { timeout })) ?? '';
  const match = /(\d+) seconds?/.exec(text);
  if (!match?.[1]) throw new Error(`No countdown in "${text}"`);
  return Number(match[1]);
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

/** Result items: list items whose heading holds a link (docs/app-contract.md). */
export const hitItems = (page: Page): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading').getByRole('link') });
