/**
 * Where the index cache lives (README "Start-up and the index cache"): `INDEX_CACHE=off` turns it off,
 * `INDEX_CACHE_DIR` moves it (default: a folder of this user's own in the system's temporary folder).
 * Parsed with the rest of the configuration (config.ts hands in its reader and its error).
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const INDEX_CACHE_VARIABLES = ['INDEX_CACHE', 'INDEX_CACHE_DIR'] as const;
export type IndexCacheVariable = (typeof INDEX_CACHE_VARIABLES)[number];

/** The folder of the index cache, or null when it is off. */
export interface IndexCacheConfig {
  dir: string | null;
}

type Read = (variable: IndexCacheVariable) => string | undefined;
type Fail = (variable: IndexCacheVariable, problem: string, raw: string) => never;

export function defaultIndexCacheDir(): string {
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
  return join(tmpdir(), `catalogue-search-index-${user}`);
}

export function parseIndexCacheConfig(read: Read, fail: Fail): IndexCacheConfig {
  const enabled = read('INDEX_CACHE')?.trim() ?? 'on';
  if (enabled !== 'on' && enabled !== 'off') fail('INDEX_CACHE', 'must be on or off', enabled);
  if (enabled === 'off') return { dir: null };
  const dir = read('INDEX_CACHE_DIR');
  return { dir: dir === undefined ? defaultIndexCacheDir() : resolve(dir) };
}
