/** The JSON Schemas of the OpenAPI document: request, filters (from the vocabulary), hit, response, problem. */
import {
  AGGREGATIONS,
  DEFAULT_API_PAGE_SIZE,
  FILTERS,
  MAX_RESULT_WINDOW,
  MAX_SUGGESTIONS,
  SEARCH_TYPES,
  SORT_DIRECTIONS,
  SORT_FIELD,
  SPECIALIZED_TYPES,
  type FilterName,
  type FilterSpec,
} from '../../src/interface/vocabulary';
import { describeFilterValue } from './filterSchemas';
import { FILTER_DOCS } from './filterDocs';

export type JsonObject = Record<string, unknown>;

export const ref = (kind: 'schemas' | 'responses' | 'headers', name: string): JsonObject => ({
  $ref: `#/components/${kind}/${name}`,
});
export const string: JsonObject = { type: 'string' };
const stringList: JsonObject = { type: 'array', items: string };

/** JSON Schema of a filter's `value`, by its kind. */
export function filterValueJsonSchema(spec: FilterSpec): JsonObject {
  const text = spec.nullable ? { type: ['string', 'null'] } : string;
  const list = { type: 'array', items: text };
  switch (spec.kind) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      return { type: 'integer', minimum: 0 };
    case 'string':
      return text;
    case 'stringList':
      return list;
    case 'stringOrList':
      return { oneOf: [text, list] };
  }
}

function filterSchemas(): JsonObject {
  const entries = Object.entries(FILTERS) as [FilterName, FilterSpec][];
  return Object.fromEntries(
    entries.map(([name, spec]) => {
      const doc = FILTER_DOCS[name];
      return [
        name,
        {
          type: 'object',
          description: `${doc.description} The value ${describeFilterValue(spec)}.`,
          required: ['value'],
          properties: { value: { ...filterValueJsonSchema(spec), examples: [doc.example] } },
        },
      ];
    }),
  );
}

const localizedText: JsonObject = {
  type: 'object',
  description: 'A text in the catalogue languages.',
  properties: { nb: string, nn: string, no: string, en: string },
};

