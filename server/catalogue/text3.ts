/**
 * A text in the three languages the demo catalogue writes, and the compact `nb | nn | en` notation its
 * vocabularies are written in (one part: the same in every language; two parts: Norwegian | English).
 */
// A type alias, not an interface, so it is assignable to the wire schemas' open `LocalizedText`.
export type Text3 = {
  readonly nb: string;
  readonly nn: string;
  readonly en: string;
};

export function text3(cell: string): Text3 {
  const parts = cell.split('|').map((part) => part.trim());
  const [first = '', second, third] = parts;
  if (parts.length > 3 || first === '') throw new Error(`not a text in nb | nn | en notation: "${cell}"`);
  if (third !== undefined && second !== undefined) return { nb: first, nn: second, en: third };
  if (second !== undefined) return { nb: first, nn: first, en: second };
  return { nb: first, nn: first, en: first };
}

/** One `nb | nn | en` text a non-empty line. */
export function lines3(block: string): Text3[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(text3);
}

/** Lower-cases the first letter unless the next one is not a lower-case letter (`NAV`, `A-meldingen`). */
export function lowerFirst(value: string): string {
  const second = value.charAt(1);
  const secondIsLower = second !== second.toUpperCase() && second === second.toLowerCase();
  return secondIsLower ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}

export function mapText3(value: Text3, transform: (text: string, lang: keyof Text3) => string): Text3 {
  return { nb: transform(value.nb, 'nb'), nn: transform(value.nn, 'nn'), en: transform(value.en, 'en') };
}
