import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LOS_THEMES } from '../interface/los';
import {
  ACCESS_RIGHTS,
  EU_THEMES,
  NULL_KEY,
  ORG_KINDS,
  PROVENANCES,
  RESOURCE_TYPE_OF,
  RESOURCE_TYPES,
  SEARCH_TYPES,
  SPECIALIZED_TYPES,
} from '../interface/vocabulary';
import { humanizeSlug } from './codeLabels';
import { type CodeLabeler, createCodeLabeler } from './labeler';
import { LOCALES, type Locale } from '../interface/locales';
import { messages as enMessages } from './messages/en';
import { messages as nbMessages } from './messages/nb';
import { messages as nnMessages } from './messages/nn';

const MESSAGES = { nb: nbMessages, nn: nnMessages, en: enMessages } as const;
/** The labeler the app builds for `locale`, from that language's message chunk. */
const labelerOf = (locale: Locale) => createCodeLabeler(locale, MESSAGES[locale].codes);

const nb = labelerOf('nb');
const nn = labelerOf('nn');
const en = labelerOf('en');

/** Every code of the vocabulary with the labeler method that names it. */
const VOCABULARY: readonly {
  name: string;
  codes: readonly string[];
  label: (l: CodeLabeler, code: string) => string;
}[] = [
  { name: 'euTheme', codes: EU_THEMES, label: (l, code) => l.euTheme(code) },
  { name: 'accessRights', codes: ACCESS_RIGHTS, label: (l, code) => l.accessRights(code) },
  { name: 'provenance', codes: PROVENANCES, label: (l, code) => l.provenance(code) },
  { name: 'orgKind', codes: ORG_KINDS, label: (l, code) => l.orgKind(code) },
  { name: 'specializedType', codes: SPECIALIZED_TYPES, label: (l, code) => l.specializedType(code) },
  { name: 'resourceType:plural', codes: RESOURCE_TYPES, label: (l, code) => l.resourceType(code, 'plural') },
  {
    name: 'resourceType:singular',
    codes: RESOURCE_TYPES,
    label: (l, code) => l.resourceType(code, 'singular'),
  },
  { name: 'losTheme', codes: LOS_THEMES.map((theme) => theme.path), label: (l, code) => l.losTheme(code) },
];

/** Labels that are the same word in Norwegian and English (checked, not forgotten translations). */
const SAME_IN_NB_AND_EN = new Set(['euTheme:TRAN', 'resourceType:singular:data-services']);

describe('every code of the vocabulary', () => {
  for (const { name, codes, label } of VOCABULARY) {
    it(`${name}: has a label in every language, and the Bokmål one is translated`, () => {
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) {
        for (const locale of LOCALES) {
          const text = label(labelerOf(locale), code);
          expect(text.trim(), `${name} ${code} ${locale}`).not.toBe('');
          expect(text, `${name} ${code} ${locale} falls back to the code`).not.toBe(code);
        }
        if (!SAME_IN_NB_AND_EN.has(`${name}:${code}`)) {
          expect(label(nb, code), `${name} ${code}`).not.toBe(label(en, code));
        }
      }
    });
  }

  it('gives distinct labels to distinct codes within a vocabulary', () => {
    for (const { name, codes, label } of VOCABULARY) {
      for (const locale of LOCALES) {
        const labels = codes.map((code) => label(labelerOf(locale), code));
        expect(new Set(labels).size, `${name} ${locale}`).toBe(codes.length);
      }
    }
  });

  it('names the EU themes and access rights as data.norge.no and the EU do', () => {
    expect(nb.euTheme('GOVE')).toBe('Forvaltning og offentlig sektor');
    expect(nn.euTheme('GOVE')).toBe('Forvaltning og offentleg sektor');
    expect(en.euTheme('JUST')).toBe('Justice, legal system and public safety');
    expect(nb.accessRights('NON_PUBLIC')).toBe('Ikke-allmenn tilgang');
    expect(nn.accessRights('RESTRICTED')).toBe('Avgrensa tilgang');
    expect(en.accessRights('PUBLIC')).toBe('Public');
    expect(nb.provenance('NASJONAL')).toBe('Autoritativ kilde');
    expect(nb.specializedType('publicService')).toBe('Offentlig tjeneste');
  });

  it('labels a hit’s searchType like its resource type', () => {
    for (const searchType of SEARCH_TYPES) {
      for (const form of ['singular', 'plural'] as const) {
        expect(nn.resourceType(searchType, form)).toBe(nn.resourceType(RESOURCE_TYPE_OF[searchType], form));
      }
    }
    expect(nb.resourceType('DATA_SERVICE', 'plural')).toBe('API-er');
    expect(en.resourceType('data-services', 'plural')).toBe('APIs');
    expect(en.resourceType('datasets', 'singular')).toBe('Dataset');
  });
});

