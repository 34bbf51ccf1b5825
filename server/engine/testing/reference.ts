/**
 * A deliberately naive model of the engine, read straight off local-service.md and public-service.md: no index,
 * every resource checked field by field. Property tests compare the engine with it on small catalogues.
 */
import type { Bucket, LocalizedText, SearchObject } from '../../../src/interface/searchObject';
import { queryWords, tokenize } from '../../../src/interface/tokenize';
import { AGGREGATIONS, type AggregationName } from '../../../src/interface/vocabulary';
import type { EngineQuery, FilterConditions, SearchFieldFlags } from '../types';

const DAY_MS = 86_400_000;

const texts = (text: LocalizedText | null | undefined): string[] =>
  [text?.nb, text?.nn, text?.no, text?.en].filter((t): t is string => typeof t === 'string');

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
    (f.lastXDays === undefined || time(r.metadata?.firstHarvested) >= now - f.lastXDays * DAY_MS) &&
    (f.lastXDaysModified === undefined || time(r.metadata?.modified) >= now - f.lastXDaysModified * DAY_MS) &&
    (f.relations === undefined || (r.relations ?? []).some((x) => x.uri === f.relations)) &&
    (f.uri === undefined || f.uri.length === 0 || f.uri.some((u) => u === r.uri))
  );
}

export function passes(r: SearchObject, q: EngineQuery, now: number): boolean {
  return (
    r.metadata?.deleted !== true &&
    (q.types === null || q.types.some((t) => t === r.searchType)) &&
    (q.transportOnly !== true || r.isRelatedToTransportportal === true) &&
    passesFilters(r, q.filters, now)
  );
}

type Field = 'title' | 'keyword' | 'description';
const WEIGHT: Record<Field, number> = { title: 15, keyword: 5, description: 1 };

function fieldVariants(r: SearchObject, field: Field): string[][] {
  const all = field === 'keyword' ? (r.keyword ?? []).flatMap(texts) : texts(r[field]);
  return all.map(tokenize);
}

/** The score when every word occurs in a searched field, else `null` (no match). */
export function referenceScore(
  r: SearchObject,
  words: readonly string[],
  fields: SearchFieldFlags,
): number | null {
  const searched = (['title', 'keyword', 'description'] as const).filter((f) => fields[f]);
  const occurs = (word: string, last: boolean, field: Field) =>
    fieldVariants(r, field).some((tokens) => tokens.some((t) => t === word || (last && t.startsWith(word))));
  let score = 0;
  for (const [i, word] of words.entries()) {
    const inFields = searched.filter((field) => occurs(word, i === words.length - 1, field));
    if (inFields.length === 0) return null;
    for (const field of inFields) score += WEIGHT[field];
  }
  const phrase = fieldVariants(r, 'title').some((tokens) =>
    tokens.some((_, start) => words.every((word, k) => tokens[start + k] === word)),
  );
  return fields.title && phrase ? score + 30 : score;
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
  scored.sort(
    (a, b) =>
      (relevance ? b.score - a.score : 0) ||
      dateSign * compareTimes(time(a.r.metadata?.firstHarvested), time(b.r.metadata?.firstHarvested)) ||
      byCodeUnits(a.r.id, b.r.id),
  );
  const hits = scored.map((x) => x.r);
  return { hits, scores: scored.map((x) => x.score), aggregations: referenceAggregations(hits) };
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
