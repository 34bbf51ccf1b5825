/**
 * A facet value's count is the number of results you get by choosing it (docs/app-contract.md; the service's
 * consistency rule). For a deterministic sample of values of every facet on every tab: read the count in the
 * value's accessible name, choose it, and the result summary states exactly that total.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  COUNTED_FACETS,
  findSample,
  openBase,
  sampleFacet,
  type CountedFacet,
  type FacetSample,
} from './support/facetSamples';
import {
  accessibleName,
  countInName,
  expectUrl,
  facetGroup,
  serviceTotal,
  summaryHeading,
  summaryText,
} from './support/searchScreen';

test.describe.configure({ mode: 'parallel' });

interface TabPlan {
  readonly base: string;
  /** First, middle and last values (and "show more"), or only first and last. */
  readonly full: boolean;
  /** Facets this tab must offer, so a facet that silently disappears fails the test. */
  readonly required: readonly CountedFacet[];
}

const TABS: readonly TabPlan[] = [
  { base: '/', full: true, required: COUNTED_FACETS },
  { base: '/datasets?q=data', full: false, required: COUNTED_FACETS },
  { base: '/data-services', full: false, required: ['Format', 'Access rights', 'Organisation'] },
  { base: '/concepts', full: false, required: ['Organisation'] },
  { base: '/information-models', full: false, required: ['Organisation', 'Theme'] },
  { base: '/services', full: false, required: ['Organisation', 'Theme'] },
  { base: '/events', full: false, required: ['Organisation'] },
];

/** What was applied, read from the URL the click committed (the app's own words for the value). */
interface Applied {
  readonly facet: CountedFacet;
  readonly param: string;
  readonly value: string;
}

function appliedFilter(base: URL, url: URL, facet: CountedFacet): Applied | null {
  for (const [param, value] of url.searchParams) {
    if (!base.searchParams.getAll(param).includes(value)) return { facet, param, value };
  }
  return null;
}

/** Back to the base search: one step back in history (restored from the cache), else a fresh load. */
async function returnToBase(page: Page, base: string, baseSummary: string): Promise<void> {
  const here = new URL(page.url());
  if (here.pathname + here.search === base) return;
  await page.goBack();
  const back = new URL(page.url());
  if (back.pathname + back.search !== base) await openBase(page, base);
  await expect(summaryHeading(page)).toHaveText(baseSummary);
}

async function checkSample(
  page: Page,
  request: APIRequestContext,
  sample: FacetSample,
): Promise<Applied | null> {
  const value = await findSample(page, sample);
  const count = countInName(await accessibleName(value));
  expect(count, `${sample.name} keeps its count`).toBe(countInName(sample.name));
  const before = new URL(page.url());
  await value.click();
  const url = await expectUrl(page, (next) => next.href !== before.href, `${sample.name} is committed`);
  expect(await serviceTotal(request, url), `the service's total for ${url.pathname}${url.search}`).toBe(
    count,
  );
  await expect(summaryHeading(page)).toHaveText(summaryText(count, url.searchParams.get('q') ?? ''));
  return appliedFilter(before, url, sample.facet);
}

function depth(value: string): number {
  return value.split('/').filter((segment) => segment !== '').length;
}

for (const tab of TABS) {
  test(`facet counts on ${tab.base} are the totals their values give`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await openBase(page, tab.base);
    const baseSummary = (await summaryHeading(page).textContent()) ?? '';
    const samples: FacetSample[] = [];
    for (const facet of COUNTED_FACETS) {
      if ((await facetGroup(page, facet).count()) === 0) continue;
      samples.push(...(await sampleFacet(page, facet, tab.full)));
    }
    const offered = new Set(samples.map((sample) => sample.facet));
    expect(
      [...tab.required].filter((facet) => !offered.has(facet)),
      'facets without sampled values',
    ).toEqual([]);

    const failures: string[] = [];
    const applied: Applied[] = [];
    for (const sample of samples) {
      await test.step(`${sample.facet}: ${sample.name} (${sample.why})`, async () => {
        try {
          await returnToBase(page, tab.base, baseSummary);
          const filter = await checkSample(page, request, sample);
          if (filter) applied.push(filter);
        } catch (error) {
          const message =
            error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
          failures.push(`${sample.facet}: ${sample.name} (${sample.why})\n${message}`);
        }
      });
    }
    expect(failures, `${failures.length} of ${samples.length} sampled values`).toEqual([]);

    if (tab.full) {
      // The sample reaches every kind of value the brief names.
      const has = (matches: (a: Applied) => boolean) => applied.some(matches);
      expect(samples.length).toBeGreaterThanOrEqual(20);
      expect({
        unknownAccessRights: has((a) => a.param === 'accessRights' && a.value === 'null'),
        mediaType: has((a) => a.param === 'formats' && a.value.startsWith('MEDIA_TYPE ')),
        fileType: has((a) => a.param === 'formats' && a.value.startsWith('FILE_TYPE ')),
        organisationLevel1: has((a) => a.param === 'orgPath' && depth(a.value) === 1),
        organisationLevel2: has((a) => a.param === 'orgPath' && depth(a.value) === 2),
        losLevel1: has((a) => a.param === 'losTheme' && depth(a.value) === 1),
        losLevel2: has((a) => a.param === 'losTheme' && depth(a.value) === 2),
      }).toEqual({
        unknownAccessRights: true,
        mediaType: true,
        fileType: true,
        organisationLevel1: true,
        organisationLevel2: true,
        losLevel1: true,
        losLevel2: true,
      });
    }
  });
}
