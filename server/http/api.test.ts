import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SearchResponse, SuggestionsResponse } from '../../src/interface/searchObject';
import { tokenize } from '../../src/interface/tokenize';
import { AGGREGATIONS, MAX_SUGGESTIONS, SEARCH_ENDPOINTS } from '../../src/interface/vocabulary';
import { engineQuery } from '../engine/defaultQuery';
import { postJson, problemOf, startTestServer, testCatalogue, type TestServer } from './testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const live = () => testCatalogue().filter((resource) => resource.metadata?.deleted !== true);

async function search(path: string, body: unknown) {
  const response = await postJson(server.base, path, body);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const json = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(['aggregations', 'hits', 'page']);
  return SearchResponse.parse(json);
}

/** The most frequent title word of the catalogue, so that a text search has many hits. */
function commonTitleWord(): string {
  const counts = new Map<string, number>();
  for (const resource of live()) {
    for (const word of new Set(tokenize(resource.title?.nb ?? ''))) {
      if (word.length > 3) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'data';
}

describe('POST /api/search', () => {
  it('searches every type with the defaults', async () => {
    const result = await search('/api/search', {});
    expect(result.page).toEqual({
      currentPage: 0,
      size: 10,
      totalElements: live().length,
      totalPages: Math.ceil(live().length / 10),
    });
    expect(result.hits).toHaveLength(10);
    expect(Object.keys(result.aggregations).sort()).toEqual([...AGGREGATIONS].sort());
  });

  it.each(Object.entries(SEARCH_ENDPOINTS))('searches %s for %j only', async (segment, types) => {
    const result = await search(`/api/search/${segment}`, { pagination: { size: 50 } });
    const expected = live().filter((resource) => types.includes(resource.searchType as never)).length;
    expect(result.page.totalElements).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    for (const hit of result.hits) expect(types).toContain(hit.searchType);
  });

  it('passes the query, filters, sort and page to the engine', async () => {
    const word = commonTitleWord();
    const all = await search('/api/search', { query: word, pagination: { size: 100 } });
    expect(all.page.totalElements).toBeGreaterThan(1);
    const theme = all.aggregations.dataTheme?.[0];
    if (theme === undefined) throw new Error('no dataTheme bucket to filter on');
    const filtered = await search('/api/search', {
      query: word,
      filters: { dataTheme: { value: [theme.key] } },
      pagination: { size: 5, page: 0 },
    });
    expect(filtered.page.totalElements).toBe(theme.count);
    for (const hit of filtered.hits) {
      expect(hit.dataTheme?.map((t) => t.code)).toContain(theme.key);
      const text = [hit.title, hit.description, ...(hit.keyword ?? [])]
        .flatMap((localized) => Object.values(localized ?? {}))
        .join(' ');
      expect(tokenize(text).some((token) => token.startsWith(word))).toBe(true);
    }

    const sorted = await search('/api/search', { sort: { field: 'FIRST_HARVESTED', direction: 'ASC' } });
    const dates = sorted.hits.map((hit) => hit.metadata?.firstHarvested ?? '');
    expect(dates).toEqual([...dates].sort());

    const second = await search('/api/search', { pagination: { page: 1, size: 3 } });
    const first = await search('/api/search', { pagination: { page: 0, size: 6 } });
    expect(second.page).toMatchObject({ currentPage: 1, size: 3 });
    expect(second.hits.map((hit) => hit.id)).toEqual(first.hits.slice(3).map((hit) => hit.id));
  });

  it('answers exactly what the engine answers', async () => {
    const body = { query: commonTitleWord(), pagination: { page: 0, size: 20 } };
    const result = await search('/api/search/datasets', body);
    const direct = server.engine.search(engineQuery({ types: ['DATASET'], query: body.query, size: 20 }));
    expect(result).toEqual(JSON.parse(JSON.stringify(direct)));
  });

  it('accepts application/*+json with a charset', async () => {
    const response = await postJson(server.base, '/api/search', '{}', {
      'content-type': 'application/vnd.search+json; charset=utf-8',
    });
    expect(response.status).toBe(200);
  });
});

describe('GET /api/suggestions', () => {
  async function suggestions(path: string) {
    const response = await fetch(`${server.base}${path}`);
    expect(response.status).toBe(200);
    return SuggestionsResponse.parse(await response.json()).suggestions;
  }

  it('suggests titles by prefix, at most ten, in the suggestion shape', async () => {
    const word = commonTitleWord();
    const prefix = word.slice(0, 3);
    const found = await suggestions(`/api/suggestions?q=${encodeURIComponent(prefix)}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    for (const suggestion of found) {
      for (const key of Object.keys(suggestion)) {
        expect(['id', 'searchType', 'uri', 'title', 'description', 'organization']).toContain(key);
      }
      const title = Object.values(suggestion.title ?? {}).join(' ');
      expect(tokenize(title).some((token) => token.startsWith(prefix))).toBe(true);
    }
  });

  it.each(Object.entries(SEARCH_ENDPOINTS))('suggests among %s only', async (segment, types) => {
    const found = await suggestions(
      `/api/suggestions/${segment}?q=${encodeURIComponent(commonTitleWord().slice(0, 2))}`,
    );
    for (const suggestion of found) expect(types).toContain(suggestion.searchType);
  });

  it('refuses a missing or blank q with a problem naming it, as the real service does', async () => {
    for (const path of ['/api/suggestions', '/api/suggestions?q=', '/api/suggestions/datasets?q=%20%20']) {
      const response = await fetch(`${server.base}${path}`);
      expect(response.status, path).toBe(400);
      expect((await problemOf(response)).errors?.map((error) => error.path)).toEqual(['q']);
    }
  });

  it('refuses q given twice, naming it', async () => {
    const response = await fetch(`${server.base}/api/suggestions?q=a&q=b`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'q',
    ]);
  });
});

describe('GET /api/openapi.json', () => {
  it('serves the document as JSON', async () => {
    const response = await fetch(`${server.base}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it("serves the same document at the real service's path, /v3/api-docs", async () => {
    const ours = await (await fetch(`${server.base}/api/openapi.json`)).text();
    const response = await fetch(`${server.base}/api/v3/api-docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe(ours);
  });
});

describe('GET /api/status', () => {
  it('says the service answers from its local catalogue', async () => {
    const response = await fetch(`${server.base}/api/status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mode: 'local', resources: live().length });
  });
});