export function schemas(): JsonObject {
  const bucketList = { type: 'array', items: ref('schemas', 'Bucket') };
  return {
    SearchRequest: {
      type: 'object',
      description: 'Unknown top-level properties are ignored.',
      properties: {
        query: {
          type: ['string', 'null'],
          description:
            'The search text. Absent, null or blank: every resource matches. Every word must occur in a searched field; the last word also matches as a prefix.',
        },
        fields: {
          type: 'object',
          description:
            'The searched fields; an absent flag means searched. A query with all three false is a 400.',
          properties: {
            title: { type: 'boolean' },
            description: { type: 'boolean' },
            keyword: { type: 'boolean' },
            additionalTitles: { type: 'boolean', description: 'Accepted and ignored.' },
          },
        },
        filters: ref('schemas', 'Filters'),
        sort: {
          type: 'object',
          description: 'Absent: relevance.',
          required: ['field'],
          properties: {
            field: { const: SORT_FIELD },
            direction: { enum: [...SORT_DIRECTIONS], default: 'DESC' },
          },
        },
        pagination: {
          type: 'object',
          description: `page is 0-based (negative: 0); size defaults to ${DEFAULT_API_PAGE_SIZE} (below 1: ${DEFAULT_API_PAGE_SIZE}); page * size + size may not exceed ${MAX_RESULT_WINDOW}.`,
          properties: {
            page: { type: 'integer', default: 0 },
            size: { type: 'integer', default: DEFAULT_API_PAGE_SIZE },
          },
        },
        profile: {
          enum: ['TRANSPORT', null],
          description: 'TRANSPORT: only resources related to the transport portal.',
        },
      },
    },
    Filters: {
      type: 'object',
      description:
        'Each filter is {"value": ...}. Different filters combine with AND; an unknown filter name is a 400. Matching is exact and case-sensitive; an empty array adds no condition.',
      additionalProperties: false,
      properties: filterSchemas(),
    },
    SearchResponse: {
      type: 'object',
      required: ['hits', 'aggregations', 'page'],
      properties: {
        hits: { type: 'array', items: ref('schemas', 'SearchObject') },
        aggregations: ref('schemas', 'Aggregations'),
        page: ref('schemas', 'Page'),
      },
    },
    Aggregations: {
      type: 'object',
      description:
        'Computed over exactly the hits of the query, every active filter applied (the facet\'s own included). Buckets by count descending, then key. accessRights and orgPath have a "null" bucket; orgPath and losTheme list every prefix.',
      required: [...AGGREGATIONS],
      properties: Object.fromEntries(AGGREGATIONS.map((name) => [name, bucketList])),
    },
    Bucket: {
      type: 'object',
      required: ['key', 'count'],
      properties: { key: string, count: { type: 'integer', minimum: 0 } },
    },
    Page: {
      type: 'object',
      required: ['currentPage', 'size', 'totalElements', 'totalPages'],
      properties: {
        currentPage: { type: 'integer', description: '0-based.' },
        size: { type: 'integer', description: 'Hits returned on this page (not the size asked for).' },
        totalElements: { type: 'integer', description: 'Exact (no 10 000 cap).' },
        totalPages: { type: 'integer', description: 'ceil(totalElements / requested size).' },
      },
    },
    LocalizedText: localizedText,
    Organization: {
      type: 'object',
      properties: {
        id: string,
        uri: string,
        orgPath: string,
        name: string,
        prefLabel: ref('schemas', 'LocalizedText'),
      },
    },
    CodedValue: {
      type: 'object',
      properties: { uri: string, code: string, prefLabel: ref('schemas', 'LocalizedText') },
    },
    SearchObject: {
      type: 'object',
      description: 'A hit. Null fields are left out; empty lists stay [].',
      required: ['id', 'searchType'],
      properties: {
        id: string,
        uri: string,
        searchType: { enum: [...SEARCH_TYPES] },
        title: ref('schemas', 'LocalizedText'),
        description: ref('schemas', 'LocalizedText'),
        keyword: { type: 'array', items: ref('schemas', 'LocalizedText') },
        organization: ref('schemas', 'Organization'),
        catalog: {
          type: 'object',
          properties: {
            id: string,
            uri: string,
            title: ref('schemas', 'LocalizedText'),
            description: ref('schemas', 'LocalizedText'),
            publisher: ref('schemas', 'Organization'),
          },
        },
        accessRights: ref('schemas', 'CodedValue'),
        isOpenData: { type: 'boolean' },
        dataTheme: {
          type: 'array',
          items: { type: 'object', properties: { code: string, title: ref('schemas', 'LocalizedText') } },
        },
        losTheme: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: ref('schemas', 'LocalizedText'), losPaths: stringList },
          },
        },
        spatial: { type: 'array', items: ref('schemas', 'CodedValue') },
        provenance: ref('schemas', 'CodedValue'),
        fdkFormatPrefixed: stringList,
        metadata: {
          type: 'object',
          properties: {
            firstHarvested: { type: 'string', format: 'date-time' },
            modified: { type: 'string', format: 'date-time' },
            deleted: { type: 'boolean' },
            timestamp: { type: 'integer', description: 'Epoch milliseconds.' },
          },
        },
        relations: {
          type: 'array',
          items: { type: 'object', required: ['uri'], properties: { uri: string, type: string } },
        },
        specializedType: { enum: [...SPECIALIZED_TYPES] },
        isAuthoritative: { type: 'boolean' },
        isRelatedToTransportportal: { type: 'boolean' },
      },
    },
    Suggestion: {
      type: 'object',
      required: ['id', 'searchType'],
      properties: {
        id: string,
        searchType: { enum: [...SEARCH_TYPES] },
        uri: string,
        title: ref('schemas', 'LocalizedText'),
        description: ref('schemas', 'LocalizedText'),
        organization: ref('schemas', 'Organization'),
      },
    },
    SuggestionsResponse: {
      type: 'object',
      required: ['suggestions'],
      properties: {
        suggestions: { type: 'array', maxItems: MAX_SUGGESTIONS, items: ref('schemas', 'Suggestion') },
      },
    },
    Problem: {
      type: 'object',
      description: 'RFC 9457 problem details.',
      required: ['type', 'title', 'status', 'detail'],
      properties: {
        type: { type: 'string', format: 'uri-reference' },
        title: string,
        status: { type: 'integer' },
        detail: string,
        instance: { type: 'string', format: 'uri-reference' },
        errors: {
          type: 'array',
          description: 'Each bad field of the request (400 only).',
          items: ref('schemas', 'FieldError'),
        },
      },
    },
    FieldError: {
      type: 'object',
      required: ['path', 'message'],
      properties: {
        path: {
          type: 'string',
          description: 'Dotted path, e.g. filters.dataTheme.value.',
          examples: ['pagination'],
        },
        message: string,
      },
    },
  };
}
