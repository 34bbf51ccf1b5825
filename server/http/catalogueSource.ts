/**
 * The catalogue the service searches: `CATALOGUE_FILE` when given, else the generated demo catalogue
 * dated at the start of today (UTC), so that a restart on the same day serves the same bytes.
 */
import type { SearchObject } from '../../src/interface/searchObject';
import { generateCatalogue, startOfUtcDay } from '../catalogue/generate';
import { loadCatalogueFile } from '../catalogue/load';
import { createSearchEngine } from '../engine/searchEngine';
import type { SearchEngine } from '../engine/types';
import type { Config } from './config';
import type { CatalogueInfo, CatalogueSource } from './runtimeConfig';

export interface IndexedCatalogue {
  engine: SearchEngine;
  catalogue: CatalogueInfo;
  /** The loaded resources, for what else is derived from them (the organisation names). */
  resources: readonly SearchObject[];
  /** Time to load or generate and index, in milliseconds. */
  elapsedMs: number;
}

export async function readCatalogue(
  config: Pick<Config, 'catalogueFile' | 'catalogueSize' | 'catalogueSeed'>,
): Promise<{ resources: SearchObject[]; source: CatalogueSource }> {
  if (config.catalogueFile !== null) {
    return {
      resources: await loadCatalogueFile(config.catalogueFile),
      source: { kind: 'file', path: config.catalogueFile },
    };
  }
  const resources = generateCatalogue({
    size: config.catalogueSize,
    seed: config.catalogueSeed,
    now: startOfUtcDay(new Date()),
  });
  return { resources, source: { kind: 'demo', seed: config.catalogueSeed } };
}

/** Reads the catalogue and indexes it; the engine's clock is the real one. */
export async function indexCatalogue(
  config: Pick<Config, 'catalogueFile' | 'catalogueSize' | 'catalogueSeed'>,
  now: () => number = Date.now,
): Promise<IndexedCatalogue> {
  const started = performance.now();
  const { resources, source } = await readCatalogue(config);
  const engine = createSearchEngine(resources, { now });
  const catalogue = { size: engine.size, source };
  return { engine, catalogue, resources, elapsedMs: performance.now() - started };
}
