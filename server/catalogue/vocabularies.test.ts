import { describe, expect, it } from 'vitest';

import { LOS_THEMES } from '../../src/interface/los';
import { EU_THEMES } from '../../src/interface/vocabulary';
import { COUNTIES_BY_NAME, LOS_THEME_VALUES, MUNICIPALITIES_BY_NAME } from './codes';
import { PUBLISHERS } from './publishers';
import { lowerFirst, text3 } from './text3';
import { DOMAIN_BY_KEY, DOMAINS, EVENT_TOPICS } from './topics';

/** Modulus 11 check digit of a Norwegian organisation number. */
function validOrgnr(orgnr: string): boolean {
  if (!/^[89]\d{8}$/.test(orgnr)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(orgnr.charAt(index)), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(orgnr.charAt(8));
}

describe('LOS_THEMES', () => {
  const paths = LOS_THEMES.map((theme) => theme.path);

  it('lists about a hundred real LOS paths, each once, with labels in three languages', () => {
    expect(LOS_THEMES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(paths).size).toBe(paths.length);
    for (const theme of LOS_THEMES) {
      expect(theme.path).toMatch(/^[a-z]+(-{1,2}[a-z]+)*(\/[a-z]+(-{1,2}[a-z]+)*){0,2}$/);
      expect(theme.label.nb).not.toBe('');
      expect(theme.label.nn).not.toBe('');
      expect(theme.label.en).not.toBe('');
    }
  });

  it('lists every parent before its children', () => {
    for (const [index, path] of paths.entries()) {
      const parent = path.split('/').slice(0, -1).join('/');
      if (parent !== '') expect(paths.slice(0, index)).toContain(parent);
    }
  });

  it('has the fifteen main themes of LOS', () => {
    expect(paths.filter((path) => !path.includes('/'))).toEqual([
      'arbeid',
      'bygg-og-eiendom',
      'demokrati-og-innbyggerrettigheter',
      'familie-og-barn',
      'helse-og-omsorg',
      'innvandring-og-integrering',
      'kultur-idrett-og-fritid',
      'lov-og-rett',
      'naring',
      'natur-klima-og-miljo',
      'samfunnssikkerhet-og-beredskap',
      'skatt-og-avgift',
      'skole-og-utdanning',
      'sosiale-tjenester',
      'trafikk-og-transport',
    ]);
    expect(LOS_THEMES.find((theme) => theme.path === 'helse-og-omsorg/svangerskap')?.label.en).toBe(
      'Pregnancy',
    );
  });
});

describe('domains and events', () => {
  it('use only listed LOS paths and EU themes', () => {
    for (const domain of DOMAINS) {
      for (const path of domain.losPaths) expect(LOS_THEME_VALUES.has(path), path).toBe(true);
      for (const code of domain.euThemes) expect(EU_THEMES).toContain(code);
    }
    for (const topic of EVENT_TOPICS) {
      for (const path of topic.losPaths) expect(LOS_THEME_VALUES.has(path), path).toBe(true);
    }
  });

  it('have subjects, keywords and concepts written in all three languages', () => {
    expect(new Set(DOMAINS.map((domain) => domain.key)).size).toBe(DOMAINS.length);
    for (const domain of DOMAINS) {
      expect(domain.subjects.length).toBeGreaterThanOrEqual(10);
      expect(domain.keywords.length).toBeGreaterThanOrEqual(8);
      expect(domain.concepts.length).toBeGreaterThanOrEqual(6);
      expect(domain.services.length).toBeGreaterThanOrEqual(2);
      const all = [
        ...domain.subjects,
        ...domain.keywords,
        ...domain.services,
        ...domain.concepts.flatMap((concept) => [concept.term, concept.definition]),
      ];
      for (const text of all) {
        expect(text.nb.trim()).toBe(text.nb);
        expect(text.nn).not.toBe('');
        expect(text.en).not.toBe('');
        expect(text.nb).not.toContain('|');
      }
      for (const concept of domain.concepts) expect(concept.definition.nb).toMatch(/\.$/);
    }
    expect(new Set(EVENT_TOPICS.map((topic) => topic.specializedType))).toEqual(
      new Set(['LIFE_EVENT', 'BUSINESS_EVENT']),
    );
  });
});

describe('PUBLISHERS', () => {
  it('has about 120 publishers with distinct, plausible organisation numbers', () => {
    expect(PUBLISHERS.length).toBeGreaterThanOrEqual(110);
    expect(PUBLISHERS.length).toBeLessThanOrEqual(150);
    expect(new Set(PUBLISHERS.map((publisher) => publisher.orgnr)).size).toBe(PUBLISHERS.length);
    expect(PUBLISHERS.filter((publisher) => !validOrgnr(publisher.orgnr)).map((p) => p.orgnr)).toEqual([]);
  });

  it('builds each orgPath from its parent chain, ending in its own number', () => {
    const byOrgnr = new Map(PUBLISHERS.map((publisher) => [publisher.orgnr, publisher]));
    for (const publisher of PUBLISHERS) {
      const segments = publisher.orgPath.split('/').slice(1);
      expect(segments[0]).toBe(publisher.kind);
      expect(segments.at(-1)).toBe(publisher.orgnr);
      expect(segments.length - 1).toBeGreaterThanOrEqual(1);
      expect(segments.length - 1).toBeLessThanOrEqual(3);
      if (segments.length > 2) {
        const parent = byOrgnr.get(segments.at(-2) ?? '');
        expect(parent?.orgPath).toBe(`/${segments.slice(0, -1).join('/')}`);
      }
      expect(publisher.organization.orgPath).toBe(publisher.orgPath);
    }
    expect(PUBLISHERS.find((publisher) => publisher.name === 'Brønnøysundregistrene')?.orgPath).toBe(
      '/STAT/912660680/974760673',
    );
  });

  it('publishes in known domains, and municipal and county publishers serve a place', () => {
    for (const publisher of PUBLISHERS) {
      for (const key of publisher.domains) expect(DOMAIN_BY_KEY.has(key), key).toBe(true);
      if (
        publisher.orgPath.split('/').length === 3 &&
        (publisher.kind === 'KOMMUNE' || publisher.kind === 'FYLKE')
      ) {
        expect(publisher.place, publisher.name).not.toBeNull();
      }
    }
    expect(PUBLISHERS.find((publisher) => publisher.name === 'Bergen kommune')?.place).toBe(
      MUNICIPALITIES_BY_NAME.get('Bergen'),
    );
    expect(PUBLISHERS.find((publisher) => publisher.name === 'Vestland fylkeskommune')?.place).toBe(
      COUNTIES_BY_NAME.get('Vestland'),
    );
  });
});

describe('places', () => {
  it('knows the county of every municipality', () => {
    for (const [name, place] of MUNICIPALITIES_BY_NAME) {
      expect(place.county === null ? undefined : COUNTIES_BY_NAME.get(place.county), name).toBeDefined();
      expect(place.value.code?.slice(0, 2)).toBe(COUNTIES_BY_NAME.get(place.county ?? '')?.value.code);
    }
  });
});

describe('text3 and lowerFirst', () => {
  it('reads one, two or three parts', () => {
    expect(text3('NAV')).toEqual({ nb: 'NAV', nn: 'NAV', en: 'NAV' });
    expect(text3(' Skatt | Tax ')).toEqual({ nb: 'Skatt', nn: 'Skatt', en: 'Tax' });
    expect(text3('Vær | Vêr | Weather')).toEqual({ nb: 'Vær', nn: 'Vêr', en: 'Weather' });
    expect(() => text3('a | b | c | d')).toThrow();
    expect(() => text3(' | x')).toThrow();
  });

  it('lower-cases the first letter of words but not of acronyms', () => {
    expect(lowerFirst('Befolkning')).toBe('befolkning');
    expect(lowerFirst('Økologisk landbruk')).toBe('økologisk landbruk');
    expect(lowerFirst('NAV-kontor')).toBe('NAV-kontor');
    expect(lowerFirst('A-meldingen')).toBe('A-meldingen');
    expect(lowerFirst('D-nummer')).toBe('D-nummer');
    expect(lowerFirst('')).toBe('');
  });
});
