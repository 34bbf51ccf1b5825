/**
 * A store of the index cache done from the catalogue's identity alone, for a worker thread
 * (storeInWorker.ts): the catalogue is read or generated again, indexed, packed and written, none of it on the
 * serving thread. The key is computed again first: a catalogue file changed since the service read it is not
 * stored under the old key (the next start builds it again).
 */
import { generateCatalogue } from '../catalogue/generate';
import { loadCatalogueFile } from '../catalogue/load';
import { buildOrganizationCatalogue } from '../catalogue/organizations';
import { buildEngineIndex } from '../engine/engineIndex';
import type { Packable } from '../engine/persist/pack';
import { indexCacheKey, type CatalogueIdentity } from './cacheKey';
import { writeEntryOf, type Warn } from './cacheStore';
import { entryOf } from './cachedIndex';

/** What a worker needs to store a catalogue's index (structured-cloneable: a `Date` is fine). */
export interface StoreJob {
  dir: string;
  key: string;
  catalogue: CatalogueIdentity;
  maxBytes?: number;
}

/** What the worker tells the thread that started it. */
export type StoreMessage = { kind: 'warn'; message: string } | { kind: 'done'; line: string | null };

/** Builds the entry of `job` and writes it: a line saying where and how long it took, or null (warned). */
export async function runStoreJob(job: StoreJob, warn: Warn, signal?: AbortSignal): Promise<string | null> {
  const started = performance.now();
  const path = await writeEntryOf(job.dir, job.key, () => entryOfJob(job), warn, {
    ...(job.maxBytes === undefined ? {} : { maxBytes: job.maxBytes }),
    ...(signal ? { signal } : {}),
  });
  return path === null
    ? null
    : `index cache: stored ${path} in ${Math.round(performance.now() - started)} ms`;
}

async function entryOfJob({ key, catalogue }: StoreJob): Promise<Packable> {
  if ((await indexCacheKey(catalogue)) !== key) {
    throw new Error('the catalogue changed since the service read it');
  }
  const resources =
    catalogue.kind === 'file'
      ? await loadCatalogueFile(catalogue.path)
      : generateCatalogue({ size: catalogue.size, seed: catalogue.seed, now: catalogue.now });
  return entryOf(key, buildEngineIndex(resources), buildOrganizationCatalogue(resources));
}
