/**
 * Where a search's time goes: `node --import tsx server/bench/profileSearch.ts [SIZE] [PAIRS]` starts the bench
 * server (benchServer.ts) at SIZE resources (default 20 000) cold, then warm from the index cache under
 * `node --cpu-prof`, sends PAIRS (default 1500) pairs of `GET /config.json` and a search of a small mix, with
 * the `Accept-Encoding` of the ratio check, stops it and prints the functions with most self time (cpuTop.ts).
 * The profile includes the server's start-up (module loading, reading the index): read the rest.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BenchServerReady } from './benchServer';
import { readProfile, selfTimeReport } from './cpuTop';
import { ACCEPT_ENCODING } from './ratioCheck';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SEARCHES: readonly unknown[] = [
  { query: 'data' },
  { query: 'vann kvalitet' },
  { query: 'data', filters: { accessRights: { value: 'PUBLIC' } } },
  { filters: { orgPath: { value: '/STAT' } } },
  { query: 'dat' },
  { pagination: { page: 99, size: 100 } },
  { query: 'data', pagination: { page: 40, size: 20 } },
  { query: 'data', sort: { field: 'FIRST_HARVESTED', direction: 'DESC' } },
];

async function startServer(size: number, cacheDir: string, profileDir: string | null) {
  const profile = profileDir === null ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const args = ['--import', 'tsx', ...profile, 'server/bench/benchServer.ts', String(size), cacheDir];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n')[0];
      if (output.includes('\n') && line !== undefined) resolve(JSON.parse(line) as BenchServerReady);
    });
    void exited.then(() => reject(new Error('the bench server exited')));
  });
  return {
    base: `http://127.0.0.1:${ready.port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function send(base: string, body?: unknown): Promise<void> {
  const response = await fetch(`${base}${body === undefined ? '/config.json' : '/api/search'}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'accept-encoding': ACCEPT_ENCODING,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
}

async function main(): Promise<void> {
  const size = Number(process.argv[2] ?? '20000');
  const pairs = Number(process.argv[3] ?? '1500');
  const work = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  try {
    const cold = await startServer(size, join(work, 'cache'), null);
    await cold.stop();
    const warm = await startServer(size, join(work, 'cache'), join(work, 'profile'));
    const started = performance.now();
    for (let i = 0; i < pairs; i++) {
      await send(warm.base);
      await send(warm.base, SEARCHES[i % SEARCHES.length]);
    }
    const ms = performance.now() - started;
    await warm.stop();
    const load = loadavg().map((value) => value.toFixed(2));
    process.stdout.write(
      `${pairs} pairs in ${Math.round(ms)} ms at ${size} resources; load average ${load.join(' ')}\n`,
    );
    // The first profile is the main thread's; the others are the module loader's and any worker's.
    const [main] = readdirSync(join(work, 'profile')).sort();
    if (main !== undefined) {
      process.stdout.write(`${main}\n${selfTimeReport(readProfile(join(work, 'profile', main)), 30)}\n`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`profile failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
