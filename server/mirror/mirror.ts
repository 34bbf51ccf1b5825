/**
 * Copies a whole catalogue from a service of the search interface into NDJSON that `CATALOGUE_FILE` loads.
 * The planner (planner.ts) cuts it into parts that fit the result window; this driver sends the probes and
 * pages they need through the rate-limited client, appends each page's new hits (deduplicated by id) and
 * records progress in the state file, so that an interrupted run continues where it stopped.
 */
import { SearchObject } from '../../src/interface/searchObject';
import {
  createSearchClient,
  PageSizeRefused,
  smallerPageSize,
  type ClientStats,
  type MirrorDeps,
  type SearchPageResult,
} from './client';
import { leafKey, partLabel, planStep, probeToKeep, queryKey, type Part, type Query } from './planner';
import { silentProgress, type ProgressSink, type ProgressSnapshot } from './progress';
import {
  appendDurably,
  fileSize,
  freshState,
  MirrorStateError,
  readState,
  restoreOutput,
  statePathOf,
  writeState,
  type MirrorState,
} from './state';
import { createTokenBucket } from './tokenBucket';

/** Probe pages kept in memory for reuse as a leaf's first page. */
const KEPT_FIRST_PAGES = 8;

export interface MirrorOptions {
  /** The interface's base_url. */
  from: string;
  out: string;
  /** Hits one query can reach (the service's window). */
  window: number;
  /** Largest page asked; must divide `window`. */
  pageSize: number;
  rate: { perMinute: number; burst: number };
  maxRetries: number;
  backoff: { baseMs: number; capMs: number };
  progress?: ProgressSink;
  signal?: AbortSignal;
}

export interface MirrorReport {
  /** The catalogue's total (`POST /search`). */
  total: number;
  /** The sum of the per-type totals. */
  typeTotal: number;
  /** Resources in the output. */
  written: number;
  /** Hits dropped because their id was already written. */
  duplicates: number;
  /** Hits dropped because they are not valid `SearchObject`s, with the first problem. */
  invalid: { count: number; first: string | null };
  /** Parts no query within the window can reach. */
  missed: { part: string; count: number; reason: string }[];
  /** Leaves that returned fewer hits than their count promised. */
  short: { leaf: string; expected: number; got: number }[];
  /** Each mismatch between totals and what was copied, in words; empty when the copy is whole. */
  mismatches: string[];
  stats: ClientStats;
  /** Milliseconds on the mirror's clock from start to end of this run. */
  elapsedMs: number;
  resumed: boolean;
}

