/**
 * Extra local services a spec starts for itself (another environment, one that refuses the app's origin), each in
 * its own process on a free port, stopped by its own pid when the spec ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 90_000;

/** Starts `server/main.ts` with a small catalogue, on a free port unless `PORT` is given; resolves when it listens. */
export function startLocalServer(env: Record<string, string>): Promise<LocalServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CATALOGUE_SIZE: '2000',
      // The shell, as the suite's main services send it (playwright.config.ts); a spec may turn it on.
      PRERENDER: 'off',
      RATE_LIMIT_PER_MINUTE: '0',
      CLIENT_RATE_LIMIT_PER_MINUTE: '6000',
      CLIENT_RATE_LIMIT_BURST: '1000',
      // Quiet unless something goes wrong: no line per request.
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop(child);
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms: ${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const base = /Catalogue search on (http:\/\/[^\s]+)/.exec(output)?.[1];
      if (base === undefined) return;
      clearTimeout(timer);
      resolve({ base, stop: () => stop(child) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}: ${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A port nothing listens on: taken from the system, then released. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
