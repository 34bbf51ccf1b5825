import { describe, expect, it } from 'vitest';

import { prettyLine } from './prettyLog';

describe('prettyLine', () => {
  it('puts time, level, request id and message first, then the fields', () => {
    const time = new Date(2026, 10, 27, 9, 5, 7, 42).getTime();
    const line = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'ab-1',
      method: 'GET',
      status: 200,
      msg: 'request',
    });
    expect(prettyLine(line)).toBe('09:05:07.042 INFO  [ab-1] request method=GET status=200\n');
  });

  it('prints an error’s stack indented under its line', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'boom',
      err: { message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)' },
    });
    const text = prettyLine(line);
    expect(text).toMatch(/ ERROR boom\n {4}Error: boom\n {8}at f \(x\.ts:1:1\)\n$/);
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(prettyLine('plain words')).toBe('plain words\n');
  });
});
