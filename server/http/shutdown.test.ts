/**
 * Graceful shutdown of the real service as a child process: SIGTERM during a large response lets it
 * arrive whole and the process exit 0; the same when the signal goes to `npm run serve`'s npm process.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Catalogue search on (http:\/\/127\.0\.0\.1:\d+)/;

function start(command: string, args: string[]) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      CATALOGUE_SIZE: '3000',
      RATE_LIMIT_PER_MINUTE: '0',
      STATIC_DIR: '/nonexistent/catalogue-search-static',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const match = READY.exec(stdout);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  return { child, exited, base, stderr: () => stderr };
}

/** The child processes of `pid` (Linux). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text === '' ? [] : text.split(/\s+/).map(Number);
}

const isRunning = (pid: number): boolean => existsSync(`/proc/${pid}`);

async function largePageDuringSigterm(main: ReturnType<typeof start>, signalled: number | undefined) {
  const base = await main.base;
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pagination: { size: 2500 } }),
  });
  expect(response.status).toBe(200);
  // The headers are here and the body is on its way: now the signal.
  process.kill(signalled ?? 0, 'SIGTERM');
  const body = (await response.json()) as { hits: unknown[] };
  expect(body.hits).toHaveLength(2500);
  return base;
}

describe('graceful shutdown', () => {
  it('delivers a large response in flight whole on SIGTERM, then exits 0', async () => {
    const main = start(process.execPath, ['--import', 'tsx', 'server/main.ts']);
    const base = await largePageDuringSigterm(main, main.child.pid);
    expect(await main.exited).toBe(0);
    await expect(fetch(`${base}/api/openapi.json`)).rejects.toThrow();
    expect(main.stderr()).toBe('');
  }, 30_000);

  it('does the same when SIGTERM goes to the npm process of `npm run serve`', async () => {
    const main = start('npm', ['run', 'serve']);
    await main.base;
    const npm = main.child.pid ?? 0;
    // `serve` execs node, so the server is npm's own child, not a shell's.
    const [server = 0, ...others] = childrenOf(npm);
    expect(others).toEqual([]);
    expect(readFileSync(`/proc/${server}/cmdline`, 'utf8')).toContain('server/main.ts');
    const base = await largePageDuringSigterm(main, npm);
    await main.exited;
    for (let i = 0; i < 100 && isRunning(server); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(server)).toBe(false);
    await expect(fetch(`${base}/api/openapi.json`)).rejects.toThrow();
  }, 30_000);
});
