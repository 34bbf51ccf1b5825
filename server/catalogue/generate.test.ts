import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LOS_THEMES } from '../../src/interface/los';
import type { SearchObject } from '../../src/interface/searchObject';
import { EU_THEMES, ORG_KINDS, SEARCH_TYPES, SPECIALIZED_TYPES } from '../../src/interface/vocabulary';
import {
  generateCatalogue,
  HARVEST_SPAN_DAYS,
  isoSeconds,
  startOfUtcDay,
  TYPE_SHARES,
  typeCounts,
} from './generate';
import { CONCEPT_LABELS } from './conceptLabels';
import { findCatalogueProblem } from './load';
import { DOMAINS } from './topics';

const NOW = new Date('2026-11-21T00:00:00Z');
const DAY_MS = 86_400_000;
const catalogue = generateCatalogue({ size: 20_000, seed: 1, now: NOW });

const ofType = (type: string): SearchObject[] => catalogue.filter((hit) => hit.searchType === type);
const share = (hits: readonly SearchObject[], test: (hit: SearchObject) => boolean): number =>
  hits.filter(test).length / hits.length;
const texts = (hit: SearchObject): string[] =>
  [hit.title, hit.description]
    .flatMap((text) => (text ? [text.nb, text.nn, text.en] : []))
    .flatMap((v) => v ?? []);

describe('generateCatalogue: determinism', () => {
  it('gives the same catalogue, byte for byte, for the same size, seed and now', () => {
    const first = JSON.stringify(generateCatalogue({ size: 3_000, seed: 42, now: NOW }));
    const second = JSON.stringify(generateCatalogue({ size: 3_000, seed: 42, now: NOW }));
    expect(second).toBe(first);
  });

  it('gives another catalogue for another seed or another day', () => {
    const base = JSON.stringify(generateCatalogue({ size: 500, seed: 42, now: NOW }));
    expect(JSON.stringify(generateCatalogue({ size: 500, seed: 43, now: NOW }))).not.toBe(base);
    const nextDay = new Date(NOW.getTime() + DAY_MS);
    expect(JSON.stringify(generateCatalogue({ size: 500, seed: 42, now: nextDay }))).not.toBe(base);
  });

  it('tells seeds apart beyond 32 bits', () => {
    const low = generateCatalogue({ size: 5, seed: 7, now: NOW }).map((hit) => hit.id);
    const high = generateCatalogue({ size: 5, seed: 7 + 2 ** 32, now: NOW }).map((hit) => hit.id);
    expect(high).not.toEqual(low);
  });

  it('refuses a negative or fractional size and an invalid date', () => {
    expect(() => generateCatalogue({ size: -1, seed: 1, now: NOW })).toThrow(RangeError);
    expect(() => generateCatalogue({ size: 1.5, seed: 1, now: NOW })).toThrow(RangeError);
    expect(() => generateCatalogue({ size: 1, seed: 1, now: new Date(Number.NaN) })).toThrow(RangeError);
    expect(generateCatalogue({ size: 0, seed: 1, now: NOW })).toEqual([]);
  });
});

