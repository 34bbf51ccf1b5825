import { describe, expect, it } from 'vitest';

import { AGGREGATIONS, FILTER_NAMES, FILTERS, SEARCH_ENDPOINTS } from '../../src/interface/vocabulary';
import { buildOpenApiDocument } from './openapi';

type Json = Record<string, unknown>;
const document = JSON.parse(JSON.stringify(buildOpenApiDocument({ perMinute: 10, burst: 20 }))) as Json;

const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

function resolve(pointer: string): unknown {
  expect(pointer.startsWith('#/')).toBe(true);
  return at(document, ...pointer.slice(2).split('/'));
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the local base URL', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it('lists every endpoint and alias, for search and suggestions', () => {
    const paths = Object.keys(document.paths as Json);
    for (const segment of Object.keys(SEARCH_ENDPOINTS)) {
      expect(paths).toContain(`/search/${segment}`);
      expect(paths).toContain(`/suggestions/${segment}`);
      expect(at(document, 'paths', `/search/${segment}`, 'post', 'requestBody')).toBeDefined();
      expect(at(document, 'paths', `/suggestions/${segment}`, 'get', 'parameters')).toBeDefined();
    }
    expect(paths).toEqual(expect.arrayContaining(['/search', '/suggestions', '/openapi.json']));
    const operations = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    );
    const operationIds = operations.flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('describes every filter with its value schema', () => {
    const filters = at(document, 'components', 'schemas', 'Filters', 'properties') as Json;
    expect(Object.keys(filters)).toEqual(FILTER_NAMES);
    for (const name of FILTER_NAMES) {
      const filter = filters[name] as Json;
      expect(filter.required).toEqual(['value']);
      expect(typeof filter.description).toBe('string');
      const value = at(filter, 'properties', 'value') as Json;
      const kind = FILTERS[name].kind;
      if (kind === 'boolean') expect(value.type).toBe('boolean');
      if (kind === 'integer') expect(value).toMatchObject({ type: 'integer', minimum: 0 });
      if (kind === 'stringList') expect(value.type).toBe('array');
      if (kind === 'stringOrList') expect(value.oneOf).toHaveLength(2);
      expect(JSON.stringify(value).includes('null')).toBe(FILTERS[name].nullable);
    }
    expect(at(document, 'components', 'schemas', 'Filters', 'additionalProperties')).toBe(false);
  });

  it('describes the response with all eight aggregations, and the problem shape', () => {
    expect(at(document, 'components', 'schemas', 'Aggregations', 'required')).toEqual([...AGGREGATIONS]);
    expect(at(document, 'components', 'schemas', 'SearchResponse', 'required')).toEqual([
      'hits',
      'aggregations',
      'page',
    ]);
    expect(at(document, 'components', 'schemas', 'Page', 'required')).toEqual([
      'currentPage',
      'size',
      'totalElements',
      'totalPages',
    ]);
    expect(at(document, 'components', 'schemas', 'Problem', 'required')).toEqual([
      'type',
      'title',
      'status',
      'detail',
    ]);
  });

  it('gives each error status of a search its problem body and headers', () => {
    const responses = at(document, 'paths', '/search/datasets', 'post', 'responses') as Json;
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '405', '413', '415', '429', '500']);
    for (const status of ['400', '405', '413', '415', '429', '500']) {
      const response = resolve((responses[status] as { $ref: string }).$ref) as Json;
      expect(at(response, 'content', 'application/problem+json', 'schema')).toEqual({
        $ref: '#/components/schemas/Problem',
      });
      expect(Object.keys(response.headers as Json)).toEqual(
        expect.arrayContaining(['Access-Control-Allow-Origin', 'RateLimit', 'RateLimit-Policy']),
      );
    }
    const tooMany = resolve('#/components/responses/TooManyRequests') as Json;
    expect(Object.keys(tooMany.headers as Json)).toContain('Retry-After');
    const notAllowed = resolve('#/components/responses/MethodNotAllowed') as Json;
    expect(Object.keys(notAllowed.headers as Json)).toContain('Allow');
    expect(resolve('#/components/responses/NotFound')).toBeDefined();
  });

  it('has no dangling reference', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) expect(resolve(ref), ref).toBeDefined();
  });
});
