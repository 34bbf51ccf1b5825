/**
 * The OpenAPI 3.1 description of the local service: every endpoint and alias from the vocabulary, every
 * filter with its value schema, the response and problem shapes (generated from the zod schemas, see
 * openapiSchemas.ts), and every error status.
 */
import { MAX_SUGGESTIONS, SEARCH_ENDPOINTS } from '../../src/interface/vocabulary';
import { GET_ALLOW, OPENAPI_PATHS, POST_ALLOW } from './apiRoutes';
import type { RateBudget } from './config';
import { ref, schemas, string, type JsonObject } from './openapiSchemas';

function headers(budget: RateBudget): JsonObject {
  const window = budget.perMinute > 0 ? Math.ceil((budget.burst * 60) / budget.perMinute) : 60;
  return {
    RateLimit: {
      description:
        'IETF draft httpapi-ratelimit-headers: limit, remaining tokens, seconds until the next token.',
      schema: { type: 'string', examples: [`limit=${budget.burst}, remaining=19, reset=6`] },
    },
    'RateLimit-Policy': {
      description: 'The bucket: burst capacity over the seconds a full refill takes.',
      schema: { type: 'string', examples: [`${budget.burst};w=${window}`] },
    },
    'Retry-After': {
      description: 'Whole seconds until a request would pass.',
      schema: { type: 'integer', minimum: 1 },
    },
    Allow: { description: 'The methods the path answers.', schema: string },
    'X-Ignored-Filters': {
      description:
        'The filter names of the request that are no filter and were ignored (as the real service ignores them), comma-separated; names are percent-encoded where they are not plain visible ASCII.',
      schema: { type: 'string', examples: ['colour, DataTheme'] },
    },
    'Access-Control-Allow-Origin': { description: 'CORS, on every response.', schema: string },
  };
}

const problemContent = { 'application/problem+json': { schema: ref('schemas', 'Problem') } };
const corsAndRateHeaders = {
  'Access-Control-Allow-Origin': ref('headers', 'Access-Control-Allow-Origin'),
  RateLimit: ref('headers', 'RateLimit'),
  'RateLimit-Policy': ref('headers', 'RateLimit-Policy'),
};

function responses(): JsonObject {
  const error = (description: string, extra: JsonObject = {}): JsonObject => ({
    description,
    headers: { ...corsAndRateHeaders, ...extra },
    content: problemContent,
  });
  return {
    BadRequest: error(
      'The body is not JSON or not UTF-8, or a field has the wrong type (the errors name each one). Suggestions: q is missing or blank.',
    ),
    NotFound: error('Unknown path (or unknown type) under the API.'),
    MethodNotAllowed: error('The path does not answer this method.', { Allow: ref('headers', 'Allow') }),
    PayloadTooLarge: error('The body is larger than 64 KiB.'),
    UnsupportedMediaType: error(
      'A POST whose Content-Type is not JSON (application/json or application/*+json).',
    ),
    TooManyRequests: error('The client has no token left in its bucket.', {
      'Retry-After': ref('headers', 'Retry-After'),
    }),
    InternalServerError: error('The service failed; no detail is revealed.'),
    Preflight: {
      description:
        'CORS preflight: no body. Costs no token (a browser reports a refused preflight as a CORS failure).',
      headers: { 'Access-Control-Allow-Origin': ref('headers', 'Access-Control-Allow-Origin') },
    },
  };
}

const errorResponses = (statuses: string[]): JsonObject => {
  const names: Record<string, string> = {
    '400': 'BadRequest',
    '404': 'NotFound',
    '405': 'MethodNotAllowed',
    '413': 'PayloadTooLarge',
    '415': 'UnsupportedMediaType',
    '429': 'TooManyRequests',
    '500': 'InternalServerError',
  };
  return Object.fromEntries(
    statuses.map((status) => [status, ref('responses', names[status] ?? 'BadRequest')]),
  );
};

const describeTypes = (segment: string | null): string =>
  segment === null ? 'every type' : (SEARCH_ENDPOINTS[segment] ?? []).join(' and ');

function searchPath(segment: string | null): JsonObject {
  const suffix = segment === null ? '' : `_${segment.replaceAll('-', '_')}`;
  return {
    post: {
      operationId: `search${suffix}`,
      tags: ['search'],
      summary: `Search ${describeTypes(segment)}`,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('schemas', 'SearchRequest') } },
      },
      responses: {
        '200': {
          description: 'One page of hits, the aggregations and the page.',
          headers: { ...corsAndRateHeaders, 'X-Ignored-Filters': ref('headers', 'X-Ignored-Filters') },
          content: { 'application/json': { schema: ref('schemas', 'SearchResponse') } },
        },
        ...errorResponses(['400', '405', '413', '415', '429', '500']),
      },
      'x-allow': POST_ALLOW,
    },
    options: {
      operationId: `preflight_search${suffix}`,
      tags: ['cors'],
      responses: { '204': ref('responses', 'Preflight') },
    },
  };
}

