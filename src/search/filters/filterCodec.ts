/**
 * The filter codec table: for every filter of the URL (the vocabulary's filter list), once, how a value is
 * read from its URL form (the URL, a facet key, a chip), written back, validated, put into the request and
 * labelled. The URL codec, the transitions, the request mapping, validation, the facets and the chips all
 * go through this table, so a rule here is the only copy of it.
 */
import type { FilterValue } from '../../interface/request';
import { NULL_KEY } from '../../interface/vocabulary';
import { formatValueLabel } from '../formats';
import { losLabel, norwegianLang, orgLabel, type Label, type LabelContext } from '../facets/labeler';
import {
  MAX_DAYS,
  URL_FILTERS,
  type DayFilterName,
  type ListFilterName,
  type SearchFilters,
  type StringFilterName,
  type UrlFilterName,
} from '../state';
import { chooseOne } from '../chooseOne';
import { isWellFormed } from '../wellFormed';

/** Why a URL value was not taken as it was. */
export type UrlProblem =
  'unknown-parameter' | 'invalid-value' | 'invalid-encoding' | 'duplicate' | 'out-of-range' | 'unknown-path';

/** A value read from its URL form; `corrected` when it was usable only after a correction (a clamp). */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T; readonly corrected?: UrlProblem }
  | { readonly ok: false; readonly problem: UrlProblem };

interface CodecBase {
  /** The label of a value in its URL form, for facets, chips and the no-results view. */
  label(key: string, context: LabelContext): Label;
}

/** A filter with a sorted list of values (the service ANDs them). */
export interface ListCodec extends CodecBase {
  readonly kind: 'list';
  parse(raw: string): Parsed<string>;
}

/** A filter with at most one value. */
export interface SingleCodec<T> extends CodecBase {
  readonly kind: 'single';
  parse(raw: string): Parsed<T>;
  /** The URL form: `parse(write(v))` gives `v` back. */
  write(value: T): string;
  /** Whether the state may hold this value (untrusted input). */
  holds(value: unknown): value is T;
  toRequest(value: T): FilterValue;
}

type CodecOf<K extends UrlFilterName> = K extends ListFilterName
  ? ListCodec
  : SingleCodec<NonNullable<SearchFilters[K]>>;

const CONTROL = /\p{Cc}/u;
/** EU theme, access-rights and provenance codes: `ENVI`, `NON_PUBLIC`, `OP_DATPRO`. */
const CODE = /^[A-Z][A-Z0-9_]*$/;
/** LOS: slugs joined by `/`, no leading slash (`helse-og-omsorg/svangerskap`). */
const LOS_PATH = /^[^\s/]+(?:\/[^\s/]+)*$/u;
/** orgPath: a leading slash, then segments (`/STAT/912660680/974760673`). */
const ORG_PATH = /^(?:\/[^\s/]+)+$/u;
/** A relation's target: an absolute http(s) URI without spaces. */
const HTTP_URI = /^https?:\/\/\S+$/i;
/** Days: decimal digits. Leading zeros are read (`036` is 36) and written without (the URL is then replaced). */
const DIGITS = /^\d+$/;

const invalid = { ok: false, problem: 'invalid-value' } as const;

/** Non-empty, trimmed, well-formed text without control characters. */
function isPlainValue(value: string): boolean {
  return value !== '' && value === value.trim() && isWellFormed(value) && !CONTROL.test(value);
}

function textRule(rule: (value: string) => boolean): (raw: string) => Parsed<string> {
  return (raw) => (isPlainValue(raw) && rule(raw) ? { ok: true, value: raw } : invalid);
}

const isCode = (value: string) => CODE.test(value);
const orNull = (rule: (value: string) => boolean) => (value: string) => value === NULL_KEY || rule(value);

function listCodec(parse: (raw: string) => Parsed<string>, label: CodecBase['label']): ListCodec {
  return { kind: 'list', parse, label };
}

