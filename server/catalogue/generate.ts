/**
 * The demo catalogue: a realistic national catalogue generated from a seed. The same size, seed and `now`
 * give the same catalogue, byte for byte once serialized; nothing here reads the clock, the environment or
 * any file. See docs/service.md, "The demo catalogue".
 *
 * Sub-objects that many resources share (organizations, catalogs, themes, codes, places) are shared
 * instances: treat the catalogue as read-only.
 */
import type { LocalizedText, Organization, SearchObject } from '../../src/interface/searchObject';
import type { AccessRight, EuTheme, OrgKind, Provenance, SearchType } from '../../src/interface/vocabulary';
import { EU_THEMES, UNKNOWN_FORMAT } from '../../src/interface/vocabulary';
import {
  ACCESS_RIGHT_URI_ONLY,
  ACCESS_RIGHT_VALUES,
  API_FORMATS,
  COUNTIES_BY_NAME,
  DATA_THEMES,
  GEO_FORMATS,
  LOS_THEME_VALUES,
  MUNICIPALITIES_BY_NAME,
  NORWAY,
  PROVENANCE_VALUES,
  TABULAR_FORMATS,
  type Place,
} from './codes';
import { CONCEPT_LABELS } from './conceptLabels';
import { PUBLISHERS, type Publisher } from './publishers';
import { Random, WeightedTable } from './random';
import {
  conceptText,
  dataServiceDescription,
  dataServiceTitle,
  datasetDescription,
  datasetTitle,
  eventDescription,
  inPlace,
  informationModelDescription,
  informationModelTitle,
  serviceDescription,
  withMarkdown,
  withMarkupInTitle,
  withMarkupLookalike,
  type TitleContext,
} from './templates';
import { flat } from './flat';
import { text3, type Text3 } from './text3';
import { DOMAIN_BY_KEY, DOMAINS, EVENT_TOPICS, type Domain } from './topics';

export interface CatalogueOptions {
  /** Number of resources, 0 or more. */
  readonly size: number;
  /** Any safe integer. */
  readonly seed: number;
  /** Harvest dates fall in the ten years before this instant, never after it. */
  readonly now: Date;
}

const HIDDEN_LABELS = new Map<string, LocalizedText>();
/** A Bokmål-only label, one shared object per text. */
function hiddenLabel(text: string): LocalizedText {
  let label = HIDDEN_LABELS.get(text);
  if (label === undefined) {
    label = { nb: text };
    HIDDEN_LABELS.set(text, label);
  }
  return label;
}

/** Midnight UTC at the start of `date`'s day: the default `now` of the demo catalogue. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The share of each type in a national catalogue. */
export const TYPE_SHARES: Readonly<Record<SearchType, number>> = {
  DATASET: 0.4,
  CONCEPT: 0.4,
  SERVICE: 0.1,
  DATA_SERVICE: 0.05,
  INFORMATION_MODEL: 0.03,
  EVENT: 0.02,
};

/** Harvest dates reach back this far. */
export const HARVEST_SPAN_DAYS = 3650;

const DAY_SECONDS = 86_400;
const COUNTIES = [...COUNTIES_BY_NAME.values()];
const MUNICIPALITIES = [...MUNICIPALITIES_BY_NAME.values()];

/** How much each kind of organisation publishes of each type, relative to its rank. */
const KIND_AFFINITY: Readonly<Record<SearchType, Readonly<Record<OrgKind, number>>>> = {
  DATASET: { STAT: 1, KOMMUNE: 1, FYLKE: 1, PRIVAT: 0.6, ANNET: 0.6 },
  CONCEPT: { STAT: 1.4, KOMMUNE: 0.2, FYLKE: 0.2, PRIVAT: 0.1, ANNET: 0.3 },
  SERVICE: { STAT: 1, KOMMUNE: 3, FYLKE: 1.5, PRIVAT: 0.05, ANNET: 0.3 },
  DATA_SERVICE: { STAT: 1, KOMMUNE: 0.6, FYLKE: 0.8, PRIVAT: 1.2, ANNET: 0.8 },
  INFORMATION_MODEL: { STAT: 1.2, KOMMUNE: 0.3, FYLKE: 0.2, PRIVAT: 0.2, ANNET: 0.6 },
  EVENT: { STAT: 1, KOMMUNE: 1.2, FYLKE: 0.3, PRIVAT: 0, ANNET: 0.1 },
};