describe('buckets without a value, open data and places', () => {
  it('labels the "null" bucket as unknown', () => {
    expect(nb.accessRights(NULL_KEY)).toBe('Ukjent');
    expect(nn.orgKind(NULL_KEY)).toBe('Ukjend');
    expect(en.spatial(NULL_KEY)).toBe('Unknown');
    for (const locale of LOCALES) {
      const labeler = labelerOf(locale);
      expect(labeler.accessRights(NULL_KEY)).toBe(labeler.unknown());
    }
  });

  it('names both open data values', () => {
    expect(nb.openData(true)).toBe('Åpne data');
    expect(nb.openData(false)).toBe('Ikke åpne data');
    expect(nn.openData(true)).toBe('Opne data');
    expect(nn.openData(false)).toBe('Ikkje opne data');
    expect(en.openData(false)).toBe('Not open data');
  });

  it('names the unknown format', () => {
    expect(nb.unknownFormat()).toBe('Ukjent format');
    expect(en.unknownFormat()).toBe('Unknown format');
  });

  it('translates the places whose names differ and passes the others through', () => {
    expect(nn.spatial('Norge')).toBe('Noreg');
    expect(en.spatial('Norge')).toBe('Norway');
    expect(en.spatial('Tromsø')).toBe('Tromsø');
  });
});

describe('unknown codes', () => {
  const known = new Set<string>([
    ...EU_THEMES,
    ...ACCESS_RIGHTS,
    ...PROVENANCES,
    ...ORG_KINDS,
    ...SPECIALIZED_TYPES,
  ]);

  it('fall back to the code itself, in every vocabulary and language', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((code) => !known.has(code) && code !== NULL_KEY),
        fc.constantFrom(...LOCALES),
        (code, locale) => {
          const labeler = labelerOf(locale);
          expect(labeler.euTheme(code)).toBe(code);
          expect(labeler.accessRights(code)).toBe(code);
          expect(labeler.provenance(code)).toBe(code);
          expect(labeler.orgKind(code)).toBe(code);
          expect(labeler.specializedType(code)).toBe(code);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('are not confused with the properties every object has', () => {
    for (const code of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(nb.euTheme(code)).toBe(code);
      expect(en.resourceType(code, 'plural')).toBe(code);
      expect(nn.spatial(code)).toBe(code);
    }
  });

  it('include a resource type the UI does not know', () => {
    expect(nb.resourceType('services-and-events', 'plural')).toBe('services-and-events');
  });
});

describe('LOS themes', () => {
  it('label every listed path from the LOS list', () => {
    for (const theme of LOS_THEMES) {
      for (const locale of LOCALES) {
        expect(labelerOf(locale).losTheme(theme.path)).toBe(theme.label[locale]);
        expect(labelerOf(locale).listedLosTheme(theme.path)).toBe(theme.label[locale]);
      }
    }
  });

  it('accept a path with a leading or trailing slash', () => {
    expect(en.losTheme('/helse-og-omsorg/')).toBe('Health and care');
  });

  it('label an unknown path from its last slug', () => {
    expect(nb.losTheme('familie-og-barn')).toBe('Familie og barn');
    expect(en.losTheme('helse-og-omsorg/psykisk-helse')).toBe('Psykisk helse');
    expect(nb.losTheme('')).toBe('');
    expect(en.listedLosTheme('helse-og-omsorg/psykisk-helse')).toBeUndefined();
    expect(en.listedLosTheme('constructor')).toBeUndefined();
  });

  it('humanize any slug into non-empty text when it has a letter or digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zæøå0-9]+(-[a-zæøå0-9]+)*$/), (slug) => {
        const text = humanizeSlug(slug);
        expect(text).not.toContain('-');
        expect(text.toLowerCase()).toBe(slug.replace(/-/g, ' '));
      }),
      { numRuns: 200 },
    );
  });
});

describe('createCodeLabeler', () => {
  it('builds one labeler per locale and reuses it', () => {
    expect(createCodeLabeler('nb', nbMessages.codes)).toBe(nb);
    for (const locale of LOCALES) expect(labelerOf(locale).locale).toBe(locale);
  });
});