describe('generateCatalogue: shape', () => {
  it('has the type mix of a national catalogue', () => {
    for (const type of SEARCH_TYPES) {
      expect(ofType(type).length / catalogue.length).toBeCloseTo(TYPE_SHARES[type], 2);
    }
  });

  it('splits any size into exact counts per type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (size) => {
        const counts = typeCounts(size);
        const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);
        expect(total).toBe(size);
        for (const type of SEARCH_TYPES)
          expect(Math.abs(counts[type] - size * TYPE_SHARES[type])).toBeLessThan(1);
      }),
      { numRuns: 200 },
    );
    expect(
      new Set(generateCatalogue({ size: 50, seed: 3, now: NOW }).map((hit) => hit.searchType)).size,
    ).toBe(6);
  });

  it('passes the checks of the catalogue loader', () => {
    expect(findCatalogueProblem(catalogue)).toBeNull();
  });

  it('has unique ids shaped like UUIDs and unique uris', () => {
    expect(new Set(catalogue.map((hit) => hit.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((hit) => hit.uri)).size).toBe(catalogue.length);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(catalogue.filter((hit) => !uuid.test(hit.id))).toEqual([]);
    expect(catalogue.filter((hit) => !/^https:\/\/[a-z.-]+\.digdir\.no\//.test(hit.uri ?? ''))).toEqual([]);
  });

  it('gives every hit a title and metadata, and concepts a definition', () => {
    const untitled = catalogue.filter(
      (hit) => texts({ title: hit.title, id: '', searchType: '' }).length === 0,
    );
    expect(untitled).toEqual([]);
    expect(catalogue.filter((hit) => hit.metadata?.deleted !== false)).toEqual([]);
    expect(ofType('CONCEPT').filter((concept) => !concept.description)).toEqual([]);
  });

  it('puts each field only on the types that have it', () => {
    const withField = (field: keyof SearchObject): Set<unknown> =>
      new Set(catalogue.filter((hit) => hit[field] !== undefined).map((hit) => hit.searchType));
    expect(withField('isOpenData')).toEqual(new Set(['DATASET']));
    expect(withField('provenance')).toEqual(new Set(['DATASET']));
    expect(withField('fdkFormatPrefixed')).toEqual(new Set(['DATASET', 'DATA_SERVICE']));
    expect(withField('accessRights')).toEqual(new Set(['DATASET', 'DATA_SERVICE']));
    expect(withField('losTheme')).toEqual(new Set(['DATASET', 'SERVICE', 'EVENT', 'INFORMATION_MODEL']));
    expect(withField('isRelatedToTransportportal')).toEqual(new Set(SEARCH_TYPES));
    expect(withField('additionalTitles')).toEqual(new Set(['CONCEPT']));
    const unflagged = catalogue.filter((hit) => hit.isRelatedToTransportportal === false);
    expect(new Set(unflagged.map((hit) => hit.searchType))).toEqual(new Set(['DATASET', 'DATA_SERVICE']));
    expect(withField('dataTheme').has('CONCEPT')).toBe(false);
    for (const type of ['DATASET', 'DATA_SERVICE']) {
      expect(ofType(type).every((hit) => Array.isArray(hit.fdkFormatPrefixed))).toBe(true);
    }
    expect(ofType('DATASET').every((hit) => typeof hit.isOpenData === 'boolean')).toBe(true);
    expect(ofType('EVENT').every((hit) => (hit.losTheme?.length ?? 0) > 0)).toBe(true);
  });

  it('sets specializedType where the type has one', () => {
    const specialized = (type: string): Set<unknown> =>
      new Set(ofType(type).map((hit) => hit.specializedType));
    expect(specialized('EVENT')).toEqual(new Set(['LIFE_EVENT', 'BUSINESS_EVENT']));
    expect(specialized('SERVICE')).toEqual(new Set(['publicService', 'service']));
    expect(specialized('DATASET')).toEqual(new Set([undefined, 'DATASET_SERIES']));
    for (const type of ['CONCEPT', 'DATA_SERVICE', 'INFORMATION_MODEL']) {
      expect(specialized(type)).toEqual(new Set([undefined]));
    }
    for (const hit of catalogue) {
      if (hit.specializedType != null) expect(SPECIALIZED_TYPES).toContain(hit.specializedType);
    }
  });

  it('gives access rights with codes, some with only a URI and some none; open data only on public datasets', () => {
    const datasets = ofType('DATASET');
    expect(share(datasets, (hit) => hit.accessRights === undefined)).toBeGreaterThan(0.02);
    expect(share(datasets, (hit) => hit.accessRights?.code === 'PUBLIC')).toBeGreaterThan(0.5);
    expect(datasets.some((hit) => hit.accessRights?.code === 'RESTRICTED')).toBe(true);
    expect(datasets.some((hit) => hit.accessRights?.code === 'NON_PUBLIC')).toBe(true);
    expect(datasets.some((hit) => hit.accessRights?.uri != null && hit.accessRights.code === undefined)).toBe(
      true,
    );
    for (const hit of datasets) if (hit.isOpenData === true) expect(hit.accessRights?.code).toBe('PUBLIC');
    expect(share(datasets, (hit) => hit.isOpenData === true)).toBeGreaterThan(0.3);
  });

  it('uses formats of all three kinds, and some empty lists', () => {
    const formats = catalogue.flatMap((hit) => hit.fdkFormatPrefixed ?? []);
    expect(formats.some((format) => format.startsWith('MEDIA_TYPE '))).toBe(true);
    expect(formats.some((format) => format.startsWith('FILE_TYPE '))).toBe(true);
    expect(formats).toContain('UNKNOWN');
    for (const format of formats)
      expect(format).toMatch(/^(MEDIA_TYPE [a-z]+\/[\w.+-]+|FILE_TYPE [A-Z_]+|UNKNOWN)$/);
    expect(ofType('DATASET').some((hit) => hit.fdkFormatPrefixed?.length === 0)).toBe(true);
  });

  it('uses EU themes and real LOS paths with labels in three languages', () => {
    const losPaths = new Set(LOS_THEMES.map((theme) => theme.path));
    const dataThemes = catalogue.flatMap((hit) => hit.dataTheme ?? []);
    expect(new Set(dataThemes.map((theme) => theme.code))).toEqual(new Set(EU_THEMES));
    expect(dataThemes.filter((theme) => Object.keys(theme.title ?? {}).join() !== 'nb,nn,en')).toEqual([]);
    const losThemes = catalogue.flatMap((hit) => hit.losTheme ?? []);
    expect(losThemes.flatMap((theme) => theme.losPaths ?? []).filter((path) => !losPaths.has(path))).toEqual(
      [],
    );
    expect(losThemes.filter((theme) => !theme.name?.nb)).toEqual([]);
    const themeCounts = ofType('DATASET').map((hit) => hit.dataTheme?.length ?? 0);
    expect(new Set(themeCounts)).toEqual(new Set([0, 1, 2, 3]));
  });

  it('labels places in Bokmål: Norway, counties and municipalities', () => {
    const labels = new Set(catalogue.flatMap((hit) => hit.spatial ?? []).map((place) => place.prefLabel?.nb));
    expect(labels.has('Norge')).toBe(true);
    expect(labels.has('Vestland')).toBe(true);
    expect(labels.has('Bergen')).toBe(true);
    expect(labels.has(undefined)).toBe(false);
  });

  it('gives provenance codes to a share of datasets', () => {
    const codes = new Set(ofType('DATASET').map((hit) => hit.provenance?.code));
    expect(codes).toEqual(new Set([undefined, 'NASJONAL', 'VEDTAK', 'BRUKER', 'TREDJEPART']));
  });

  it('writes Bokmål mostly, with Nynorsk and English variants, and some resources in only one of those', () => {
    const titles = catalogue.map((hit) => hit.title ?? {});
    expect(share(catalogue, (hit) => hit.title?.nb != null)).toBeGreaterThan(0.8);
    expect(titles.some((title) => title.nn != null)).toBe(true);
    expect(titles.some((title) => title.en != null && title.nb == null && title.nn == null)).toBe(true);
    expect(titles.some((title) => title.nn != null && title.nb == null && title.en == null)).toBe(true);
  });

  it('gives 0 to 6 keywords, and keeps some lists empty', () => {
    const counts = catalogue.map((hit) => hit.keyword?.length ?? 0);
    expect(Math.max(...counts)).toBe(6);
    expect(catalogue.some((hit) => hit.keyword?.length === 0)).toBe(true);
    expect(catalogue.some((hit) => hit.keyword === undefined)).toBe(true);
  });

  it('has light Markdown in some descriptions and text that looks like HTML in a few', () => {
    const all = catalogue.flatMap(texts);
    expect(all.some((text) => /\*\*[^*]+\*\*/.test(text))).toBe(true);
    expect(all.some((text) => /\n- \S/.test(text))).toBe(true);
    expect(all.some((text) => /\[[^\]]+\]\(https:\/\/[^)]+\)/.test(text))).toBe(true);
    const markup = catalogue.filter((hit) => texts(hit).some((text) => /<(script|b|i|img|a)\b/.test(text)));
    expect(markup.length).toBeGreaterThan(0);
    expect(markup.length).toBeLessThan(catalogue.length * 0.02);
  });

  it('points relations at other generated resources', () => {
    const uris = new Set(catalogue.map((hit) => hit.uri));
    const types = new Set<string>();
    const dangling: string[] = [];
    for (const hit of catalogue) {
      for (const relation of hit.relations ?? []) {
        if (!uris.has(relation.uri) || relation.uri === hit.uri) dangling.push(relation.uri);
        types.add(relation.type ?? '');
      }
    }
    expect(dangling).toEqual([]);
    expect(types).toEqual(
      new Set(['servesDataset', 'isPartOf', 'conformsTo', 'relatedService', 'relation', 'seeAlso']),
    );
    const serves = ofType('DATA_SERVICE').flatMap((hit) => hit.relations ?? []);
    const datasets = new Set(ofType('DATASET').map((hit) => hit.uri));
    expect(serves.every((relation) => datasets.has(relation.uri))).toBe(true);
  });

  it('marks some resources authoritative and transport resources as such', () => {
    expect(catalogue.some((hit) => hit.isAuthoritative === true)).toBe(true);
    expect(catalogue.some((hit) => hit.isAuthoritative === false)).toBe(true);
    const transport = catalogue.filter((hit) => hit.isRelatedToTransportportal === true);
    expect(transport.length / catalogue.length).toBeGreaterThanOrEqual(0.1);
    expect(transport.length / catalogue.length).toBeLessThanOrEqual(0.15);
    const transportThemed = (hit: SearchObject) =>
      hit.losTheme?.some((t) => t.losPaths?.[0]?.startsWith('trafikk-og-transport')) === true ||
      hit.dataTheme?.some((t) => t.code === 'TRAN') === true;
    const themed = (hits: readonly SearchObject[]) => share(hits, transportThemed);
    const datasets = (hits: readonly SearchObject[]) => hits.filter((hit) => hit.searchType === 'DATASET');
    // Mainly transport-themed: far more often than the other datasets.
    expect(themed(datasets(transport))).toBeGreaterThan(0.5);
    expect(themed(datasets(catalogue.filter((hit) => hit.isRelatedToTransportportal !== true)))).toBeLessThan(
      0.05,
    );
  });

  it('gives concepts additional titles (alternative and hidden labels), some none, as language maps', () => {
    const concepts = ofType('CONCEPT');
    expect(concepts.every((concept) => Array.isArray(concept.additionalTitles))).toBe(true);
    const labelled = share(concepts, (concept) => (concept.additionalTitles ?? []).length > 0);
    expect(labelled).toBeGreaterThan(0.2);
    expect(labelled).toBeLessThan(0.8);
    const labels = concepts.flatMap((concept) => concept.additionalTitles ?? []);
    expect(
      labels.some((label) => label.nb !== undefined && label.en === undefined && label.nn === undefined),
    ).toBe(true);
    expect(labels.some((label) => label.en !== undefined)).toBe(true);
    const motorvogn = concepts.find((concept) =>
      concept.additionalTitles?.some((label) => label.nb === 'Motorvogn'),
    );
    expect(motorvogn?.title?.nb).toBe('Kjøretøy');
  });

  it('labels only concepts that exist in the vocabularies', () => {
    const terms = new Set(DOMAINS.flatMap((domain) => domain.concepts.map((concept) => concept.term.nb)));
    expect([...CONCEPT_LABELS.keys()].filter((term) => !terms.has(term))).toEqual([]);
  });
});

