/**
 * The real service as a child process, stopped by SIGTERM while it stores its freshly built index in the
 * background, its temporary file half written: it exits 0 within the shutdown grace, and the cache folder
 * holds no partial file (the store was abandoned and cleaned up; before, the file stayed for good).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Catalogue search on (http:\/\/127\.0\.0\.1:\d+)/;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'index-store-shutdown-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the index store at shutdown', () => {
  it('leaves no partial file when SIGTERM arrives during the store, and exits 0', async () => {
    const cache = join(dir, 'cache');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        CATALOGUE_SIZE: '10000',
        INDEX_CACHE_DIR: cache,
        SHUTDOWN_GRACE_MS: '5000',
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
    // The store starts once the service answers; the signal comes while its file is being written.
    let partial: string[] = [];
    while (partial.length === 0) {
      partial = (await readdir(cache).catch(() => [])).filter((name) => name.endsWith('.tmp'));
      expect((await readdir(cache).catch(() => [])).filter((name) => name.endsWith('.index'))).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    child.kill('SIGTERM');
    const signalled = performance.now();
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(5000);
    expect(await readdir(cache)).toEqual([]);
    expect(stderr).toBe('');
  }, 60_000);
});
