/**
 * Code labels bound to one UI language: the facet view models and the hit cards ask this for every label,
 * so a new language or a new code is a change to ./codes/ only.
 */
import { NULL_KEY, RESOURCE_TYPE_OF } from '../interface/vocabulary';
import { type CodeLabels, humanizeSlug, lookupLabel } from './codeLabels';
import type { Locale } from '../interface/locales';

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
  /** A LOS path's label from the LOS list, `undefined` for a path the list does not hold. */
  listedLosTheme(path: string): string | undefined;
  /** A hit's `specializedType`: `publicService` → `Offentlig tjeneste`. */
  specializedType(code: string): string;
  /** A resource type path segment (`datasets`) or a hit's `searchType` (`DATASET`). */
  resourceType(type: string, form: ResourceTypeForm): string;
  /** The format bucket `UNKNOWN` (src/search/formats.ts names the others). */
  unknownFormat(): string;
}

const cache = new WeakMap<CodeLabels, CodeLabeler>();

/** The labeler of `locale`, from that language's table (`Messages.codes`); one per table, reused. */
export function createCodeLabeler(locale: Locale, codes: CodeLabels): CodeLabeler {
  const cached = cache.get(codes);
  if (cached) return cached;
  const labeler = build(locale, codes);
  cache.set(codes, labeler);
  return labeler;
}

function build(locale: Locale, codes: CodeLabels): CodeLabeler {
  const { unknown } = codes;
  const label = (table: Readonly<Record<string, string>>, code: string) => lookupLabel(table, code) ?? code;
  const orUnknown = (table: Readonly<Record<string, string>>, code: string) =>
    code === NULL_KEY ? unknown : label(table, code);
  const listedLosTheme = (path: string) => lookupLabel(codes.losThemes, path);

  return {
    locale,
    euTheme: (code) => label(codes.euThemes, code),
    accessRights: (code) => orUnknown(codes.accessRights, code),
    provenance: (code) => label(codes.provenances, code),
    orgKind: (kind) => orUnknown(codes.orgKinds, kind),
    openData: (value) => (value ? codes.openData.true : codes.openData.false),
    unknown: () => unknown,
    spatial: (place) => (place === NULL_KEY ? unknown : label(codes.places, place)),
    losTheme: (path) => {
      const normalized = path.replace(/^\/+|\/+$/g, '');
      return listedLosTheme(normalized) ?? (humanizeSlug(normalized.split('/').pop() ?? '') || path);
    },
    listedLosTheme,
    specializedType: (code) => label(codes.specializedTypes, code),
    resourceType: (type, form) => {
      const resourceType = lookupLabel(RESOURCE_TYPE_OF, type) ?? type;
      const labels = lookupLabel(codes.resourceTypes, resourceType);
      return labels ? labels[form] : type;
    },
    unknownFormat: () => codes.unknownFormat,
  };
}
