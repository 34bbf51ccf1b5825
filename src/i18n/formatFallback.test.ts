import { describe, expect, it } from 'vitest';

import type { IntlSupport } from './format';
import { buildFormatters, createFormatters, intlLocaleFor, platformIntlSupport } from './format';

/** A platform like Debian's Chromium: its `Intl` has Bokmål but no Nynorsk. */
const withoutNynorsk: IntlSupport = (tag) => !tag.startsWith('nn');
const withNothingNorwegian: IntlSupport = (tag) => tag.startsWith('en');

describe('intlLocaleFor', () => {
  it('uses each language’s own Intl locale where the platform has it', () => {
    const everything: IntlSupport = () => true;
    expect(intlLocaleFor('nb', everything)).toBe('nb-NO');
    expect(intlLocaleFor('nn', everything)).toBe('nn-NO');
    expect(intlLocaleFor('en', everything)).toBe('en-GB');
  });

  it('falls back from Nynorsk to Bokmål, never to English', () => {
    expect(intlLocaleFor('nn', withoutNynorsk)).toBe('nb-NO');
    expect(intlLocaleFor('nb', withoutNynorsk)).toBe('nb-NO');
    expect(intlLocaleFor('nn', (tag) => tag === 'no-NO' || tag === 'en-GB')).toBe('no-NO');
  });

  it('keeps the language’s own tag when no Norwegian locale is there at all', () => {
    expect(intlLocaleFor('nn', withNothingNorwegian)).toBe('nn-NO');
  });

  it('asks the platform’s Intl, which in Node has Nynorsk and no made-up language', () => {
    expect(platformIntlSupport('nn-NO')).toBe(true);
    expect(platformIntlSupport('xx-NO')).toBe(false);
    expect(createFormatters('nn').intlLocale).toBe('nn-NO');
  });
});

describe('formatters for Nynorsk without Nynorsk in Intl', () => {
  const nn = buildFormatters('nn', withoutNynorsk);

  it('format numbers, dates and units in Bokmål, not English', () => {
    expect(nn.intlLocale).toBe('nb-NO');
    expect(nn.locale).toBe('nn');
    expect(nn.number(20000)).toMatch(/^20[\u00a0\u202f]000$/);
    expect(nn.date('2026-11-17T12:00:00Z')).toBe('17. nov. 2026');
    expect(nn.seconds(4)).toBe('4 sekunder');
    expect(nn.list(['a', 'b'])).toBe('a og b');
  });

  it('match the Bokmål formatters', () => {
    const nb = createFormatters('nb');
    expect(nn.dateTime('2024-03-05T23:30:00Z')).toBe(nb.dateTime('2024-03-05T23:30:00Z'));
    expect(nn.relative(4, 'second')).toBe(nb.relative(4, 'second'));
  });
});
