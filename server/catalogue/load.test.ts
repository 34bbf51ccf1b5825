import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateCatalogue } from './generate';
import { CatalogueError, findCatalogueProblem, loadCatalogueFile } from './load';

const hits = generateCatalogue({ size: 40, seed: 5, now: new Date('2026-01-01T00:00:00Z') });
const roundTripped: unknown = JSON.parse(JSON.stringify(hits));
const good = (index: number): string => JSON.stringify(hits[index]);

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'catalogue-load-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(directory, name);
  await writeFile(path, content);
  return path;
}

/** The one-line message `loadCatalogueFile` fails with. */
async function failure(path: string): Promise<string> {
  const error: unknown = await loadCatalogueFile(path).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CatalogueError);
  const message = error instanceof Error ? error.message : '';
  expect(message.startsWith(path)).toBe(true);
  expect(message).not.toContain('\n');
  return message;
}

describe('loadCatalogueFile: good files', () => {
  it('reads a JSON array', async () => {
    const path = await file('array.json', JSON.stringify(hits, null, 2));
    expect(await loadCatalogueFile(path)).toEqual(roundTripped);
  });

  it('reads a JSON array after a byte order mark and white space', async () => {
    const path = await file('bom.json', `\uFEFF\n  ${JSON.stringify(hits)}\n`);
    expect(await loadCatalogueFile(path)).toEqual(roundTripped);
  });

  it('reads NDJSON, one hit a line', async () => {
    const path = await file('lines.ndjson', `${hits.map((hit) => JSON.stringify(hit)).join('\n')}\n`);
    expect(await loadCatalogueFile(path)).toEqual(roundTripped);
  });

  it('tolerates blank lines, CRLF line ends, leading white space and a byte order mark in NDJSON', async () => {
    const body = hits.map((hit) => JSON.stringify(hit)).join('\r\n\r\n   \r\n');
    const path = await file('blank.ndjson', `\uFEFF\n\n  ${body}\r\n\n`);
    expect(await loadCatalogueFile(path)).toEqual(roundTripped);
  });

  it('keeps fields it does not know', async () => {
    const path = await file(
      'extra.ndjson',
      JSON.stringify({ id: 'a', searchType: 'EVENT', futureField: [1] }),
    );
    expect(await loadCatalogueFile(path)).toEqual([{ id: 'a', searchType: 'EVENT', futureField: [1] }]);
  });
});

describe('loadCatalogueFile: the first bad NDJSON line is named', () => {
  const withLine = (line: string, at = 3): string => {
    const lines = [good(0), good(1), good(2), good(3)];
    lines.splice(at - 1, 0, line);
    return `${lines.join('\n')}\n`;
  };

  it('a field of the wrong type', async () => {
    const bad = JSON.stringify({ ...hits[9], title: 'Befolkning' });
    const message = await failure(await file('type.ndjson', withLine(bad)));
    expect(message).toMatch(/ line 3: title: expected object, got string "Befolkning"$/);
  });

  it('a nested field of the wrong type', async () => {
    const bad = JSON.stringify({ ...hits[9], metadata: { firstHarvested: 20240101 } });
    const message = await failure(await file('nested.ndjson', withLine(bad, 2)));
    expect(message).toMatch(/ line 2: metadata\.firstHarvested: expected string, got number 20240101$/);
  });

  it('a missing id', async () => {
    const { id: _id, ...withoutId } = hits[9] ?? { id: '' };
    const message = await failure(await file('missing.ndjson', withLine(JSON.stringify(withoutId), 4)));
    expect(message).toMatch(/ line 4: id: expected string, got nothing \(the field is missing\)$/);
  });

  it('an empty id', async () => {
    const message = await failure(
      await file('empty-id.ndjson', withLine(JSON.stringify({ ...hits[9], id: ' ' }))),
    );
    expect(message).toMatch(/ line 3: id: must not be empty$/);
  });

  it('an unknown searchType', async () => {
    const message = await failure(
      await file('search-type.ndjson', withLine(JSON.stringify({ ...hits[9], searchType: 'DATASETS' }))),
    );
    expect(message).toMatch(
      / line 3: searchType: expected one of DATASET, DATA_SERVICE, CONCEPT, INFORMATION_MODEL, SERVICE, EVENT, got "DATASETS"$/,
    );
  });

  it('invalid JSON', async () => {
    const message = await failure(
      await file('syntax.ndjson', withLine('{"id": "x", "searchType": "DATASET",}', 5)),
    );
    expect(message).toMatch(/ line 5: invalid JSON \(.+\)$/);
  });

  it('a line that is not an object', async () => {
    const message = await failure(await file('array-line.ndjson', withLine('[1, 2]')));
    expect(message).toMatch(/ line 3: hit: expected object, got an array$/);
  });

  it('a duplicate id, naming where it was first seen', async () => {
    const message = await failure(await file('duplicate.ndjson', withLine(good(1), 4)));
    expect(message).toMatch(/ line 4: id: duplicate id "[0-9a-f-]+" \(first at line 2\)$/);
  });

  it('counts blank lines in line numbers', async () => {
    const message = await failure(await file('counted.ndjson', `${good(0)}\n\n\n{"id": 1}\n`));
    expect(message).toMatch(/ line 4: id: expected string, got number 1$/);
  });
});

