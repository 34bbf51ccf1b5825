import { describe, expect, it } from 'vitest';

import { createProgress, formatBar, formatDuration } from './progress';

const snapshot = { written: 13_500, total: 30_000, requests: 42, etaMs: 186_000, label: 'concepts /STAT' };

describe('progress', () => {
  it('formats durations in the largest sensible units', () => {
    expect(formatDuration(4_400)).toBe('4 s');
    expect(formatDuration(186_000)).toBe('3 min 06 s');
    expect(formatDuration(2 * 3_600_000 + 5 * 60_000)).toBe('2 h 05 min');
  });

  it('draws a bar with the share, counts and time left, cut to the terminal width', () => {
    expect(formatBar(snapshot, 200)).toBe(
      '[#########-----------]  45 % 13,500/30,000 · 42 requests · 3 min 06 s left · concepts /STAT',
    );
    expect(formatBar(snapshot, 30)).toHaveLength(29);
    expect(formatBar({ ...snapshot, total: 0, etaMs: null }, 200)).toBe(
      '[--------------------]   0 % 13,500 · 42 requests · concepts /STAT',
    );
  });

  it('redraws in place on a terminal and writes plain lines otherwise', () => {
    const written: string[] = [];
    const tty = createProgress({ write: (text: string) => written.push(text), isTTY: true, columns: 200 });
    tty.update(snapshot);
    tty.end();
    expect(written[0]?.startsWith('\r\x1b[2K[#')).toBe(true);
    expect(written[1]).toBe('\n');

    const zero: string[] = [];
    createProgress({ write: (text: string) => zero.push(text), isTTY: true, columns: 0 }).update(snapshot);
    expect(zero[0]).toContain('concepts /STAT');

    const plain: string[] = [];
    const log = createProgress({ write: (text: string) => plain.push(text) });
    log.update(snapshot);
    log.line('done concepts', snapshot);
    log.end();
    expect(plain).toEqual(['mirror: done concepts (13,500/30,000 · 42 requests · 3 min 06 s left)\n']);
  });
});
