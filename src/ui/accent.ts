/**
 * A host's brand colour made safe for text: WCAG 2 contrast against white of at least 4.5:1 (AA for body text),
 * reached by darkening the colour (same hue, less light) only as far as needed. Pure.
 */

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const scaled = (rgb: Rgb, factor: number): Rgb =>
  [Math.floor(rgb[0] * factor), Math.floor(rgb[1] * factor), Math.floor(rgb[2] * factor)] as const;

/**
 * The colour itself when it has AA contrast on white, else the lightest darker shade of it (each channel scaled
 * by one factor, so the hue stays) that has. Black always passes, so there is always an answer.
 */
export function accessibleAccent(hex: string): string {
  const passes = (colour: string) => contrastRatio(colour, '#ffffff') >= AA_TEXT_CONTRAST;
  if (passes(hex)) return hex;
  const rgb = rgbOf(hex);
  // Contrast grows as the factor shrinks: search for the largest factor that passes, to 1/1024 precision.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 10; step++) {
    const middle = (low + high) / 2;
    if (passes(hexOf(scaled(rgb, middle)))) low = middle;
    else high = middle;
  }
  return hexOf(scaled(rgb, low));
}
