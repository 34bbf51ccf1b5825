import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as FormatModule from './format';

/** A fresh copy of the module, so that its cache of formatters starts empty whatever ran before in this worker. */
let format: typeof FormatModule;
beforeEach(async () => {
  vi.resetModules();
  format = await import('./format');
});

const sample = (f: FormatModule.Formatters) => [
  f.intlLocale,
  f.number(1234567.5),
  f.date('2024-03-05T23:30:00Z'),
  f.dateTime('2024-03-05T23:30:00Z'),
  f.seconds(4),
  f.relative(-1, 'day'),
  f.list(['a', 'b', 'c']),
  f.languageName('en'),
  f.plural(2),
  ['b', 'å', 'a', 'z'].sort(f.collator.compare).join(''),
];

describe('prepareFormatters', () => {
  it('builds the set createFormatters gives, in steps, with a turn of the browser before each', async () => {
    let pauses = 0;
    const prepared = await format.prepareFormatters('nn', () => {
      pauses += 1;
      return Promise.resolve();
    });
    // The first use of Intl, the locale's check, numbers, dates, the rest: each after a pause of its own.
    expect(pauses).toBeGreaterThanOrEqual(5);
    expect(format.createFormatters('nn')).toBe(prepared);
    expect(sample(prepared)).toEqual(sample(format.buildFormatters('nn')));
  });

  it('takes the set built meanwhile, when the first render needed it before the steps were done', async () => {
    let built: FormatModule.Formatters | null = null;
    let pauses = 0;
    const prepared = await format.prepareFormatters('en', () => {
      pauses += 1;
      if (pauses === 2) built = format.createFormatters('en');
      return Promise.resolve();
    });
    expect(built).not.toBeNull();
    expect(prepared).toBe(built);
    expect(pauses).toBe(2);
  });

  it('returns a set already built after a single pause', async () => {
    const built = format.createFormatters('nb');
    const pause = vi.fn(() => Promise.resolve());
    expect(await format.prepareFormatters('nb', pause)).toBe(built);
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