function stringCodec(parse: (raw: string) => Parsed<string>, label: CodecBase['label']): SingleCodec<string> {
  return {
    kind: 'single',
    parse,
    label,
    write: (value) => value,
    holds: (value): value is string => typeof value === 'string' && parse(value).ok,
    // The "has none" bucket is `{value: null}` in the request.
    toRequest: (value) => (value === NULL_KEY ? null : value),
  };
}

/**
 * The one days rule (docs/app-contract.md: a value the app cannot use is dropped or corrected): digits; 0 is dropped
 * (out of range), more than MAX_DAYS is corrected to MAX_DAYS.
 */
export function parseDays(raw: string): Parsed<number> {
  if (!DIGITS.test(raw)) return invalid;
  const value = Number(raw);
  if (value === 0) return { ok: false, problem: 'out-of-range' };
  if (value > MAX_DAYS) return { ok: true, value: MAX_DAYS, corrected: 'out-of-range' };
  return { ok: true, value };
}

export function isValidDays(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DAYS;
}

function daysCodec(filter: DayFilterName): SingleCodec<number> {
  return {
    kind: 'single',
    parse: parseDays,
    write: String,
    holds: isValidDays,
    toRequest: (value) => value,
    label: (key, { labels }) => ({ label: labels.days?.(filter, Number(key)) ?? key }),
  };
}

const openDataCodec: SingleCodec<boolean> = {
  kind: 'single',
  parse: (raw) =>
    raw === 'true' ? { ok: true, value: true } : raw === 'false' ? { ok: true, value: false } : invalid,
  write: String,
  holds: (value): value is boolean => typeof value === 'boolean',
  toRequest: (value) => value,
  label: (key, { labels }) => ({ label: labels.openData(key === 'true') }),
};

/** Every URL filter, in URL order (the vocabulary's). */
export const FILTER_CODECS: { readonly [K in UrlFilterName]: CodecOf<K> } = {
  dataTheme: listCodec(textRule(isCode), (key, { labels }) => ({ label: labels.euTheme(key) })),
  openData: openDataCodec,
  formats: listCodec(
    textRule(() => true),
    (key, { labels }) => ({
      label: formatValueLabel(key) ?? labels.unknown(),
    }),
  ),
  accessRights: stringCodec(textRule(orNull(isCode)), (key, { labels }) => ({
    label: key === NULL_KEY ? labels.unknown() : labels.accessRights(key),
  })),
  losTheme: listCodec(
    textRule((value) => LOS_PATH.test(value)),
    losLabel,
  ),
  orgPath: stringCodec(textRule(orNull((value) => ORG_PATH.test(value))), orgLabel),
  spatial: listCodec(
    textRule(() => true),
    (key, { labels, locale }) => {
      const label = labels.spatial(key);
      return label === key ? { label, lang: norwegianLang(locale) } : { label };
    },
  ),
  provenance: stringCodec(textRule(isCode), (key, { labels }) => ({ label: labels.provenance(key) })),
  lastXDays: daysCodec('lastXDays'),
  lastXDaysModified: daysCodec('lastXDaysModified'),
  // The URI is its own label: the target of a relation is often outside the catalogue, without a name.
  relations: stringCodec(
    textRule((value) => HTTP_URI.test(value)),
    (key) => ({ label: key }),
  ),
};

