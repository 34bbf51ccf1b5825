/**
 * Reads a catalogue file (`CATALOGUE_FILE`): a JSON array of hits, or NDJSON with one hit a line, told apart
 * by the first non-space character. Every hit must pass the shared `SearchObject` schema and the checks the
 * local service needs on top (a known `searchType`, a non-empty `id`, unique ids). The first problem stops the
 * load with a `CatalogueError` whose message is one line naming the file, the line and the problem:
 * `catalogue.ndjson line 17: searchType: expected one of DATASET, …, got "FOO"`.
 */
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';

import { SearchObject } from '../../src/interface/searchObject';
import { SEARCH_TYPES } from '../../src/interface/vocabulary';
import { schemaGuard } from './schemaGuard';
import { invalidUtf8Offset } from './utf8';

export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
}

export async function loadCatalogueFile(path: string): Promise<SearchObject[]> {
  const first = await firstCharacter(path);
  if (first === null) throw new CatalogueError(`${path}: the file is empty`);
  if (first.character === '[') return loadJsonArray(path);
  if (first.character === '{') return loadNdjson(path);
  throw new CatalogueError(
    `${path} line ${first.line}: expected a JSON array or NDJSON objects, found ${JSON.stringify(first.character)}`,
  );
}

/** The first character that is not white space (or a byte order mark), and its line; null for an empty file. */
async function firstCharacter(path: string): Promise<{ character: string; line: number } | null> {
  const handle = await open(path, 'r').catch((error: unknown) => {
    throw unreadable(path, error);
  });
  try {
    const buffer = Buffer.alloc(64 * 1024);
    let line = 1;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null).catch((error: unknown) => {
        throw unreadable(path, error);
      });
      if (bytesRead === 0) return null;
      // Leading white space is ASCII; the first other character is what we look for.
      const text = buffer.toString('utf8', 0, bytesRead);
      for (const character of text) {
        if (character === '\n') line += 1;
        else if (!/\s|\uFEFF/.test(character)) return { character, line };
      }
    }
  } finally {
    await handle.close();
  }
}

function unreadable(path: string, error: unknown): CatalogueError {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new CatalogueError(`${path}: cannot read the file (${reason})`);
}

async function loadNdjson(path: string): Promise<SearchObject[]> {
  const checker = new HitChecker();
  const hits: SearchObject[] = [];
  let lineNumber = 0;
  try {
    for await (const raw of lines(path)) {
      lineNumber += 1;
      const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        if (hits.length === 0) await refuseWholeDocument(path);
        throw new CatalogueError(`${path} line ${lineNumber}: invalid JSON (${oneLine(error)})`);
      }
      const problem = checker.check(value, `line ${lineNumber}`);
      if (problem !== null) throw new CatalogueError(`${path} line ${lineNumber}: ${problem}`);
      hits.push(value as SearchObject);
    }
  } catch (error) {
    if (error instanceof CatalogueError) throw error;
    throw unreadable(path, error);
  }
  return hits;
}

/**
 * The lines of a file, streamed in large chunks so a file of 200 000 hits is never one string. Splits bytes
 * and decodes line by line, which is several times faster than `readline` or a streaming decoder. A trailing
 * `\r` (CRLF files) is dropped.
 */
async function* lines(path: string): AsyncGenerator<string> {
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  let rest: Buffer = Buffer.alloc(0);
  // File offset of `buffer[0]`, to say where bytes that are not UTF-8 are.
  let base = 0;
  const checked = (buffer: Buffer, start: number, end: number): string => {
    const bad = invalidUtf8Offset(buffer.subarray(start, end));
    if (bad >= 0) throw new CatalogueError(`${path} is not valid UTF-8 at byte ${base + start + bad}`);
    return decodeLine(buffer, start, end);
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const buffer = rest.length === 0 ? chunk : Buffer.concat([rest, chunk]);
      let start = 0;
      for (let end = buffer.indexOf(NEWLINE); end >= 0; end = buffer.indexOf(NEWLINE, start)) {
        yield checked(buffer, start, end);
        start = end + 1;
      }
      rest = buffer.subarray(start);
      base += start;
    }
    if (rest.length > 0) yield checked(rest, 0, rest.length);
  } finally {
    stream.destroy();
  }
}

/**
 * When an NDJSON file's first line is not JSON, the file may be one JSON document over many lines (a
 * pretty-printed object): say so rather than "invalid JSON on line 1".
 */
