/**
 * Everything a query reads, built once from the catalogue. Documents are numbered 0 … count-1 in catalogue
 * order; hidden resources (without `metadata`, or deleted) are left out here, so nothing later can return or
 * count them.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { AGGREGATIONS, type AggregationName } from '../../src/interface/vocabulary';
import { arrayDocStore, type DocStore } from './docStore';
import { buildDateColumn, buildDateOrders, type DateColumn, type DateOrders } from './dateOrder';
import { buildKeyIndex, type KeyIndex } from './keyIndex';
import { BuildBuffers } from './postings';
import { dateValue, facetKeys, isVisible, relationUris, type TextField } from './resourceFields';
import { buildFieldIndex, type FieldIndex } from './textIndex';

export interface EngineIndex {
  readonly docs: DocStore;
  readonly count: number;
  /** Loaded resources left out: without `metadata`, or deleted. */
  readonly hidden: number;
  readonly fields: Readonly<Record<TextField, FieldIndex>>;
  readonly facets: Readonly<Record<AggregationName, KeyIndex>>;
  readonly searchTypes: KeyIndex;
  readonly uris: KeyIndex;
  readonly relations: KeyIndex;
  /** `organization.id` → resources, for suggestions' `org`. */
  readonly organizations: KeyIndex;
  /** Resources related to the transport portal. */
  readonly transport: Int32Array;
  readonly orders: DateOrders;
  readonly harvested: DateColumn;
  readonly modified: DateColumn;
}

export function buildEngineIndex(resources: readonly SearchObject[]): EngineIndex {
  const docs = resources.filter(isVisible).map(withAdditionalTitles);
  const harvested = Float64Array.from(docs, (doc) => dateValue(doc.metadata?.firstHarvested));
  const modified = Float64Array.from(docs, (doc) => dateValue(doc.metadata?.modified));
  const transport: number[] = [];
  docs.forEach((doc, d) => {
    if (doc.isRelatedToTransportportal === true) transport.push(d);
  });
  const buffers = new BuildBuffers();
  const facets = Object.fromEntries(
    AGGREGATIONS.map((name) => [name, buildKeyIndex(docs, (doc) => facetKeys(doc, name), true, buffers)]),
  ) as Record<AggregationName, KeyIndex>;

  return {
    docs: arrayDocStore(docs),
    count: docs.length,
    hidden: resources.length - docs.length,
    fields: {
      title: buildFieldIndex(docs, 'title', true, buffers),
      additionalTitles: buildFieldIndex(docs, 'additionalTitles', false, buffers),
      keyword: buildFieldIndex(docs, 'keyword', false, buffers),
      description: buildFieldIndex(docs, 'description', false, buffers),
    },
    facets,
    searchTypes: buildKeyIndex(docs, (doc) => [doc.searchType], false, buffers),
    uris: buildKeyIndex(docs, (doc) => (typeof doc.uri === 'string' ? [doc.uri] : []), false, buffers),
    relations: buildKeyIndex(docs, relationUris, false, buffers),
    organizations: buildKeyIndex(docs, organizationId, false, buffers),
    transport: Int32Array.from(transport),
    orders: buildDateOrders(docs, harvested),
    harvested: buildDateColumn(harvested),
    modified: buildDateColumn(modified),
  };
}

const NO_KEYS: readonly string[] = [];
const organizationId = (doc: SearchObject): readonly string[] =>
  typeof doc.organization?.id === 'string' ? [doc.organization.id] : NO_KEYS;

/**
 * Concept hits carry `additionalTitles`, `[]` when none (as the real service's): a concept without them is
 * answered as a shallow copy that has them; every other resource is answered as the catalogue's own object.
 */
function withAdditionalTitles(doc: SearchObject): SearchObject {
  return doc.searchType === 'CONCEPT' && !Array.isArray(doc.additionalTitles)
    ? { ...doc, additionalTitles: [] }
    : doc;
}