/** The chance that the transport portal lists a resource, by its domain. */
const TRANSPORT_SHARE = { transport: 0.9, geographic: 0.15, other: 0.02 } as const;

/** Zipf-like: the publisher at rank r publishes about 1/r^s as much as the first. */
const ZIPF_EXPONENT = 0.9;

const SEARCH_TYPES_IN_ORDER = Object.keys(TYPE_SHARES) as SearchType[];

const PUBLISHER_TABLES: Readonly<Record<SearchType, WeightedTable<Publisher>>> = Object.fromEntries(
  SEARCH_TYPES_IN_ORDER.map((type) => [
    type,
    new WeightedTable(
      PUBLISHERS.map((publisher, rank) => [
        publisher,
        KIND_AFFINITY[type][publisher.kind] / Math.pow(rank + 1, ZIPF_EXPONENT),
      ]),
    ),
  ]),
) as Record<SearchType, WeightedTable<Publisher>>;

interface Languages {
  readonly nb: boolean;
  readonly nn: boolean;
  readonly en: boolean;
}

const LANGUAGE_TABLE = new WeightedTable<Languages>([
  [{ nb: true, nn: false, en: false }, 55],
  [{ nb: true, nn: false, en: true }, 20],
  [{ nb: true, nn: true, en: false }, 8],
  [{ nb: true, nn: true, en: true }, 7],
  [{ nb: false, nn: false, en: true }, 5],
  [{ nb: false, nn: true, en: false }, 3],
  [{ nb: false, nn: true, en: true }, 2],
]);

const KEYWORD_COUNTS = new WeightedTable<number>([
  [0, 15],
  [1, 10],
  [2, 15],
  [3, 20],
  [4, 18],
  [5, 12],
  [6, 10],
]);

const DATASET_ACCESS = new WeightedTable<AccessRight | 'NONE' | 'URI_ONLY'>([
  ['PUBLIC', 70],
  ['RESTRICTED', 12],
  ['NON_PUBLIC', 8],
  ['NONE', 6],
  ['URI_ONLY', 4],
]);

const DATA_SERVICE_ACCESS = new WeightedTable<AccessRight | 'NONE' | 'URI_ONLY'>([
  ['PUBLIC', 60],
  ['RESTRICTED', 10],
  ['NON_PUBLIC', 5],
  ['NONE', 20],
  ['URI_ONLY', 5],
]);

const PROVENANCE_TABLE = new WeightedTable<Provenance>([
  ['NASJONAL', 60],
  ['VEDTAK', 15],
  ['TREDJEPART', 15],
  ['BRUKER', 10],
]);

const DATA_THEME_COUNTS = new WeightedTable<number>([
  [0, 8],
  [1, 55],
  [2, 28],
  [3, 9],
]);

const FORMAT_COUNTS = new WeightedTable<number>([
  [0, 8],
  [1, 30],
  [2, 30],
  [3, 20],
  [4, 12],
]);

/** Where each type's resources live, and the catalog that holds them. */
const CATALOG_KINDS: Readonly<
  Record<SearchType, { host: string; path: string; title: string; inCatalog: boolean }>
