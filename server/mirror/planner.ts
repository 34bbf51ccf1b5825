/**
 * How a whole catalogue is cut into parts that each fit the service's result window (10 000 hits: a page
 * past it fails), decided one step at a time from probe answers. Pure: the driver (mirror.ts) asks for the
 * probes a step needs, and the same probes always give the same plan, so a resumed mirror replays the
 * plan from its saved probes without a request.
 *
 * Every resource lands in exactly one leaf:
 * - the catalogue splits per type (a resource has one `searchType`);
 * - a part over the window splits by `orgPath` one level deeper (each bucket counts all resources at or
 *   below it), plus the `"null"` bucket at the top, but only when the child buckets add up to the part's
 *   total exactly: resources that sit on the part's own path could not be selected apart from its children;
 * - otherwise the part is sliced by first-harvest day: `lastXDays = hi` sorted oldest first holds the
 *   resources of slice (lo, hi] as its first c(hi) − c(lo) hits, so a slice is fetched by taking that many
 *   (dates of the slice are all older than those of `lastXDays = lo`: no tie crosses the boundary);
 *   slices over the window are halved. Resources without a first-harvest date sort last in both
 *   directions: past the window they cannot be reached, and the plan says how many.
 */
import type { ResourceType } from '../../src/interface/vocabulary';
import { RESOURCE_TYPES } from '../../src/interface/vocabulary';

/** The largest `lastXDays` asked: about 274 years, older than any harvest. */
export const MAX_DAYS = 100_000;

/** One search the mirror sends (always sorted by first harvest, oldest first). */
export interface Query {
  /** null: `POST /search`, every type. */
  readonly type: ResourceType | null;
  /** Absent: no condition; null: resources without an orgPath. */
  readonly orgPath?: string | null;
  readonly lastXDays?: number;
}

export type Part =
  | { readonly kind: 'catalogue' }
  | { readonly kind: 'base'; readonly type: ResourceType; readonly orgPath?: string | null }
  | {
      readonly kind: 'slice';
      readonly type: ResourceType;
      readonly orgPath?: string | null;
      /** Days: the slice holds `lastXDays = hi` minus `lastXDays = lo` (nothing when lo is null). */
      readonly lo: number | null;
      readonly hi: number;
    }
  | { readonly kind: 'undated'; readonly type: ResourceType; readonly orgPath?: string | null };

/** What a probe (page 0 of a query) tells the planner. */
export interface Probe {
  /** Exact number of hits. */
  readonly total: number;
  /** The `orgPath` aggregation of the query. */
  readonly orgPath: readonly { readonly key: string; readonly count: number }[];
}

export type Step =
  | { readonly kind: 'probe'; readonly query: Query }
  | { readonly kind: 'split'; readonly children: readonly Part[]; readonly total: number }
  /**
   * Fetch the first `take` hits of `query` (oldest first). `missed` counts resources of the part that no
   * query within the window can reach, and says why.
   */
  | {
      readonly kind: 'leaf';
      readonly query: Query;
      readonly take: number;
      readonly missed?: { readonly count: number; readonly reason: string };
    };

export type ProbeLookup = (query: Query) => Probe | undefined;

export function planStep(part: Part, probeOf: ProbeLookup, window: number): Step {
  switch (part.kind) {
    case 'catalogue': {
      const query: Query = { type: null };
      const probe = probeOf(query);
      if (probe === undefined) return { kind: 'probe', query };
      return {
        kind: 'split',
        total: probe.total,
        children: RESOURCE_TYPES.map((type) => ({ kind: 'base', type })),
      };
    }
    case 'base':
      return planBase(part, probeOf, window);
    case 'slice':
      return planSlice(part, probeOf, window);
    case 'undated': {
      const base = baseQuery(part);
      const all = probeOf(base);
      if (all === undefined) return { kind: 'probe', query: base };
      const dated = probeOf({ ...base, lastXDays: MAX_DAYS });
      if (dated === undefined) return { kind: 'probe', query: { ...base, lastXDays: MAX_DAYS } };
      const count = all.total - dated.total;
      if (count <= 0) return { kind: 'leaf', query: base, take: 0 };
      return {
        kind: 'leaf',
        query: base,
        take: 0,
        missed: { count, reason: 'without a first-harvest date they sort after the window' },
      };
    }
  }
}

function baseQuery(part: { type: ResourceType; orgPath?: string | null }): Query {
  return part.orgPath === undefined ? { type: part.type } : { type: part.type, orgPath: part.orgPath };
}

