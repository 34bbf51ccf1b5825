/** Driving the search controls whose exact widget the contract leaves open. */
import { expect, type Locator, type Page } from '@playwright/test';

import { choose, countedValues, facetGroup } from './searchScreen';

/** Chooses a sort order, from a group of toggle buttons or radios, or from a select or combobox. */
export async function sortBy(
  page: Page,
  option: 'Relevance' | 'Newest first' | 'Oldest first',
): Promise<void> {
  const group = page.getByRole('group', { name: 'Sort by', exact: true });
  const combobox = page.getByRole('combobox', { name: 'Sort by' });
  await expect(group.or(combobox)).toBeVisible();
  if ((await group.count()) > 0) {
    await group
      .getByRole('button', { name: option, exact: true })
      .or(group.getByRole('radio', { name: option, exact: true }))
      .click();
    return;
  }
  await choose(page, combobox, option);
}

/** The first counted value of a facet: unselected values are ranked by count, so the largest. */
export function firstValue(page: Page, facet: string): Locator {
  return countedValues(facetGroup(page, facet)).first();
}