> = {
  DATASET: {
    host: 'registrering.fellesdatakatalog.digdir.no',
    path: 'datasets',
    title: 'Datakatalog | Datakatalog | Data catalogue',
    inCatalog: true,
  },
  DATA_SERVICE: {
    host: 'dataservice-catalog.fellesdatakatalog.digdir.no',
    path: 'data-services',
    title: 'API-katalog | API-katalog | Data service catalogue',
    inCatalog: false,
  },
  CONCEPT: {
    host: 'concept-catalog.fellesdatakatalog.digdir.no',
    path: 'concepts',
    title: 'Begrepskatalog | Omgrepskatalog | Concept catalogue',
    inCatalog: true,
  },
  INFORMATION_MODEL: {
    host: 'informationmodel-catalog.fellesdatakatalog.digdir.no',
    path: 'informationmodels',
    title: 'Informasjonsmodellkatalog | Informasjonsmodellkatalog | Information model catalogue',
    inCatalog: true,
  },
  SERVICE: {
    host: 'service-catalog.fellesdatakatalog.digdir.no',
    path: 'services',
    title: 'Tjenestekatalog | Tenestekatalog | Service catalogue',
    inCatalog: true,
  },
  EVENT: {
    host: 'service-catalog.fellesdatakatalog.digdir.no',
    path: 'events',
    title: 'Tjenestekatalog | Tenestekatalog | Service catalogue',
    inCatalog: true,
  },
};

type Catalog = NonNullable<SearchObject['catalog']>;

/** Everything one generation run keeps between resources. */
class Generator {
  readonly random: Random;
  private readonly nowSeconds: number;
  private readonly year: number;
  private readonly catalogs = new Map<Organization, Map<SearchType, Catalog>>();
  private readonly organizationsWithoutPath = new Map<string, Organization>();

  constructor(seed: number, now: Date) {
    this.random = new Random(seed);
    this.nowSeconds = Math.floor(now.getTime() / 1000);
    this.year = now.getUTCFullYear();
  }

  resource(type: SearchType): SearchObject {
    const { random } = this;
    const publisher = random.chance(0.006) ? null : PUBLISHER_TABLES[type].draw(random);
    const domain = this.domainOf(publisher);
    const languages = LANGUAGE_TABLE.draw(random);
    const context: TitleContext = { random, place: this.placeLabel(publisher), year: this.year };
    const organization = publisher === null ? null : this.organizationOf(publisher);

    const hit: SearchObject = {
      id: this.newId(),
      uri: this.newUri(type, publisher),
      searchType: type,
    };
    switch (type) {
      case 'DATASET':
        this.dataset(hit, domain, publisher, languages, context);
        break;
      case 'DATA_SERVICE':
        this.dataService(hit, domain, publisher, languages);
        break;
      case 'CONCEPT':
        this.concept(hit, domain, languages);
        break;
      case 'INFORMATION_MODEL':
        this.informationModel(hit, domain, languages);
        break;
      case 'SERVICE':
        this.service(hit, domain, publisher, languages);
        break;
      case 'EVENT':
        this.event(hit, publisher, languages);
        break;
    }
    if (organization !== null && publisher !== null) {
      hit.organization = organization;
      hit.catalog = this.catalogOf(type, publisher, organization);
    }
    hit.metadata = this.metadata();
    this.transportFlag(hit, type, domain);
    return hit;
  }

  private domainOf(publisher: Publisher | null): Domain {
    const key = publisher === null ? undefined : this.random.pick(publisher.domains);
    return (key === undefined ? undefined : DOMAIN_BY_KEY.get(key)) ?? this.random.pick(DOMAINS);
  }

  private placeLabel(publisher: Publisher | null): Text3 {
    const place = publisher?.place ?? this.randomPlace();
    return toText3(place.value.prefLabel);
  }

  private randomPlace(): Place {
    const roll = this.random.float();
    if (roll < 0.3) return NORWAY;
    if (roll < 0.6) return this.random.pick(COUNTIES);
    return this.random.pick(MUNICIPALITIES);
  }

