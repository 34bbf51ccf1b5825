import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createFormatters, type Formatters } from '../format';
import { LOCALES, type Locale } from '../../interface/locales';
import { messages as en } from './en';
import { messages as nb } from './nb';
import { messages as nn } from './nn';
import { ON_DEMAND_MESSAGES } from '../onDemandMessages';
import type { Messages, OnDemandMessages } from './types';

/** Each language's texts: the first page's and those of the parts loaded on demand, checked alike. */
type AllMessages = Messages & OnDemandMessages;
const ALL: Readonly<Record<Locale, AllMessages>> = {
  nb: { ...nb, ...ON_DEMAND_MESSAGES.nb },
  nn: { ...nn, ...ON_DEMAND_MESSAGES.nn },
  en: { ...en, ...ON_DEMAND_MESSAGES.en },
};

// Sample arguments for every message function, typed from `Messages`: a function added to the interface
// without a sample here does not compile, so the walk below renders every message there is. The sample
// texts are in no language, so the language checks see only the messages' own words.
type MessageFunction = (...args: never[]) => string;
type HasFunction<T> = T extends MessageFunction
  ? true
  : T extends string
    ? false
    : true extends { [K in keyof T]-?: HasFunction<T[K]> }[keyof T]
      ? true
      : false;
type Samples<T> = {
  readonly [K in keyof T as HasFunction<T[K]> extends true ? K : never]: T[K] extends (
    ...args: infer A
  ) => string
    ? (f: Formatters) => A
    : Samples<T[K]>;
};

const recency = { lastDays: (f: Formatters) => [7, f] as [number, Formatters] };
const SAMPLES: Samples<AllMessages> = {
  search: { fields: { custom: () => ['Alfa, Beta'] } },
  tabs: { count: (f) => [1234, f] },
  facets: {
    recency: { lastXDays: recency, lastXDaysModified: recency },
    valueWithCount: (f) => ['Alfa', 1234, f],
    noMatch: () => ['xyz'],
    expand: () => ['Alfa'],
    collapse: () => ['Alfa'],
    showMoreIn: () => ['Alfa'],
    showFewerIn: () => ['Alfa'],
  },
  activeFilters: {
    chip: () => ['Alfa', 'Beta'],
    remove: () => ['Alfa', 'Beta'],
    locked: (f) => [['Alfa', 'Beta'], f],
  },
  pageSize: { option: (f) => [20, f] },
  results: {
    summary: (f) => [{ total: 1234, query: 'vann', capped: false }, f],
    range: (f) => [21, 40, 1234, f],
    announcement: (f) => [{ total: 1234, query: 'vann', capped: false }, 2, 62, f],
    skipped: (f) => [2, f],
  },
  noResults: {
    heading: () => ['vann'],
    removeFilter: () => ['Alfa'],
    searchFor: () => ['vann'],
    searchWithout: () => ['vann', 'Alfa'],
    alternativeCount: (f) => [312, f],
  },
  suggestions: { available: (f) => [5, f] },
  rateLimit: { throttled: (f) => [4, f], waiting: (f) => [4, f], busy: (f) => [4, f] },
  recovery: { serverError: () => [500], retryingIn: (f) => [4, f] },
  errors: {
    server: () => [503],
    rejected: () => ['E42'],
    serviceUnreachable: () => ['Demo', 'https://search.example'],
    serviceRefusesOrigin: () => ['Demo', 'https://search.example', 'https://portal.example'],
    serviceUnreachableOrRefused: () => ['Demo', 'https://search.example'],
    proxyHint: () => ['https://search.example'],
  },
  invalidUrl: { notice: () => [['page=-3', 'size=7']] },
  pagination: { page: (f) => [2, f], currentPage: (f) => [2, f], pageOf: (f) => [3, 22, f] },
  hit: {
    addFilter: () => ['Alfa', 'Beta'],
    opensResourcePage: () => ['data.norge.no'],
    titleInLanguage: (f) => ['en', f],
    descriptionInLanguage: (f) => ['nb', f],
  },
  drawer: { open: (f) => [3, f], showResults: (f) => [1234, f] },
  footer: {
    service: () => ['Gamma'],
    demoCatalogue: (f) => [20000, 1, f],
    fileCatalogue: (f) => ['katalog.json', 1234, f],
  },
  embedBuilder: {
    lockFilter: () => ['Theme', 'Water'],
    lockType: () => ['Datasets'],
    previewTitle: () => ['Water'],
  },
  preview: {
    relatedSearch: () => ['https://a.no/1'],
    openRelated: () => ['https://a.no/1'],
    landingPage: () => ['data.norge.no'],
  },
  documentTitle: (f) => ['vann', 'Gamma', 2, f],
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every message as text, by its dotted path: strings as they are, functions called with their samples. */
function render(node: unknown, samples: unknown, f: Formatters, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (!isRecord(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    const at = path === '' ? key : `${path}.${key}`;
    const sample = isRecord(samples) ? samples[key] : undefined;
    if (typeof value === 'string') out.set(at, value);
    else if (typeof value === 'function') {
      if (typeof sample !== 'function') throw new Error(`no sample arguments for ${at}`);
      const args: unknown = Reflect.apply(sample, undefined, [f]);
      if (!Array.isArray(args)) throw new Error(`sample of ${at} is not an argument list`);
      const text: unknown = Reflect.apply(value, undefined, args);
      out.set(at, typeof text === 'string' ? text : `not a string: ${String(text)}`);
    } else for (const [p, t] of render(value, sample, f, at)) out.set(p, t);
  }
  return out;
}

/** The shape of a message object: each key path with `string` or the function's arity. */
function shape(node: unknown, path = ''): string[] {
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const at = path === '' ? key : `${path}.${key}`;
    if (typeof value === 'string') return [`${at}: string`];
    if (typeof value === 'function') return [`${at}: function/${value.length}`];
    return shape(value, at);
  });
}

