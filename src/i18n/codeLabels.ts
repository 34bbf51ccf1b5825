/**
 * Labels of the interface's codes in the three UI languages. Small enough to ship whole: every language's
 * labels are in the first page, so the labeler works before any message file has loaded.
 * A code not listed here (the service may add one) is shown as the code itself, never a crash.
 */
import { LOS_THEMES } from '../interface/los';
import type {
  AccessRight,
  EuTheme,
  OrgKind,
  Provenance,
  ResourceType,
  SPECIALIZED_TYPES,
} from '../interface/vocabulary';
import type { Locale } from './locales';

export type Localized = Readonly<Record<Locale, string>>;
export type SpecializedType = (typeof SPECIALIZED_TYPES)[number];

/** EU data themes: the Publications Office's English labels, the Norwegian ones of data.norge.no. */
export const EU_THEME_LABELS: Readonly<Record<EuTheme, Localized>> = {
  AGRI: {
    nb: 'Jordbruk, fiskeri, skogbruk og mat',
    nn: 'Jordbruk, fiskeri, skogbruk og mat',
    en: 'Agriculture, fisheries, forestry and food',
  },
  ECON: { nb: 'Økonomi og finans', nn: 'Økonomi og finans', en: 'Economy and finance' },
  EDUC: {
    nb: 'Utdanning, kultur og sport',
    nn: 'Utdanning, kultur og sport',
    en: 'Education, culture and sport',
  },
  ENER: { nb: 'Energi', nn: 'Energi', en: 'Energy' },
  ENVI: { nb: 'Miljø', nn: 'Miljø', en: 'Environment' },
  GOVE: {
    nb: 'Forvaltning og offentlig sektor',
    nn: 'Forvaltning og offentleg sektor',
    en: 'Government and public sector',
  },
  HEAL: { nb: 'Helse', nn: 'Helse', en: 'Health' },
  INTR: { nb: 'Internasjonale temaer', nn: 'Internasjonale tema', en: 'International issues' },
  JUST: {
    nb: 'Justis, rettssystem og allmenn sikkerhet',
    nn: 'Justis, rettssystem og allmenn tryggleik',
    en: 'Justice, legal system and public safety',
  },
  OP_DATPRO: { nb: 'Foreløpige data', nn: 'Førebelse data', en: 'Provisional data' },
  REGI: { nb: 'Regioner og byer', nn: 'Regionar og byar', en: 'Regions and cities' },
  SOCI: { nb: 'Befolkning og samfunn', nn: 'Befolkning og samfunn', en: 'Population and society' },
  TECH: { nb: 'Vitenskap og teknologi', nn: 'Vitskap og teknologi', en: 'Science and technology' },
  TRAN: { nb: 'Transport', nn: 'Transport', en: 'Transport' },
};

export const ACCESS_RIGHTS_LABELS: Readonly<Record<AccessRight, Localized>> = {
  PUBLIC: { nb: 'Allmenn tilgang', nn: 'Allmenn tilgang', en: 'Public' },
  RESTRICTED: { nb: 'Begrenset tilgang', nn: 'Avgrensa tilgang', en: 'Restricted' },
  NON_PUBLIC: { nb: 'Ikke-allmenn tilgang', nn: 'Ikkje-allmenn tilgang', en: 'Non-public' },
};

export const PROVENANCE_LABELS: Readonly<Record<Provenance, Localized>> = {
  NASJONAL: { nb: 'Autoritativ kilde', nn: 'Autoritativ kjelde', en: 'Authoritative source' },
  VEDTAK: { nb: 'Vedtak', nn: 'Vedtak', en: 'Decision' },
  BRUKER: { nb: 'Brukergenerert', nn: 'Brukargenerert', en: 'User-generated' },
  TREDJEPART: { nb: 'Tredjepart', nn: 'Tredjepart', en: 'Third party' },
};

/** The kind of organisation, the first segment of an `orgPath`. */
export const ORG_KIND_LABELS: Readonly<Record<OrgKind, Localized>> = {
  STAT: { nb: 'Stat', nn: 'Stat', en: 'State' },
  FYLKE: { nb: 'Fylkeskommune', nn: 'Fylkeskommune', en: 'County' },
  KOMMUNE: { nb: 'Kommune', nn: 'Kommune', en: 'Municipality' },
  PRIVAT: { nb: 'Privat', nn: 'Privat', en: 'Private' },
  ANNET: { nb: 'Annet', nn: 'Anna', en: 'Other' },
};

