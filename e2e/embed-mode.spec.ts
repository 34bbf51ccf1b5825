/**
 * Embed mode (docs/app-contract.md, "Embedding") against the real local service: an `<iframe src>` URL with
 * `embed=1`, a locked organisation and type and a hidden sort order. No site header or footer; the locks go with
 * every request, hold through facet clicks and "clear all", and are never chips; result titles lead where the host
 * chose; the host's accent keeps AA contrast; a phone-width frame opens its filters in place; axe finds nothing.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import {
  accessibleName,
  countedValues,
  countInName,
  facetGroup,
  summaryHeading,
} from './support/searchScreen';

test.describe.configure({ mode: 'parallel' });

const OSLO = '/KOMMUNE/958935420';
const EMBED = `/?embed=1&lock.orgPath=${OSLO}&lock.type=datasets&hide=sort`;
const LOCK_LINE = /^Showing only: Datasets and Oslo kommune$/;

interface SentSearch {
  readonly path: string;
  readonly body: { filters?: Record<string, { value: unknown }> };
}

/** Every search request the page sends, with its body. */
function recordSearches(page: Page): SentSearch[] {
  const sent: SentSearch[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !url.pathname.startsWith('/api/search')) return;
    const body: unknown = request.postDataJSON();
    // The preview's lookup of one resource by its URI is not a search of the list.
    if (JSON.stringify(body).includes('"uri"')) return;
    sent.push({ path: url.pathname, body: body as SentSearch['body'] });
  });
  return sent;
}

async function openEmbed(page: Page, url = EMBED): Promise<number> {
  await page.goto(url);
  await expect(summaryHeading(page)).toHaveText(/^[\d,]+ results?$/);
  return Number(((await summaryHeading(page).textContent()) ?? '').replace(/\D/g, ''));
}

function expectLocked(sent: readonly SentSearch[]): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const search of sent) {
    expect(search.path, 'the locked type is searched').toBe('/api/search/datasets');
    expect(search.body.filters?.orgPath, 'the locked organisation is sent').toEqual({ value: OSLO });
  }
}

