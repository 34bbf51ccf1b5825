/**
 * The index cache's files: one per key, named by the key's hash, read whole and checked (pack.ts's format
 * and checksum, then the full key stored inside), written to a temporary name and renamed into place so a
 * reader never sees half a file, and bounded: the least recently used entries beyond `MAX_ENTRIES` go, as
 * do temporary files that a stopped writer left. The folder must be this user's own and writable by no one
 * else (a shared temporary folder is not to be trusted); otherwise the cache is not used.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { setImmediate as nextTurn } from 'node:timers/promises';

import { digestInSteps, PackError, packWithoutDigest, unpack, type Packable } from '../engine/persist/pack';

/** Entries kept: a few catalogues (a 200 000-resource one is about 450 MB). */
export const MAX_ENTRIES = 3;
const SUFFIX = '.index';
const STALE_TEMP_MS = 60 * 60 * 1000;

/** Why the cache could not be used; said on one line, and the index is built instead. */
export type Warn = (message: string) => void;

export const entryName = (key: string): string =>
  `${createHash('sha256').update(key).digest('hex').slice(0, 40)}${SUFFIX}`;

/** The folder, created if missing; null (with a warning) when it is not safe to use. */
async function safeDir(dir: string, warn: Warn): Promise<string | null> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const info = await stat(dir);
    const uid = typeof process.getuid === 'function' ? process.getuid() : info.uid;
    if (!info.isDirectory() || info.uid !== uid || (info.mode & 0o022) !== 0) {
      warn(`index cache: ${dir} is not a folder of this user's own, writable by no one else; not used`);
      return null;
    }
    return dir;
  } catch (error) {
    warn(`index cache: cannot use ${dir} (${reason(error)})`);
    return null;
  }
}

/** The tree stored under `key`, or null when there is none or it cannot be trusted (then it is removed). */
export async function readEntry(dir: string, key: string, warn: Warn): Promise<Packable | null> {
  if ((await safeDir(dir, warn)) === null) return null;
  const path = join(dir, entryName(key));
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return null;
  }
  try {
    const stored = unpack(bytes);
    if (stored === null || typeof stored !== 'object' || !('key' in stored) || stored.key !== key) {
      throw new PackError('written for another catalogue or code');
    }
    const now = new Date();
    await utimes(path, now, now).catch(() => undefined);
    return stored;
  } catch (error) {
    warn(`index cache: ${path} not used (${reason(error)}); rebuilding`);
    await rm(path, { force: true });
    return null;
  }
}

/**
 * Stores `tree` (which must hold `key` as its `key`) atomically, then prunes the folder. The entry's path, or
 * null when it could not be written (with a warning).
 */
export async function writeEntry(
  dir: string,
  key: string,
  tree: Packable,
  warn: Warn,
): Promise<string | null> {
  if ((await safeDir(dir, warn)) === null) return null;
  const path = join(dir, entryName(key));
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    // Hashed a few megabytes at a time: a process storing its index keeps answering meanwhile.
    const chunks = packWithoutDigest(tree);
    chunks.push(await digestInSteps(chunks, () => nextTurn()));
    await writeFile(temporary, chunks, { mode: 0o600 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    warn(`index cache: cannot write ${path} (${reason(error)})`);
    return null;
  }
  await prune(dir, path);
  return path;
}

async function prune(dir: string, keep: string): Promise<void> {
  const now = Date.now();
  const entries: { path: string; used: number }[] = [];
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info === null || !info.isFile()) continue;
    if (name.endsWith('.tmp') && now - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true });
    if (name.endsWith(SUFFIX) && path !== keep) entries.push({ path, used: info.mtimeMs });
  }
  entries.sort((a, b) => b.used - a.used);
  for (const entry of entries.slice(MAX_ENTRIES - 1)) await rm(entry.path, { force: true });
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
