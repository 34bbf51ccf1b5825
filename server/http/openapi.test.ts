import { describe, expect, it } from 'vitest';

import { SearchObject } from '../../src/interface/searchObject';
import {
  AGGREGATIONS,
  FILTER_NAMES,
  FILTERS,
  SEARCH_ENDPOINTS,
  SEARCH_TYPES,
} from '../../src/interface/vocabulary';
import { buildOpenApiDocument } from './openapi';
import { SearchBodySchema } from './searchRequest';

type Json = Record<string, unknown>;
const document = JSON.parse(JSON.stringify(buildOpenApiDocument({ perMinute: 10, burst: 20 }))) as Json;

const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

function resolve(pointer: string): unknown {
  expect(pointer.startsWith('#/')).toBe(true);
  return at(document, ...pointer.slice(2).split('/'));
}

/** The alternatives of a schema, nested anyOf/oneOf flattened. */
const branches = (schema: unknown): Json[] => {
  const node = schema as Json;
  const options = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  return options ? options.flatMap(branches) : [node];
};
const typesOf = (schema: unknown): string[] =>
  branches(schema)
    .flatMap((branch) => branch.type ?? [])
    .flat() as string[];
const acceptsNull = (schema: unknown): boolean => typesOf(schema).includes('null');
function objectBranch(schema: unknown): Json {
  const found = branches(schema).find((branch) => branch.type === 'object');
  if (found === undefined) throw new Error(`no object in ${JSON.stringify(schema)}`);
  return found;
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
    expect(paths).toEqual(
      expect.arrayContaining(['/search', '/suggestions', '/openapi.json', '/v3/api-docs']),
    );
    const operations = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    );
    const operationIds = operations.flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('describes every filter with its value schema, null included', () => {
    const filters = at(document, 'components', 'schemas', 'Filters', 'properties') as Json;
    expect(Object.keys(filters)).toEqual(FILTER_NAMES);
    for (const name of FILTER_NAMES) {
      // A filter may be null (no condition); its object branch holds the value.
      const filter = objectBranch(filters[name]);
      expect(
        branches(filters[name]).some((branch) => branch.type === 'null'),
        name,
      ).toBe(true);
      expect(filter.required).toEqual(['value']);
      expect(typeof filter.description).toBe('string');
      expect(filter.examples, name).toHaveLength(1);
      const value = at(filter, 'properties', 'value') as Json;
      const kinds = branches(value);
      // {"value": null}: no condition, or "has none" on the nullable filters.
      expect(acceptsNull(value), name).toBe(true);
      const list = kinds.find((branch) => branch.type === 'array');
      const kind = FILTERS[name].kind;
      if (kind === 'boolean') expect(typesOf(value)).toEqual(['boolean', 'null']);
      if (kind === 'integer') expect(kinds).toContainEqual({ type: 'integer', minimum: 0 });
      if (kind === 'string') expect(typesOf(value)).toEqual(['string', 'null']);
      if (kind === 'stringList') expect(list).toBeDefined();
      if (kind === 'stringOrList') {
        expect(list).toBeDefined();
        expect(kinds.some((branch) => typesOf(branch).includes('string'))).toBe(true);
      }
      // Only accessRights and orgPath take null inside a list ("has none").
      if (list) expect(acceptsNull(list.items), name).toBe(FILTERS[name].nullable);
    }
    // Unknown filter names are ignored, so the schema does not close the object.
    expect(at(document, 'components', 'schemas', 'Filters', 'additionalProperties')).toBeUndefined();
  });

  it('documents the hit and the request from the zod schemas that check them, field for field', () => {
    const hit = at(document, 'components', 'schemas', 'SearchObject', 'properties') as Json;
    expect(Object.keys(hit)).toEqual(Object.keys(SearchObject.shape));
    expect(at(hit, 'searchType', 'enum')).toEqual([...SEARCH_TYPES]);
    const request = at(document, 'components', 'schemas', 'SearchRequest', 'properties') as Json;
    expect(Object.keys(request).sort()).toEqual(Object.keys(SearchBodySchema.shape).sort());
    expect(at(request, 'profile', 'anyOf')).toContainEqual({ type: 'string', const: 'TRANSPORT' });
    const flags = at(objectBranch(request.fields), 'properties') as Json;
    expect(Object.keys(flags)).toEqual(['title', 'description', 'keyword', 'additionalTitles']);
  });

  it('documents the suggestion parameters: q required, org and profile', () => {
    const parameters = at(document, 'paths', '/suggestions/concepts', 'get', 'parameters') as Json[];
    expect(parameters.map((parameter) => [parameter.name, parameter.required])).toEqual([
      ['q', true],
      ['org', false],
      ['profile', false],
    ]);
    const ok = at(document, 'paths', '/search', 'post', 'responses', '200', 'headers') as Json;
    expect(Object.keys(ok)).toContain('X-Ignored-Filters');
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