test('an embed shows no site chrome, says what it is limited to, and sends the locks', async ({ page }) => {
  const sent = recordSearches(page);
  await openEmbed(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(LOCK_LINE)).toBeVisible();
  // No chip for the lock, no tab of another type, no sort order; the organisation facet offers only sub-units.
  await expect(page.getByRole('heading', { name: 'Active filters' })).toHaveCount(0);
  const units = countedValues(facetGroup(page, 'Organisation'));
  await expect(units.first()).toBeVisible();
  const unitNames = await units.evaluateAll((inputs) =>
    inputs.map((input) => (input instanceof HTMLInputElement ? input.labels?.[0]?.textContent : '') ?? ''),
  );
  expect(unitNames.filter((name) => /^(Oslo kommune|State|Municipality) \(/.test(name))).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Resource types' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Sort by' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Results per page' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background, 'the host page shows through').toBe('rgba(0, 0, 0, 0)');
  expectLocked(sent);
});

test('a sub-unit of the locked organisation narrows the embed within its lock', async ({ page }) => {
  const sent = recordSearches(page);
  await openEmbed(page);
  const whole = (await summaryHeading(page).textContent()) ?? '';
  const unit = countedValues(facetGroup(page, 'Organisation')).first();
  const count = countInName(await accessibleName(unit));
  await unit.check();
  await expect(summaryHeading(page)).toHaveText(
    `${count.toLocaleString('en-GB')} ${count === 1 ? 'result' : 'results'}`,
  );
  const chosen = new URL(page.url()).searchParams.get('orgPath') ?? '';
  expect(chosen.startsWith(`${OSLO}/`), `${chosen} lies under the lock`).toBe(true);
  expect(new URL(page.url()).searchParams.get('lock.orgPath')).toBe(OSLO);
  await expect.poll(() => sent.at(-1)?.body.filters?.orgPath).toEqual({ value: chosen });
  // Its chip removes it, back to the whole organisation: the first answer again, from the cache.
  await page.getByRole('button', { name: /^Remove filter: Organisation: / }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('orgPath')).toBeNull();
  expect(new URL(page.url()).searchParams.get('lock.orgPath')).toBe(OSLO);
  await expect(summaryHeading(page)).toHaveText(whole);
});

test('facet counts are the totals their values give within the locks, and "clear all" keeps the locks', async ({
  page,
}) => {
  const sent = recordSearches(page);
  const baseTotal = await openEmbed(page);
  const themes = facetGroup(page, 'EU theme');
  const names = await Promise.all([0, 1].map(async (n) => accessibleName(countedValues(themes).nth(n))));
  for (const name of names) {
    await openEmbed(page);
    const count = countInName(name);
    await countedValues(themes).and(page.getByRole('checkbox', { name })).click();
    await expect(summaryHeading(page)).toHaveText(
      `${count.toLocaleString('en-GB')} ${count === 1 ? 'result' : 'results'}`,
    );
    const url = new URL(page.url());
    expect(url.searchParams.get('dataTheme'), 'the visitor’s own choice').not.toBeNull();
    expect(url.searchParams.get('orgPath'), 'the lock is not written as the visitor’s filter').toBeNull();
    expect(url.searchParams.get('lock.orgPath')).toBe(OSLO);
    // The chip is the visitor's theme only.
    await expect(page.getByRole('button', { name: /^Remove filter: / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Remove filter: Organisation/ })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(summaryHeading(page)).toHaveText(`${baseTotal.toLocaleString('en-GB')} results`);
  expect(new URL(page.url()).searchParams.get('lock.orgPath')).toBe(OSLO);
  await expect(page.getByText(LOCK_LINE)).toBeVisible();
  expectLocked(sent);
});

test('a result title opens the in-app preview by default', async ({ page }) => {
  await openEmbed(page);
  const title = page.getByRole('list').getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = await accessibleName(title);
  await title.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('embed')).toBe('1');
});

test('linkTarget=_blank opens the resource page in a new tab, says so and gives no opener', async ({
  page,
}) => {
  await openEmbed(page, `${EMBED}&linkTarget=_blank`);
  const title = page.getByRole('list').getByRole('heading', { level: 3 }).first().getByRole('link');
  await expect(title).toHaveAttribute('target', '_blank');
  await expect(title).toHaveAttribute('rel', 'noopener');
  await expect(title).toHaveAccessibleName(/\(opens in a new tab\)$/);
  await expect(title).toHaveAttribute('href', /^https?:\/\/.+\/datasets\//);
});

/** WCAG 2 contrast of a computed `rgb(r, g, b)` colour on white. */
function contrastOnWhite(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}

test('a light accent becomes the links’ colour, darkened to AA contrast on white', async ({ page }) => {
  await openEmbed(page, `${EMBED}&accent=%23ffcc00`);
  const title = page.getByRole('list').getByRole('heading', { level: 3 }).first().getByRole('link');
  const colour = await title.evaluate((link) => getComputedStyle(link).color);
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(r > g && g > b, `${colour} keeps the accent's hue`).toBe(true);
  expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page, 'an embed with a light accent');
});

test('axe finds nothing in an embed at desktop width', async ({ page }) => {
  await openEmbed(page);
  await expectNoAxeViolations(page, 'an embed at desktop width');
});

test.describe('a phone-width frame', () => {
  test.use({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });

  test('opens its filters in place, apply button first, no drawer', async ({ page }) => {
    await openEmbed(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = page.getByRole('region', { name: 'Filters' });
    await expect(facetGroup(filters, 'EU theme')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const apply = filters.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    const [region, button] = await Promise.all([filters.boundingBox(), apply.boundingBox()]);
    if (region === null || button === null) throw new Error('the filters and their button are laid out');
    expect(button.y + button.height - region.y).toBeLessThanOrEqual(700);
    await expectNoAxeViolations(page, 'an embed at phone width, filters open');
    await apply.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('axe finds nothing in an embed at phone width', async ({ page }) => {
    await openEmbed(page);
    await expectNoAxeViolations(page, 'an embed at phone width');
  });
});
