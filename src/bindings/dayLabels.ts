import type { Formatters } from '../i18n/format';
import type { CodeLabeler } from '../i18n/labeler';
import type { Messages } from '../i18n/messages/types';
import type { FacetLabeler } from '../search/facets/labeler';

/** The code labels plus the days filters' wording ("New in the last 30 days"), as the facets show them. */
export function withDayLabels(labels: CodeLabeler, m: Messages, f: Formatters): FacetLabeler {
  return { ...labels, days: (filter, days) => m.facets.recency[filter].lastDays(days, f) };
}
