/**
 * The catalogue the service searches: `CATALOGUE_FILE` when given, else the generated demo catalogue
 * dated at the start of today (UTC), so that a restart on the same day serves the same bytes.
 *
 * With the index cache on (server/indexCache), a start whose catalogue and code match a cached entry reads
 * the index back instead of reading and indexing the catalogue; otherwise the index is built, and stored
 * when the caller asks: `storeInBackground` (a serving process: in a worker thread) or `storeInCache` (in
 * this thread, for a tool that waits for it).
 */
import type { Organization } from '../../src/interface/organization';
import type { SearchObject } from '../../src/interface/searchObject';
import { generateCatalogue, startOfUtcDay } from '../catalogue/generate';
import { loadCatalogueFile } from '../catalogue/load';
import { buildOrganizationCatalogue } from '../catalogue/organizations';
import { buildEngineIndex } from '../engine/engineIndex';
import { engineOf } from '../engine/searchEngine';
import type { SearchEngine } from '../engine/types';
import { indexCacheKey, type CatalogueIdentity } from '../indexCache/cacheKey';
import type { IndexCacheConfig } from '../indexCache/cacheConfig';
import type { Warn } from '../indexCache/cacheStore';
import { readCachedIndex, writeCachedIndexLater } from '../indexCache/cachedIndex';
import { storeInWorker } from '../indexCache/storeInWorker';
import type { Config } from './config';
import type { CatalogueInfo, CatalogueSource } from './runtimeConfig';

export interface IndexedCatalogue {
  engine: SearchEngine;
  catalogue: CatalogueInfo;
  /** The organisations named in the catalogue (served unless `ORGANIZATIONS_FILE` is given). */
  organizations: Organization[];
  /** Time to load or generate and index (or read the index back), in milliseconds. */
  elapsedMs: number;
  /** Whether the index was read from the index cache. */
  fromCache: boolean;
  /**
   * Stores a freshly built index in the cache, in the background: a line saying where, or null when there
   * was nothing to store, it failed or `signal` abandoned it (with a warning). Never rejects.
   */
  storeInCache: (signal?: AbortSignal) => Promise<string | null>;
  /**
   * The same store for a serving process: in a worker thread, which reads the catalogue again and builds,
   * packs and writes its index there, so that answers never wait for it (storeInWorker.ts). `signal`
   * terminates the worker and removes its temporary file. Never rejects.
   */
  storeInBackground: (signal?: AbortSignal) => Promise<string | null>;
}

type CatalogueConfig = Pick<Config, 'catalogueFile' | 'catalogueSize' | 'catalogueSeed'> & {
  indexCache?: IndexCacheConfig;
};

export async function readCatalogue(
  config: Pick<Config, 'catalogueFile' | 'catalogueSize' | 'catalogueSeed'>,
  day: Date = startOfUtcDay(new Date()),
): Promise<{ resources: SearchObject[]; source: CatalogueSource }> {
  if (config.catalogueFile !== null) {
    return {
      resources: await loadCatalogueFile(config.catalogueFile),
      source: { kind: 'file', path: config.catalogueFile },
    };
  }
  const resources = generateCatalogue({ size: config.catalogueSize, seed: config.catalogueSeed, now: day });
  return { resources, source: { kind: 'demo', seed: config.catalogueSeed } };
}

const warnOnStderr: Warn = (message) => process.stderr.write(`${message}\n`);

/** Reads the catalogue and indexes it (or reads its index from the cache); the engine's clock is `now`. */
export async function indexCatalogue(
  config: CatalogueConfig,
  now: () => number = Date.now,
  warn: Warn = warnOnStderr,
): Promise<IndexedCatalogue> {
  const started = performance.now();
  const day = startOfUtcDay(new Date());
  const source: CatalogueSource =
    config.catalogueFile === null
      ? { kind: 'demo', seed: config.catalogueSeed }
      : { kind: 'file', path: config.catalogueFile };
  const dir = config.indexCache?.dir ?? null;
  const key = dir === null ? null : await indexCacheKey(identityOf(config, day));

  const cached = dir === null || key === null ? null : await readCachedIndex(dir, key, warn);
  if (cached !== null) {
    return {
      engine: engineOf(cached.index, { now }),
      catalogue: { size: cached.index.count, source },
      organizations: cached.organizations,
      elapsedMs: performance.now() - started,
      fromCache: true,
      storeInCache: () => Promise.resolve(null),
      storeInBackground: () => Promise.resolve(null),
    };
  }

  const { resources } = await readCatalogue(config, day);
  const index = buildEngineIndex(resources);
  const organizations = buildOrganizationCatalogue(resources);
  const elapsedMs = performance.now() - started;
  const maxBytes = config.indexCache?.maxBytes;
  return {
    engine: engineOf(index, { now }),
    catalogue: { size: index.count, source },
    organizations,
    elapsedMs,
    fromCache: false,
    storeInCache: (signal) =>
      dir === null || key === null
        ? Promise.resolve(null)
        : writeCachedIndexLater(dir, key, index, organizations, warn, {
            ...(maxBytes === undefined ? {} : { maxBytes }),
            ...(signal ? { signal } : {}),
          }),
    storeInBackground: (signal) =>
      dir === null || key === null
        ? Promise.resolve(null)
        : storeInWorker(
            { dir, key, catalogue: identityOf(config, day), ...(maxBytes === undefined ? {} : { maxBytes }) },
            warn,
            signal,
          ),
  };
}

function identityOf(config: CatalogueConfig, day: Date): CatalogueIdentity {
  return config.catalogueFile === null
    ? { kind: 'demo', size: config.catalogueSize, seed: config.catalogueSeed, now: day }
    : { kind: 'file', path: config.catalogueFile };
}