async function refuseWholeDocument(path: string): Promise<void> {
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  const found = value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  throw new CatalogueError(`${path}: expected a JSON array or NDJSON, found ${found}`);
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function decodeLine(buffer: Buffer, start: number, end: number): string {
  return buffer.toString('utf8', start, end > start && buffer[end - 1] === CARRIAGE_RETURN ? end - 1 : end);
}

async function loadJsonArray(path: string): Promise<SearchObject[]> {
  const bytes = await readFile(path).catch((error: unknown) => {
    throw unreadable(path, error);
  });
  const bad = invalidUtf8Offset(bytes);
  if (bad >= 0) throw new CatalogueError(`${path} is not valid UTF-8 at byte ${bad}`);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(`${path} ${locateSyntaxError(text)}: invalid JSON (${oneLine(error)})`);
  }
  if (!Array.isArray(value)) throw new CatalogueError(`${path}: expected a JSON array of hits`);
  if (value.length === 0) throw new CatalogueError(`${path}: the array holds no hits`);
  const found = findCatalogueProblem(value);
  if (found !== null) {
    throw new CatalogueError(
      `${path} item ${found.index} (line ${itemLine(text, found.index)}): ${found.problem}`,
    );
  }
  return value as SearchObject[];
}

/**
 * The first item of `items` that is not a good hit, with the problem, or null when all are good: the checks
 * `loadCatalogueFile` makes, for catalogues built in memory.
 */
export function findCatalogueProblem(items: readonly unknown[]): { index: number; problem: string } | null {
  const checker = new HitChecker();
  for (const [index, item] of items.entries()) {
    const problem = checker.check(item, `item ${index}`);
    if (problem !== null) return { index, problem };
  }
  return null;
}

/** Passes hits that certainly fit `SearchObject`, without zod's copy of each; zod judges the rest. */
const isSearchObject = schemaGuard(SearchObject);

/** Validates hits one by one, remembering ids to refuse duplicates. */
class HitChecker {
  private readonly seen = new Map<string, string>();

  /** The problem with `value`, or null if it is a good hit; `where` says where it was read, for duplicates. */
  check(value: unknown, where: string): string | null {
    let hit: SearchObject;
    if (isSearchObject(value)) {
      hit = value as SearchObject;
    } else {
      const result = SearchObject.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        return issue === undefined ? 'not a valid hit' : describeIssue(issue, value);
      }
      hit = result.data;
    }
    if (!(SEARCH_TYPES as readonly string[]).includes(hit.searchType)) {
      return `searchType: expected one of ${SEARCH_TYPES.join(', ')}, got ${JSON.stringify(hit.searchType)}`;
    }
    if (hit.id.trim() === '') return 'id: must not be empty';
    const previous = this.seen.get(hit.id);
    if (previous !== undefined) return `id: duplicate id ${JSON.stringify(hit.id)} (first at ${previous})`;
    this.seen.set(hit.id, where);
    return null;
  }
}

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
}

function describeIssue(issue: Issue, value: unknown): string {
  const path = issue.path.length === 0 ? 'hit' : issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string') {
    return `${path}: expected ${issue.expected}, got ${describeValue(valueAt(value, issue.path))}`;
  }
  return `${path}: ${issue.message}`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const shown = JSON.stringify(value);
  return `${typeof value} ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}`;
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}

/**
 * The top-level items of a JSON array text, as offsets, found by a scan that follows strings and nesting
 * (it does not check the syntax). Used only to point at the item and line of a problem.
 */
function itemOffsets(text: string): { start: number; end: number }[] {
  const items: { start: number; end: number }[] = [];
  let depth = -1;
  let inString = false;
  let escaped = false;
  let start = -1;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (inString) {
      if (escaped) escaped = false;
      else if (character === '\\') escaped = true;
      else if (character === '"') inString = false;
      continue;
    }
    if (character === '"') {
      inString = true;
      if (depth === 0 && start < 0) start = index;
      continue;
    }
    if (character === '[' || character === '{') {
      if (depth === 0 && start < 0) start = index;
      depth += 1;
      continue;
    }
    if (depth === 0 && (character === ',' || character === ']')) {
      if (start >= 0) items.push({ start, end: index });
      start = -1;
      if (character === ']') return items;
      continue;
    }
    if (character === ']' || character === '}') {
      depth -= 1;
      continue;
    }
    if (depth === 0 && start < 0 && !/\s/.test(character)) start = index;
  }
  if (start >= 0) items.push({ start, end: text.length });
  return items;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
  }
  return line;
}

function itemLine(text: string, index: number): number {
  const item = itemOffsets(text)[index];
  return item === undefined ? 1 : lineAt(text, item.start);
}

/** `item N (line L)` for the first item that does not parse on its own, or `line L` where the array breaks. */
function locateSyntaxError(text: string): string {
  const items = itemOffsets(text);
  for (const [index, item] of items.entries()) {
    try {
      JSON.parse(text.slice(item.start, item.end));
    } catch {
      return `item ${index} (line ${lineAt(text, item.start)})`;
    }
  }
  const last = items[items.length - 1];
  return `line ${lineAt(text, last === undefined ? 0 : last.end)}`;
}
