/**
 * Where the index cache lives (README "Start-up and the index cache"): `INDEX_CACHE=off` turns it off,
 * `INDEX_CACHE_DIR` moves it (default: a folder of this user's own in the system's temporary folder),
 * `INDEX_CACHE_MAX_BYTES` bounds its size (besides its three entries). Parsed with the rest of the
 * configuration (config.ts hands in its reader and its error).
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { DEFAULT_MAX_BYTES } from './cacheStore';

export const INDEX_CACHE_VARIABLES = ['INDEX_CACHE', 'INDEX_CACHE_DIR', 'INDEX_CACHE_MAX_BYTES'] as const;
export type IndexCacheVariable = (typeof INDEX_CACHE_VARIABLES)[number];

/** The folder of the index cache, or null when it is off. */
export interface IndexCacheConfig {
  dir: string | null;
  /** The folder's size bound in bytes: the least recently used entries beyond it go (default 2 GiB). */
  maxBytes?: number;
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
  const rawMax = read('INDEX_CACHE_MAX_BYTES')?.trim();
  if (rawMax !== undefined && (!/^\d+$/.test(rawMax) || Number(rawMax) < 1)) {
    fail('INDEX_CACHE_MAX_BYTES', 'must be a whole number of bytes above 0', rawMax);
  }
  const maxBytes = rawMax === undefined ? DEFAULT_MAX_BYTES : Number(rawMax);
  if (enabled === 'off') return { dir: null, maxBytes };
  const dir = read('INDEX_CACHE_DIR');
  return { dir: dir === undefined ? defaultIndexCacheDir() : resolve(dir), maxBytes };
}
