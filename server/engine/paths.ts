/**
 * Hierarchical values (`orgPath`, LOS paths) compared by whole segments, so that `/STA` never matches `/STAT`.
 * Resource paths and filter values go through the same canonical form, which is also the aggregation key:
 * a key read from a bucket selects exactly the resources it counted.
 */

export type PathStyle = 'leadingSlash' | 'bare';

/** The non-empty segments of a path: `/STAT//912660680/` → `['STAT', '912660680']`. */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function joinSegments(segments: readonly string[], style: PathStyle): string {
  const joined = segments.join('/');
  return style === 'leadingSlash' ? `/${joined}` : joined;
}

/** The canonical key of a path, or `null` when it has no segment. */
export function canonicalPath(path: string, style: PathStyle): string | null {
  const segments = pathSegments(path);
  return segments.length === 0 ? null : joinSegments(segments, style);
}

/** A catalogue repeats few distinct paths many times; remembering them keeps the index build fast. */
const MEMO_LIMIT = 4096;
const memo: Record<PathStyle, Map<string, readonly string[]>> = { leadingSlash: new Map(), bare: new Map() };

/** Every prefix of a path, shortest first: `/STAT/9/7` → `/STAT`, `/STAT/9`, `/STAT/9/7`. */
export function pathPrefixes(path: string, style: PathStyle): readonly string[] {
  const known = memo[style].get(path);
  if (known) return known;
  const segments = pathSegments(path);
  const prefixes = segments.map((_, i) => joinSegments(segments.slice(0, i + 1), style));
  if (memo[style].size >= MEMO_LIMIT) memo[style].clear();
  memo[style].set(path, prefixes);
  return prefixes;
}
