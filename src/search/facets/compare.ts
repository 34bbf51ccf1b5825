/** Ordering of facet values: selected first, then by count (descending), then by label, locale-aware. */
import type { Locale } from '../../interface/locales';

/** Anything that compares labels, such as an `Intl.Collator`. */
export interface LabelComparer {
  compare(a: string, b: string): number;
}

const collators = new Map<Locale, Intl.Collator>();

/** A shared collator per UI language (creating one per build would cost more than the sort). */
export function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale === 'en' ? 'en' : 'nb', { numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

export interface Rankable {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

/** Count descending, then label, then key (a total order): the rank of values none of which is pinned. */
export function byRank<T extends Rankable>(comparer: LabelComparer): (a: T, b: T) => number {
  return (a, b) => {
    if (a.count !== b.count) return b.count - a.count;
    const byLabel = comparer.compare(a.label, b.label);
    if (byLabel !== 0) return byLabel;
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  };
}

/** Sorts in place: `pinned` first, then count descending, then label, then key (a total order). */
export function rankInPlace<T extends Rankable>(
  items: T[],
  comparer: LabelComparer,
  pinned: (item: T) => boolean,
): T[] {
  const rank = byRank<T>(comparer);
  return items.sort((a, b) => Number(pinned(b)) - Number(pinned(a)) || rank(a, b));
}