  private dataset(
    hit: SearchObject,
    domain: Domain,
    publisher: Publisher | null,
    languages: Languages,
    context: TitleContext,
  ): void {
    const { random } = this;
    const subject = random.pick(domain.subjects);
    const series = random.chance(0.05);
    let title = datasetTitle(context, subject, series);
    if (random.chance(0.001)) title = withMarkupInTitle(title);
    const keywords = this.keywords(domain);
    hit.title = title === subject ? localizeShared(title, languages) : localize(title, languages);
    if (random.chance(0.96)) {
      hit.description = localize(
        this.decorate(datasetDescription(context, subject, publisher?.name ?? null), keywords),
        languages,
      );
    }
    this.setKeywords(hit, keywords, languages);

    const formats = this.datasetFormats(domain);
    const access = DATASET_ACCESS.draw(random);
    this.setAccessRights(hit, access);
    hit.isOpenData = access === 'PUBLIC' && formats.length > 0 && random.chance(0.8);
    hit.dataTheme = this.dataThemes(domain, DATA_THEME_COUNTS.draw(random));
    if (random.chance(0.7)) hit.losTheme = this.losThemes(domain.losPaths, random.int(1, 2));
    if (random.chance(0.65)) hit.spatial = this.datasetSpatial(publisher);
    if (random.chance(0.45)) {
      const provenance = PROVENANCE_TABLE.draw(random);
      hit.provenance = PROVENANCE_VALUES[provenance];
      if (provenance === 'NASJONAL' && random.chance(0.8)) hit.isAuthoritative = true;
    }
    hit.fdkFormatPrefixed = formats;
    if (series) hit.specializedType = 'DATASET_SERIES';
    if (hit.isAuthoritative === undefined && random.chance(0.08)) hit.isAuthoritative = false;
  }

  private dataService(
    hit: SearchObject,
    domain: Domain,
    publisher: Publisher | null,
    languages: Languages,
  ): void {
    const { random } = this;
    const subject = random.pick(domain.subjects);
    const formats = this.apiFormats(domain);
    const keywords = this.keywords(domain);
    hit.title = localize(dataServiceTitle(random, subject, domain.geographic), languages);
    if (random.chance(0.95)) {
      hit.description = localize(
        this.decorate(dataServiceDescription(random, subject, formats), keywords),
        languages,
      );
    }
    this.setKeywords(hit, keywords, languages);
    this.setAccessRights(hit, DATA_SERVICE_ACCESS.draw(random));
    if (random.chance(0.3)) hit.dataTheme = this.dataThemes(domain, 1);
    hit.fdkFormatPrefixed = formats;
    if (publisher?.place !== undefined && publisher.place !== null && random.chance(0.3)) {
      hit.spatial = [publisher.place.value];
    }
  }

  private concept(hit: SearchObject, domain: Domain, languages: Languages): void {
    const { random } = this;
    const concept = random.pick(domain.concepts);
    const { title, definition } = conceptText(random, concept);
    const fromVocabulary = title === concept.term;
    hit.title = fromVocabulary ? localizeShared(title, languages) : localize(title, languages);
    hit.description = fromVocabulary
      ? localizeShared(definition, languages)
      : localize(definition, languages);
    if (random.chance(0.4)) {
      this.setKeywords(hit, random.sample(domain.keywords, random.int(1, 2)), languages);
    }
    hit.additionalTitles = fromVocabulary ? this.additionalTitles(concept.term, languages) : [];
    if (random.chance(0.2)) hit.isAuthoritative = true;
  }

  /**
   * A concept's alternative labels in its languages (most, not always all, of those registered for it) and,
   * now and then, a Bokmål hidden label. Shared objects: each label text is localized once per language set.
   */
  private additionalTitles(term: Text3, languages: Languages): LocalizedText[] {
    const labels = CONCEPT_LABELS.get(term.nb);
    if (labels === undefined) return [];
    const { random } = this;
    const out = labels.alternative
      .filter(() => random.chance(0.85))
      .map((label) => localizeShared(label, languages));
    for (const hidden of labels.hidden) {
      if (languages.nb && random.chance(0.5)) out.push(hiddenLabel(hidden));
    }
    return out;
  }

