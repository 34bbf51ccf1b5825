/**
 * The engine's contract: a validated query in, the interface's response out. The engine never sees HTTP;
 * the HTTP layer never scores. See docs/service.md for every rule.
 */
import type { AggregationName, SearchType, SortDirection } from '../../src/interface/vocabulary';
import type { Bucket, PageInfo, SearchObject } from '../../src/interface/searchObject';

/**
 * Filters after validation. Every multi-valued filter is an array (a single string became `[value]`);
 * a `null` entry in `accessRights` or `orgPath` selects resources that have no value.
 * Absent or empty arrays add no condition.
 */
export interface FilterConditions {
  dataTheme?: readonly string[];
  formats?: readonly string[];
  losTheme?: readonly string[];
  spatial?: readonly string[];
  accessRights?: readonly (string | null)[];
  orgPath?: readonly (string | null)[];
  provenance?: readonly string[];
  openData?: boolean;
  /** First harvested on or after the start of the UTC day N days before the engine's clock (`now-Nd/d`). */
  lastXDays?: number;
  /** Modified on or after the start of the UTC day N days ago. */
  lastXDaysModified?: number;
  /** Resources whose `relations[].uri` holds this URI. */
  relations?: string;
  /** `uri` is one of these (OR). */
  uri?: readonly string[];
}

export interface SearchFieldFlags {
  title: boolean;
  description: boolean;
  keyword: boolean;
  /** Concepts' alternative and hidden labels; absent = searched. */
  additionalTitles?: boolean;
}

export interface EngineQuery {
  /** The searched types; `null` searches every type. */
  types: readonly SearchType[] | null;
  /** Raw query text; its tokens are the query words (none: every resource matches, score 0). */
  query: string;
  fields: SearchFieldFlags;
  filters: FilterConditions;
  /** `null` = relevance; otherwise first harvested in this direction. */
  sort: SortDirection | null;
  /** 0-based page. */
  page: number;
  /** Requested page size (at least 1). */
  size: number;
  /** `profile: "TRANSPORT"`: only resources related to the transport portal. */
  transportOnly?: boolean;
}

export interface EngineResult {
  hits: SearchObject[];
  aggregations: Record<AggregationName, Bucket[]>;
  page: PageInfo;
}

/**
 * `EngineResult` with the hits as their JSON text: what an HTTP answer splices in, without parsing or
 * serialising resources. `hits.json(i)` is exactly `JSON.stringify` of the i-th hit of `search`.
 */
export interface EngineJsonResult {
  hits: JsonHits;
  aggregations: Record<AggregationName, Bucket[]>;
  page: PageInfo;
}

/** A page's hits, read one at a time, so that a 10 000-hit page is never held as text all at once. */
export interface JsonHits {
  readonly length: number;
  /** UTF-8 JSON of hit `i` (0 … length-1). */
  json(i: number): Buffer;
  /** The bytes of every hit's JSON together, without reading them all as text (when the store can). */
  readonly byteLength: number;
}

/** What narrows suggestions besides their types. */
export interface SuggestOptions {
  /** Only resources whose `organization.id` is this. */
  org?: string;
  /** `profile=TRANSPORT`: only resources related to the transport portal. */
  transportOnly?: boolean;
}

export interface SearchEngine {
  /** Number of searchable resources (with `metadata`, not deleted). */
  readonly size: number;
  /** Number of loaded resources that are never returned or counted: without `metadata`, or deleted. */
  readonly hidden: number;
  search(query: EngineQuery): EngineResult;
  /** The same answer as `search`, with the hits as JSON text (`EngineJsonResult`). */
  searchJson(query: EngineQuery): EngineJsonResult;
  /**
   * Up to `limit` resources whose title holds the whole of `text` as a phrase in one language variant (words
   * in order and adjacent, the last as a prefix), best first: exact phrases, then newest, then by id.
   */
  suggest(
    types: readonly SearchType[] | null,
    text: string,
    limit: number,
    options?: SuggestOptions,
  ): SearchObject[];
}

export interface EngineOptions {
  /** The clock for `lastXDays` filters, in epoch milliseconds. */
  now: () => number;
}
