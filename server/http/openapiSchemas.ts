/**
 * The JSON Schemas of the OpenAPI document, generated with `z.toJSONSchema` from the zod schemas that
 * validate requests (searchRequest.ts, filterSchemas.ts) and describe answers (src/interface): each shape
 * exists once. What the zod schemas cannot say is added here as metadata in a registry of our own:
 * descriptions and examples, and where the service is stricter than the tolerant client schemas (a hit's
 * `searchType` is one of six, all eight aggregations are always sent).
 */
import * as z from 'zod';

import {
  Aggregations,
  Bucket,
  CodedValue,
  LocalizedText,
  Organization,
  PageInfo,
  SearchObject,
  SearchResponse,
  Suggestion,
  SuggestionsResponse,
} from '../../src/interface/searchObject';
import { Organization as CatalogueOrganization } from '../../src/interface/organization';
import {
  AGGREGATIONS,
  DEFAULT_API_PAGE_SIZE,
  FILTER_NAMES,
  FILTERS,
  MAX_RESULT_WINDOW,
  MAX_SUGGESTIONS,
  SEARCH_TYPES,
} from '../../src/interface/vocabulary';
import { describeFilterValue, FILTER_ENTRY_SCHEMAS, FiltersSchema } from './filterSchemas';
import { FILTER_DOCS } from './filterDocs';
import type { FieldError, Problem } from './problem';
import { SearchBodySchema } from './searchRequest';

export type JsonObject = Record<string, unknown>;

export const ref = (kind: 'schemas' | 'responses' | 'headers', name: string): JsonObject => ({
  $ref: `#/components/${kind}/${name}`,
});
export const string: JsonObject = { type: 'string' };

/** RFC 9457 problem details, typed against the `Problem` that problem.ts sends. */
const FieldErrorSchema = z.object({ path: z.string(), message: z.string() }) satisfies z.ZodType<FieldError>;
const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
}) satisfies z.ZodType<Problem>;

type Doc = JsonObject & { id?: string };

/**
 * Examples of what a client writes. zod drops examples of a schema that transforms when it describes
 * inputs (a filter's single string becomes a list), so these are put back after generation.
 */
const inputExamples = new Map<z.core.$ZodType, unknown[]>(
  FILTER_NAMES.map((name) => [FILTER_ENTRY_SCHEMAS[name], [{ value: FILTER_DOCS[name].example }]]),
);

/** Components by id, and what the document says about them and their parts. */
function documentation(): z.core.$ZodRegistry<Doc> {
  const docs = z.registry<Doc>();
  const doc = (schema: z.core.$ZodType, meta: Doc): void => {
    docs.add(schema, meta);
  };
  const request = SearchBodySchema.shape;
  doc(SearchBodySchema, { id: 'SearchRequest', description: 'Unknown top-level properties are ignored.' });
  doc(request.query, {
    description:
      'The search text. Absent, null or blank: every resource matches. Every word must occur in one and the same field variant (title.nb, description.en, ...); the last word also matches as a prefix.',
  });
  doc(request.fields, {
    description:
      'The searched fields; an absent flag means searched. A query with all four false is a 400. additionalTitles: concepts\u2019 alternative and hidden labels.',
  });
  doc(request.sort, { description: 'Absent: relevance. Resources without a first-harvest date come last.' });
  doc(request.pagination, {
    description: `page is 0-based (negative: 0); size defaults to ${DEFAULT_API_PAGE_SIZE} (below 1: ${DEFAULT_API_PAGE_SIZE}); page * size + size may not exceed ${MAX_RESULT_WINDOW}.`,
  });
  doc(request.profile, { description: 'TRANSPORT: only resources related to the transport portal.' });
  doc(FiltersSchema, {
    id: 'Filters',
    description:
      'Each filter is {"value": ...}; {"value": null} or a null filter adds no condition, except on accessRights and orgPath, where null selects the resources without a value. Different filters combine with AND. Unknown filter names are ignored, and named in the X-Ignored-Filters response header. Matching is exact and case-sensitive; an empty array adds no condition.',
  });
  for (const name of FILTER_NAMES) {
    const entry = FILTER_ENTRY_SCHEMAS[name];
    doc(entry, {
      description: `${FILTER_DOCS[name].description} The value ${describeFilterValue(FILTERS[name])}.`,
    });
  }

  doc(SearchResponse, { id: 'SearchResponse' });
  doc(SearchObject, {
    id: 'SearchObject',
    description: 'A hit. Null fields are left out; empty lists stay [].',
  });
  doc(SearchObject.shape.searchType, { enum: [...SEARCH_TYPES] });
  doc(LocalizedText, { id: 'LocalizedText', description: 'A text in the catalogue languages.' });
  doc(Organization, { id: 'Organization' });
  doc(CodedValue, { id: 'CodedValue' });
  doc(Aggregations, {
    id: 'Aggregations',
    description:
      'Computed over exactly the hits of the query, every active filter applied (the facet\'s own included). Buckets by count descending, then key. accessRights and orgPath have a "null" bucket; orgPath and losTheme list every prefix. This service always sends all eight.',
    required: [...AGGREGATIONS],
  });
  doc(Bucket, { id: 'Bucket' });
  doc(PageInfo, { id: 'Page' });
  doc(PageInfo.shape.currentPage, { description: '0-based.' });
  doc(PageInfo.shape.size, { description: 'Hits returned on this page (not the size asked for).' });
  doc(PageInfo.shape.totalElements, { description: 'Exact (no 10 000 cap).' });
  doc(PageInfo.shape.totalPages, { description: 'ceil(totalElements / requested size).' });
  doc(Suggestion, { id: 'Suggestion' });
  doc(SuggestionsResponse, { id: 'SuggestionsResponse' });
  doc(SuggestionsResponse.shape.suggestions, { maxItems: MAX_SUGGESTIONS, description: 'Best first.' });
  doc(CatalogueOrganization, {
    id: 'CatalogueOrganization',
    description:
      'An organisation in the national organisation catalogue\u2019s shape; every number of every orgPath has one.',
  });
  doc(ProblemSchema, { id: 'Problem', description: 'RFC 9457 problem details.' });
  doc(ProblemSchema.shape.errors, { description: 'Each bad field of the request (400 only).' });
  doc(FieldErrorSchema, { id: 'FieldError' });
  doc(FieldErrorSchema.shape.path, {
    description: 'Dotted path, e.g. filters.dataTheme.value.',
    examples: ['pagination'],
  });
  return docs;
}

/** `components.schemas`: every registered component, referencing each other by `#/components/schemas/…`. */
export function schemas(): Record<string, JsonObject> {
  const docs = documentation();
  const generated = z.toJSONSchema(docs, {
    metadata: docs,
    // Requests are documented as clients write them, before the transforms (a string filter becomes a list).
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ zodSchema, jsonSchema }) => {
      const examples = inputExamples.get(zodSchema);
      if (examples) jsonSchema.examples = examples;
      // zod bounds every integer to the safe range; said on every number, it only adds noise.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  return Object.fromEntries(
    Object.entries(generated.schemas).map(([id, schema]) => {
      // Components are schemas inside one document, not documents of their own.
      const component: JsonObject = { ...schema };
      delete component.$schema;
      delete component.$id;
      return [id, component];
    }),
  );
}
