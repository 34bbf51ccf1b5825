/**
 * The index store of a serving process, in a worker thread so that searches never wait for it: serialising,
 * hashing and writing a 20 000-resource index takes seconds of CPU, which on the event loop would stall every
 * answer meanwhile (storeJob.ts says what the worker does). The worker runs at the lowest CPU priority: on a
 * busy machine it takes longer, and the serving thread keeps its share.
 *
 * The service runs its TypeScript through tsx (`node --import tsx`), and a worker does not inherit that
 * loader on Node 20: the worker starts from a few lines of plain JavaScript that import its module with tsx's
 * `tsImport`. Abandoning (the signal) terminates the worker and removes its temporary file.
 */
import { Worker } from 'node:worker_threads';

import { removeDeadTemporaries, type Warn } from './cacheStore';
import type { StoreJob, StoreMessage } from './storeJob';

const ENTRY = new URL('./storeWorker.ts', import.meta.url).href;
/**
 * The worker's first lines: the lowest CPU priority, for this thread alone and what it starts (tsx's loader
 * thread, esbuild): on Linux a thread's nice value is its own and is inherited by the threads and processes
 * it creates; elsewhere it would be the whole process's, the serving thread's too, so it is left as it is.
 */
const BOOT = `if (process.platform === 'linux') require('node:os').setPriority(19);
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) =>
  tsx.tsImport(${JSON.stringify(ENTRY)}, ${JSON.stringify(ENTRY)}))`;

function isStoreMessage(value: unknown): value is StoreMessage {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/**
 * Stores `job` in a worker thread: the line saying where, or null when it failed (warned) or `signal`
 * abandoned it (quietly). Settles once the worker has exited and anything it left half written is removed.
 * Never rejects.
 */
export function storeInWorker(job: StoreJob, warn: Warn, signal?: AbortSignal): Promise<string | null> {
  if (signal?.aborted === true) return Promise.resolve(null);
  return new Promise((resolve) => {
    let line: string | null = null;
    const worker = new Worker(BOOT, { eval: true, workerData: job, execArgv: [] });
    const abandon = (): void => void worker.terminate();
    signal?.addEventListener('abort', abandon, { once: true });
    worker.on('message', (message: unknown) => {
      if (!isStoreMessage(message)) return;
      if (message.kind === 'warn') warn(message.message);
      else line = message.line;
    });
    worker.on('error', (error) => {
      if (signal?.aborted !== true) warn(`index cache: not stored (${error.message.split('\n')[0] ?? ''})`);
    });
    worker.on('exit', () => {
      signal?.removeEventListener('abort', abandon);
      // A worker stopped mid-store leaves its temporary file (it holds this process's id): removed here.
      const cleaned = line === null ? removeDeadTemporaries(job.dir) : Promise.resolve();
      void cleaned.then(
        () => resolve(line),
        () => resolve(line),
      );
    });
  });
}