  private informationModel(hit: SearchObject, domain: Domain, languages: Languages): void {
    const { random } = this;
    const subject = random.pick(domain.subjects);
    const keywords = this.keywords(domain);
    hit.title = localize(informationModelTitle(random, subject), languages);
    if (random.chance(0.95)) {
      hit.description = localize(this.decorate(informationModelDescription(subject), keywords), languages);
    }
    this.setKeywords(hit, keywords, languages);
    if (random.chance(0.5)) hit.dataTheme = this.dataThemes(domain, random.int(1, 2));
    if (random.chance(0.6)) hit.losTheme = this.losThemes(domain.losPaths, random.int(1, 2));
  }

  private service(
    hit: SearchObject,
    domain: Domain,
    publisher: Publisher | null,
    languages: Languages,
  ): void {
    const { random } = this;
    const municipal = publisher?.kind === 'KOMMUNE';
    let title = random.pick(domain.services.length > 0 ? domain.services : domain.subjects);
    if (random.chance(0.001)) title = withMarkupInTitle(title);
    const keywords = this.keywords(domain).slice(0, 3);
    hit.title = localizeShared(title, languages);
    if (random.chance(0.97)) {
      const description = serviceDescription(random, title, publisher?.name ?? null, municipal);
      hit.description = localize(
        random.chance(0.2) ? this.decorate(description, keywords) : description,
        languages,
      );
    }
    this.setKeywords(hit, keywords, languages);
    if (random.chance(0.85)) hit.losTheme = this.losThemes(domain.losPaths, random.int(1, 2));
    if (random.chance(0.5)) hit.spatial = [(publisher?.place ?? NORWAY).value];
    hit.specializedType = random.chance(0.85) ? 'publicService' : 'service';
  }

  private event(hit: SearchObject, publisher: Publisher | null, languages: Languages): void {
    const { random } = this;
    const topic = random.pick(EVENT_TOPICS);
    const place = publisher?.kind === 'KOMMUNE' ? publisher.place : null;
    const title =
      place !== null && random.chance(0.5)
        ? inPlace(topic.title, toText3(place.value.prefLabel))
        : topic.title;
    hit.title = title === topic.title ? localizeShared(title, languages) : localize(title, languages);
    hit.description = localize(eventDescription(topic, random.int(3, 14)), languages);
    hit.losTheme = this.losThemes(topic.losPaths, topic.losPaths.length);
    hit.specializedType = topic.specializedType;
  }

  private keywords(domain: Domain): Text3[] {
    return this.random.sample(domain.keywords, KEYWORD_COUNTS.draw(this.random));
  }

  private setKeywords(hit: SearchObject, keywords: readonly Text3[], languages: Languages): void {
    if (keywords.length > 0 || this.random.chance(0.5)) {
      hit.keyword = keywords.map((keyword) => localizeShared(keyword, languages));
    }
  }

  /** Markdown on a quarter of descriptions; text that looks like HTML on a few. */
  private decorate(description: Text3, keywords: readonly Text3[]): Text3 {
    const { random } = this;
    let text = random.chance(0.25) ? withMarkdown(random, description, keywords) : description;
    if (random.chance(0.005)) text = withMarkupLookalike(random, text);
    return text;
  }

  private setAccessRights(hit: SearchObject, access: AccessRight | 'NONE' | 'URI_ONLY'): void {
    if (access === 'NONE') return;
    hit.accessRights =
      access === 'URI_ONLY'
        ? ACCESS_RIGHT_URI_ONLY[this.random.chance(0.7) ? 'PUBLIC' : 'RESTRICTED']
        : ACCESS_RIGHT_VALUES[access];
  }

