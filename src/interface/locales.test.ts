import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DEFAULT_LOCALE, initialLocale, isLocale, LOCALES, preferredLocale } from './locales';

describe('preferredLocale', () => {
  it('maps the browser’s first language the app speaks', () => {
    expect(preferredLocale(['nb-NO'])).toBe('nb');
    expect(preferredLocale(['no'])).toBe('nb');
    expect(preferredLocale(['nn-NO'])).toBe('nn');
    expect(preferredLocale(['en-GB'])).toBe('en');
    expect(preferredLocale(['EN-us'])).toBe('en');
  });

  it('falls back to Bokmål when the browser asks for nothing the app speaks', () => {
    expect(preferredLocale(['de'])).toBe('nb');
    expect(preferredLocale([])).toBe('nb');
    expect(DEFAULT_LOCALE).toBe('nb');
  });

  it('skips languages it does not speak to find one it does', () => {
    expect(preferredLocale(['de-DE', 'sv', 'nn'])).toBe('nn');
    expect(preferredLocale(['fr', 'en-US', 'nb'])).toBe('en');
  });

  it('always answers one of the app’s languages', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }), (languages) => {
        expect(LOCALES).toContain(preferredLocale(languages));
      }),
      { numRuns: 200 },
    );
  });
});

describe('isLocale', () => {
  it('accepts exactly nb, nn and en', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    for (const value of ['no', 'NB', 'nb-NO', '', null, 3]) expect(isLocale(value)).toBe(false);
  });
});

describe('initialLocale', () => {
  it('takes the URL’s `lang` when it names a language of the app, else the browser’s preference', () => {
    expect(initialLocale('?q=vann&lang=nn', ['en-GB'])).toBe('nn');
    expect(initialLocale('lang=en', ['nb-NO'])).toBe('en');
    expect(initialLocale('?lang=xx', ['en-GB'])).toBe('en');
    expect(initialLocale('?lang=NN', [])).toBe('nb');
    expect(initialLocale('', ['de', 'nn-NO'])).toBe('nn');
  });
});
