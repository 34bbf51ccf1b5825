/**
 * The phone layout (issue 9, item 2) at 390×844 and 360×740 on a touch device, the 320 px reflow, axe at phone
 * width, and layout shift (issue 11): CLS through a journey on a desktop and a phone, from a PerformanceObserver
 * for 'layout-shift' (shifts right after an input excluded, as CLS does). The facet panel's own reflow, when an
 * answer changes how many values its lists show, is printed apart and not held to the bound here.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import {
  choosePageSize,
  chooseSort,
  countedValues,
  expectServiceAnswerShown,
  expectUrl,
  facetGroup,
  pagination,
  searchBox,
  summaryHeading,
  typeTab,
} from './support/searchScreen';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

const TABS = ['All', 'Datasets', 'APIs', 'Concepts', 'Information models', 'Services', 'Events'] as const;
const PATHS = [
  '/',
  '/datasets',
  '/data-services',
  '/concepts',
  '/information-models',
  '/services',
  '/events',
];

const firstResultHeading = (page: Page): Locator =>
  page.getByRole('listitem').getByRole('heading', { level: 3 }).first();

/** A facet's group inside `scope`, opened first where facets are disclosures that start closed. */
async function openFacet(scope: Locator, name: string): Promise<Locator> {
  const group = facetGroup(scope, name);
  const disclosure = scope.getByRole('button', { name, exact: true });
  await expect(group.or(disclosure).first()).toBeVisible();
  if (!(await group.isVisible())) await disclosure.click();
  await expect(group).toBeVisible();
  return group;
}

for (const size of PHONES) {
  test.describe(`on a ${size.width}×${size.height} phone`, () => {
    test.use({ viewport: size, isMobile: true, hasTouch: true });

    test('after searching "vann" and choosing one filter, the first result’s heading is on the first screen', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      await expectServiceAnswerShown(page, request);
      await searchBox(page).fill('vann');
      await searchBox(page).press('Enter');
      await expectUrl(page, (url) => url.searchParams.get('q') === 'vann', 'the query is committed');
      await expectServiceAnswerShown(page, request);

      await page.getByRole('button', { name: /^Filters/ }).click();
      const drawer = page.getByRole('dialog');
      const group = await openFacet(drawer, 'EU theme');
      await countedValues(group).first().check();
      await drawer.getByRole('button', { name: /^Show (\d[\d,]*|no) results?$/ }).click();
      await expect(drawer).toBeHidden();
      await expectUrl(page, (url) => url.searchParams.has('dataTheme'), 'one filter is committed');
      await expectServiceAnswerShown(page, request);

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(firstResultHeading(page)).toBeInViewport({ ratio: 1 });
    });

    test('a compact header and controls: no "/" hint, "Search in" folded, one select each for sort and size', async ({
      page,
      request,
    }) => {
      await page.goto('/?q=vann');
      await expectServiceAnswerShown(page, request);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const banner = await page.getByRole('banner').boundingBox();
      expect(banner?.height ?? Infinity, 'header height').toBeLessThanOrEqual(100);
      await expect(page.getByText('Press / to go to the search field.')).toBeHidden();

      // "Search in" is one small control that opens the choice.
      const options = page.getByRole('button', { name: 'Search in: All fields' });
      await expect(page.getByRole('group', { name: 'Search in', exact: true })).toBeHidden();
      await expect(options).toHaveAttribute('aria-expanded', 'false');
      await options.click();
      await expect(options).toHaveAttribute('aria-expanded', 'true');
      const fields = page.getByRole('group', { name: 'Search in', exact: true });
      await expect(fields).toBeVisible();
      await fields.getByRole('radio', { name: 'Keywords' }).check();
      await expectUrl(
        page,
        (url) => url.searchParams.getAll('fields').join() === 'keyword',
        'fields narrowed',
      );
      await expect(page.getByRole('button', { name: 'Search in: Keywords' })).toBeVisible();

      // Sort and page size: one select each, on one line, driven by their labels.
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      const perPage = page.getByRole('combobox', { name: 'Results per page' });
      const [sortBox, sizeBox] = await Promise.all([sort.boundingBox(), perPage.boundingBox()]);
      expect(sortBox?.y, 'sort and size on one line').toBe(sizeBox?.y);
      await chooseSort(page, 'Newest first');
      await expectUrl(page, (url) => url.searchParams.get('sort') === 'newest', 'sorted by newest');
      await choosePageSize(page, 10);
      await expectUrl(page, (url) => url.searchParams.get('size') === '10', '10 per page');
      await expectServiceAnswerShown(page, request);
    });

    test('compact pagination: "Page 3 of N" between previous and next links, on one line', async ({
      page,
      request,
    }) => {
      await page.goto('/?q=data&page=3');
      await expectServiceAnswerShown(page, request);
      const nav = pagination(page);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveText(/^Page 3 of \d+$/);
      const previous = nav.getByRole('link', { name: 'Previous page' });
      const next = nav.getByRole('link', { name: 'Next page' });
      await expect(previous).toHaveAttribute('href', /[?&]q=data&page=2\b|[?&]page=2\b/);
      await expect(next).toHaveAttribute('href', /[?&]page=4\b/);
      const heights = await nav.evaluate((element) => element.getBoundingClientRect().height);
      expect(heights, 'one line').toBeLessThanOrEqual(48);
      await next.click();
      await expectUrl(page, (url) => url.searchParams.get('page') === '4', 'page 4');
      await expect(summaryHeading(page)).toBeFocused();
      await expect(current).toHaveText(/^Page 4 of \d+$/);
    });

    test('the active tab is in view on every tab', async ({ page }) => {
      for (const [index, path] of PATHS.entries()) {
        await page.goto(`${path}?q=vann`);
        const tab = typeTab(page, TABS[index] ?? '');
        await expect(tab).toHaveAttribute('aria-current', 'page');
        await expect(tab, `${path}: the active tab is wholly in view`).toBeInViewport({ ratio: 1 });
      }
    });
  });
}

