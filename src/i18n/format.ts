/**
 * Numbers, dates, lists, plurals and sorting for a UI language, all through the platform's `Intl`: no
 * library, no bundle cost. One set of formatters per locale, built once (Intl constructors are slow).
 */
import type { Locale } from '../interface/locales';

/**
 * The `Intl` locale behind each UI language. English is British English: day-month-year dates and a
 * 24-hour clock suit a Norwegian service better than the US defaults, and numbers still read `1,234`.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { nb: 'nb-NO', nn: 'nn-NO', en: 'en-GB' };

/**
 * The `Intl` locales tried for each UI language, in order. A browser whose `Intl` lacks Nynorsk would
 * otherwise format `nn` in its default locale (often English: "20,000", "17 Nov 2026"); Bokmål reads
 * naturally to a Nynorsk reader, English does not.
 */
export const INTL_FALLBACKS: Readonly<Record<Locale, readonly string[]>> = {
  nb: ['nb-NO', 'no-NO'],
  nn: ['nn-NO', 'nb-NO', 'no-NO'],
  en: ['en-GB'],
};

/** Whether this platform's `Intl` formats numbers and dates in `tag` (not merely in its default locale). */
export type IntlSupport = (tag: string) => boolean;

export const platformIntlSupport: IntlSupport = (tag) =>
  Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 &&
  Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;

/** The first of the language's `Intl` locales the platform supports; the first of all when none is. */
export function intlLocaleFor(locale: Locale, supports: IntlSupport = platformIntlSupport): string {
  const candidates = INTL_FALLBACKS[locale];
  return candidates.find((tag) => supports(tag)) ?? INTL_LOCALES[locale];
}

/** Catalogue dates are shown as they fall in Norway, wherever the reader is. */
export const TIME_ZONE = 'Europe/Oslo';

export interface Formatters {
  readonly locale: Locale;
  /** The `Intl` locale the formats are in: `nb-NO` for `nn` where the platform lacks Nynorsk. */
  readonly intlLocale: string;
  /** `1 234` (nb, nn: no-break space as the thousands separator), `1,234` (en). */
  number(n: number): string;
  /** Medium date in Norway's time zone: `6. mars 2024`, `6 Mar 2024`. An unreadable value is returned as given. */
  date(value: string | Date): string;
  /** Medium date and short time: `6. mars 2024, 00:30`. */
  dateTime(value: string | Date): string;
  /** A countdown in whole seconds, rounded up and never negative: `1 sekund`, `4 sekunder`, `4 seconds`. */
  seconds(n: number): string;
  /** Relative time: `om 4 sekunder`, `for 3 dager siden`, `i går`, `in 4 seconds`. */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  /** `a, b og c`, `a, b, and c`. */
  list(items: readonly string[]): string;
  /** A language code's name in this locale: `en` → `engelsk`; an unknown or malformed code is returned as given. */
  languageName(code: string): string;
  /** The plural category of a count, for choosing a word form. */
  plural(n: number): Intl.LDMLPluralRule;
  /** Language-aware ordering (æ, ø, å after z in Norwegian) with numbers compared by value. */
  readonly collator: Intl.Collator;
}

const cache = new Map<Locale, Formatters>();

export function createFormatters(locale: Locale): Formatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const formatters = buildFormatters(locale);
  cache.set(locale, formatters);
  return formatters;
}

/** A set of formatters, not cached; `supports` is injectable to test a platform without Nynorsk. */
export function buildFormatters(locale: Locale, supports: IntlSupport = platformIntlSupport): Formatters {
  const steps = formatterSteps(locale, supports);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The locale's formatters (as `createFormatters`), built with a turn of the browser (`pause`) before each of their
 * slow parts: the first use of `Intl` loads its locale data, and each kind of formatter its own. In one task that
 * is a long task on a slow phone (`npm run bench:hydration-tasks`); a server-rendered page builds them in steps
 * before it hydrates.
 */
export async function prepareFormatters(locale: Locale, pause: () => Promise<void>): Promise<Formatters> {
  const steps = formatterSteps(locale, platformIntlSupport);
  for (;;) {
    await pause();
    const cached = cache.get(locale);
    if (cached) return cached;
    const step = steps.next();
    if (step.done) {
      cache.set(locale, step.value);
      return step.value;
    }
  }
}

/** Builds a set of formatters, yielding after each slow part: the first `Intl` use, then each kind of formatter. */
function* formatterSteps(locale: Locale, supports: IntlSupport): Generator<void, Formatters, void> {
  // The first use of `Intl` loads its data, the slowest part: a step of its own, before the locale's check.
  Intl.NumberFormat.supportedLocalesOf(INTL_FALLBACKS[locale]);
  yield;
  const tag = intlLocaleFor(locale, supports);
  yield;
  const numberFormat = new Intl.NumberFormat(tag);
  const secondsFormat = new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  });
  yield;
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: TIME_ZONE });
  const dateTimeFormat = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  yield;
  const relativeFormat = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const listFormat = new Intl.ListFormat(tag, { type: 'conjunction' });
  yield;
  const pluralRules = new Intl.PluralRules(tag);
  const collator = new Intl.Collator(tag, { numeric: true });
  const languageNames = new Intl.DisplayNames(tag, { type: 'language', fallback: 'code' });

  const dateOrRaw = (format: Intl.DateTimeFormat) => (value: string | Date) => {
    const date = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
    return format.format(date);
  };

  return {
    locale,
    intlLocale: tag,
    number: (n) => numberFormat.format(n),
    date: dateOrRaw(dateFormat),
    dateTime: dateOrRaw(dateTimeFormat),
    seconds: (n) => secondsFormat.format(wholeSeconds(n)),
    relative: (value, unit) => relativeFormat.format(value, unit),
    list: (items) => listFormat.format(items),
    languageName: (code) => {
      try {
        return languageNames.of(code) ?? code;
      } catch {
        return code; // not a well-formed language tag
      }
    },
    plural: (n) => pluralRules.select(n),
    collator,
  };
}

/** A countdown shows 1 second until it is over, never 0 while still waiting. */
function wholeSeconds(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.ceil(n)) : 0;
}
