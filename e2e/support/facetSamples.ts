/**
 * A deterministic sample of facet values to check: the first, middle and last value a facet shows, the last
 * one after "show more", the "Unknown" bucket, and the first and last child of the first expandable tree node.
 * A sample is found again by its accessible name, after pressing the buttons that revealed it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { WITH_COUNT, accessibleName, countedValues, facetGroup, summaryHeading } from './searchScreen';

/** Every facet with counts (the "recently added/modified" facets have none). */
export const COUNTED_FACETS = [
  'Open data',
  'Access rights',
  'EU theme',
  'Format',
  'Organisation',
  'Theme',
  'Geography',
  'Provenance',
] as const;
export type CountedFacet = (typeof COUNTED_FACETS)[number];

export interface FacetSample {
  readonly facet: CountedFacet;
  /** Its accessible name when sampled, unique in its facet: `Environment (1,234)`. */
  readonly name: string;
  /** Buttons inside the facet that reveal it ("Show more places", "Expand State"), in order. */
  readonly reveal: readonly string[];
  /**
   * A tree child is looked for among its node's children, by name or else by count: an organisation is
   * labelled by its number until a hit tells the app its name, so its label may change during a session.
   */
  readonly child?: { readonly node: string };
  readonly why: string;
}

async function namesOf(values: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const value of await values.all()) names.push(await accessibleName(value));
  return names;
}

/** Loads a page and waits for its results and facets. */
export async function openBase(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await expect(summaryHeading(page)).toBeVisible();
  await expect(countedValues(page.getByRole('group')).first()).toBeVisible();
}

function spread(length: number, full: boolean): number[] {
  const picks = full ? [0, Math.floor((length - 1) / 2), length - 1] : [0, length - 1];
  return [...new Set(picks)].filter((index) => index >= 0);
}

/**
 * Samples one facet of the loaded page. `full` takes the first, middle and last value shown and the last one
 * after "show more"; otherwise the first and last shown. Always the "Unknown" bucket when shown, and the
 * first child (and with `full` the last) of the first expandable tree node. Leaves the facet expanded.
 */
export async function sampleFacet(page: Page, facet: CountedFacet, full: boolean): Promise<FacetSample[]> {
  const group = facetGroup(page, facet);
  const values = countedValues(group);
  const samples: FacetSample[] = [];
  const add = (name: string | undefined, reveal: readonly string[], why: string) => {
    if (name === undefined || samples.some((sample) => sample.name === name)) return;
    samples.push({ facet, name, reveal, why });
  };

  const names = await namesOf(values);
  for (const index of spread(names.length, full))
    add(names[index], [], `shown value ${index + 1}/${names.length}`);
  add(
    names.find((name) => name.startsWith('Unknown (')),
    [],
    'the unknown bucket',
  );

  const showMore = group.getByRole('button', { name: /^Show more / });
  if (full && (await showMore.count()) > 0) {
    const label = await accessibleName(showMore.first());
    await showMore.first().click();
    await expect.poll(async () => (await values.count()) > names.length).toBe(true);
    const more = await namesOf(values);
    add(more.at(-1), [label], `last value after "${label}"`);
    add(
      more.find((name) => name.startsWith('Unknown (')),
      [label],
      'the unknown bucket',
    );
  }

  const expand = group.getByRole('button', { name: /^Expand / });
  if ((await expand.count()) > 0) {
    const label = await accessibleName(expand.first());
    const node = label.replace(/^Expand /, '');
    await expand.first().click();
    const children = countedValues(await childRows(group, node));
    await expect.poll(() => children.count()).toBeGreaterThan(0);
    const childNames = await namesOf(children);
    const picks = full ? [0, childNames.length - 1] : [0];
    for (const index of [...new Set(picks)]) {
      const name = childNames[index];
      if (name !== undefined) {
        samples.push({
          facet,
          name,
          reveal: [label],
          child: { node },
          why: `child ${index + 1} of "${node}"`,
        });
      }
    }
  }
  return samples;
}

/** The rows of an expanded tree node's own children (in the list its toggle controls), in order. */
async function childRows(group: Locator, node: string): Promise<Locator> {
  const toggle = group.getByRole('button', { name: `Collapse ${node}`, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = await toggle.getAttribute('aria-controls');
  expect(list, `"Collapse ${node}" names the list it controls`).toBeTruthy();
  return group.locator(`[id="${list ?? ''}"] > li > div`);
}

function valueNamed(scope: Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope.getByRole('checkbox', { name, exact }).or(scope.getByRole('radio', { name, exact }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Finds the sample's value on the page, revealing it first when hidden. */
export async function findSample(page: Page, sample: FacetSample): Promise<Locator> {
  const group = facetGroup(page, sample.facet);
  await expect(group).toBeVisible();
  const reveal = async () => {
    for (const label of sample.reveal) {
      const button = group.getByRole('button', { name: label, exact: true });
      if (await button.isVisible()) await button.click();
    }
  };
  let value = valueNamed(group, sample.name);
  if (sample.child) {
    await reveal();
    const rows = await childRows(group, sample.child.node);
    value = valueNamed(rows, sample.name);
    if ((await value.count()) === 0) {
      // The organisation's name was learnt meanwhile: the same count among the node's children.
      const count = WITH_COUNT.exec(sample.name)?.[0] ?? sample.name;
      value = valueNamed(rows, new RegExp(`${escapeRegExp(count)}$`)).first();
    }
  } else if (!(await value.isVisible())) {
    await reveal();
  }
  await expect(value, `${sample.facet}: ${sample.why}`).toBeVisible();
  return value;
}
