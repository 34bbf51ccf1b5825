/**
 * Names of organisations by orgPath, learnt from hits (the search response carries no other source).
 * The UI accumulates them across responses so the organisation tree keeps its names.
 */
import type { Locale } from '../../interface/locales';
import type { Organization, SearchObject } from '../../interface/searchObject';
import { pickLocalized } from '../text';

function nameOf(organization: Organization, locale: Locale): string | null {
  const label = pickLocalized(organization.prefLabel, locale);
  if (label) return label.text;
  const name = organization.name?.trim();
  return name ? name : null;
}

/** orgPath -> name in `locale` (prefLabel with fallbacks, else `name`), from publishers and catalogues. */
export function collectOrgNames(hits: readonly SearchObject[], locale: Locale): Map<string, string> {
  const names = new Map<string, string>();
  for (const hit of hits) {
    for (const organization of [hit.organization, hit.catalog?.publisher]) {
      const path = organization?.orgPath;
      if (!organization || !path || names.has(path)) continue;
      const name = nameOf(organization, locale);
      if (name) names.set(path, name);
    }
  }
  return names;
}

/** `known` with the names from `hits` added where `known` has none. */
export function mergeOrgNames(
  known: ReadonlyMap<string, string>,
  hits: readonly SearchObject[],
  locale: Locale,
): ReadonlyMap<string, string> {
  const fresh = collectOrgNames(hits, locale);
  let merged: Map<string, string> | null = null;
  for (const [path, name] of fresh) {
    if (known.has(path)) continue;
    merged ??= new Map(known);
    merged.set(path, name);
  }
  return merged ?? known;
}
