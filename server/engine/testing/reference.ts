/**
 * A deliberately naive model of the engine, read straight off docs/service.md: no index,
 * every resource checked field by field. Property tests compare the engine with it on small catalogues.
 */
import type { Bucket, LocalizedText, SearchObject } from '../../../src/interface/searchObject';
import { queryWords, tokenize } from '../../../src/interface/tokenize';
import { AGGREGATIONS, type AggregationName } from '../../../src/interface/vocabulary';
import type { EngineQuery, FilterConditions, SearchFieldFlags } from '../types';

const LANGS = ['nb', 'nn', 'no', 'en'] as const;

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');

/** `path` is `filter` or below it, segment by segment. */
function under(path: string, filter: string): boolean {
  const p = segments(path);
  const f = segments(filter);
  return f.length > 0 && f.length <= p.length && f.every((segment, i) => p[i] === segment);
}

const time = (date: string | null | undefined): number => {
  const t = typeof date === 'string' ? Date.parse(date) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

const hasOrgPath = (r: SearchObject): boolean =>
  typeof r.organization?.orgPath === 'string' && segments(r.organization.orgPath).length > 0;

/** Midnight UTC of the day `days` days before `now`, by the calendar. */
function dayStart(now: number, days: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - days);
}

export function passesFilters(r: SearchObject, f: FilterConditions, now: number): boolean {
  const code = r.accessRights?.code;
  return (
    (f.dataTheme ?? []).every((v) => (r.dataTheme ?? []).some((t) => t.code === v)) &&
    (f.formats ?? []).every((v) => (r.fdkFormatPrefixed ?? []).includes(v)) &&
    (f.losTheme ?? []).every((v) =>
      (r.losTheme ?? []).some((t) => (t.losPaths ?? []).some((p) => under(p, v))),
    ) &&
    (f.spatial ?? []).every((v) => (r.spatial ?? []).some((s) => s.prefLabel?.nb === v)) &&
    (f.accessRights ?? []).every((v) => (v === null ? typeof code !== 'string' : code === v)) &&
    (f.orgPath ?? []).every((v) =>
      v === null
        ? !hasOrgPath(r)
        : typeof r.organization?.orgPath === 'string' && under(r.organization.orgPath, v),
    ) &&
    (f.provenance ?? []).every((v) => r.provenance?.code === v) &&
    (f.openData === undefined || r.isOpenData === f.openData) &&
    (f.lastXDays === undefined || time(r.metadata?.firstHarvested) >= dayStart(now, f.lastXDays)) &&
    (f.lastXDaysModified === undefined || time(r.metadata?.modified) >= dayStart(now, f.lastXDaysModified)) &&
    (f.relations === undefined || (r.relations ?? []).some((x) => x.uri === f.relations)) &&
    (f.uri === undefined || f.uri.length === 0 || f.uri.some((u) => u === r.uri))
  );
}

export function passes(r: SearchObject, q: EngineQuery, now: number): boolean {
  return (
    r.metadata !== undefined &&
    r.metadata !== null &&
    r.metadata.deleted !== true &&
    (q.types === null || q.types.some((t) => t === r.searchType)) &&
    (q.transportOnly !== true || r.isRelatedToTransportportal === true) &&
    passesFilters(r, q.filters, now)
  );
}

type Field = 'title' | 'additionalTitles' | 'keyword' | 'description';
const WEIGHT: Record<Field, number> = { title: 15, additionalTitles: 10, keyword: 5, description: 1 };

/** A field's variants: per language, the tokens of every text of the field in that language. */
function fieldVariants(r: SearchObject, field: Field): string[][] {
  const items: (LocalizedText | null | undefined)[] =
    field === 'keyword'
      ? (r.keyword ?? [])
      : field === 'additionalTitles'
        ? r.searchType === 'CONCEPT'
          ? (r.additionalTitles ?? [])
          : []
        : [r[field]];
  return LANGS.map((lang) =>
    items.flatMap((item) => {
      const text = item?.[lang];
      return typeof text === 'string' ? tokenize(text) : [];
    }),
  );
}

/** Every word occurs in `tokens`, the last also as a prefix of one. */
const holdsAll = (tokens: readonly string[], words: readonly string[]): boolean =>
  words.every((word, i) => tokens.some((t) => t === word || (i === words.length - 1 && t.startsWith(word))));

/**
 * The score when every word occurs in one and the same searched field variant, else `null` (no match). A field
 * with such a variant scores its weight per word; the title 30 more for the words whole, adjacent, in order.
 */
export function referenceScore(
  r: SearchObject,
  words: readonly string[],
  fields: SearchFieldFlags,
): number | null {
  const searched = (['title', 'additionalTitles', 'keyword', 'description'] as const).filter(
    (f) => fields[f] !== false,
  );
  const matching = searched.filter((field) =>
    fieldVariants(r, field).some((tokens) => holdsAll(tokens, words)),
  );
  if (matching.length === 0) return null;
  const score = matching.reduce((sum, field) => sum + WEIGHT[field] * words.length, 0);
  const phrase = fieldVariants(r, 'title').some((tokens) =>
    tokens.some((_, start) => words.every((word, k) => tokens[start + k] === word)),
  );
  return fields.title !== false && phrase ? score + 30 : score;
}

