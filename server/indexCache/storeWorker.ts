/**
 * The worker thread's side of storeInWorker.ts: runs the job it was started with and says how it went.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { runStoreJob, type StoreJob, type StoreMessage } from './storeJob';

const tell = (message: StoreMessage): void => parentPort?.postMessage(message);

const job = workerData as StoreJob;
const line = await runStoreJob(job, (message) => tell({ kind: 'warn', message }));
tell({ kind: 'done', line });