export async function runMirror(options: MirrorOptions, deps: MirrorDeps): Promise<MirrorReport> {
  const progress = options.progress ?? silentProgress;
  const started = deps.now();
  const statePath = statePathOf(options.out);
  const saved = await readState(statePath);
  let state: MirrorState;
  let ids: Set<string>;
  if (saved === null) {
    if (((await fileSize(options.out)) ?? 0) > 0) {
      throw new MirrorStateError(
        `${options.out} exists without ${statePath}; remove it or choose another --out`,
      );
    }
    state = freshState(options.from, options.window, options.pageSize);
    await appendDurably(options.out, '');
    ids = new Set();
  } else {
    if (saved.from !== options.from || saved.window !== options.window) {
      throw new MirrorStateError(
        `${statePath} belongs to a mirror of ${saved.from} (window ${saved.window}); remove it and ${options.out} to start over`,
      );
    }
    state = saved;
    ids = await restoreOutput(options.out, state);
  }

  const bucket = createTokenBucket({ ...options.rate, now: deps.now });
  const client = createSearchClient(
    {
      base: options.from,
      bucket,
      maxRetries: options.maxRetries,
      backoff: options.backoff,
      ...(options.signal ? { signal: options.signal } : {}),
    },
    deps,
  );
  const report: MirrorReport = {
    total: 0,
    typeTotal: 0,
    written: ids.size,
    duplicates: 0,
    invalid: { count: 0, first: null },
    missed: [],
    short: [],
    mismatches: [],
    stats: client.stats,
    elapsedMs: 0,
    resumed: saved !== null,
  };
  /** Page 0 of each probe made in this run, reused as page 0 of the leaf with the same query. */
  const firstPages = new Map<string, { size: number; hits: SearchPageResult['hits'] }>();

  const snapshot = (label: string): ProgressSnapshot => {
    const left = Math.max(0, report.total - ids.size);
    const requestsLeft = Math.ceil(left / state.pageSize);
    const etaMs =
      report.total === 0
        ? null
        : (Math.max(0, requestsLeft - bucket.available()) * 60_000) / options.rate.perMinute;
    return { written: ids.size, total: report.total, requests: client.stats.requests, etaMs, label };
  };

  /** One page at `offset`, shrinking the page size while the service refuses it. */
  async function fetchPage(query: Query, offset: number): Promise<SearchPageResult> {
    for (;;) {
      const size = state.pageSize;
      try {
        return await client.search(query, offset / size, query.type === null ? 1 : size);
      } catch (error) {
        const smaller = error instanceof PageSizeRefused ? smallerPageSize(size) : null;
        if (smaller === null) throw error;
        progress.line(`page size ${size} refused, trying ${smaller}`, snapshot(queryKey(query)));
        state.pageSize = smaller;
      }
    }
  }

  async function probe(query: Query): Promise<void> {
    const page = await fetchPage(query, 0);
    state.probes[queryKey(query)] = probeToKeep(query, { total: page.total, orgPath: page.orgPath });
    if (query.type !== null) {
      firstPages.set(queryKey(query), { size: state.pageSize, hits: page.hits });
      // The page is usually taken right after its probe; a few kept bound the memory of a deep plan.
      const oldest = firstPages.keys().next();
      if (firstPages.size > KEPT_FIRST_PAGES && oldest.done !== true) firstPages.delete(oldest.value);
    }
    await writeState(statePath, state);
  }

  /** The hits of a page worth keeping, as NDJSON lines; counts duplicates and invalid hits. */
  function newLines(hits: readonly unknown[]): string {
    let text = '';
    for (const hit of hits) {
      const parsed = SearchObject.safeParse(hit);
      if (!parsed.success) {
        report.invalid.count += 1;
        const issue = parsed.error.issues[0];
        report.invalid.first ??=
          issue === undefined ? 'not a hit' : `${issue.path.join('.')}: ${issue.message}`;
        continue;
      }
      if (ids.has(parsed.data.id)) {
        report.duplicates += 1;
        continue;
      }
      ids.add(parsed.data.id);
      text += `${JSON.stringify(hit)}\n`;
    }
    return text;
  }

  async function fetchLeaf(query: Query, take: number, label: string): Promise<void> {
    const key = leafKey(query, take);
    const leaf = (state.leaves[key] ??= { offset: 0, fetched: 0, done: false });
    while (!leaf.done) {
      const reused = leaf.offset === 0 ? firstPages.get(queryKey(query)) : undefined;
      const hits = reused?.hits ?? (await fetchPage(query, leaf.offset)).hits;
      // Read after the fetch: a refused size shrinks the page.
      const pageSize = reused?.size ?? state.pageSize;
      const wanted = Math.min(pageSize, take - leaf.offset);
      const kept = hits.slice(0, wanted);
      const lines = newLines(kept);
      if (lines !== '') state.bytes += await appendDurably(options.out, lines);
      state.written = ids.size;
      leaf.fetched += kept.length;
      leaf.offset += pageSize;
      leaf.done = leaf.offset >= take || kept.length < wanted;
      await writeState(statePath, state);
      progress.update(snapshot(label));
    }
    firstPages.delete(queryKey(query));
    if (leaf.fetched < take) report.short.push({ leaf: key, expected: take, got: leaf.fetched });
    progress.line(`${label}: ${leaf.fetched} of ${take}`, snapshot(label));
  }

  try {
    if (state.complete) {
      progress.line(`${options.out} is complete already`, snapshot('complete'));
    }
    const stack: Part[] = [{ kind: 'catalogue' }];
    for (let part = stack.pop(); part !== undefined; part = stack.pop()) {
      const label = partLabel(part);
      for (;;) {
        const step = planStep(part, (query) => state.probes[queryKey(query)], options.window);
        if (step.kind === 'probe') {
          await probe(step.query);
          continue;
        }
        if (step.kind === 'split') {
          if (part.kind === 'catalogue') report.total = step.total;
          if (part.kind === 'base' && part.orgPath === undefined) report.typeTotal += step.total;
          stack.push(...[...step.children].reverse());
        } else {
          if (part.kind === 'base' && part.orgPath === undefined) report.typeTotal += step.take;
          if (step.missed) report.missed.push({ part: label, ...step.missed });
          if (step.take > 0) await fetchLeaf(step.query, step.take, label);
        }
        break;
      }
    }
    state.complete = true;
    await writeState(statePath, state);
  } finally {
    progress.end();
  }
  report.written = ids.size;
  report.elapsedMs = deps.now() - started;
  report.mismatches = mismatchesOf(report);
  return report;
}

function mismatchesOf(report: MirrorReport): string[] {
  const mismatches: string[] = [];
  if (report.typeTotal !== report.total) {
    mismatches.push(
      `the catalogue counts ${report.total} resources but its types add up to ${report.typeTotal}`,
    );
  }
  const missed = report.missed.reduce((sum, part) => sum + part.count, 0);
  for (const part of report.missed)
    mismatches.push(`${part.part}: ${part.count} not copied (${part.reason})`);
  for (const leaf of report.short) {
    mismatches.push(`${leaf.leaf}: the service counted ${leaf.expected} but returned ${leaf.got}`);
  }
  if (report.invalid.count > 0) {
    mismatches.push(
      `${report.invalid.count} hits were not valid and were left out (first: ${report.invalid.first ?? '?'})`,
    );
  }
  if (report.written !== report.typeTotal) {
    mismatches.push(
      `${report.written} resources written, ${report.typeTotal} counted` +
        (missed > 0 ? ` (${missed} unreachable)` : '') +
        (report.duplicates > 0 ? ` (${report.duplicates} duplicate hits dropped)` : ''),
    );
  }
  return mismatches;
}
