/**
 * Organisation names (issue 9): in the demo catalogue no organisation in the facet shows as a bare number, the
 * facet's filter box finds one by part of its name, and the names come from the organisation catalogue without
 * spending the search budget. axe finds nothing with the facet groups collapsed or expanded.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axeReport';
import { budgetSpent } from './support/budgetRecord';
import { countedValues, facetGroup, summaryHeading } from './support/searchScreen';

const BARE_NUMBER = /^\d{9} \(/;
const isSearch = (path: string) => path.startsWith('/api/search');
const isOrganizations = (path: string) => path.startsWith('/api/organization-catalogue/');

/** Counts the requests of a page by path. */
function countRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return {
    searches: () => paths.filter(isSearch).length,
    organizations: () => paths.filter(isOrganizations).length,
  };
}

async function openDatasets(page: Page): Promise<Locator> {
  await page.goto('/datasets');
  await expect(summaryHeading(page)).toBeVisible();
  const organisations = facetGroup(page, 'Organisation');
  await expect(countedValues(organisations).first()).toBeVisible();
  return organisations;
}

/** Opens every branch and every "show more" of a tree facet, so all of its values are on the page. */
async function revealAll(group: Locator): Promise<void> {
  for (let round = 0; round < 50; round++) {
    const closed = group.getByRole('button', { name: /^(?:Expand |Show more)/ });
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
  throw new Error('the tree kept offering more after 50 clicks');
}

/** The visible names of a group's radios and checkboxes, read in one go (a tree may hold hundreds). */
async function valueNames(group: Locator): Promise<string[]> {
  return group.evaluate((element) =>
    [...element.querySelectorAll('input[type="radio"], input[type="checkbox"]')].map(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
    ),
  );
}

test('no organisation in the facet shows as a bare number', async ({ page }) => {
  test.slow();
  const organisations = await openDatasets(page);
  await revealAll(organisations);
  await expect
    .poll(async () => (await valueNames(organisations)).filter((name) => BARE_NUMBER.test(name)), {
      message: 'organisations shown by number',
    })
    .toEqual([]);
  expect((await valueNames(organisations)).length).toBeGreaterThan(20);
});

test('the filter box finds an organisation by part of its name', async ({ page }) => {
  const organisations = await openDatasets(page);
  await organisations.getByRole('textbox', { name: 'Filter organisations' }).fill('oslo');
  await expect(organisations.getByRole('radio', { name: /^Oslo kommune \(/ })).toBeVisible();
});

test('the names never touch the search budget', async ({ page }) => {
  const requests = countRequests(page);
  const organisations = await openDatasets(page);
  await expect.poll(() => requests.organizations()).toBeGreaterThan(0);
  await expect(organisations.getByRole('radio', { name: BARE_NUMBER })).toHaveCount(0);
  expect(requests.searches(), 'one search for the page').toBe(1);
  expect(await budgetSpent(page), 'the budget spent one token, for the search').toBe(1);
  test.info().annotations.push({
    type: 'requests',
    description: `searches ${requests.searches()}, organisation catalogue ${requests.organizations()}, budget spent ${await budgetSpent(page)}`,
  });

  // Names are kept in the browser for a day: the next page load asks for none.
  const again = countRequests(page);
  await openDatasets(page);
  await expect(organisations.getByRole('radio', { name: BARE_NUMBER })).toHaveCount(0);
  expect(again.organizations(), 'names from the browser cache').toBe(0);
});

test('axe with the facet groups collapsed and expanded', async ({ page }) => {
  test.slow();
  await openDatasets(page);
  const legends = page.locator('fieldset > legend button[aria-expanded]');
  const count = await legends.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index++) await legends.nth(index).click();
  await expect(page.locator('fieldset > legend button[aria-expanded="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'facet groups collapsed');
  for (let index = 0; index < count; index++) await legends.nth(index).click();
  await expect(page.locator('fieldset > legend button[aria-expanded="false"]')).toHaveCount(0);
  await revealAll(facetGroup(page, 'Organisation'));
  await expectNoAxeViolations(page, 'facet groups expanded');
});
