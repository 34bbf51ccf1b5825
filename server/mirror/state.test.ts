import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freshState, MirrorStateError, readState, restoreOutput, writeState } from './state';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mirror-state-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const line = (id: string) => `${JSON.stringify({ id, searchType: 'DATASET' })}\n`;

describe('mirror state', () => {
  it('cuts off a page that was written but never recorded, and returns the ids kept', async () => {
    const out = join(directory, 'cut.ndjson');
    const recorded = line('a') + line('b');
    await writeFile(out, `${recorded}${line('c')}{"id":"d", "trunc`);
    const state = { ...freshState('http://x/api', 10_000, 1000), bytes: Buffer.byteLength(recorded) };
    expect([...(await restoreOutput(out, state))]).toEqual(['a', 'b']);
    expect(await readFile(out, 'utf8')).toBe(recorded);
  });

  it('refuses an output shorter than its state records', async () => {
    const out = join(directory, 'short.ndjson');
    await writeFile(out, line('a'));
    const state = { ...freshState('http://x/api', 10_000, 1000), bytes: 1000 };
    await expect(restoreOutput(out, state)).rejects.toThrow(MirrorStateError);
  });

  it('reads back what it wrote, and nothing for a missing file', async () => {
    const path = join(directory, 'x.state.json');
    expect(await readState(path)).toBeNull();
    const state = freshState('http://x/api', 10_000, 500);
    state.probes['datasets org=* days=*'] = { total: 3, orgPath: [] };
    await writeState(path, state);
    expect(await readState(path)).toEqual(state);
    await writeFile(path, '{"version": 2}');
    await expect(readState(path)).rejects.toThrow(/not a mirror state file/);
  });
});