describe('generateCatalogue: publishers', () => {
  it('uses orgPaths of every kind, one to three levels below the kind', () => {
    const paths = catalogue.flatMap((hit) => (hit.organization?.orgPath ? [hit.organization.orgPath] : []));
    expect(paths.filter((path) => !/^\/(STAT|KOMMUNE|FYLKE|PRIVAT|ANNET)(\/\d{9}){1,3}$/.test(path))).toEqual(
      [],
    );
    expect(new Set(paths.map((path) => path.split('/')[1]))).toEqual(new Set(ORG_KINDS));
    expect(new Set(paths.map((path) => path.split('/').length - 2))).toEqual(new Set([1, 2, 3]));
  });

  it('leaves a few resources without organization, and a few organizations without orgPath', () => {
    expect(catalogue.some((hit) => hit.organization === undefined)).toBe(true);
    expect(catalogue.some((hit) => hit.organization != null && hit.organization.orgPath == null)).toBe(true);
    expect(share(catalogue, (hit) => hit.organization?.orgPath == null)).toBeLessThan(0.03);
  });

  it('shapes organizations and catalogs as the public service does', () => {
    const hit = catalogue.find((candidate) => candidate.organization?.orgPath != null);
    const organization = hit?.organization;
    expect(organization?.id).toMatch(/^\d{9}$/);
    expect(organization?.uri).toContain(organization?.id);
    expect(organization?.prefLabel).toEqual({ nb: organization?.name });
    expect(hit?.catalog?.publisher).toEqual(organization);
    expect(hit?.catalog?.title?.nb).toContain(organization?.name);
  });

  it('draws about 120 publishers with a skewed distribution', () => {
    const counts = new Map<string, number>();
    for (const hit of catalogue) {
      const id = hit.organization?.id;
      if (id != null) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(100);
    const sorted = [...counts.values()].sort((a, b) => b - a);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 1;
    expect((sorted[0] ?? 0) / median).toBeGreaterThan(10);
  });
});

describe('generateCatalogue: harvest dates', () => {
  const first = catalogue.map((hit) => Date.parse(hit.metadata?.firstHarvested ?? ''));
  const within = (days: number): number =>
    first.filter((time) => NOW.getTime() - time < days * DAY_MS).length;

  it('spreads first harvests over the ten years before now', () => {
    expect(first.filter((time) => !(time <= NOW.getTime()))).toEqual([]);
    expect(first.filter((time) => NOW.getTime() - time >= HARVEST_SPAN_DAYS * DAY_MS)).toEqual([]);
    expect(within(7)).toBeGreaterThan(catalogue.length * 0.01);
    expect(within(30)).toBeGreaterThan(within(7));
    expect(within(365)).toBeGreaterThan(catalogue.length * 0.15);
    expect(within(365)).toBeLessThan(catalogue.length * 0.4);
    expect(first.some((time) => NOW.getTime() - time > 9 * 365 * DAY_MS)).toBe(true);
  });

  it('keeps modified between the first harvest and now, and the index timestamp after modified', () => {
    const wrong = catalogue.filter((hit) => {
      const firstHarvested = Date.parse(hit.metadata?.firstHarvested ?? '');
      const modified = Date.parse(hit.metadata?.modified ?? '');
      const timestamp = hit.metadata?.timestamp ?? Number.NaN;
      const shaped = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
      return !(
        modified >= firstHarvested &&
        modified <= NOW.getTime() &&
        timestamp >= modified &&
        timestamp <= NOW.getTime() &&
        shaped.test(hit.metadata?.firstHarvested ?? '') &&
        shaped.test(hit.metadata?.modified ?? '')
      );
    });
    expect(wrong).toEqual([]);
  });

  it('formats whole seconds as toISOString does, without milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799 }), (seconds) => {
        expect(isoSeconds(seconds)).toBe(new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('startOfUtcDay', () => {
  it('is midnight UTC of the same UTC day', () => {
    expect(startOfUtcDay(new Date('2026-03-04T23:59:59.999Z')).toISOString()).toBe(
      '2026-03-04T00:00:00.000Z',
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const start = startOfUtcDay(new Date(ms));
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(ms - start.getTime()).toBeLessThan(DAY_MS);
        expect(start.getTime() % DAY_MS).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
