/**
 * A flat facet in two steps, so a click costs no sorting: once per answer its values are labelled and put in a
 * lazily ranked list (`prepareList`, cached on the answer's buckets and the labelling it used); per view the
 * selected values are pinned in front (`listFacetFor`, cached per selection, so a facet whose selection did not
 * change keeps its object and skips its render).
 */
import type { Bucket } from '../../interface/searchObject';
import { FILTER_CODECS, filterValueLabel } from '../filters/filterCodec';
import { formatDetail, formatGroup } from '../formats';
import { isListFilter, type UrlFilterName } from '../state';
import { byRank, type LabelComparer } from './compare';
import type { LabelContext } from './labeler';
import { RankedList } from './rankedList';
import type { FacetValue, ListFacet } from './types';

type MutableValue = { -readonly [P in keyof FacetValue]: FacetValue[P] };

/** A bucket key is a value when the filter's codec reads it back unchanged (its URL form). */
function isValidKey(filter: UrlFilterName, key: string): boolean {
  const codec = FILTER_CODECS[filter];
  if (codec.kind === 'list') return codec.parse(key).ok;
  const parsed = codec.parse(key);
  return parsed.ok && parsed.corrected === undefined && String(parsed.value) === key;
}

function valueOf(
  filter: UrlFilterName,
  key: string,
  count: number,
  selected: boolean,
  context: LabelContext,
): FacetValue {
  const { label, lang } = filterValueLabel(filter, key, context);
  const value: MutableValue = { key, label, count, selected };
  if (lang !== undefined) value.lang = lang;
  if (filter === 'formats') {
    value.group = formatGroup(key);
    const detail = formatDetail(key);
    if (detail !== null && label.endsWith(` (${detail})`)) value.detail = detail;
  }
  return value;
}

/**
 * Two formats whose labels still read alike (the same group, name and detail) are told apart by their whole
 * value, which takes the detail's place: "CSV (text/csv)" and "CSV (text/csv; charset=utf-8)".
 */
function disambiguate(values: FacetValue[]): FacetValue[] {
  const seen = new Map<string, number>();
  const id = (value: FacetValue) => `${value.group ?? ''}\u0000${value.label}`;
  for (const value of values) seen.set(id(value), (seen.get(id(value)) ?? 0) + 1);
  return values.map((value) => {
    if ((seen.get(id(value)) ?? 0) < 2) return value;
    const whole = value.key.replace(/^(?:MEDIA_TYPE|FILE_TYPE) /, '');
    const name =
      value.detail === undefined ? value.label : value.label.slice(0, -` (${value.detail})`.length);
    return { ...value, label: `${name} (${whole})`, detail: whole };
  });
}

export interface PreparedList {
  readonly filter: UrlFilterName;
  /** Unselected values by key. */
  readonly byKey: ReadonlyMap<string, FacetValue>;
  readonly ranked: RankedList<FacetValue>;
  readonly rank: (a: FacetValue, b: FacetValue) => number;
  readonly context: LabelContext;
}

interface PreparedEntry {
  readonly labels: unknown;
  readonly locale: string;
  readonly comparer: LabelComparer;
  readonly prepared: PreparedList;
}

const prepared = new WeakMap<readonly Bucket[], PreparedEntry>();

/** The answer's values of `filter`, labelled and ranked lazily; the same object for the same buckets and labels. */
export function prepareList(
  filter: UrlFilterName,
  buckets: readonly Bucket[],
  context: LabelContext,
  comparer: LabelComparer,
): PreparedList {
  const cached = prepared.get(buckets);
  if (
    cached !== undefined &&
    cached.prepared.filter === filter &&
    cached.labels === context.labels &&
    cached.locale === context.locale &&
    cached.comparer === comparer
  )
    return cached.prepared;
  let values: FacetValue[] = [];
  const seen = new Set<string>();
  for (const bucket of buckets) {
    if (seen.has(bucket.key) || !isValidKey(filter, bucket.key)) continue;
    seen.add(bucket.key);
    values.push(valueOf(filter, bucket.key, bucket.count, false, context));
  }
  if (filter === 'formats') values = disambiguate(values);
  const rank = byRank<FacetValue>(comparer);
  const list: PreparedList = {
    filter,
    byKey: new Map(values.map((value) => [value.key, value])),
    ranked: new RankedList(values, rank),
    rank,
    context,
  };
  prepared.set(buckets, { labels: context.labels, locale: context.locale, comparer, prepared: list });
  return list;
}

/** A list facet whose `values` are ranked on first read and whose `top(n)` ranks only the first n. */
class RankedListFacet implements ListFacet {
  readonly kind = 'list';
  readonly id: UrlFilterName;
  readonly selection: ListFacet['selection'];
  readonly selectedCount: number;
  readonly size: number;
  #values: readonly FacetValue[] | null = null;

  constructor(
    readonly filter: UrlFilterName,
    private readonly pinned: readonly FacetValue[],
    private readonly list: PreparedList,
  ) {
    this.id = filter;
    this.selection = isListFilter(filter) ? 'multiple' : 'single';
    this.selectedCount = pinned.length;
    const pinnedInList = pinned.filter((value) => list.byKey.has(value.key)).length;
    this.size = pinned.length + list.ranked.size - pinnedInList;
  }

  private isPinned(value: FacetValue): boolean {
    return this.pinned.some((pin) => pin.key === value.key);
  }

  get values(): readonly FacetValue[] {
    this.#values ??= [...this.pinned, ...this.list.ranked.all().filter((value) => !this.isPinned(value))];
    return this.#values;
  }

  top(n: number): readonly FacetValue[] {
    if (this.#values !== null) return this.#values.slice(0, n);
    const rest = this.list.ranked.top(n + this.pinned.length).filter((value) => !this.isPinned(value));
    return [...this.pinned, ...rest].slice(0, n);
  }
}

const facets = new WeakMap<PreparedList, { readonly selection: string; readonly facet: ListFacet }>();

/** The facet with `selectedKeys` pinned in front (selected first, then by rank); cached per selection. */
export function listFacetFor(list: PreparedList, selectedKeys: readonly string[]): ListFacet {
  const selection = [...selectedKeys].sort().join('\u0000');
  const cached = facets.get(list);
  if (cached?.selection === selection) return cached.facet;
  const pinned = selectedKeys
    .map((key) => {
      const known = list.byKey.get(key);
      return known ? { ...known, selected: true } : valueOf(list.filter, key, 0, true, list.context);
    })
    .sort(list.rank);
  const facet = new RankedListFacet(list.filter, pinned, list);
  facets.set(list, { selection, facet });
  return facet;
}
