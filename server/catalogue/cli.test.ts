import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CliArgumentError, MAX_SIZE, parseCatalogueArgs } from './cliArgs';
import { generateCatalogue } from './generate';
import { loadCatalogueFile } from './load';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'server/catalogue/cli.ts');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: readonly string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'catalogue-cli-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('parseCatalogueArgs', () => {
  const today = new Date('2026-05-17T15:42:10.123Z');

  it('defaults to 20 000 resources, seed 1, the start of today (UTC) and standard output', () => {
    expect(parseCatalogueArgs([], today)).toEqual({
      size: 20_000,
      seed: 1,
      now: new Date('2026-05-17T00:00:00Z'),
      out: null,
      help: false,
    });
  });

  it('reads every option', () => {
    const options = parseCatalogueArgs(
      ['--size', '5', '--seed=-12', '--out', 'x.ndjson', '--now', '2024-02-29'],
      today,
    );
    expect(options).toEqual({
      size: 5,
      seed: -12,
      now: new Date('2024-02-29T00:00:00Z'),
      out: 'x.ndjson',
      help: false,
    });
    expect(parseCatalogueArgs(['--out', '-'], today).out).toBeNull();
    expect(parseCatalogueArgs(['--now', '2024-02-29T10:11:12Z'], today).now.toISOString()).toBe(
      '2024-02-29T10:11:12.000Z',
    );
    expect(parseCatalogueArgs(['-h'], today).help).toBe(true);
  });

  it.each([
    [['--size', 'many'], '--size must be a whole number'],
    [['--size=-3'], '--size must be a whole number'],
    [['--size', '-3'], "use '--size=-XYZ'"],
    [['--size', '1.5'], '--size must be a whole number'],
    [['--size', String(MAX_SIZE + 1)], '--size must be a whole number'],
    [['--seed', 'abc'], '--seed must be a whole number'],
    [['--seed', '99999999999999999999'], '--seed must be a whole number'],
    [['--now', 'yesterday'], '--now must be an ISO date'],
    [['--now', '2024-13-45'], '--now must be an ISO date'],
    [['--colour'], "Unknown option '--colour'"],
    [['extra'], 'extra'],
    [['--size'], '--size'],
  ])('refuses %j with one clear line', (args, expected) => {
    let caught: unknown;
    try {
      parseCatalogueArgs(args, today);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CliArgumentError);
    const message = caught instanceof Error ? caught.message : '';
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });
});

describe('npm run catalogue', () => {
  it('writes NDJSON that loads back as the generated catalogue', async () => {
    const out = join(directory, 'demo.ndjson');
    const outcome = await cli(['--size', '300', '--seed', '9', '--now', '2026-03-04', '--out', out]);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    expect(outcome.stderr).toMatch(new RegExp(`wrote 300 resources .* to ${out} in \\d+ ms`));
    const text = await readFile(out, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(301);
    const expected = generateCatalogue({ size: 300, seed: 9, now: new Date('2026-03-04T00:00:00Z') });
    expect(await loadCatalogueFile(out)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(text).toBe(expected.map((hit) => `${JSON.stringify(hit)}\n`).join(''));
  });

  it('writes to standard output with --out - or no --out', async () => {
    const outcome = await cli(['--size', '20', '--seed', '3', '--now', '2026-03-04']);
    expect(outcome.code).toBe(0);
    expect(await cli(['--size', '20', '--seed', '3', '--now', '2026-03-04', '--out', '-'])).toEqual({
      ...outcome,
      stderr: expect.stringContaining('to stdout') as unknown,
    });
    const lines = outcome.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(20);
    expect(lines.map((line) => (JSON.parse(line) as { searchType: string }).searchType)).toContain('DATASET');
  });

  it('exits with code 2 and one line of explanation on bad arguments', async () => {
    const outcome = await cli(['--size', 'lots']);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr.split('\n')[0]).toBe(
      'catalogue: --size must be a whole number from 0 to 2000000, got "lots"',
    );
  });

  it('exits with code 1 when it cannot write the file', async () => {
    const outcome = await cli(['--size', '2', '--out', join(directory, 'missing', 'x.ndjson')]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/^catalogue: cannot write .*missing\/x\.ndjson \(ENOENT.*\)\n$/);
  });
});
