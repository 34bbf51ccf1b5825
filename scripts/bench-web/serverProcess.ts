/**
 * The real local service in a child process on a free port (`PORT=0`), with the limiter off and a generous app
 * budget as in the e2e tests' `open` service, so that the benchmark never waits for a token.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

import { urlInStartupLine } from './startupUrl';

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

const OPEN_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  CATALOGUE_SEED: '1',
  RATE_LIMIT_PER_MINUTE: '0',
  CLIENT_RATE_LIMIT_PER_MINUTE: '6000',
  CLIENT_RATE_LIMIT_BURST: '1000',
};

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 5_000;

/** Starts `server/main.ts` from `root` with `env` on top of the open defaults; resolves once it prints its address. */
export async function startServer(root: string, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...OPEN_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  const exited = once(child, 'exit');
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the service did not start in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    lines.on('line', (line) => {
      const found = urlInStartupLine(line);
      if (found === null) return;
      clearTimeout(timer);
      resolve(found);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the service stopped before it was ready: ${stderr.trim()}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}
