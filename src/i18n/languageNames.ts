import type { Locale } from '../interface/locales';

/** Each UI language named in itself, the same in every UI language (mark each with its own `lang`). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  nb: 'Norsk bokmål',
  nn: 'Norsk nynorsk',
  en: 'English',
};
