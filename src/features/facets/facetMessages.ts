/** Which messages name a facet's parts. */
import type { ListFacetMessages, ListFacetName, Messages } from '../../i18n/messages/types';
import type { FormatGroup } from '../../search/formats';
import type { UrlFilterName } from '../../search/state';

const LIST_FACET_NAMES: readonly UrlFilterName[] = [
  'dataTheme',
  'formats',
  'accessRights',
  'losTheme',
  'orgPath',
  'spatial',
  'provenance',
] satisfies readonly ListFacetName[];

function isListFacetName(filter: UrlFilterName): filter is ListFacetName {
  return LIST_FACET_NAMES.includes(filter);
}

/** Show more/fewer and filter-box names of a facet that can grow long; `null` for the short ones. */
export function listMessages(m: Messages, filter: UrlFilterName): ListFacetMessages | null {
  return isListFacetName(filter) ? m.facets.list[filter] : null;
}

export function formatGroupName(m: Messages, group: FormatGroup): string {
  const names = m.facets.formatGroups;
  return group === 'MEDIA_TYPE' ? names.mediaType : group === 'FILE_TYPE' ? names.fileType : names.other;
}