const rendered = Object.fromEntries(
  LOCALES.map((locale) => [locale, render(ALL[locale], SAMPLES, createFormatters(locale))]),
) as Record<Locale, Map<string, string>>;

describe('the three message files', () => {
  it('have exactly the same keys, recursively, and the same function arities', () => {
    const nbShape = shape(ALL.nb).sort();
    expect(nbShape.length).toBeGreaterThan(100);
    expect(shape(ALL.nn).sort()).toEqual(nbShape);
    expect(shape(ALL.en).sort()).toEqual(nbShape);
  });

  it("leave the on-demand parts' texts out of the messages the first page loads", () => {
    const onDemand = Object.keys(ON_DEMAND_MESSAGES.nb);
    expect(onDemand.length).toBeGreaterThan(0);
    for (const messages of [nb, nn, en])
      for (const key of onDemand) expect(Object.keys(messages)).not.toContain(key);
  });

  it('render every message to non-empty, fully substituted text', () => {
    for (const locale of LOCALES) {
      const texts = rendered[locale];
      expect(texts.size).toBe(shape(ALL.nb).length);
      for (const [path, text] of texts) {
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
        expect(text, `${locale} ${path}`).not.toMatch(/undefined|NaN|\[object|not a string|\$\{/);
        expect(text, `${locale} ${path} has stray whitespace`).toBe(text.trim());
      }
    }
  });

  it('are written in their own language', () => {
    const words = (locale: Locale) => [...rendered[locale].values()].join('\n');
    // Markers of the other written standard (whole words only).
    expect(words('nb')).not.toMatch(/\b(ikkje|fleire|meir|berre|frå|eit|ein|kva|sjølv|dei)\b/i);
    expect(words('nn')).not.toMatch(/\b(ikke|flere|mer|bare|fra|et|en|hva|selv|de|søker)\b/i);
    // “Norwegian Bokmål” is English.
    expect(words('en').replace(/Bokmål/g, '')).not.toMatch(/[æøåÆØÅ]|\b(og|av|ikke|ikkje|treff|side)\b/);
  });

  it('give each facet its own show more, show fewer and filter names', () => {
    for (const locale of LOCALES) {
      const lists = Object.values(ALL[locale].facets.list);
      for (const key of ['showMore', 'showFewer', 'filterLabel'] as const) {
        expect(new Set(lists.map((list) => list[key])).size, `${locale} ${key}`).toBe(lists.length);
      }
      expect(new Set(Object.values(ALL[locale].facets.names)).size).toBe(
        Object.keys(ALL[locale].facets.names).length,
      );
    }
  });
});

describe('wording from the specification', () => {
  const fNb = createFormatters('nb');
  const fNn = createFormatters('nn');
  const fEn = createFormatters('en');

  it('states the result total with the query', () => {
    const summary = { total: 1234, query: 'vann', capped: false };
    expect(nb.results.summary(summary, fNb)).toBe(`${fNb.number(1234)} treff for «vann»`);
    expect(nn.results.summary({ ...summary, query: '' }, fNn)).toBe(`${fNn.number(1234)} treff`);
    expect(en.results.summary(summary, fEn)).toBe('1,234 results for “vann”');
    expect(en.results.summary({ total: 10000, query: '', capped: true }, fEn)).toBe('10,000 or more results');
    expect(nb.results.summary({ total: 0, query: 'vann', capped: false }, fNb)).toBe(
      'Ingen treff for «vann»',
    );
    expect(en.results.range(21, 40, 1234, fEn)).toBe('Showing 21–40 of 1,234');
    expect(nb.results.announcement(summary, 2, 62, fNb)).toBe(
      `${fNb.number(1234)} treff for «vann», side 2 av 62`,
    );
    expect(nb.results.announcement(summary, 1, 1, fNb)).toBe(nb.results.summary(summary, fNb));
  });

  it('names a facet value with its formatted count', () => {
    expect(en.facets.valueWithCount('Environment', 1234, fEn)).toBe('Environment (1,234)');
    expect(nb.facets.valueWithCount('Miljø', 1234, fNb)).toBe(`Miljø (${fNb.number(1234)})`);
  });

  it('counts down a rate limit in seconds', () => {
    expect(nb.rateLimit.throttled(4, fNb)).toBe(
      'For mange søk på kort tid. Neste oppdatering om 4 sekunder.',
    );
    expect(nb.rateLimit.throttled(1, fNb)).toBe('For mange søk på kort tid. Neste oppdatering om 1 sekund.');
    expect(en.rateLimit.waiting(12, fEn)).toContain('12 seconds');
  });

  it('lists what an invalid link lost', () => {
    expect(nb.invalidUrl.notice(['page=-3', 'size=7'])).toBe(
      'Noe i lenken kunne ikke brukes og ble ignorert: page=-3, size=7',
    );
    expect(nn.invalidUrl.notice([])).toBe('Noko i lenkja kunne ikkje brukast og vart ignorert.');
  });

  it('names filters in chips and suggestions', () => {
    expect(nb.activeFilters.remove('Organisasjon', 'Skatteetaten')).toBe(
      'Fjern filter: Organisasjon: Skatteetaten',
    );
    expect(nb.noResults.removeFilter('Skatteetaten')).toBe('Fjern «Skatteetaten»');
    expect(nb.facets.list.orgPath.filterLabel).toBe('Filtrer organisasjoner');
    expect(nn.facets.list.orgPath.showMore).toBe('Vis fleire organisasjonar');
    expect(nb.facets.list.orgPath.showMore).toBe('Vis flere organisasjoner');
  });

  it('builds the document title from the parts there are', () => {
    expect(nb.documentTitle('vann', 'Datasett', 2, fNb)).toBe('«vann» – Datasett – side 2 – Katalogsøk');
    expect(en.documentTitle('', null, 1, fEn)).toBe('Catalogue search');
    expect(nn.documentTitle('', 'Omgrep', 3, fNn)).toBe('Omgrep – side 3 – Katalogsøk');
    expect(en.documentTitle('water', '', 1, fEn)).toBe('“water” – Catalogue search');
  });

  it('names languages in the hit’s language notes', () => {
    expect(nb.hit.titleInLanguage('en', fNb)).toBe('Tittelen vises på engelsk');
    expect(en.hit.descriptionInLanguage('nn', fEn)).toBe('Description shown in Norwegian Nynorsk');
  });

  it('counts active filters on the drawer button only when there are some', () => {
    expect(nb.drawer.open(3, fNb)).toBe('Filtre (3)');
    expect(nb.drawer.open(0, fNb)).toBe('Filtre');
    expect(nn.drawer.open(2, fNn)).toBe('Filter (2)');
  });

  it('marks the current page', () => {
    expect(nb.pagination.currentPage(2, fNb)).toBe('Gjeldende side, side 2');
    expect(en.pagination.page(1234, fEn)).toBe('Page 1,234');
    expect(en.pagination.pageOf(3, 22, fEn)).toBe('Page 3 of 22');
    expect(nb.pagination.pageOf(3, 1234, fNb)).toBe('Side 3 av 1\u00a0234');
  });
});

describe('plural forms', () => {
  it('English: 1 result, n results', () => {
    const f = createFormatters('en');
    expect(en.tabs.count(1, f)).toBe('1 result');
    expect(en.tabs.count(2, f)).toBe('2 results');
    expect(en.tabs.count(0, f)).toBe('0 results');
    expect(en.results.summary({ total: 1, query: '', capped: false }, f)).toBe('1 result');
    expect(en.drawer.showResults(1, f)).toBe('Show 1 result');
    expect(en.facets.recency.lastXDays.lastDays(1, f)).toBe('New in the last day');
    expect(en.facets.recency.lastXDays.lastDays(30, f)).toBe('New in the last 30 days');
  });

  it('Bokmål: treff is the same in both numbers, dager and sekunder are not', () => {
    const f = createFormatters('nb');
    expect(nb.tabs.count(1, f)).toBe('1 treff');
    expect(nb.tabs.count(2, f)).toBe('2 treff');
    expect(nb.facets.recency.lastXDays.lastDays(1, f)).toBe('Nye siste dag');
    expect(nb.facets.recency.lastXDays.lastDays(7, f)).toBe('Nye siste 7 dager');
    expect(nb.facets.recency.lastXDaysModified.lastDays(365, f)).toBe('Endret siste 365 dager');
    expect(nb.rateLimit.waiting(1, f)).toContain('1 sekund.');
  });

  it('Nynorsk: dag, dagar; sekund in both numbers', () => {
    const f = createFormatters('nn');
    expect(nn.facets.recency.lastXDays.lastDays(1, f)).toBe('Nye siste dag');
    expect(nn.facets.recency.lastXDays.lastDays(30, f)).toBe('Nye siste 30 dagar');
    expect(nn.rateLimit.throttled(4, f)).toBe('For mange søk på kort tid. Neste oppdatering om 4 sekund.');
  });

  it('English chooses the singular exactly for one, at any size', () => {
    const f = createFormatters('en');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.string({ maxLength: 12 }), (total, query) => {
        const text = en.results.summary({ total, query, capped: false }, f);
        if (total === 0) expect(text.startsWith('No results')).toBe(true);
        else if (total === 1) expect(text.startsWith('1 result')).toBe(true);
        else expect(text.startsWith(`${f.number(total)} results`)).toBe(true);
        expect(text.endsWith(query === '' ? 'result' + (total === 1 ? '' : 's') : `“${query}”`)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('Norwegian shows every total formatted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom<Locale>('nb', 'nn'),
        (total, locale) => {
          const f = createFormatters(locale);
          expect(ALL[locale].results.summary({ total, query: '', capped: false }, f)).toBe(
            `${f.number(total)} treff`,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