function planBase(part: Extract<Part, { kind: 'base' }>, probeOf: ProbeLookup, window: number): Step {
  const query = baseQuery(part);
  const probe = probeOf(query);
  if (probe === undefined) return { kind: 'probe', query };
  if (probe.total <= window) return { kind: 'leaf', query, take: probe.total };
  const children = orgPathChildren(part.orgPath, probe);
  if (children !== null) {
    return {
      kind: 'split',
      total: probe.total,
      children: children.map((orgPath) => ({ kind: 'base', type: part.type, orgPath })),
    };
  }
  const where = part.orgPath === undefined ? {} : { orgPath: part.orgPath };
  return {
    kind: 'split',
    total: probe.total,
    children: [
      { kind: 'slice', type: part.type, ...where, lo: null, hi: MAX_DAYS },
      { kind: 'undated', type: part.type, ...where },
    ],
  };
}

/**
 * The orgPath filters one level below `parent` (the top level and `null` for no orgPath filter), or null
 * when they do not add up to the part's total: then some resources sit on `parent` itself.
 */
export function orgPathChildren(parent: string | null | undefined, probe: Probe): (string | null)[] | null {
  if (parent === null) return null;
  const children: (string | null)[] = [];
  let sum = 0;
  for (const { key, count } of probe.orgPath) {
    if (count <= 0 || !isChildBucket(parent, key)) continue;
    children.push(key === 'null' ? null : key);
    sum += count;
  }
  if (children.length === 0 || sum !== probe.total) return null;
  // Bucket order is by count; a sorted plan reads better in the state file and progress lines.
  return children.sort((a, b) => (a ?? '').localeCompare(b ?? ''));
}

/**
 * The part of a probe the plan can use, to keep the state file small: the orgPath buckets one level below the
 * query's path (and `"null"` at the top); none for day slices and the whole catalogue, which never split by them.
 */
export function probeToKeep(query: Query, probe: Probe): Probe {
  if (query.type === null || query.lastXDays !== undefined || query.orgPath === null) {
    return { total: probe.total, orgPath: [] };
  }
  const parent = query.orgPath;
  return { total: probe.total, orgPath: probe.orgPath.filter(({ key }) => isChildBucket(parent, key)) };
}

/** Whether bucket `key` is one level below `parent` (undefined: the top, where `"null"` is a child too). */
function isChildBucket(parent: string | undefined, key: string): boolean {
  if (key === 'null') return parent === undefined;
  const depth = parent === undefined ? 0 : segments(parent);
  return segments(key) === depth + 1 && (parent === undefined || key.startsWith(`${parent}/`));
}

function segments(path: string): number {
  return path.split('/').filter((segment) => segment !== '').length;
}

function planSlice(part: Extract<Part, { kind: 'slice' }>, probeOf: ProbeLookup, window: number): Step {
  const base = baseQuery(part);
  const query: Query = { ...base, lastXDays: part.hi };
  const upper = probeOf(query);
  if (upper === undefined) return { kind: 'probe', query };
  let below = 0;
  if (part.lo !== null) {
    const lower = probeOf({ ...base, lastXDays: part.lo });
    if (lower === undefined) return { kind: 'probe', query: { ...base, lastXDays: part.lo } };
    below = lower.total;
  }
  const take = upper.total - below;
  if (take <= window) return { kind: 'leaf', query, take: Math.max(0, take) };
  const from = part.lo ?? -1;
  if (part.hi - from <= 1) {
    return {
      kind: 'leaf',
      query,
      take: window,
      missed: {
        count: take - window,
        reason: `${take} were first harvested on one day (${part.hi} days ago), more than the window`,
      },
    };
  }
  const middle = Math.floor((from + part.hi) / 2);
  const where = part.orgPath === undefined ? {} : { orgPath: part.orgPath };
  return {
    kind: 'split',
    total: take,
    children: [
      { kind: 'slice', type: part.type, ...where, lo: part.lo, hi: middle },
      { kind: 'slice', type: part.type, ...where, lo: middle, hi: part.hi },
    ],
  };
}

/** A stable text key of a query, for the state file. */
export function queryKey(query: Query): string {
  const org = query.orgPath === undefined ? '*' : query.orgPath === null ? 'null' : query.orgPath;
  return `${query.type ?? 'all'} org=${org} days=${query.lastXDays ?? '*'}`;
}

/** A stable text key of a leaf: its query and how many of its first hits it takes. */
export function leafKey(query: Query, take: number): string {
  return `${queryKey(query)} take=${take}`;
}

/** A short label of a part, for progress lines. */
export function partLabel(part: Part): string {
  if (part.kind === 'catalogue') return 'catalogue';
  const org = part.orgPath === undefined ? '' : ` ${part.orgPath ?? 'no orgPath'}`;
  if (part.kind === 'base') return `${part.type}${org}`;
  if (part.kind === 'undated') return `${part.type}${org} undated`;
  return `${part.type}${org} days ${part.lo ?? 0}–${part.hi}`;
}
