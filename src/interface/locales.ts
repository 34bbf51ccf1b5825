/** The app's UI languages: Norwegian Bokmål, Norwegian Nynorsk and English. */
export const LOCALES = ['nb', 'nn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nb';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages the app speaks (`no` and `nb-NO` count as Bokmål), else nb. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'no' || primary === 'nb') return 'nb';
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The page's language before the app runs: `lang` in the URL, else the browser's preference, else nb. The
 * browser's start-up script and the service that serves the page (which preloads that language's messages)
 * both decide by this rule, so they agree.
 */
export function initialLocale(search: string, languages: readonly string[]): Locale {
  const lang = new URLSearchParams(search).get('lang');
  return isLocale(lang) ? lang : preferredLocale(languages);
}
