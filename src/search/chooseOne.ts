import type { Parsed, UrlProblem } from './filters/filterCodec';

/**
 * A single-valued URL parameter read from all its values: the first usable value wins (a correction is reported),
 * an unusable one is reported, and a different later one is a duplicate.
 */
export function chooseOne<T>(
  raws: readonly string[],
  parse: (raw: string) => Parsed<T>,
  report: (raw: string, problem: UrlProblem) => void,
): { readonly value: T; readonly raw: string } | null {
  let chosen: { value: T; raw: string } | null = null;
  for (const raw of raws) {
    const parsed = parse(raw);
    if (!parsed.ok) {
      report(raw, parsed.problem);
    } else if (chosen === null) {
      chosen = { value: parsed.value, raw };
      if (parsed.corrected) report(raw, parsed.corrected);
    } else if (parsed.value !== chosen.value) {
      report(raw, 'duplicate');
    }
  }
  return chosen;
}