export const SPECIALIZED_TYPE_LABELS: Readonly<Record<SpecializedType, Localized>> = {
  DATASET_SERIES: { nb: 'Datasettserie', nn: 'Datasettserie', en: 'Dataset series' },
  LIFE_EVENT: { nb: 'Livshendelse', nn: 'Livshending', en: 'Life event' },
  BUSINESS_EVENT: { nb: 'Virksomhetshendelse', nn: 'Verksemdshending', en: 'Business event' },
  publicService: { nb: 'Offentlig tjeneste', nn: 'Offentleg teneste', en: 'Public service' },
  service: { nb: 'Tjeneste', nn: 'Teneste', en: 'Service' },
};

/** Plural for tabs, singular for a hit's type badge. */
export const RESOURCE_TYPE_LABELS: Readonly<
  Record<ResourceType, { readonly singular: Localized; readonly plural: Localized }>
> = {
  datasets: {
    singular: { nb: 'Datasett', nn: 'Datasett', en: 'Dataset' },
    plural: { nb: 'Datasett', nn: 'Datasett', en: 'Datasets' },
  },
  'data-services': {
    singular: { nb: 'API', nn: 'API', en: 'API' },
    plural: { nb: 'API-er', nn: 'API', en: 'APIs' },
  },
  concepts: {
    singular: { nb: 'Begrep', nn: 'Omgrep', en: 'Concept' },
    plural: { nb: 'Begreper', nn: 'Omgrep', en: 'Concepts' },
  },
  'information-models': {
    singular: { nb: 'Informasjonsmodell', nn: 'Informasjonsmodell', en: 'Information model' },
    plural: { nb: 'Informasjonsmodeller', nn: 'Informasjonsmodellar', en: 'Information models' },
  },
  services: {
    singular: { nb: 'Tjeneste', nn: 'Teneste', en: 'Service' },
    plural: { nb: 'Tjenester', nn: 'Tenester', en: 'Services' },
  },
  events: {
    singular: { nb: 'Hendelse', nn: 'Hending', en: 'Event' },
    plural: { nb: 'Hendelser', nn: 'Hendingar', en: 'Events' },
  },
};

export const OPEN_DATA_LABELS: Readonly<Record<'true' | 'false', Localized>> = {
  true: { nb: 'Åpne data', nn: 'Opne data', en: 'Open data' },
  false: { nb: 'Ikke åpne data', nn: 'Ikkje opne data', en: 'Not open data' },
};

/** The `"null"` bucket: resources without a value. */
export const UNKNOWN_LABEL: Localized = { nb: 'Ukjent', nn: 'Ukjend', en: 'Unknown' };

/** The format `UNKNOWN`. */
export const UNKNOWN_FORMAT_LABEL: Localized = {
  nb: 'Ukjent format',
  nn: 'Ukjend format',
  en: 'Unknown format',
};

/**
 * `spatial` keys are Bokmål place names. Most Norwegian place names are the same in every language; the few
 * that are not are listed here.
 */
export const PLACE_LABELS: Readonly<Record<string, Localized>> = {
  Norge: { nb: 'Norge', nn: 'Noreg', en: 'Norway' },
};

/** The label of `code` in `table`, or `undefined` for a code the table does not know. */
export function lookupLabel(
  table: Readonly<Record<string, Localized>>,
  code: string,
  locale: Locale,
): string | undefined {
  // `hasOwn`, not `in`: a code such as "constructor" must not find Object.prototype.
  return Object.hasOwn(table, code) ? table[code]?.[locale] : undefined;
}

const losByPath = new Map(LOS_THEMES.map((theme) => [theme.path, theme.label]));

/** A LOS theme's label; a path not in the list is labelled from its last slug (`familie-og-barn` → `Familie og barn`). */
export function losLabel(path: string, locale: Locale): string {
  const normalized = path.replace(/^\/+|\/+$/g, '');
  const known = losByPath.get(normalized);
  if (known) return known[locale];
  return humanizeSlug(normalized.split('/').pop() ?? '') || path;
}

/** `familie-og-barn` → `Familie og barn`. */
export function humanizeSlug(slug: string): string {
  const words = slug.split(/[-_]+/).filter((word) => word !== '');
  const text = words.join(' ');
  return text.charAt(0).toLocaleUpperCase('nb') + text.slice(1);
}
