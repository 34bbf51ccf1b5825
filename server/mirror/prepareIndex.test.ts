import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { generateCatalogue, startOfUtcDay } from '../catalogue/generate';
import { indexCatalogue } from '../http/catalogueSource';
import { prepareIndex } from './prepareIndex';

let work: string;
const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'prepare-index-test-'));
  warnings.length = 0;
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function mirroredFile(): Promise<string> {
  const hits = generateCatalogue({ size: 200, seed: 5, now: startOfUtcDay(new Date()) });
  const path = join(work, 'mirror.ndjson');
  await writeFile(path, hits.map((hit) => JSON.stringify(hit)).join('\n'));
  return path;
}

const serviceConfig = (file: string, dir: string | null) => ({
  catalogueFile: file,
  catalogueSize: 20_000,
  catalogueSeed: 1,
  indexCache: { dir },
});

describe('prepareIndex', () => {
  it('stores the index so that the service’s first start with the file reads it back', async () => {
    const file = await mirroredFile();
    const dir = join(work, 'cache');
    expect(await prepareIndex(file, { dir }, warn)).toMatch(/^index cache: stored .*\.index in \d+ ms$/);
    const first = await indexCatalogue(serviceConfig(file, dir), Date.now, warn);
    expect(first.fromCache).toBe(true);
    expect(first.catalogue.size).toBe(200);
    expect(await prepareIndex(file, { dir }, warn)).toBe(`index cache: ${file} is already indexed in ${dir}`);
    expect(warnings).toEqual([]);
  });

  it('does nothing with the cache off', async () => {
    const file = await mirroredFile();
    expect(await prepareIndex(file, { dir: null }, warn)).toBeNull();
    expect((await readdir(work)).sort()).toEqual(['mirror.ndjson']);
  });
});