export interface ReferenceResult {
  /** Every hit in order (no paging). */
  hits: SearchObject[];
  scores: number[];
  aggregations: Record<AggregationName, Bucket[]>;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function referenceSearch(
  resources: readonly SearchObject[],
  q: EngineQuery,
  now: number,
): ReferenceResult {
  const words = queryWords(q.query);
  const scored = resources
    .filter((r) => passes(r, q, now))
    .map((r) => ({ r, score: words.length === 0 ? 0 : referenceScore(r, words, q.fields) }))
    .filter((x): x is { r: SearchObject; score: number } => x.score !== null);
  const relevance = words.length > 0 && q.sort === null;
  const dateSign = q.sort === 'ASC' ? 1 : -1;
  // Undated resources come last whichever the direction.
  const dated = (r: SearchObject) => time(r.metadata?.firstHarvested) !== -Infinity;
  scored.sort(
    (a, b) =>
      (relevance ? b.score - a.score : 0) ||
      Number(dated(b.r)) - Number(dated(a.r)) ||
      dateSign * compareTimes(time(a.r.metadata?.firstHarvested), time(b.r.metadata?.firstHarvested)) ||
      byCodeUnits(a.r.id, b.r.id),
  );
  const hits = scored.map((x) => x.r);
  return { hits, scores: scored.map((x) => x.score), aggregations: referenceAggregations(hits) };
}

export interface SuggestNarrowing {
  org?: string;
  transportOnly?: boolean;
}

/**
 * Suggestions: every visible resource of the types, organisation and profile whose title, in one language,
 * holds the words adjacent and in order, the last as a prefix; exact phrases first, then newest (undated
 * last), then by id; at most `limit`.
 */
export function referenceSuggest(
  resources: readonly SearchObject[],
  types: EngineQuery['types'],
  text: string,
  limit: number,
  narrowing: SuggestNarrowing,
  now: number,
): SearchObject[] {
  const words = queryWords(text);
  if (words.length === 0) return [];
  const query: EngineQuery = {
    types,
    query: '',
    fields: { title: true, description: false, keyword: false },
    filters: {},
    sort: null,
    page: 0,
    size: 1,
    transportOnly: narrowing.transportOnly,
  };
  const phraseAt = (tokens: readonly string[], start: number, prefix: boolean) =>
    words.every((word, k) => {
      const token = tokens[start + k];
      return (
        token !== undefined &&
        (token === word || (prefix && k === words.length - 1 && token.startsWith(word)))
      );
    });
  const titleHas = (r: SearchObject, prefix: boolean) =>
    LANGS.some((lang) => {
      const title = r.title?.[lang];
      const tokens = typeof title === 'string' ? tokenize(title) : [];
      return tokens.some((_, start) => phraseAt(tokens, start, prefix));
    });
  const matched = resources
    .filter((r) => passes(r, query, now))
    .filter((r) => narrowing.org === undefined || r.organization?.id === narrowing.org)
    .filter((r) => titleHas(r, true))
    .map((r) => ({ r, exact: titleHas(r, false) ? 1 : 0 }));
  const dated = (r: SearchObject) => time(r.metadata?.firstHarvested) !== -Infinity;
  matched.sort(
    (a, b) =>
      b.exact - a.exact ||
      Number(dated(b.r)) - Number(dated(a.r)) ||
      compareTimes(time(b.r.metadata?.firstHarvested), time(a.r.metadata?.firstHarvested)) ||
      byCodeUnits(a.r.id, b.r.id),
  );
  return matched.slice(0, limit).map((x) => x.r);
}

function compareTimes(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

const prefixes = (path: string, lead: string): string[] =>
  segments(path).map((_, i, all) => lead + all.slice(0, i + 1).join('/'));

export function referenceKeys(r: SearchObject, name: AggregationName): string[] {
  const defined = (values: (string | null | undefined)[]) =>
    values.filter((v): v is string => typeof v === 'string');
  switch (name) {
    case 'accessRights':
      return [typeof r.accessRights?.code === 'string' ? r.accessRights.code : 'null'];
    case 'orgPath':
      return hasOrgPath(r) ? prefixes(r.organization?.orgPath ?? '', '/') : ['null'];
    case 'losTheme':
      return (r.losTheme ?? []).flatMap((t) => (t.losPaths ?? []).flatMap((p) => prefixes(p, '')));
    case 'openData':
      return typeof r.isOpenData === 'boolean' ? [String(r.isOpenData)] : [];
    case 'dataTheme':
      return defined((r.dataTheme ?? []).map((t) => t.code));
    case 'format':
      return defined(r.fdkFormatPrefixed ?? []);
    case 'provenance':
      return defined([r.provenance?.code]);
    case 'spatial':
      return defined((r.spatial ?? []).map((s) => s.prefLabel?.nb));
  }
}

function referenceAggregations(hits: readonly SearchObject[]): Record<AggregationName, Bucket[]> {
  const result = {} as Record<AggregationName, Bucket[]>;
  for (const name of AGGREGATIONS) {
    const counts = new Map<string, number>();
    for (const hit of hits) {
      for (const key of new Set(referenceKeys(hit, name))) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    result[name] = [...counts]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || byCodeUnits(a.key, b.key));
  }
  return result;
}