/** A codec of any filter, for code that handles every filter alike. */
type AnyCodec = ListCodec | SingleCodec<boolean | number | string>;
function codecOf(filter: UrlFilterName): AnyCodec {
  return FILTER_CODECS[filter];
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

/** Whether a list or string filter can hold this value (in its URL form). */
export function isValidFilterValue(filter: ListFilterName | StringFilterName, value: string): boolean {
  return codecOf(filter).parse(value).ok;
}

/** The selected values of a filter in their URL form: a list's values sorted, a single value, or none. */
export function filterKeys(filters: SearchFilters, filter: UrlFilterName): string[] {
  const codec = codecOf(filter);
  const value: unknown = filters[filter];
  if (codec.kind === 'list') return sortedUnique(value as readonly string[]);
  return value === null || !codec.holds(value) ? [] : [codec.write(value)];
}

export function isKeySelected(filters: SearchFilters, filter: UrlFilterName, key: string): boolean {
  return filterKeys(filters, filter).includes(key);
}

/**
 * A filter read from all of its URL parameters. A list keeps its usable values, sorted and unique; a single
 * filter takes the first usable value, and a different later one is reported as a duplicate.
 */
export function parseFilter(
  filter: UrlFilterName,
  raws: readonly string[],
  report: (raw: string, problem: UrlProblem) => void,
): SearchFilters[UrlFilterName] {
  const codec = codecOf(filter);
  if (codec.kind === 'list') {
    const values: string[] = [];
    for (const raw of raws) {
      const parsed = codec.parse(raw);
      if (parsed.ok) values.push(parsed.value);
      else report(raw, parsed.problem);
    }
    return sortedUnique(values);
  }
  // The first usable value wins, a different later one is a duplicate (the rule of every single-valued parameter).
  const parse = (raw: string): Parsed<boolean | number | string> => codec.parse(raw);
  return chooseOne(raws, parse, report)?.value ?? null;
}

/** The filters with one value (URL form) added, or for a single filter, set; `null` when it cannot be held. */
export function withFilterKey(
  filters: SearchFilters,
  filter: UrlFilterName,
  key: string,
): SearchFilters | null {
  const codec = codecOf(filter);
  if (codec.kind === 'list') {
    const parsed = codec.parse(key);
    if (!parsed.ok) return null;
    return { ...filters, [filter]: sortedUnique([...(filters[filter] as readonly string[]), parsed.value]) };
  }
  const parsed = codec.parse(key);
  return parsed.ok ? { ...filters, [filter]: parsed.value } : null;
}

/** The filters without one selected value (URL form); unchanged (the same object) when it is not selected. */
export function withoutFilterKey(filters: SearchFilters, filter: UrlFilterName, key: string): SearchFilters {
  if (!isKeySelected(filters, filter, key)) return filters;
  if (codecOf(filter).kind === 'list') {
    return { ...filters, [filter]: (filters[filter] as readonly string[]).filter((value) => value !== key) };
  }
  return { ...filters, [filter]: null };
}

/** Whether a filter's value is one the state may hold (lists: valid values, strictly ascending). */
export function holdsFilterValue(filter: UrlFilterName, value: unknown): boolean {
  const codec = codecOf(filter);
  if (codec.kind === 'single') return value === null || codec.holds(value);
  if (!Array.isArray(value)) return false;
  const values: unknown[] = value;
  return values.every(
    (item, index) =>
      typeof item === 'string' && codec.parse(item).ok && (index === 0 || String(values[index - 1]) < item),
  );
}

/** A filter's value in the request, or `undefined` when it is not set. */
export function filterRequestValue(filters: SearchFilters, filter: UrlFilterName): FilterValue | undefined {
  const codec = codecOf(filter);
  const value: unknown = filters[filter];
  if (codec.kind === 'list') {
    const values = sortedUnique(value as readonly string[]);
    return values.length > 0 ? values : undefined;
  }
  return value === null || !codec.holds(value) ? undefined : codec.toRequest(value);
}

/** The label of any filter value in its URL form: for facet values, chips and the no-results view. */
export function filterValueLabel(filter: UrlFilterName, key: string, context: LabelContext): Label {
  return codecOf(filter).label(key, context);
}

/** One selected filter value, for a chip. `value` is its URL form (`"true"`, `"30"`, `"/STAT"`, `"null"`). */
export interface ActiveFilter {
  readonly filter: UrlFilterName;
  readonly value: string;
}

/** Every selected value, one entry each, in URL order (list values sorted). */
export function activeFilters(filters: SearchFilters): ActiveFilter[] {
  return URL_FILTERS.flatMap((filter) => filterKeys(filters, filter).map((value) => ({ filter, value })));
}
