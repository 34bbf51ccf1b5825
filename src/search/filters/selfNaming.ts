/**
 * Filters whose value labels name the facet too: "Open data" and "Not open data" say it all, so a chip or a lock
 * shows the value alone ("Open data: Open data" would say it twice).
 */
import type { UrlFilterName } from '../state';

const SELF_NAMING: ReadonlySet<UrlFilterName> = new Set(['openData']);

export function namesItsFacet(filter: UrlFilterName): boolean {
  return SELF_NAMING.has(filter);
}