test.describe('on a touch tablet', () => {
  test.use({ viewport: { width: 800, height: 1100 }, isMobile: true, hasTouch: true });

  test('the "/" keyboard hint is left out where the pointer is a finger; the rest of the hint stays', async ({
    page,
    request,
  }) => {
    await page.goto('/?q=vann');
    await expectServiceAnswerShown(page, request);
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    await expect(page.getByText('Results update as you type.')).toBeVisible();
    await expect(page.getByText('Press / to go to the search field.')).toBeHidden();
  });
});

test('with a mouse, the "/" keyboard hint shows', async ({ page, request }) => {
  await page.goto('/?q=vann');
  await expectServiceAnswerShown(page, request);
  await expect(page.getByText('Press / to go to the search field.')).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('axe finds nothing, with the search options open', async ({ page, request }) => {
    await page.goto('/datasets?q=vann&dataTheme=ENVI&page=2');
    await expectServiceAnswerShown(page, request);
    await page.getByRole('button', { name: /^Search in:/ }).click();
    await expectNoAxeViolations(page, 'the phone layout');
  });
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('nothing scrolls sideways, with the search options open and on a later page', async ({
    page,
    request,
  }) => {
    await page.goto('/information-models?q=data&page=3&sort=newest');
    await expectServiceAnswerShown(page, request);
    await page.getByRole('button', { name: /^Search in:/ }).click();
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(overflow.scrollWidth, JSON.stringify(overflow)).toBeLessThanOrEqual(overflow.clientWidth);
  });
});

