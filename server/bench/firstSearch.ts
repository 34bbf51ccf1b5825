/**
 * Start-up as a user of the service sees it: from spawning `node --import tsx server/main.ts` (what
 * `npm run serve` runs) until the answer to its first search has arrived, with the catalogue of the
 * environment given (`CATALOGUE_FILE` or `CATALOGUE_SIZE`). Includes Node's and tsx's own start, module
 * loading, reading and indexing the catalogue, listening, and the first query.
 */
import { spawn } from 'node:child_process';

export interface FirstSearchFigures {
  /** Spawn → the ready line on stdout. */
  readyMs: number;
  /** Spawn → the first search's answer read in full. */
  firstSearchMs: number;
  /** The first search alone. */
  searchMs: number;
}

const READY = /Catalogue search on (http:\/\/\S+)/;

export async function firstSearch(root: string, env: Record<string, string>): Promise<FirstSearchFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // Logged at `warn`: a bench prints its figures, not a line per request.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = READY.exec(output);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`the service exited (${code ?? 'signal'}): ${errors}`)));
    });
    const ready = performance.now();
    const response = await fetch(`${base}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'data' }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`first search: HTTP ${response.status}`);
    const answered = performance.now();
    return { readyMs: ready - started, firstSearchMs: answered - started, searchMs: answered - ready };
  } finally {
    child.kill('SIGTERM');
  }
}
