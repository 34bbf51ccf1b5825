import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AA_TEXT_CONTRAST, accessibleAccent, contrastRatio } from './accent';

const colourArb = fc.integer({ min: 0, max: 0xffffff }).map((rgb) => `#${rgb.toString(16).padStart(6, '0')}`);

describe('an accent colour with AA contrast on white', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, #777777 is 4.48:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps a colour that already passes', () => {
    expect(accessibleAccent('#1e4d8c')).toBe('#1e4d8c');
    expect(accessibleAccent('#767676')).toBe('#767676');
  });

  it('darkens a light colour just enough, keeping its hue', () => {
    const yellow = accessibleAccent('#ffcc00');
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(yellow, '#ffffff')).toBeLessThan(4.7);
    expect(accessibleAccent('#ffffff')).toBe('#767676');
  });

  it('always passes AA, and never changes a colour that passes', () => {
    fc.assert(
      fc.property(colourArb, (colour) => {
        const safe = accessibleAccent(colour);
        expect(safe).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(safe, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        if (contrastRatio(colour, '#ffffff') >= AA_TEXT_CONTRAST) expect(safe).toBe(colour);
        // Darker, never lighter: no channel grows.
        for (const at of [1, 3, 5]) {
          expect(Number.parseInt(safe.slice(at, at + 2), 16)).toBeLessThanOrEqual(
            Number.parseInt(colour.slice(at, at + 2), 16),
          );
        }
      }),
    );
  });
});
