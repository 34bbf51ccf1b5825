import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { dateValue, utcSeconds } from './resourceFields';

describe('dateValue', () => {
  it('reads the catalogue’s own form as Date.parse does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const text = `${date.toISOString().slice(0, 19)}Z`;
          expect(utcSeconds(text) ?? Date.parse(text)).toBe(Date.parse(text));
          // Read directly (not left to Date.parse) from year 100 on, leap days included.
          expect(utcSeconds(text)).toBe(date.getUTCFullYear() >= 100 ? Date.parse(text) : undefined);
          expect(dateValue(text)).toBe(Date.parse(text));
        },
      ),
    );
  });

  it('leaves every other form to Date.parse, and reads garbage as missing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        const parsed = Date.parse(text);
        expect(dateValue(text)).toBe(Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed);
      }),
    );
    for (const text of [
      '2024-02-30T00:00:00Z',
      '2024-13-01T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01 10:00:00Z',
    ]) {
      const parsed = Date.parse(text);
      expect(dateValue(text)).toBe(Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed);
    }
    expect(utcSeconds('2024-02-29T12:00:00Z')).toBe(Date.parse('2024-02-29T12:00:00Z'));
    expect(utcSeconds('2000-02-29T00:00:00Z')).toBe(Date.parse('2000-02-29T00:00:00Z'));
    expect(utcSeconds('1900-02-29T00:00:00Z')).toBeUndefined();
    expect(dateValue('2024-01-01T10:00:00.500+02:00')).toBe(Date.parse('2024-01-01T08:00:00.500Z'));
    expect(dateValue(undefined)).toBe(Number.NEGATIVE_INFINITY);
  });
});
