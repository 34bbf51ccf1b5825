import type { Formatters } from './format';

/** Word forms by plural category. Bokmål, Nynorsk and English only have `one` and `other`. */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

/** Picks the form for `n` by the locale's plural rules (`1 sekund`, `0 sekunder`, `1.5 seconds`). */
export function plural(f: Formatters, n: number, forms: PluralForms): string {
  return f.plural(n) === 'one' ? forms.one : forms.other;
}
