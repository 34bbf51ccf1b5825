/**
 * Reading and driving the search page the way a person does: by role and accessible name, with the English
 * strings of src/i18n/messages/en.ts and the roles of app-contract.md.
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

export function pagination(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Search result pages' });
}

export function facetGroup(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('group', { name, exact: true });
}

/** The checkboxes and radios of a group whose names carry a count, in document order. */
export function countedValues(group: Locator): Locator {
  return group.getByRole('checkbox', { name: WITH_COUNT }).or(group.getByRole('radio', { name: WITH_COUNT }));
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

/** What the local service answers for a URL of the app (the total of that search). */
export async function serviceTotal(request: APIRequestContext, url: string | URL): Promise<number> {
  const { endpoint, body } = requestOfUrl(new URL(url));
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

/**
 * Picks a value from a select-like control whatever its kind: a native `<select>` or MUI's combobox
 * button with a listbox.
 */
export async function choose(page: Page, control: Locator, option: string): Promise<void> {
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The resource-type tabs, as tabs or as links in a navigation named "Resource types". */
export function typeTab(page: Page, label: string): Locator {
  const name = new RegExp(`^${label}\\b`);
  return page
    .getByRole('tablist', { name: 'Resource types' })
    .getByRole('tab', { name })
    .or(page.getByRole('navigation', { name: 'Resource types' }).getByRole('link', { name }));
}
