import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE, setQuery, setScope, toSearchRequest } from '../../../search';
import { curlCommand, requestBodyText, shellQuote } from './apiRequest';

/** Reads back one POSIX single-quoted word (as `sh` would): `'a'\''b'` is `a'b`. */
function unquote(quoted: string): string {
  let out = '';
  let rest = quoted;
  while (rest.length > 0) {
    if (rest.startsWith("\\'")) {
      out += "'";
      rest = rest.slice(2);
      continue;
    }
    const match = /^'([^']*)'/.exec(rest);
    if (!match) throw new Error(`not a quoted word: ${rest}`);
    out += match[1] ?? '';
    rest = rest.slice(match[0].length);
  }
  return out;
}

describe('shellQuote', () => {
  it('quotes so that the shell reads back exactly the text', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const quoted = shellQuote(text);
        expect(quoted.startsWith("'")).toBe(true);
        expect(unquote(quoted)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('curlCommand', () => {
  const state = setScope(setQuery(DEFAULT_SEARCH_STATE, "barnehage o'brien"), 'datasets');
  const { body } = toSearchRequest(state);
  const command = curlCommand('https://sok.example/api/search/datasets', body);

  it('POSTs the JSON body to the address', () => {
    const lines = command.split(' \\\n');
    expect(lines[0]).toBe("curl -X POST 'https://sok.example/api/search/datasets'");
    expect(lines[1]).toBe("  -H 'Content-Type: application/json'");
    const data = lines[3]?.replace(/^ {2}--data-raw /, '') ?? '';
    expect(JSON.parse(unquote(data))).toEqual(body);
  });

  it('shows the body as indented JSON that parses back to the body', () => {
    const text = requestBodyText(body);
    expect(text).toContain('\n  "query": "barnehage o\'brien"');
    expect(JSON.parse(text)).toEqual(body);
  });
});
