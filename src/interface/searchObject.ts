/**
 * The wire shapes of the search interface: a hit (`SearchObject`), a bucket, the page object and the
 * response. Tolerant by design: unknown fields pass through, every field but `id` and `searchType` may be
 * missing or null, so a new field on the public service never breaks the client. zod/mini keeps the
 * browser bundle small; the same schemas validate catalogue files in the local service.
 */
import * as z from 'zod/mini';

import { AGGREGATIONS } from './vocabulary';

const text = z.nullish(z.string());

/** `{nb?, nn?, no?, en?}`: a text in the catalogue's languages. */
export const LocalizedText = z.looseObject({ nb: text, nn: text, no: text, en: text });
export type LocalizedText = z.infer<typeof LocalizedText>;

const list = <T extends z.ZodMiniType>(item: T) => z.nullish(z.array(item));

export const Organization = z.looseObject({
  id: text,
  uri: text,
  orgPath: text,
  name: text,
  prefLabel: z.nullish(LocalizedText),
});
export type Organization = z.infer<typeof Organization>;

/** A coded value such as access rights, provenance or a place; `code` may be missing. */
export const CodedValue = z.looseObject({ uri: text, code: text, prefLabel: z.nullish(LocalizedText) });
export type CodedValue = z.infer<typeof CodedValue>;

export const SearchObject = z.looseObject({
  id: z.string(),
  searchType: z.string(),
  uri: text,
  title: z.nullish(LocalizedText),
  description: z.nullish(LocalizedText),
  keyword: list(LocalizedText),
  /** Concepts' alternative and hidden labels (`[]` when none); searched with boost 10. */
  additionalTitles: list(LocalizedText),
  organization: z.nullish(Organization),
  catalog: z.nullish(
    z.looseObject({
      id: text,
      uri: text,
      title: z.nullish(LocalizedText),
      description: z.nullish(LocalizedText),
      publisher: z.nullish(Organization),
    }),
  ),
  accessRights: z.nullish(CodedValue),
  isOpenData: z.nullish(z.boolean()),
  dataTheme: list(z.looseObject({ code: text, title: z.nullish(LocalizedText) })),
  losTheme: list(z.looseObject({ name: z.nullish(LocalizedText), losPaths: list(z.string()) })),
  spatial: list(CodedValue),
  provenance: z.nullish(CodedValue),
  fdkFormatPrefixed: list(z.string()),
  metadata: z.nullish(
    z.looseObject({
      firstHarvested: text,
      modified: text,
      deleted: z.nullish(z.boolean()),
      timestamp: z.nullish(z.number()),
    }),
  ),
  relations: list(z.looseObject({ uri: z.string(), type: text })),
  specializedType: text,
  isAuthoritative: z.nullish(z.boolean()),
  isRelatedToTransportportal: z.nullish(z.boolean()),
});
export type SearchObject = z.infer<typeof SearchObject>;

export const Bucket = z.object({ key: z.string(), count: z.number() });
export type Bucket = z.infer<typeof Bucket>;

const aggregationShape = Object.fromEntries(
  AGGREGATIONS.map((name) => [name, z.optional(z.array(Bucket))]),
) as {
  [K in (typeof AGGREGATIONS)[number]]: z.ZodMiniOptional<z.ZodMiniArray<typeof Bucket>>;
};
/** Every aggregation the service knows; a missing one is read as empty, an unknown one passes through. */
export const Aggregations = z.looseObject(aggregationShape);
export type Aggregations = z.infer<typeof Aggregations>;

export const PageInfo = z.object({
  currentPage: z.number(),
  /** Hits returned on this page (not the size asked for). */
  size: z.number(),
  totalElements: z.number(),
  totalPages: z.number(),
});
export type PageInfo = z.infer<typeof PageInfo>;

export const SearchResponse = z.looseObject({
  hits: z.array(SearchObject),
  aggregations: Aggregations,
  page: PageInfo,
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** `GET /suggestions`: up to ten title suggestions, `{suggestions: [...]}`. */
export const Suggestion = z.looseObject({
  id: z.string(),
  searchType: z.string(),
  uri: text,
  title: z.nullish(LocalizedText),
  description: z.nullish(LocalizedText),
  organization: z.nullish(Organization),
});
export type Suggestion = z.infer<typeof Suggestion>;
export const SuggestionsResponse = z.looseObject({ suggestions: z.array(Suggestion) });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;