  private dataThemes(domain: Domain, count: number): SearchObject['dataTheme'] {
    const { random } = this;
    const codes = random.sample(domain.euThemes, count);
    while (codes.length < count) {
      const code: EuTheme = random.chance(0.02) ? 'OP_DATPRO' : random.pick(EU_THEMES);
      if (!codes.includes(code)) codes.push(code);
    }
    return codes.map((code) => DATA_THEMES[code]);
  }

  private losThemes(paths: readonly string[], count: number): SearchObject['losTheme'] {
    return this.random.sample(paths, count).flatMap((path) => {
      const theme = LOS_THEME_VALUES.get(path);
      return theme === undefined ? [] : [theme];
    });
  }

  private datasetFormats(domain: Domain): string[] {
    const { random } = this;
    const count = FORMAT_COUNTS.draw(random);
    const pool = domain.geographic && random.chance(0.7) ? GEO_FORMATS : TABULAR_FORMATS;
    const formats: string[] = random.sample<string>(pool, count);
    if (random.chance(0.04)) formats.push(UNKNOWN_FORMAT);
    return formats;
  }

  private apiFormats(domain: Domain): string[] {
    const { random } = this;
    if (random.chance(0.15)) return [];
    const pool = domain.geographic ? API_FORMATS : API_FORMATS.filter((format) => !/geo|gml/.test(format));
    return random.sample(pool, random.int(1, 3));
  }

  private datasetSpatial(publisher: Publisher | null): SearchObject['spatial'] {
    const { random } = this;
    const place = publisher?.place;
    if (place !== undefined && place !== null) {
      const county = place.county === null ? undefined : COUNTIES_BY_NAME.get(place.county);
      return county !== undefined && random.chance(0.3) ? [place.value, county.value] : [place.value];
    }
    const roll = random.float();
    if (roll < 0.6 || publisher === null) return [NORWAY.value];
    if (roll < 0.85) return random.sample(COUNTIES, random.int(1, 2)).map((p) => p.value);
    return [random.pick(MUNICIPALITIES).value];
  }

  /** First harvested within the last ten years, with a realistic share in the last week, month and year. */
  private metadata(): SearchObject['metadata'] {
    const { random, nowSeconds } = this;
    const roll = random.float();
    let ageDays: number;
    if (roll < 0.025) ageDays = random.float() * 7;
    else if (roll < 0.07) ageDays = 7 + random.float() * 23;
    else if (roll < 0.25) ageDays = 30 + random.float() * 335;
    else ageDays = 365 + random.float() * (HARVEST_SPAN_DAYS - 366);
    const firstHarvested = nowSeconds - Math.floor(ageDays * DAY_SECONDS);
    const modified = random.chance(0.35)
      ? firstHarvested
      : firstHarvested + Math.floor(random.float() * (nowSeconds - firstHarvested));
    const indexed = modified + Math.floor(random.float() * (nowSeconds - modified));
    return {
      firstHarvested: flat(isoSeconds(firstHarvested)),
      modified: flat(isoSeconds(modified)),
      deleted: false,
      timestamp: indexed * 1000,
    };
  }

  /**
   * Datasets and APIs say whether the transport portal lists them; other types carry the flag only when it
   * lists them. Mostly transport-themed resources, some map data, a few others: about an eighth in all.
   */
  private transportFlag(hit: SearchObject, type: SearchType, domain: Domain): void {
    const share = domain.transport
      ? TRANSPORT_SHARE.transport
      : domain.geographic
        ? TRANSPORT_SHARE.geographic
        : TRANSPORT_SHARE.other;
    const related = this.random.chance(type === 'DATASET' || type === 'DATA_SERVICE' ? share : share * 0.6);
    if (type === 'DATASET' || type === 'DATA_SERVICE' || related) hit.isRelatedToTransportportal = related;
  }

