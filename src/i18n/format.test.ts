import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createFormatters } from './format';
import { LOCALES } from '../interface/locales';

const nb = createFormatters('nb');
const nn = createFormatters('nn');
const en = createFormatters('en');

/** Norwegian groups digits with a no-break space (U+00A0 or U+202F by ICU version), so numbers never wrap. */
const NO_BREAK = /[\u00a0\u202f]/g;

describe('number', () => {
  it('groups thousands with a no-break space in Norwegian and a comma in English', () => {
    for (const f of [nb, nn]) {
      expect(f.number(1234567)).toMatch(/^1[\u00a0\u202f]234[\u00a0\u202f]567$/);
      expect(f.number(1.5)).toBe('1,5');
    }
    expect(en.number(1234567)).toBe('1,234,567');
    expect(en.number(1.5)).toBe('1.5');
  });

  it('reads back as the same integer once the grouping is removed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(nb.number(n).replace(NO_BREAK, '').replace('\u2212', '-')).toBe(String(n));
        expect(nn.number(n).replace(NO_BREAK, '').replace('\u2212', '-')).toBe(String(n));
        expect(en.number(n).replace(/,/g, '')).toBe(String(n));
      }),
      { numRuns: 200 },
    );
  });
});

describe('date and dateTime', () => {
  // 23:30 UTC on 5 March is 00:30 on 6 March in Oslo (UTC+1): the day must follow Norway, not UTC.
  const lateEvening = '2024-03-05T23:30:00Z';

  it('shows a medium date in Norway’s time zone', () => {
    expect(nb.date(lateEvening)).toBe('6. mars 2024');
    expect(nn.date(lateEvening)).toBe('6. mars 2024');
    expect(en.date(lateEvening)).toBe('6 Mar 2024');
  });

  it('follows summer time (UTC+2)', () => {
    expect(nb.date(new Date('2024-07-01T22:30:00Z'))).toBe('2. juli 2024');
    expect(en.date(new Date('2024-07-01T21:30:00Z'))).toBe('1 Jul 2024');
  });

  it('adds a 24-hour time', () => {
    expect(nb.dateTime(lateEvening)).toMatch(/^6\. mars 2024.* 00:30$/);
    expect(en.dateTime(lateEvening)).toMatch(/^6 Mar 2024.* 00:30$/);
  });

  it('returns an unreadable string as given and an invalid Date as nothing, without throwing', () => {
    expect(nb.date('not a date')).toBe('not a date');
    expect(nb.dateTime('')).toBe('');
    expect(en.date(new Date(Number.NaN))).toBe('');
  });
});

describe('seconds', () => {
  it('names seconds with the right plural form per language', () => {
    expect(nb.seconds(1)).toBe('1 sekund');
    expect(nb.seconds(4)).toBe('4 sekunder');
    expect(nn.seconds(1)).toBe('1 sekund');
    expect(nn.seconds(4)).toBe('4 sekund');
    expect(en.seconds(1)).toBe('1 second');
    expect(en.seconds(4)).toBe('4 seconds');
  });

  it('rounds a countdown up and never goes below zero', () => {
    expect(en.seconds(0.2)).toBe('1 second');
    expect(en.seconds(3.01)).toBe('4 seconds');
    expect(en.seconds(-3)).toBe('0 seconds');
    expect(en.seconds(Number.NaN)).toBe('0 seconds');
  });
});

describe('relative, list, plural, languageName', () => {
  it('formats relative time', () => {
    expect(nb.relative(4, 'second')).toBe('om 4 sekunder');
    expect(nn.relative(-1, 'day')).toBe('i går');
    expect(en.relative(4, 'second')).toBe('in 4 seconds');
  });

  it('joins lists with the language’s conjunction', () => {
    expect(nb.list(['a', 'b', 'c'])).toBe('a, b og c');
    expect(nn.list(['a', 'b'])).toBe('a og b');
    expect(en.list(['a', 'b', 'c'])).toBe('a, b and c');
    expect(en.list([])).toBe('');
  });

  it('has one and other as plural categories', () => {
    for (const locale of LOCALES) {
      const f = createFormatters(locale);
      expect(f.plural(1)).toBe('one');
      expect(f.plural(0)).toBe('other');
      expect(f.plural(2)).toBe('other');
      expect(f.plural(1234)).toBe('other');
    }
  });

  it('names languages in the UI language and tolerates junk codes', () => {
    expect(nb.languageName('en')).toBe('engelsk');
    expect(nn.languageName('nb')).toBe('norsk bokmål');
    expect(en.languageName('nb')).toBe('Norwegian Bokmål');
    expect(en.languageName('not a tag')).toBe('not a tag');
  });
});

describe('collator', () => {
  it('sorts æ, ø, å after z in Norwegian but not in English', () => {
    const words = ['Å', 'Z', 'Æ', 'A', 'Ø'];
    expect([...words].sort(nb.collator.compare)).toEqual(['A', 'Z', 'Æ', 'Ø', 'Å']);
    expect([...words].sort(nn.collator.compare)).toEqual(['A', 'Z', 'Æ', 'Ø', 'Å']);
    expect([...words].sort(en.collator.compare).indexOf('Z')).toBe(4);
  });

  it('compares numbers by value', () => {
    expect(['Sone 10', 'Sone 9'].sort(nb.collator.compare)).toEqual(['Sone 9', 'Sone 10']);
  });
});

describe('createFormatters', () => {
  it('builds one set per locale and reuses it', () => {
    expect(createFormatters('nb')).toBe(nb);
    expect(createFormatters('en')).not.toBe(nb);
    for (const locale of LOCALES) expect(createFormatters(locale).locale).toBe(locale);
  });
});
