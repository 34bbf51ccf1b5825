/**
 * Test-only: what the in-process service answers for a URL of the app (the oracle the rendered results are
 * checked against), and services over catalogues with a few resources changed for a case. The request is written
 * here from the specs (docs/app-contract.md's URL, docs/service.md's request body), not with the app's URL codec or
 * request mapping, so a bug there cannot hide in the expected results.
 */
import { generateCatalogue } from '../../../../server/catalogue/generate';
import { createSearchEngine } from '../../../../server/engine/searchEngine';
import type { SearchEngine } from '../../../../server/engine/types';
import { SearchResponse, type SearchObject } from '../../../interface/searchObject';
import { inProcessFetch, TEST_NOW } from '../../../test/inProcessService';

const BASE = 'http://localhost/api';

/** The filters of a canonical URL, written out from docs/app-contract.md: lists repeat, `null` is "has none". */
const LISTS = ['dataTheme', 'formats', 'losTheme', 'spatial'];
const NULLABLE = ['accessRights', 'orgPath'];
const NUMBERS = ['lastXDays', 'lastXDaysModified'];
const SINGLES = ['openData', 'accessRights', 'orgPath', 'provenance', ...NUMBERS];

/** The request body of a canonical app URL, per docs/service.md (0-based page, default size 20). */
function requestOf(params: URLSearchParams): Record<string, unknown> {
  const filters: Record<string, { value: unknown }> = {};
  for (const name of LISTS) {
    const values = params.getAll(name);
    if (values.length > 0) filters[name] = { value: [...values].sort() };
  }
  for (const name of SINGLES) {
    const raw = params.get(name);
    if (raw === null) continue;
    if (name === 'openData') filters[name] = { value: raw === 'true' };
    else if (NUMBERS.includes(name)) filters[name] = { value: Number(raw) };
    else filters[name] = { value: NULLABLE.includes(name) && raw === 'null' ? null : raw };
  }
  const fields = params.getAll('fields');
  const sort = params.get('sort');
  return {
    query: (params.get('q') ?? '').trim(),
    ...(fields.length > 0
      ? {
          fields: {
            title: fields.includes('title'),
            description: fields.includes('description'),
            keyword: fields.includes('keyword'),
          },
        }
      : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(sort ? { sort: { field: 'FIRST_HARVESTED', direction: sort === 'newest' ? 'DESC' : 'ASC' } } : {}),
    pagination: { page: Number(params.get('page') ?? '1') - 1, size: Number(params.get('size') ?? '20') },
  };
}

/** The response the app's service gives for the search of `url` (a canonical path and query). */
export async function expectedResponse(url: string, engine?: SearchEngine): Promise<SearchResponse> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // The path is the type, and each type's endpoint has the same name (docs/app-contract.md).
  const endpoint = pathname === '/' ? `${BASE}/search` : `${BASE}/search${pathname}`;
  const response = await inProcessFetch(engine).fetch(endpoint, {
    method: 'POST',
    body: JSON.stringify(requestOf(searchParams)),
  });
  return SearchResponse.parse(await response.json());
}

/** An engine over a small generated catalogue whose first resources are replaced by `changes` applied to them. */
export function engineWith(
  changes: readonly ((resource: SearchObject) => SearchObject)[],
  size = 200,
): SearchEngine {
  const resources = generateCatalogue({ size, seed: 11, now: TEST_NOW });
  const changed = resources.map((resource, index) => changes[index]?.(resource) ?? resource);
  return createSearchEngine(changed, { now: () => TEST_NOW.getTime() });
}
