/**
 * The headless search core: state, URL codec, transitions, request mapping and view models. No React, no
 * fetch, no window: every function takes values and returns values.
 */
export * from './state';
export { isValidState, isValidFilterValue, isValidDays, normalizeQuery } from './validate';
export {
  FILTER_CODECS,
  filterKeys,
  filterValueLabel,
  parseFilter,
  type ListCodec,
  type SingleCodec,
  type Parsed,
} from './filters/filterCodec';
export * from './url';
export * from './transitions';
export * from './request';
export { searchKeys, suggestionKeys } from './queryKeys';
export * from './text';
export * from './highlight';
export * from './formats';
export * from './hitCard';
export * from './facets/types';
export * from './facets/labeler';
export * from './facets/buildFacets';
export * from './facets/orgNames';
export * from './facets/orgTree';
export * from './facets/losTree';
export * from './facets/filterValues';
export * from './facets/groupValues';
export { FACET_ORDER, DAY_OPTIONS } from './facets/facetOrder';
export { collatorFor, type LabelComparer } from './facets/compare';