  private organizationOf(publisher: Publisher): Organization {
    if (!this.random.chance(0.006)) return publisher.organization;
    let organization = this.organizationsWithoutPath.get(publisher.orgnr);
    if (organization === undefined) {
      const { id, uri, name, prefLabel } = publisher.organization;
      organization = { id, uri, name, prefLabel };
      this.organizationsWithoutPath.set(publisher.orgnr, organization);
    }
    return organization;
  }

  private catalogOf(type: SearchType, publisher: Publisher, organization: Organization): Catalog {
    const kind = CATALOG_KINDS[type];
    let ofOrganization = this.catalogs.get(organization);
    if (ofOrganization === undefined) {
      ofOrganization = new Map();
      this.catalogs.set(organization, ofOrganization);
    }
    let catalog = ofOrganization.get(type);
    if (catalog === undefined) {
      const title = text3(kind.title);
      catalog = {
        id: this.random.uuid(),
        uri: `https://${kind.host}/catalogs/${publisher.orgnr}`,
        title: { nb: `${title.nb} for ${publisher.name}`, en: `${title.en} (${publisher.orgnr})` },
        publisher: organization,
      };
      ofOrganization.set(type, catalog);
    }
    return catalog;
  }

  /** 122 random bits: collisions are out of reach even for millions of resources. */
  private newId(): string {
    return flat(this.random.uuid());
  }

  private newUri(type: SearchType, publisher: Publisher | null): string {
    const kind = CATALOG_KINDS[type];
    return flat(
      kind.inCatalog
        ? `https://${kind.host}/catalogs/${publisher?.orgnr ?? 'ukjent'}/${kind.path}/${this.random.uuid()}`
        : `https://${kind.host}/${kind.path}/${this.random.hex(12)}`,
    );
  }
}

/** Exact counts per type (largest remainder), so small catalogues still hold every type they can. */
export function typeCounts(size: number): Record<SearchType, number> {
  const exact = SEARCH_TYPES_IN_ORDER.map((type) => ({ type, value: size * TYPE_SHARES[type] }));
  const counts = Object.fromEntries(exact.map(({ type, value }) => [type, Math.floor(value)])) as Record<
    SearchType,
    number
  >;
  let left = size - exact.reduce((sum, { value }) => sum + Math.floor(value), 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  );
  for (const { type } of byRemainder) {
    if (left <= 0) break;
    counts[type] += 1;
    left -= 1;
  }
  return counts;
}

