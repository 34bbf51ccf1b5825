import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { generateCatalogue, startOfUtcDay } from '../catalogue/generate';
import { indexCatalogue, type IndexedCatalogue } from '../http/catalogueSource';
import { DEFAULT_ENGINE_QUERY, engineQuery } from '../engine/defaultQuery';
import type { EngineQuery } from '../engine/types';
import { entryName, MAX_ENTRIES, readEntry, writeEntry } from './cacheStore';

let work: string;
let warnings: string[];
const warn = (message: string) => warnings.push(message);

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'index-cache-test-'));
  warnings = [];
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function catalogueFile(name: string, seed: number): Promise<string> {
  const hits = generateCatalogue({ size: 300, seed, now: startOfUtcDay(new Date()) });
  const path = join(work, name);
  await writeFile(path, hits.map((hit) => JSON.stringify(hit)).join('\n'));
  return path;
}

const config = (catalogueFile: string | null, dir: string | null = join(work, 'cache')) => ({
  catalogueFile,
  catalogueSize: 300,
  catalogueSeed: 3,
  indexCache: { dir },
});

/** Starts twice: the second start reads what the first stored. */
async function coldThenWarm(file: string | null): Promise<[IndexedCatalogue, IndexedCatalogue]> {
  const cold = await indexCatalogue(config(file), Date.now, warn);
  expect(await cold.storeInCache()).toMatch(/^index cache: stored .*\.index in \d+ ms$/);
  return [cold, await indexCatalogue(config(file), Date.now, warn)];
}

const QUERIES: Partial<EngineQuery>[] = [
  {},
  { query: 'data' },
  { query: 'vann', sort: 'ASC' },
  { types: ['CONCEPT'], query: 'be' },
  { filters: { accessRights: ['PUBLIC', null] }, page: 2, size: 7 },
];
const query = (over: Partial<EngineQuery>): EngineQuery =>
  engineQuery({ fields: { ...DEFAULT_ENGINE_QUERY.fields, additionalTitles: true }, size: 50, ...over });

async function cacheFiles(): Promise<string[]> {
  return (await readdir(join(work, 'cache'))).sort();
}

