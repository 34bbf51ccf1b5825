/**
 * What the engine reads from a resource, in one place, tolerant of missing and null fields: the searched
 * texts, the facet keys (which are also the filter values that select the resource) and the dates.
 */
import type { LocalizedText, SearchObject } from '../../src/interface/searchObject';
import { NULL_KEY, type AggregationName } from '../../src/interface/vocabulary';
import { canonicalPath, pathPrefixes } from './paths';

/** The language variants, in slot order: a field's variant in `LANGUAGES[slot]` is unit `doc * SLOTS + slot`. */
export const LANGUAGES = ['nb', 'nn', 'no', 'en'] as const;
export const SLOTS = LANGUAGES.length;

export type TextField = 'title' | 'additionalTitles' | 'keyword' | 'description';
export const TEXT_FIELDS: readonly TextField[] = ['title', 'additionalTitles', 'keyword', 'description'];

/** The language variants of a text that are present. */
export function variants(text: LocalizedText | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const lang of LANGUAGES) {
    const value = text[lang];
    if (typeof value === 'string' && value !== '') out.push(value);
  }
  return out;
}

const NONE: readonly LocalizedText[] = [];

/**
 * The localized texts of a searched field: the title or description, every keyword, and for concepts every
 * additional title (alternative and hidden labels). A field variant is the texts of one language together.
 */
export function fieldTexts(
  resource: SearchObject,
  field: TextField,
): readonly (LocalizedText | null | undefined)[] {
  switch (field) {
    case 'title':
      return [resource.title];
    case 'description':
      return [resource.description];
    case 'keyword':
      return resource.keyword ?? NONE;
    case 'additionalTitles':
      return resource.searchType === 'CONCEPT' ? (resource.additionalTitles ?? NONE) : NONE;
  }
}

/** Whether the engine shows a resource: it has `metadata` and is not deleted (the rest are hidden). */
export function isVisible(resource: SearchObject): boolean {
  return resource.metadata != null && resource.metadata.deleted !== true;
}

const strings = (values: readonly (string | null | undefined)[]): string[] =>
  values.filter((value): value is string => typeof value === 'string');

/** A code, or the `"null"` key when there is none (a literal `"null"` code shares that key). */
function codeOrNull(code: string | null | undefined): string {
  return typeof code === 'string' ? code : NULL_KEY;
}

/**
 * The aggregation keys of a resource, each once. Hierarchical values give every prefix; `accessRights` and
 * `orgPath` give `"null"` when absent.
 */
export function facetKeys(resource: SearchObject, name: AggregationName): readonly string[] {
  switch (name) {
    case 'accessRights':
      return [codeOrNull(resource.accessRights?.code)];
    case 'orgPath': {
      const path = resource.organization?.orgPath;
      const prefixes = typeof path === 'string' ? pathPrefixes(path, 'leadingSlash') : [];
      return prefixes.length === 0 ? [NULL_KEY] : prefixes;
    }
    case 'losTheme':
      return unique(
        (resource.losTheme ?? []).flatMap((theme) =>
          strings(theme.losPaths ?? []).flatMap((path) => pathPrefixes(path, 'bare')),
        ),
      );
    case 'openData':
      return typeof resource.isOpenData === 'boolean' ? [String(resource.isOpenData)] : [];
    case 'dataTheme':
      return unique(strings((resource.dataTheme ?? []).map((theme) => theme.code)));
    case 'format':
      return unique(strings(resource.fdkFormatPrefixed ?? []));
    case 'provenance':
      return strings([resource.provenance?.code]);
    case 'spatial':
      return unique(strings((resource.spatial ?? []).map((place) => place.prefLabel?.nb)));
  }
}

/**
 * The key a filter value selects: hierarchical values in the canonical form of their keys, `null` as the
 * `"null"` key. `undefined` when the value can select nothing (a path without a segment).
 */
export function filterKey(name: AggregationName, value: string | null): string | undefined {
  if (value === null) return NULL_KEY;
  if (name === 'orgPath') return canonicalPath(value, 'leadingSlash') ?? undefined;
  if (name === 'losTheme') return canonicalPath(value, 'bare') ?? undefined;
  return value;
}

function unique(values: string[]): string[] {
  return values.length < 2 ? values : [...new Set(values)];
}

/** Epoch milliseconds of an ISO date, `-Infinity` (older than everything) when missing or unreadable. */
export function dateValue(value: string | null | undefined): number {
  if (typeof value !== 'string') return Number.NEGATIVE_INFINITY;
  const time = utcSeconds(value) ?? Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** `0`–`9` at `i` as a number, else NaN. */
function digit(value: string, i: number): number {
  const c = value.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
}

const digits = (value: string, from: number, count: number): number => {
  let n = 0;
  for (let i = from; i < from + count; i++) n = n * 10 + digit(value, i);
  return n;
};

/**
 * `YYYY-MM-DDTHH:MM:SSZ` (the catalogue's own form) read without `Date.parse`, several times faster over a
 * whole catalogue; `undefined` for any other form (or an impossible date), which `Date.parse` then reads.
 */
export function utcSeconds(value: string): number | undefined {
  if (value.length !== 20 || value.charCodeAt(19) !== 90 /* Z */) return undefined;
  if (
    value.charCodeAt(4) !== 45 /* - */ ||
    value.charCodeAt(7) !== 45 ||
    value.charCodeAt(10) !== 84 /* T */ ||
    value.charCodeAt(13) !== 58 /* : */ ||
    value.charCodeAt(16) !== 58
  ) {
    return undefined;
  }
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  const hour = digits(value, 11, 2);
  const minute = digits(value, 14, 2);
  const second = digits(value, 17, 2);
  // Date.UTC reads years below 100 as 19xx.
  if (Number.isNaN(year + month + day + hour + minute + second) || year < 100) return undefined;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  // Date.UTC would roll 31 February over into March; such a date is left to Date.parse.
  if (day > daysInMonth(year, month)) return undefined;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in `month` (1–12) of a proleptic Gregorian `year`, as `Date.UTC` counts them. */
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31);
}

export function relationUris(resource: SearchObject): string[] {
  return unique(strings((resource.relations ?? []).map((relation) => relation.uri)));
}