export function generateCatalogue(options: CatalogueOptions): SearchObject[] {
  const { size, seed, now } = options;
  if (!Number.isSafeInteger(size) || size < 0)
    throw new RangeError(`size must be a whole number ≥ 0, got ${size}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  const generator = new Generator(seed, now);
  const counts = typeCounts(size);
  const types = SEARCH_TYPES_IN_ORDER.flatMap((type) => Array<SearchType>(counts[type]).fill(type));
  const order = generator.random.sample(types, types.length);
  const hits = order.map((type) => generator.resource(type));
  addRelations(generator.random, hits);
  return hits;
}

/** Relations between generated resources: APIs serve datasets, datasets conform to models, and so on. */
function addRelations(random: Random, hits: readonly SearchObject[]): void {
  const pools = new RelationPools(hits);
  for (const hit of hits) {
    const relations: { uri: string; type: string }[] = [];
    switch (hit.searchType) {
      case 'DATA_SERVICE':
        if (random.chance(0.65))
          pools.add(random, relations, hit, 'DATASET', random.int(1, 3), 'servesDataset');
        break;
      case 'DATASET':
        if (hit.specializedType !== 'DATASET_SERIES' && random.chance(0.06)) {
          pools.add(random, relations, hit, 'SERIES', 1, 'isPartOf');
        }
        if (random.chance(0.1)) pools.add(random, relations, hit, 'INFORMATION_MODEL', 1, 'conformsTo');
        break;
      case 'SERVICE':
        if (random.chance(0.2))
          pools.add(random, relations, hit, 'SERVICE', random.int(1, 2), 'relatedService');
        break;
      case 'EVENT':
        pools.add(random, relations, hit, 'SERVICE', random.int(2, 5), 'relation');
        break;
      case 'CONCEPT':
        if (random.chance(0.12)) pools.add(random, relations, hit, 'CONCEPT', random.int(1, 2), 'seeAlso');
        break;
      default:
        break;
    }
    if (relations.length > 0) hit.relations = relations;
  }
}

/** The resources a relation may point at, by kind (a search type, or `SERIES`) and by kind and publisher. */
class RelationPools {
  private readonly byKind = new Map<string, SearchObject[]>();
  private readonly byKindAndPublisher = new Map<string, SearchObject[]>();

  constructor(hits: readonly SearchObject[]) {
    for (const hit of hits) {
      const kind = hit.specializedType === 'DATASET_SERIES' ? 'SERIES' : hit.searchType;
      push(this.byKind, kind, hit);
      push(this.byKindAndPublisher, `${kind} ${hit.organization?.id ?? ''}`, hit);
    }
  }

  /** Adds up to `count` relations of `type` from `hit` to distinct resources of `kind`, preferring its publisher's. */
  add(
    random: Random,
    relations: { uri: string; type: string }[],
    hit: SearchObject,
    kind: string,
    count: number,
    type: string,
  ): void {
    const own = this.byKindAndPublisher.get(`${kind} ${hit.organization?.id ?? ''}`) ?? [];
    const pool = own.length > 1 && random.chance(0.8) ? own : (this.byKind.get(kind) ?? []);
    const first = relations.length;
    // Draw indices rather than shuffle: pools hold up to 80 000 resources.
    for (
      let attempt = 0;
      attempt < count * 4 && relations.length - first < count && pool.length > 0;
      attempt += 1
    ) {
      const target = random.pick(pool);
      const uri = target.uri;
      if (target !== hit && typeof uri === 'string' && !relations.some((relation) => relation.uri === uri)) {
        relations.push({ uri, type });
      }
    }
  }
}

function push(map: Map<string, SearchObject[]>, key: string, hit: SearchObject): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [hit]);
  else list.push(hit);
}

const SHARED_TEXTS = new WeakMap<Text3, Map<Languages, LocalizedText>>();

/** `localize` for texts from the vocabularies, which many resources share: one object per text and languages. */
function localizeShared(text: Text3, languages: Languages): LocalizedText {
  let byLanguages = SHARED_TEXTS.get(text);
  if (byLanguages === undefined) {
    byLanguages = new Map();
    SHARED_TEXTS.set(text, byLanguages);
  }
  let localized = byLanguages.get(languages);
  if (localized === undefined) {
    localized = localize(text, languages);
    byLanguages.set(languages, localized);
  }
  return localized;
}

function localize(text: Text3, languages: Languages): LocalizedText {
  const out: LocalizedText = {};
  if (languages.nb) out.nb = flat(text.nb);
  if (languages.nn) out.nn = flat(text.nn);
  if (languages.en) out.en = flat(text.en);
  return out;
}

function toText3(label: LocalizedText | null | undefined): Text3 {
  const nb = label?.nb ?? '';
  return { nb, nn: label?.nn ?? nb, en: label?.en ?? nb };
}

const pad2 = (value: number): string => (value < 10 ? `0${value}` : `${value}`);

/** `YYYY-MM-DDTHH:MM:SSZ` for whole seconds since the epoch (years 1970–9999); faster than `toISOString`. */
export function isoSeconds(seconds: number): string {
  const days = Math.floor(seconds / DAY_SECONDS);
  const inDay = seconds - days * DAY_SECONDS;
  // Civil date from a day count (Howard Hinnant's algorithm).
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(inDay / 3600);
  const minutes = Math.floor((inDay % 3600) / 60);
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(inDay % 60)}Z`;
}
