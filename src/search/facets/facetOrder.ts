/**
 * Which facets each tab shows, in order. A facet only fits a tab whose resources carry its field (concepts
 * have no access rights, so that facet would only ever say "unknown"). A filter selected in the URL but not
 * listed for the tab still gets its facet, after these, so it can be seen and removed.
 */
import type { SearchScope, UrlFilterName } from '../state';

export const FACET_ORDER: Readonly<Record<SearchScope, readonly UrlFilterName[]>> = {
  // Most used first: who publishes, then what about (EU theme, then LOS theme), then access and open data, then
  // format and geography; the dates last (they have no counts, and are used least).
  all: [
    'orgPath',
    'dataTheme',
    'losTheme',
    'accessRights',
    'openData',
    'formats',
    'spatial',
    'provenance',
    'lastXDays',
    'lastXDaysModified',
  ],
  datasets: [
    'orgPath',
    'dataTheme',
    'losTheme',
    'accessRights',
    'openData',
    'formats',
    'spatial',
    'provenance',
    'lastXDays',
    'lastXDaysModified',
  ],
  // An API is looked for by its publisher and the format it speaks.
  'data-services': [
    'orgPath',
    'formats',
    'accessRights',
    'dataTheme',
    'losTheme',
    'lastXDays',
    'lastXDaysModified',
  ],
  concepts: ['orgPath', 'lastXDays', 'lastXDaysModified'],
  'information-models': ['orgPath', 'losTheme', 'dataTheme', 'lastXDays', 'lastXDaysModified'],
  services: ['orgPath', 'losTheme', 'spatial', 'lastXDays', 'lastXDaysModified'],
  events: ['orgPath', 'losTheme', 'spatial', 'lastXDays', 'lastXDaysModified'],
};

/** The "within the last N days" choices offered. */
export const DAY_OPTIONS: readonly number[] = [7, 30, 365];
