/**
 * The mirror's state file (`FILE.state.json`) and its output, kept consistent through interruptions: hits
 * are appended to the output first, then the state records the new length; the state itself is replaced
 * atomically (write a temporary file, rename). On resume the output is cut back to the length the state
 * records, so a page written but not recorded is dropped and fetched again, never duplicated.
 */
import { createReadStream } from 'node:fs';
import { open, readFile, rename, stat, truncate, writeFile } from 'node:fs/promises';

import type { Probe } from './planner';

export interface LeafProgress {
  /** Hits of the leaf's query already taken (a multiple of the page size in use). */
  offset: number;
  /** Hits received (fewer than `take` when the service had fewer). */
  fetched: number;
  done: boolean;
}

export interface MirrorState {
  version: 1;
  from: string;
  window: number;
  /** Page size in use (smaller than asked if the service refused larger pages). */
  pageSize: number;
  /** Probe answers by query key: the plan replays from them without requests. */
  probes: Record<string, Probe>;
  leaves: Record<string, LeafProgress>;
  /** Length of the output at the last consistent point. */
  bytes: number;
  /** Resources written (unique ids). */
  written: number;
  complete: boolean;
}

export class MirrorStateError extends Error {
  override readonly name = 'MirrorStateError';
}

export const statePathOf = (out: string): string => `${out}.state.json`;

export function freshState(from: string, window: number, pageSize: number): MirrorState {
  return {
    version: 1,
    from,
    window,
    pageSize,
    probes: {},
    leaves: {},
    bytes: 0,
    written: 0,
    complete: false,
  };
}

export async function readState(path: string): Promise<MirrorState | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MirrorStateError(`${path} is not JSON; remove it (and the output) to start over`);
  }
  if (!isState(value)) throw new MirrorStateError(`${path} is not a mirror state file of this version`);
  return value;
}

function isState(value: unknown): value is MirrorState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    state.version === 1 &&
    typeof state.from === 'string' &&
    typeof state.window === 'number' &&
    typeof state.pageSize === 'number' &&
    typeof state.probes === 'object' &&
    typeof state.leaves === 'object' &&
    typeof state.bytes === 'number' &&
    typeof state.written === 'number' &&
    typeof state.complete === 'boolean'
  );
}

export async function writeState(path: string, state: MirrorState): Promise<void> {
  const temporary = `${path}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state)}\n`);
  await rename(temporary, path);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export async function fileSize(path: string): Promise<number | null> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Brings the output back to the state's last consistent point and returns the ids it holds. Longer: the
 * tail that was written but never recorded is cut off. Shorter: the output was changed by someone else.
 */
export async function restoreOutput(out: string, state: MirrorState): Promise<Set<string>> {
  const size = (await fileSize(out)) ?? 0;
  if (size < state.bytes) {
    throw new MirrorStateError(
      `${out} holds ${size} bytes but its state file records ${state.bytes}: it was changed; remove both to start over`,
    );
  }
  if (size > state.bytes) await truncate(out, state.bytes);
  const ids = new Set<string>();
  if (state.bytes === 0) return ids;
  let rest = '';
  for await (const chunk of createReadStream(out, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const lines = (rest + String(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line !== '') ids.add(idOf(line, out));
  }
  if (rest !== '') ids.add(idOf(rest, out));
  return ids;
}

function idOf(line: string, out: string): string {
  const value: unknown = JSON.parse(line);
  if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string') {
    return value.id;
  }
  throw new MirrorStateError(`${out} holds a line without an id; remove it and its state file to start over`);
}

/** Appends `text` to the output and flushes it to disk, returning the bytes written. */
export async function appendDurably(out: string, text: string): Promise<number> {
  const bytes = Buffer.from(text, 'utf8');
  const handle = await open(out, 'a');
  try {
    await handle.write(bytes);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  return bytes.length;
}
