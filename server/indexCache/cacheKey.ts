/**
 * What an index cache entry is valid for: the catalogue (a SHA-256 of the file's bytes, or the demo
 * generator's size, seed and day) and the code that built it (a SHA-256 of the sources the index depends
 * on: the engine, the catalogue generator and loader, the shared interface with its tokeniser, plus the
 * format version). Any change to either gives another key, so an entry is never read by code that would
 * have built something else.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Raise when the stored layout changes in a way the sources' hash would not show. */
export const INDEX_FORMAT_VERSION = 1;

const SOURCE_DIRS = ['../engine', '../catalogue', '../../src/interface'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);

let fingerprint: Promise<string> | null = null;

/** The hash of the index's sources (tests excluded), computed once per process. */
export function codeFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256').update(`format ${INDEX_FORMAT_VERSION}\n`);
    for (const dir of SOURCE_DIRS) {
      const files = (await sourceFiles(dir)).sort();
      for (const file of files) hash.update(`${file}\n`).update(await readFile(file));
    }
    return hash.digest('hex');
  })();
  return fingerprint;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]s$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export type CatalogueIdentity =
  { kind: 'file'; path: string } | { kind: 'demo'; size: number; seed: number; now: Date };

/** The key of the catalogue's index with the current code. */
export async function indexCacheKey(catalogue: CatalogueIdentity): Promise<string> {
  const what =
    catalogue.kind === 'file'
      ? `file sha256 ${await fileHash(catalogue.path)}`
      : `demo size ${catalogue.size} seed ${catalogue.seed} now ${catalogue.now.toISOString()}`;
  return `${await codeFingerprint()} ${what}`;
}

async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