function suggestionsPath(segment: string | null): JsonObject {
  const suffix = segment === null ? '' : `_${segment.replaceAll('-', '_')}`;
  return {
    get: {
      operationId: `suggestions${suffix}`,
      tags: ['suggestions'],
      summary: `Title suggestions among ${describeTypes(segment)}`,
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: true,
          description: `The whole query as a phrase in one title variant, the last word as a prefix. Missing or blank: 400. At most ${MAX_SUGGESTIONS} are returned.`,
          schema: { type: 'string', minLength: 1 },
        },
        {
          name: 'org',
          in: 'query',
          required: false,
          description: 'Only titles published by this organisation (its organisation number).',
          schema: { type: 'string', examples: ['974760673'] },
        },
        {
          name: 'profile',
          in: 'query',
          required: false,
          description: 'TRANSPORT: only resources related to the transport portal.',
          schema: { const: 'TRANSPORT' },
        },
      ],
      responses: {
        '200': {
          description: 'Up to ten suggestions, best first.',
          headers: corsAndRateHeaders,
          content: { 'application/json': { schema: ref('schemas', 'SuggestionsResponse') } },
        },
        ...errorResponses(['400', '405', '429', '500']),
      },
      'x-allow': GET_ALLOW,
    },
    options: {
      operationId: `preflight_suggestions${suffix}`,
      tags: ['cors'],
      responses: { '204': ref('responses', 'Preflight') },
    },
  };
}

function organizationsPath(one: boolean): JsonObject {
  const item = ref('schemas', 'CatalogueOrganization');
  return {
    get: {
      operationId: one ? 'organization' : 'organizations',
      tags: ['organizations'],
      summary: one
        ? 'One organisation by its number'
        : 'Every organisation named by the catalogue (the names the orgPath aggregation lacks)',
      description:
        'Cacheable (Cache-Control: public, max-age=86400, ETag; If-None-Match gives 304) and free: no rate-limit token is taken.',
      ...(one
        ? {
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string', examples: ['974760673'] } },
            ],
          }
        : {}),
      responses: {
        '200': {
          description: one ? 'The organisation.' : 'The list.',
          headers: {
            'Access-Control-Allow-Origin': ref('headers', 'Access-Control-Allow-Origin'),
            ETag: { description: 'Revalidate with If-None-Match.', schema: string },
            'Cache-Control': { schema: { type: 'string', examples: ['public, max-age=86400'] } },
          },
          content: { 'application/json': { schema: one ? item : { type: 'array', items: item } } },
        },
        '304': { description: 'Not modified (If-None-Match named the current ETag).' },
        ...errorResponses(one ? ['404', '405'] : ['405']),
      },
    },
  };
}

function openApiPath(path: string): JsonObject {
  return {
    get: {
      operationId: `openapi_${path.replace(/\W/g, '_')}`,
      tags: ['meta'],
      summary:
        path === 'openapi.json'
          ? 'This OpenAPI document'
          : 'This OpenAPI document, at the real service\u2019s path',
      responses: {
        '200': {
          description: 'OpenAPI 3.1',
          headers: corsAndRateHeaders,
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        ...errorResponses(['405', '429']),
      },
    },
  };
}

export function buildOpenApiDocument(budget: RateBudget): JsonObject {
  const segments = Object.keys(SEARCH_ENDPOINTS);
  const limit =
    budget.perMinute > 0
      ? `Every request, preflights included, takes a token from a bucket per client address (capacity ${budget.burst}, refilled at ${budget.perMinute} a minute); without one the answer is 429 with Retry-After.`
      : 'Rate limiting is off on this server.';
  return {
    openapi: '3.1.0',
    info: {
      title: 'Catalogue search (local service)',
      version: '1.0.0',
      description: `A local implementation of the national data catalogue's search interface. ${limit} Unknown paths are 404 and every error is an RFC 9457 problem (application/problem+json). Paths ending in an alias (dataservices, informationmodels, public-services-and-events) are the same as their canonical endpoint.`,
    },
    servers: [{ url: '/api' }],
    tags: [
      { name: 'search', description: 'Full-text search with filters and aggregations.' },
      { name: 'suggestions', description: 'Title suggestions for a search box.' },
      { name: 'cors', description: 'CORS preflights.' },
      { name: 'organizations', description: 'Organisation names for orgPath numbers.' },
      { name: 'meta', description: 'This description and the status.' },
    ],
    paths: {
      '/search': searchPath(null),
      ...Object.fromEntries(segments.map((segment) => [`/search/${segment}`, searchPath(segment)])),
      '/suggestions': suggestionsPath(null),
      ...Object.fromEntries(segments.map((segment) => [`/suggestions/${segment}`, suggestionsPath(segment)])),
      ...Object.fromEntries(OPENAPI_PATHS.map((path) => [`/${path}`, openApiPath(path)])),
      '/organization-catalogue/organizations': organizationsPath(false),
      '/organization-catalogue/organizations/{id}': organizationsPath(true),
      '/status': {
        get: {
          operationId: 'status',
          tags: ['meta'],
          summary:
            'The mode (local or proxy); in proxy mode the cache and upstream counts: hits, misses, stale, coalesced, upstreamCalls, upstreamErrors, upstreamInvalid, upstream429, refused429, shareRefused429.',
          responses: {
            '200': {
              description: 'The counts since start.',
              headers: corsAndRateHeaders,
              content: { 'application/json': { schema: { type: 'object', required: ['mode'] } } },
            },
            ...errorResponses(['405', '429']),
          },
        },
      },
    },
    components: { schemas: schemas(), headers: headers(budget), responses: responses() },
  };
}
