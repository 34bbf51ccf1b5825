/**
 * The head script's second task: readying `Intl` for the page's language while the scripts download. Run here
 * as the browser runs it, its exact text in a context of its own (the database part is tested with the budget:
 * src/api/budget/earlyOpen.test.ts).
 */
import { runInNewContext } from 'node:vm';

import { describe, expect, it, vi } from 'vitest';

import { HEAD_SCRIPT } from './headScript';

function runWith(lang: string, numberFormat: (...args: unknown[]) => { format(n: number): string }) {
  const timers: (() => void)[] = [];
  const globals = {
    setTimeout: (run: () => void, ms: number) => {
      expect(ms).toBe(0);
      timers.push(run);
    },
    document: { documentElement: { lang } },
    Intl: { NumberFormat: numberFormat },
    window: {},
  };
  runInNewContext(HEAD_SCRIPT, globals);
  return { timers };
}

describe("index.html's head script readies Intl", () => {
  it('for the page’s language, in a task of its own after the parser is done', () => {
    const made: unknown[][] = [];
    const format = vi.fn(() => '0');
    const { timers } = runWith('nn', function NumberFormat(...args: unknown[]) {
      made.push(args);
      return { format };
    });
    expect(made).toEqual([]);
    expect(timers).toHaveLength(1);
    timers.forEach((run) => run());
    expect(made).toEqual([['nn']]);
    expect(format).toHaveBeenCalledWith(0);
  });

  it('without an error reaching the page when the platform refuses', () => {
    const { timers } = runWith('not a tag', () => {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(() => timers.forEach((run) => run())).not.toThrow();
  });
});
