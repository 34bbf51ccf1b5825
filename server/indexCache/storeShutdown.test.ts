/**
 * The real service as a child process, stopped by SIGTERM while its worker thread stores the freshly built
 * index (its temporary file is there from the store's start): within a long grace the store is finished and
 * the entry complete; with a short one the worker is terminated and its temporary file removed. Either way it
 * exits 0 and leaves no partial file.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { unpack } from '../engine/persist/pack';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Catalogue search on (http:\/\/127\.0\.0\.1:\d+)/;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'index-store-shutdown-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the service, waits until its store has begun, sends SIGTERM: the exit code and the ms it took. */
async function stopDuringStore(
  cache: string,
  graceMs: number,
): Promise<{ code: number | null; ms: number; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      LOG_LEVEL: 'warn',
      CATALOGUE_SIZE: '3000',
      INDEX_CACHE_DIR: cache,
      SHUTDOWN_GRACE_MS: String(graceMs),
      STATIC_DIR: '/nonexistent/catalogue-search-static',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (READY.test(stdout)) resolve();
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // The worker's temporary file appears when its store begins (and stays until the entry is renamed in).
  let files: string[] = [];
  while (!files.some((name) => name.endsWith('.tmp'))) {
    files = await readdir(cache).catch(() => []);
    expect(files.filter((name) => name.endsWith('.index'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGTERM');
  const signalled = performance.now();
  const code = await exited;
  return { code, ms: performance.now() - signalled, stderr };
}

describe('the index store at shutdown', () => {
  it('abandons the store when the grace is over: worker stopped, temporary file removed, exit 0', async () => {
    const cache = join(dir, 'cache');
    // Reading, indexing and packing 3 000 resources takes the worker far longer than 200 ms.
    const { code, ms, stderr } = await stopDuringStore(cache, 200);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
    expect(await readdir(cache)).toEqual([]);
    expect(stderr).toBe('');
  }, 90_000);

  it('lets the store finish within a long grace: a complete entry and no temporary file, exit 0', async () => {
    const cache = join(dir, 'cache');
    const { code, stderr } = await stopDuringStore(cache, 60_000);
    expect(code).toBe(0);
    const files = await readdir(cache);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.index$/);
    // Whole and checked: the format and checksum hold, and it is the service's entry.
    const stored = unpack(await readFile(join(cache, files[0] ?? '')));
    expect(stored !== null && typeof stored === 'object' && 'key' in stored && 'index' in stored).toBe(true);
    expect(stderr).toBe('');
  }, 120_000);
});
