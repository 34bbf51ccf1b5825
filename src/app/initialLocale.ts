import { isLocale, preferredLocale, type Locale } from '../i18n/locales';

/** The UI language before the router runs: `lang` in the URL, else the browser's preference, else nb. */
export function initialLocale(search: string, languages: readonly string[]): Locale {
  const lang = new URLSearchParams(search).get('lang');
  return isLocale(lang) ? lang : preferredLocale(languages);
}
