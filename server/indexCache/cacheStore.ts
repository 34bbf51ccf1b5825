/**
 * The index cache's files: one per key, named by the key's hash, read whole and checked (pack.ts's format
 * and checksum, then the full key stored inside), written to a temporary name (holding the writer's process
 * id) and renamed into place so a reader never sees half a file, and bounded: the least recently used
 * entries beyond `MAX_ENTRIES` or beyond the folder's size bound go. Temporary files whose writer is gone
 * (killed, or stopped mid-store) are removed by every start and every store. The folder must be this user's
 * own and writable by no one else (a shared temporary folder is not to be trusted); otherwise it is not used.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { setImmediate as nextTurn } from 'node:timers/promises';

import { digestInSteps, PackError, packWithoutDigest, unpack, type Packable } from '../engine/persist/pack';

/** Entries kept: a few catalogues (a 200 000-resource one is about 450 MB). */
export const MAX_ENTRIES = 3;
/** The folder's default size bound: three entries of a 200 000-resource catalogue and more. */
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024 * 1024;
const SUFFIX = '.index';
/** A temporary file this old is left over whoever wrote it: a store takes seconds. */
const STALE_TEMP_MS = 60 * 60 * 1000;
/** `<entry>.<pid>.<random>.tmp` */
const TEMPORARY = /\.(\d+)\.[0-9a-f]+\.tmp$/;

/** Temporary files this process is writing now. */
const writing = new Set<string>();

export interface WriteOptions {
  /** The folder's size bound; an entry larger than it is not stored. */
  maxBytes?: number;
  /** Aborted: the store stops quietly and removes its temporary file (a shutdown does not wait for it). */
  signal?: AbortSignal;
}

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
  await removeDeadTemporaries(dir);
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
export function writeEntry(
  dir: string,
  key: string,
  tree: Packable,
  warn: Warn,
  options: WriteOptions = {},
): Promise<string | null> {
  return writeEntryOf(dir, key, () => tree, warn, options);
}

/**
 * `writeEntry` of the tree `make` builds: the temporary file is there (empty) from the start, so that a store
 * that takes a while is seen on disk, and left to no one if the writer dies before it is done (its process
 * id is in the name: the next start removes it).
 */
export async function writeEntryOf(
  dir: string,
  key: string,
  make: () => Packable | Promise<Packable>,
  warn: Warn,
  options: WriteOptions = {},
): Promise<string | null> {
  const { maxBytes = DEFAULT_MAX_BYTES, signal } = options;
  if ((await safeDir(dir, warn)) === null) return null;
  const path = join(dir, entryName(key));
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writing.add(temporary);
  try {
    await writeFile(temporary, '', { mode: 0o600, flag: 'wx' });
    const chunks = packWithoutDigest(await make());
    signal?.throwIfAborted();
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    if (bytes > maxBytes) {
      warn(
        `index cache: the index (${bytes} bytes) is larger than the folder's bound (${maxBytes}); not stored`,
      );
      await rm(temporary, { force: true });
      return null;
    }
    // Hashed a few megabytes at a time: a process storing its index keeps answering meanwhile.
    chunks.push(
      await digestInSteps(chunks, () => {
        signal?.throwIfAborted();
        return nextTurn();
      }),
    );
    await writeFile(temporary, chunks, { mode: 0o600, ...(signal ? { signal } : {}) });
    signal?.throwIfAborted();
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    // Abandoned at shutdown is no failure: the next start builds and stores the index again.
    if (signal?.aborted !== true) warn(`index cache: cannot write ${path} (${reason(error)})`);
    return null;
  } finally {
    writing.delete(temporary);
  }
  await prune(dir, path, maxBytes);
  return path;
}

/** Whether process `pid` runs (one of another user's counts: it cannot be told apart safely). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Removes temporary files no running writer will finish: their process is gone (or is this one, which is
 * not writing them: a dead writer's id reused), or they are older than any store takes.
 */
export async function removeDeadTemporaries(dir: string): Promise<string[]> {
  const removed: string[] = [];
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.endsWith('.tmp')) continue;
    const path = join(dir, name);
    if (writing.has(path)) continue;
    const info = await stat(path).catch(() => null);
    if (info === null || !info.isFile()) continue;
    const pid = Number(TEMPORARY.exec(name)?.[1] ?? Number.NaN);
    const writerGone = !Number.isSafeInteger(pid) || pid === process.pid || !isRunning(pid);
    if (writerGone || now - info.mtimeMs > STALE_TEMP_MS) {
      await rm(path, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Keeps `keep` and the most recently used entries within `MAX_ENTRIES` and `maxBytes` together. */
async function prune(dir: string, keep: string, maxBytes: number): Promise<void> {
  await removeDeadTemporaries(dir);
  const entries: { path: string; used: number; size: number }[] = [];
  for (const name of await readdir(dir)) {
    if (!name.endsWith(SUFFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info === null || !info.isFile()) continue;
    entries.push({ path, used: path === keep ? Number.POSITIVE_INFINITY : info.mtimeMs, size: info.size });
  }
  entries.sort((a, b) => b.used - a.used);
  let kept = 0;
  let bytes = 0;
  for (const entry of entries) {
    const fits = entry.path === keep || (kept < MAX_ENTRIES && bytes + entry.size <= maxBytes);
    if (fits) {
      kept++;
      bytes += entry.size;
    } else {
      await rm(entry.path, { force: true });
    }
  }
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
