/** The HTTP rules of docs/service.md, "Fidelity to the public service", over a real socket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SearchResponse, SuggestionsResponse } from '../../src/interface/searchObject';
import { FILTER_NAMES, FILTERS } from '../../src/interface/vocabulary';
import { createSearchEngine } from '../engine/searchEngine';
import {
  postJson,
  problemOf,
  startTestServer,
  TEST_NOW,
  testCatalogue,
  type TestServer,
} from './testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const live = () => testCatalogue().filter((resource) => resource.metadata?.deleted === false);

async function search(body: unknown) {
  const response = await postJson(server.base, '/api/search', body);
  expect(response.status).toBe(200);
  return { response, result: SearchResponse.parse(await response.json()) };
}

describe('null filters', () => {
  it('reads {"value": null} and a null filter as no condition on every filter but two', async () => {
    const { result: all } = await search({});
    for (const name of FILTER_NAMES.filter((filter) => !FILTERS[filter].nullable)) {
      const { result } = await search({ filters: { [name]: { value: null } } });
      expect(result.page.totalElements, name).toBe(all.page.totalElements);
      const { result: nullEntry } = await search({ filters: { [name]: null } });
      expect(nullEntry.page.totalElements, name).toBe(all.page.totalElements);
    }
  });

  it('reads {"value": null} on accessRights and orgPath as the "null" bucket', async () => {
    const { result: all } = await search({});
    for (const name of ['accessRights', 'orgPath'] as const) {
      const bucket = all.aggregations[name]?.find((entry) => entry.key === 'null');
      const { result } = await search({ filters: { [name]: { value: null } } });
      expect(result.page.totalElements, name).toBe(bucket?.count ?? 0);
      expect(result.page.totalElements, name).toBeLessThan(all.page.totalElements);
    }
  });
});

describe('unknown filters', () => {
  it('ignores them and names them in X-Ignored-Filters, readable cross-origin', async () => {
    const { result: theme } = await search({ filters: { dataTheme: { value: ['ENVI'] } } });
    const { response, result } = await search({
      filters: { colour: { value: 'red' }, dataTheme: { value: ['ENVI'] }, DataTheme: { value: ['x'] } },
    });
    expect(result).toEqual(theme);
    expect(response.headers.get('x-ignored-filters')).toBe('colour, DataTheme');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Ignored-Filters');
  });

  it('sends no X-Ignored-Filters when every filter is known', async () => {
    const { response } = await search({ filters: { openData: { value: true } } });
    expect(response.headers.get('x-ignored-filters')).toBeNull();
  });
});

describe('profile TRANSPORT', () => {
  it('keeps only resources related to the transport portal', async () => {
    const { result } = await search({ profile: 'TRANSPORT', pagination: { size: 100 } });
    const related = live().filter((resource) => resource.isRelatedToTransportportal === true);
    expect(related.length).toBeGreaterThan(0);
    expect(result.page.totalElements).toBe(related.length);
    for (const hit of result.hits) expect(hit.isRelatedToTransportportal).toBe(true);
  });

  it('refuses another profile, naming it', async () => {
    const response = await postJson(server.base, '/api/search', { profile: 'OTHER' });
    expect((await problemOf(response)).errors?.map((error) => error.path)).toEqual(['profile']);
  });
});

describe('suggestion parameters', () => {
  it('refuses a profile other than TRANSPORT, and an org or profile given twice', async () => {
    for (const [query, path] of [
      ['q=a&profile=OTHER', 'profile'],
      ['q=a&org=1&org=2', 'org'],
      ['q=a&profile=TRANSPORT&profile=TRANSPORT', 'profile'],
      ['q=a&org=%20', 'org'],
    ] as const) {
      const response = await fetch(`${server.base}/api/suggestions?${query}`);
      expect(
        (await problemOf(response)).errors?.map((error) => error.path),
        query,
      ).toEqual([path]);
    }
  });
});

describe('suggestions with org and profile', () => {
  const byId = new Map(testCatalogue().map((resource) => [resource.id, resource]));
  const get = async (query: string) => {
    const response = await fetch(`${server.base}/api/suggestions?${query}`);
    expect(response.status).toBe(200);
    return SuggestionsResponse.parse(await response.json()).suggestions;
  };

  it('keeps only the titles of the organisation named by org', async () => {
    const everyone = await get('q=a');
    const org = everyone.find((suggestion) => suggestion.organization?.id)?.organization?.id ?? '';
    expect(org).not.toBe('');
    const own = await get(`q=a&org=${encodeURIComponent(org)}`);
    expect(own.length).toBeGreaterThan(0);
    for (const suggestion of own) expect(suggestion.organization?.id).toBe(org);
    expect(await get('q=a&org=000000000')).toEqual([]);
  });

  it('keeps only resources related to the transport portal with profile=TRANSPORT', async () => {
    const transport = await get('q=a&profile=TRANSPORT');
    expect(transport.length).toBeGreaterThan(0);
    for (const suggestion of transport) {
      expect(byId.get(suggestion.id)?.isRelatedToTransportportal).toBe(true);
    }
    const all = await get('q=a');
    expect(all.some((suggestion) => byId.get(suggestion.id)?.isRelatedToTransportportal !== true)).toBe(true);
  });
});

describe('additional titles', () => {
  let small: TestServer;
  const concept = {
    id: 'c1',
    searchType: 'CONCEPT',
    title: { nb: 'Bolig' },
    additionalTitles: [{ nb: 'husvære' }, { en: 'dwelling' }],
    metadata: { firstHarvested: '2026-01-01T00:00:00Z', deleted: false },
  };
  beforeAll(async () => {
    small = await startTestServer({
      engine: () => createSearchEngine([concept], { now: () => TEST_NOW.getTime() }),
    });
  });
  afterAll(() => small.close());

  it('finds a concept by its alternative label unless fields.additionalTitles is false', async () => {
    const ids = async (body: unknown) => {
      const response = await postJson(small.base, '/api/search', body);
      return SearchResponse.parse(await response.json()).hits.map((hit) => hit.id);
    };
    expect(await ids({ query: 'husvære' })).toEqual(['c1']);
    expect(await ids({ query: 'dwell', fields: { additionalTitles: true } })).toEqual(['c1']);
    expect(await ids({ query: 'husvære', fields: { additionalTitles: false } })).toEqual([]);
    expect(
      await ids({ query: 'husvære', fields: { title: false, description: false, keyword: false } }),
    ).toEqual(['c1']);
  });
});