describe('loadCatalogueFile: JSON arrays name the item and its line', () => {
  it('a bad item', async () => {
    const bad = JSON.stringify({ ...hits[2], searchType: 'FOO' });
    const text = `[\n  ${good(0)},\n  ${good(1)},\n\n  ${bad},\n  ${good(3)}\n]\n`;
    const message = await failure(await file('bad-item.json', text));
    expect(message).toMatch(/ item 2 \(line 5\): searchType: expected one of DATASET, .+, got "FOO"$/);
  });

  it('a bad item in a pretty-printed array', async () => {
    const items = [hits[0], { ...hits[1], title: 3 }];
    const text = JSON.stringify(items, null, 2);
    const itemLine = text.split('\n').lastIndexOf('  {') + 1;
    const message = await failure(await file('pretty.json', text));
    expect(message).toMatch(
      new RegExp(` item 1 \\(line ${itemLine}\\): title: expected object, got number 3$`),
    );
  });

  it('a syntax error inside an item', async () => {
    const text = `[\n${good(0)},\n${good(1)},\n{"id": "x" "searchType": "DATASET"},\n${good(2)}\n]\n`;
    const message = await failure(await file('bad-syntax.json', text));
    expect(message).toMatch(/ item 2 \(line 4\): invalid JSON \(.+\)$/);
  });

  it('a broken array', async () => {
    const message = await failure(await file('unclosed.json', `[\n${good(0)},\n${good(1)}\n`));
    expect(message).toMatch(/ line \d+: invalid JSON \(.+\)$/);
  });

  it('a duplicate id', async () => {
    const message = await failure(await file('dup.json', JSON.stringify([hits[0], hits[1], hits[0]])));
    expect(message).toMatch(/ item 2 \(line 1\): id: duplicate id "[0-9a-f-]+" \(first at item 0\)$/);
  });

  it('an empty array', async () => {
    expect(await failure(await file('empty-array.json', ' [ ] '))).toMatch(/: the array holds no hits$/);
  });
});

describe('loadCatalogueFile: files that are not catalogues', () => {
  it('an unreadable file', async () => {
    const message = await failure(join(directory, 'does-not-exist.ndjson'));
    expect(message).toMatch(/: cannot read the file \(ENOENT.*\)$/);
  });

  it('a directory', async () => {
    expect(await failure(directory)).toMatch(/: cannot read the file \(.+\)$/);
  });

  it('an empty file, or one of white space only', async () => {
    expect(await failure(await file('empty.ndjson', ''))).toMatch(/: the file is empty$/);
    expect(await failure(await file('spaces.ndjson', ' \n\n\t \n'))).toMatch(/: the file is empty$/);
  });

  it('a pretty-printed JSON object (a saved search response, say)', async () => {
    const response = JSON.stringify({ hits: hits.slice(0, 2), page: { totalElements: 2 } }, null, 2);
    expect(await failure(await file('response.json', response))).toMatch(
      /response\.json: expected a JSON array or NDJSON, found an object$/,
    );
  });

  it('bytes that are not UTF-8, in NDJSON or a JSON array, naming the byte', async () => {
    const latin1 = (text: string) => Buffer.from(text, 'latin1');
    const first = `${good(0)}\n`;
    const ndjson = Buffer.concat([Buffer.from(first), latin1('{"id": "\u00e6", "searchType": "DATASET"}\n')]);
    const at = Buffer.byteLength(first) + 8;
    expect(await failure(await file('latin1.ndjson', ndjson))).toMatch(
      new RegExp(`latin1\\.ndjson is not valid UTF-8 at byte ${at}$`),
    );
    const array = Buffer.concat([Buffer.from(`[${good(0)},`), latin1('{"id": "\u00f8"}]')]);
    const arrayAt = Buffer.byteLength(`[${good(0)},`) + 8;
    expect(await failure(await file('latin1.json', array))).toMatch(
      new RegExp(`latin1\\.json is not valid UTF-8 at byte ${arrayAt}$`),
    );
  });

  it('a file that starts with something else', async () => {
    const message = await failure(await file('text.ndjson', '\n\nid,searchType\n'));
    expect(message).toMatch(/ line 3: expected a JSON array or NDJSON objects, found "i"$/);
  });
});

describe('findCatalogueProblem', () => {
  it('accepts good hits and names the first bad one', () => {
    expect(findCatalogueProblem(hits)).toBeNull();
    expect(findCatalogueProblem([hits[0], { id: 'x' }, { id: 7 }])).toEqual({
      index: 1,
      problem: 'searchType: expected string, got nothing (the field is missing)',
    });
  });
});
