/**
 * Code labels bound to one UI language: the facet view models and the hit cards ask this for every label,
 * so a new language or a new code is a change to ./codeLabels.ts only.
 */
import { NULL_KEY, RESOURCE_TYPE_OF } from '../interface/vocabulary';
import {
  ACCESS_RIGHTS_LABELS,
  EU_THEME_LABELS,
  lookupLabel,
  losLabel,
  OPEN_DATA_LABELS,
  ORG_KIND_LABELS,
  PLACE_LABELS,
  PROVENANCE_LABELS,
  RESOURCE_TYPE_LABELS,
  SPECIALIZED_TYPE_LABELS,
  UNKNOWN_FORMAT_LABEL,
  UNKNOWN_LABEL,
} from './codeLabels';
import type { Locale } from './locales';

export type ResourceTypeForm = 'singular' | 'plural';

/** Every method returns the code itself for a code it does not know. */
export interface CodeLabeler {
  readonly locale: Locale;
  /** EU data theme code: `ENVI` → `Miljø`. */
  euTheme(code: string): string;
  /** `PUBLIC` → `Allmenn tilgang`; the `"null"` bucket → `Ukjent`. */
  accessRights(code: string): string;
  provenance(code: string): string;
  /** First `orgPath` segment: `STAT` → `Stat`; the `"null"` bucket → `Ukjent`. */
  orgKind(kind: string): string;
  openData(value: boolean): string;
  /** The label of a `"null"` bucket. */
  unknown(): string;
  /** A `spatial` key (a Bokmål place name). */
  spatial(label: string): string;
  /** A LOS path; unknown paths are labelled from their last slug. */
  losTheme(path: string): string;
  /** A hit's `specializedType`: `publicService` → `Offentlig tjeneste`. */
  specializedType(code: string): string;
  /** A resource type path segment (`datasets`) or a hit's `searchType` (`DATASET`). */
  resourceType(type: string, form: ResourceTypeForm): string;
  /** The format bucket `UNKNOWN` (src/search/formats.ts names the others). */
  unknownFormat(): string;
}

const cache = new Map<Locale, CodeLabeler>();

export function createCodeLabeler(locale: Locale): CodeLabeler {
  const cached = cache.get(locale);
  if (cached) return cached;
  const labeler = build(locale);
  cache.set(locale, labeler);
  return labeler;
}

function build(locale: Locale): CodeLabeler {
  const unknown = UNKNOWN_LABEL[locale];
  const label = (table: Parameters<typeof lookupLabel>[0], code: string) =>
    lookupLabel(table, code, locale) ?? code;
  const orUnknown = (table: Parameters<typeof lookupLabel>[0], code: string) =>
    code === NULL_KEY ? unknown : label(table, code);

  return {
    locale,
    euTheme: (code) => label(EU_THEME_LABELS, code),
    accessRights: (code) => orUnknown(ACCESS_RIGHTS_LABELS, code),
    provenance: (code) => label(PROVENANCE_LABELS, code),
    orgKind: (kind) => orUnknown(ORG_KIND_LABELS, kind),
    openData: (value) => OPEN_DATA_LABELS[value ? 'true' : 'false'][locale],
    unknown: () => unknown,
    spatial: (place) => (place === NULL_KEY ? unknown : label(PLACE_LABELS, place)),
    losTheme: (path) => losLabel(path, locale),
    specializedType: (code) => label(SPECIALIZED_TYPE_LABELS, code),
    resourceType: (type, form) => {
      const resourceType = lookupOwn(RESOURCE_TYPE_OF, type) ?? type;
      const labels = lookupOwn(RESOURCE_TYPE_LABELS, resourceType);
      return labels ? labels[form][locale] : type;
    },
    unknownFormat: () => UNKNOWN_FORMAT_LABEL[locale],
  };
}

function lookupOwn<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