/**
 * Collects every layout shift of the document, from its start, in the page: apart, those whose every moved node
 * lies in the facet panel (the desktop sidebar or the phone's drawer), whose lists change length with each answer.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; inFacets: boolean }[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    // Entries arrive a while after the frame that shifted. By then "Show N results" may have closed the phone's
    // drawer, and a node React removed with it reads as null. Such a node is placed by the time of the shift: in
    // the drawer if a modal dialog was open then.
    const modalSince: number[] = [];
    const modalUntil: number[] = [];
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (!(change.target instanceof HTMLDialogElement)) continue;
        if (change.target.open) modalSince.push(performance.now());
        else modalUntil.push(performance.now());
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
    const modalOpenAt = (time: number) =>
      modalSince.some((since, index) => since <= time && time <= (modalUntil[index] ?? Infinity));
    const inFacets = (node: Node | null, time: number) => {
      if (node === null) return modalOpenAt(time);
      const element = node instanceof Element ? node : node.parentElement;
      return element?.closest('aside, dialog, [role="dialog"]') != null;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value?: number;
          hadRecentInput?: boolean;
          sources?: { node: Node | null }[];
        };
        if (shift.hadRecentInput === true) continue;
        const sources = shift.sources ?? [];
        shifts.push({
          value: shift.value ?? 0,
          inFacets: sources.length > 0 && sources.every((source) => inFacets(source.node, shift.startTime)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface Shifts {
  /** CLS of the page apart from the facet panel's own reflow. */
  readonly page: number;
  readonly facets: number;
}

const cumulativeShift = (page: Page): Promise<Shifts> =>
  page.evaluate(() => {
    const shifts: unknown = Reflect.get(window, '__layoutShifts');
    const all = Array.isArray(shifts) ? (shifts as { value: number; inFacets: boolean }[]) : [];
    const sum = (inFacets: boolean) =>
      all.filter((shift) => shift.inFacets === inFacets).reduce((total, shift) => total + shift.value, 0);
    return { page: sum(false), facets: sum(true) };
  });

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const) {
  test.describe(`layout shift on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });

    test('CLS ≤ 0.01 through the journey: load, search, filter, next page, another tab, back', async ({
      page,
      request,
    }, testInfo) => {
      await recordLayoutShifts(page);
      const figures: string[] = [];
      const note = async (step: string) => {
        const { page: frame, facets } = await cumulativeShift(page);
        figures.push(`${step} ${frame.toFixed(4)} (facet panel ${facets.toFixed(4)})`);
      };

      await page.goto('/');
      await expectServiceAnswerShown(page, request);
      await note('load');
      await searchBox(page).fill('vann');
      await searchBox(page).press('Enter');
      await expectUrl(page, (url) => url.searchParams.get('q') === 'vann', 'the query');
      await expectServiceAnswerShown(page, request);
      await note('search');
      if (device.isMobile) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const drawer = page.getByRole('dialog');
        await countedValues(await openFacet(drawer, 'EU theme'))
          .first()
          .check();
        await drawer.getByRole('button', { name: /^Show (\d[\d,]*|no) results?$/ }).click();
      } else {
        await countedValues(await openFacet(page.getByRole('complementary'), 'EU theme'))
          .first()
          .check();
      }
      await expectUrl(page, (url) => url.searchParams.has('dataTheme'), 'a filter');
      await expectServiceAnswerShown(page, request);
      await note('filter');
      await pagination(page).getByRole('link', { name: 'Next page' }).click();
      await expectUrl(page, (url) => url.searchParams.get('page') === '2', 'page 2');
      await expectServiceAnswerShown(page, request);
      await note('page 2');
      await typeTab(page, 'Datasets').click();
      await expectUrl(page, (url) => url.pathname === '/datasets', 'datasets');
      await expectServiceAnswerShown(page, request);
      await note('tab');
      await page.goBack();
      await expectUrl(page, (url) => url.pathname === '/', 'back');
      await expectServiceAnswerShown(page, request);
      // Late shifts (a chunk, a font, counts of other tabs) would come within this quiet second.
      await page.waitForTimeout(1000);
      await note('back');

      const cls = await cumulativeShift(page);
      await testInfo.attach('cls', { body: figures.join('\n') });
      process.stdout.write(`CLS ${device.name}: ${figures.join(', ')}\n`);
      expect(cls.page, figures.join(', ')).toBeLessThanOrEqual(0.01);
    });
  });
}
