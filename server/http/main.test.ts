/** `server/main.ts` as a real process: start-up line, a query, graceful stop; bad configuration. */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      STATIC_DIR: '/nonexistent/catalogue-search-static',
      LOG_LEVEL: 'warn',
      INDEX_CACHE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    const check = () => {
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0] ?? '');
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // Tests of a failed start await the exit, not the line.
  firstLine.catch(() => undefined);
  return { child, exited, firstLine, output: () => ({ stdout, stderr }) };
}

describe('server/main.ts', () => {
  it('starts on a free port, prints one line, answers, and stops cleanly on SIGTERM', async () => {
    const main = startMain({ PORT: '0', CATALOGUE_SIZE: '300', CATALOGUE_SEED: '3', RATE_LIMIT_BURST: '5' });
    const line = await main.firstLine;
    const match =
      /^Catalogue search on (http:\/\/127\.0\.0\.1:(\d+)) — demo catalogue, ([\d,]+) resources \(seed 3\) indexed in \d+ ms — rate limit 10\/min, burst 5$/.exec(
        line,
      );
    expect(match, line).not.toBeNull();
    const [, base = '', port = '0', size = '0'] = match ?? [];
    expect(Number(port)).toBeGreaterThan(0);
    expect(Number(size)).toBeGreaterThan(0);
    expect(Number(size)).toBeLessThanOrEqual(300);

    const response = await fetch(`${base}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pagination: { size: 2 } }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { page: { totalElements: number } }).page.totalElements).toBe(
      Number(size),
    );
    expect(response.headers.get('ratelimit')).toBe('limit=5, remaining=4, reset=6');

    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
    expect(main.output().stdout.trim().split('\n')).toHaveLength(1);
    expect(main.output().stderr).toBe('');
  }, 20_000);

  it('stores the index once serving, and the next start reads it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'main-index-cache-'));
    const env = { PORT: '0', CATALOGUE_SIZE: '300', INDEX_CACHE: 'on', INDEX_CACHE_DIR: dir };
    try {
      const first = startMain(env);
      expect(await first.firstLine).toMatch(/ resources \(seed 1\) indexed in \d+ ms — /);
      // Stored in the background after the ready line.
      while (!(await readdir(dir)).some((name) => name.endsWith('.index'))) await sleep(50);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const second = startMain(env);
      expect(await second.firstLine).toMatch(/ resources \(seed 1\) index read from the cache in \d+ ms — /);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(first.output().stderr + second.output().stderr).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Two starts and a store at low priority: on a busy 2-core machine that alone has taken over 20 s.
  }, 60_000);

  it('refuses a bad PORT with one line and a non-zero exit', async () => {
    const main = startMain({ PORT: 'eighty' });
    expect(await main.exited).toBe(1);
    expect(main.output().stderr).toBe('error: PORT="eighty": not a whole number\n');
    expect(main.output().stdout).toBe('');
  }, 20_000);

  it('refuses a missing catalogue file with one line naming it', async () => {
    const main = startMain({ PORT: '0', CATALOGUE_FILE: '/nonexistent/catalogue.ndjson' });
    expect(await main.exited).toBe(1);
    const { stderr } = main.output();
    expect(stderr.startsWith('error: ')).toBe(true);
    expect(stderr).toContain('catalogue.ndjson');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  }, 20_000);
});
