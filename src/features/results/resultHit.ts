/**
 * The view model of one result item: the hit card of src/search plus what the card does not carry and
 * the result list needs (the format keys behind the badges, the specialized type, the authoritative mark).
 */
import type { SearchObject } from '../../interface/searchObject';
import { formatLabel } from '../../search/formats';
import { toHitCard, type HitCard, type HitCardOptions } from '../../search/hitCard';
import { previewKeyOf } from '../preview';

/** A format badge: its readable name and the filter value (`MEDIA_TYPE text/csv`) a click adds. */
export interface FormatBadge {
  readonly label: string;
  readonly key: string;
}

export interface ResultHit {
  readonly card: HitCard;
  readonly specializedType: string | null;
  readonly authoritative: boolean;
  readonly formats: readonly FormatBadge[];
  /** The `preview=` value that opens this hit's preview. */
  readonly previewKey: string;
}

/** One badge per readable name (first key wins); `UNKNOWN` and blank values get none. */
export function formatBadges(keys: readonly string[]): FormatBadge[] {
  const badges = new Map<string, FormatBadge>();
  for (const key of keys) {
    const label = formatLabel(key);
    if (label !== null && !badges.has(label)) badges.set(label, { label, key });
  }
  return [...badges.values()];
}

export function toResultHit(hit: SearchObject, options: HitCardOptions): ResultHit {
  const specialized = hit.specializedType?.trim();
  return {
    card: toHitCard(hit, options),
    specializedType: specialized ? specialized : null,
    authoritative: hit.isAuthoritative === true,
    formats: formatBadges(hit.fdkFormatPrefixed ?? []),
    previewKey: previewKeyOf(hit),
  };
}

/**
 * `toResultHit` for one set of options, made once per hit: the renders that show an answer in parts, and those that
 * keep a previous answer's hits on screen, get the same view model for the same hit, so its item need not render.
 */
export function resultHitsOf(options: HitCardOptions): (hit: SearchObject) => ResultHit {
  const made = new WeakMap<SearchObject, ResultHit>();
  return (hit) => {
    const known = made.get(hit);
    if (known) return known;
    const item = toResultHit(hit, options);
    made.set(hit, item);
    return item;
  };
}