describe('the index cache', () => {
  it('is read on the second start of a file catalogue, with the same answers and organisations', async () => {
    const [cold, warm] = await coldThenWarm(await catalogueFile('a.ndjson', 1));
    expect([cold.fromCache, warm.fromCache]).toEqual([false, true]);
    expect(warm.catalogue).toEqual(cold.catalogue);
    expect(warm.organizations).toEqual(JSON.parse(JSON.stringify(cold.organizations)));
    for (const over of QUERIES) {
      expect(warm.engine.search(query(over))).toEqual(
        JSON.parse(JSON.stringify(cold.engine.search(query(over)))),
      );
    }
    expect(warm.engine.suggest(null, 'da', 5)).toEqual(
      JSON.parse(JSON.stringify(cold.engine.suggest(null, 'da', 5))),
    );
    expect(warnings).toEqual([]);
    expect(await warm.storeInCache()).toBeNull();
  });

  it('is read on the second start of the demo catalogue, and not for another seed', async () => {
    const [, warm] = await coldThenWarm(null);
    expect(warm.fromCache).toBe(true);
    const other = await indexCatalogue({ ...config(null), catalogueSeed: 4 }, Date.now, warn);
    expect(other.fromCache).toBe(false);
  });

  it('is not read for a changed file: the index is rebuilt', async () => {
    const file = await catalogueFile('a.ndjson', 1);
    await coldThenWarm(file);
    const before = await readFile(file, 'utf8');
    await writeFile(file, before.replace(/"nb":"[^"]*"/, '"nb":"Endret tittel"'));
    const changed = await indexCatalogue(config(file), Date.now, warn);
    expect(changed.fromCache).toBe(false);
    expect(changed.engine.search(query({ query: 'endret' })).page.totalElements).toBe(1);
  });

  it('rebuilds, with one warning, when the entry is damaged, and removes it', async () => {
    const file = await catalogueFile('a.ndjson', 1);
    await coldThenWarm(file);
    const [name] = await cacheFiles();
    const path = join(work, 'cache', name ?? '');
    const bytes = await readFile(path);
    bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 1;
    await writeFile(path, bytes);
    const again = await indexCatalogue(config(file), Date.now, warn);
    expect(again.fromCache).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^index cache: .* not used \(checksum mismatch \(damaged file\)\); rebuilding$/,
    );
    expect(await cacheFiles()).toEqual([]);
  });

  it('rebuilds when the entry was written by another format or for another key', async () => {
    const dir = join(work, 'cache');
    await writeEntry(dir, 'key A', { key: 'key B', index: null, organizations: '[]' }, warn);
    expect(await readEntry(dir, 'key A', warn)).toBeNull();
    expect(warnings.at(-1)).toMatch(/written for another catalogue or code/);

    await writeEntry(dir, 'key C', { key: 'key C' }, warn);
    const path = join(dir, entryName('key C'));
    const bytes = await readFile(path);
    bytes[7] = 2; // the format version in the magic number
    await writeFile(path, bytes);
    expect(await readEntry(dir, 'key C', warn)).toBeNull();
    expect(warnings.at(-1)).toMatch(/not an index cache file of this format/);
  });

  it('rebuilds when an entry with the right key holds something else', async () => {
    const dir = join(work, 'cache');
    const file = await catalogueFile('a.ndjson', 1);
    const cold = await indexCatalogue(config(file), Date.now, warn);
    await cold.storeInCache();
    const [name] = await cacheFiles();
    // Same key, but the index is missing its parts.
    const key = await keyOfStoredEntry(join(dir, name ?? ''));
    await writeEntry(dir, key, { key, index: { count: 1 }, organizations: '[]' }, warn);
    const again = await indexCatalogue(config(file), Date.now, warn);
    expect(again.fromCache).toBe(false);
    expect(warnings.at(-1)).toMatch(
      /^index cache: entry for this catalogue not used \(docs: expected an object\); rebuilding$/,
    );
  });

  it('is neither read nor written when off', async () => {
    const file = await catalogueFile('a.ndjson', 1);
    const off = await indexCatalogue(config(file, null), Date.now, warn);
    expect(await off.storeInCache()).toBeNull();
    expect(off.fromCache).toBe(false);
    await expect(stat(join(work, 'cache'))).rejects.toThrow();
  });

  it('is not used in a folder that others may write', async () => {
    const dir = join(work, 'cache');
    await writeEntry(dir, 'k', { key: 'k' }, warn);
    await chmod(dir, 0o777);
    expect(await readEntry(dir, 'k', warn)).toBeNull();
    expect(warnings.at(-1)).toMatch(/is not a folder of this user's own, writable by no one else; not used$/);
  });

  it(`keeps the ${MAX_ENTRIES} most recently used entries`, async () => {
    const dir = join(work, 'cache');
    for (const [age, key] of ['k1', 'k2', 'k3', 'k4'].entries()) {
      await writeEntry(dir, key, { key }, warn);
      // Older keys were used longer ago.
      const when = new Date(Date.now() - (10 - age) * 60_000);
      await utimes(join(dir, entryName(key)), when, when);
    }
    await writeEntry(dir, 'k5', { key: 'k5' }, warn);
    expect(await cacheFiles()).toEqual(['k3', 'k4', 'k5'].map(entryName).sort());
    expect(MAX_ENTRIES).toBe(3);
  });
});

/** The id of a process that has exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no child process');
  return pid;
}

describe('the index cache, leftovers and bounds', () => {
  it('removes, on every start, the temporary files of writers that are gone, and only those', async () => {
    const dir = join(work, 'cache');
    await mkdir(dir, { mode: 0o700 });
    const name = (pid: number) => `${entryName('k')}.${pid}.0a1b2c.tmp`;
    // Killed mid-store; a dead writer's id now this process's (which writes nothing); a writer still running.
    const dead = name(deadPid());
    const reused = name(process.pid);
    const running = name(process.ppid);
    for (const file of [dead, reused, running]) await writeFile(join(dir, file), 'partial');
    const started = await indexCatalogue(config(await catalogueFile('a.ndjson', 1)), Date.now, warn);
    expect(started.fromCache).toBe(false);
    expect(await cacheFiles()).toEqual([running]);
    // An hour old, whoever wrote it is not writing it any more.
    const old = new Date(Date.now() - 61 * 60_000);
    await utimes(join(dir, running), old, old);
    await readEntry(dir, 'k', warn);
    expect(await cacheFiles()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('keeps the folder within its size bound, most recently used first', async () => {
    const dir = join(work, 'cache');
    const tree = (key: string) => ({ key, payload: new Uint8Array(10_000) });
    for (const [age, key] of ['k1', 'k2', 'k3'].entries()) {
      await writeEntry(dir, key, tree(key), warn, { maxBytes: 25_000 });
      const when = new Date(Date.now() - (10 - age) * 60_000);
      await utimes(join(dir, entryName(key)), when, when);
    }
    // Each entry is a little over 10 000 bytes: two fit in 25 000, though three are allowed by count.
    expect(await cacheFiles()).toEqual(['k2', 'k3'].map(entryName).sort());
    expect(
      await writeEntry(dir, 'big', { key: 'big', payload: new Uint8Array(30_000) }, warn, {
        maxBytes: 25_000,
      }),
    ).toBeNull();
    expect(warnings.at(-1)).toMatch(
      /^index cache: the index \(\d+ bytes\) is larger than the folder's bound \(25000\); not stored$/,
    );
    expect(await cacheFiles()).toEqual(['k2', 'k3'].map(entryName).sort());
  });

  it('abandons a store quietly when told to, leaving no file behind', async () => {
    const dir = join(work, 'cache');
    const indexed = await indexCatalogue(config(await catalogueFile('a.ndjson', 1)), Date.now, warn);
    const controller = new AbortController();
    const storing = indexed.storeInCache(controller.signal);
    controller.abort();
    expect(await storing).toBeNull();
    expect(await cacheFiles()).toEqual([]);
    // Abandoned while the file is hashed and written: its temporary file goes too.
    const late = new AbortController();
    const tree = { key: 'k', payload: new Uint8Array(64 * 1024 * 1024) };
    const writing = writeEntry(dir, 'k', tree, warn, { signal: late.signal });
    setImmediate(() => late.abort());
    expect(await writing).toBeNull();
    expect(await cacheFiles()).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

/** The key stored in an entry (its header holds it in clear). */
async function keyOfStoredEntry(path: string): Promise<string> {
  const text = (await readFile(path)).toString('latin1');
  const match = /"key":"([^"]*)"/.exec(text);
  if (match?.[1] === undefined) throw new Error('no key in the entry');
  return match[1];
}
