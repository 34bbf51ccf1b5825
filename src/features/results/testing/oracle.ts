/**
 * Test-only: what the in-process service answers for a URL of the app (the oracle the rendered results are
 * checked against), and services over catalogues with a few resources changed for a case.
 */
import { generateCatalogue } from '../../../../server/catalogue/generate';
import { createSearchEngine } from '../../../../server/engine/searchEngine';
import type { SearchEngine } from '../../../../server/engine/types';
import { SearchResponse, type SearchObject } from '../../../interface/searchObject';
import { searchEndpointUrl } from '../../../api';
import { toSearchRequest } from '../../../search/request';
import { parseSearchUrl } from '../../../search/url';
import { inProcessFetch, TEST_NOW } from '../../../test/inProcessService';

const BASE = 'http://localhost/api';

/** The response the app's service gives for the search of `url` (path and query). */
export async function expectedResponse(url: string, engine?: SearchEngine): Promise<SearchResponse> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { scope, body } = toSearchRequest(parseSearchUrl(pathname, search).state);
  const response = await inProcessFetch(engine).fetch(searchEndpointUrl(BASE, scope), {
    method: 'POST',
    body: JSON.stringify(body),
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
