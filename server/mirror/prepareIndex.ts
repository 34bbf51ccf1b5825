/**
 * After a mirror, the service's first start with the copied file should be as quick as any later one: the index
 * is built and stored in the index cache now (README "Start-up and the index cache"), under the same key the
 * service computes from the file's bytes and its own code, so `CATALOGUE_FILE=<file> npm start` reads it back.
 */
import { indexCatalogue } from '../http/catalogueSource';
import type { IndexCacheConfig } from '../indexCache/cacheConfig';
import type { Warn } from '../indexCache/cacheStore';

/** A line saying what was done, or null when the cache is off or storing failed (with a warning). */
export async function prepareIndex(
  file: string,
  cache: IndexCacheConfig,
  warn: Warn,
): Promise<string | null> {
  if (cache.dir === null) return null;
  const indexed = await indexCatalogue(
    { catalogueFile: file, catalogueSize: 0, catalogueSeed: 0, indexCache: cache },
    Date.now,
    warn,
  );
  if (indexed.fromCache) return `index cache: ${file} is already indexed in ${cache.dir}`;
  return indexed.storeInCache();
}
