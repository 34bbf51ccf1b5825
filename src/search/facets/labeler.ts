/**
 * How facet values get their labels. The i18n layer implements `FacetLabeler` (code -> text in the UI
 * language, LOS themes included); names of organisations come from the hits.
 */
import type { Locale } from '../../interface/locales';
import { NULL_KEY } from '../../interface/vocabulary';
import type { DayFilterName } from '../state';

/** Labels of codes in the UI language. Return the code itself for a code you do not know. */
export interface FacetLabeler {
  /** The first segment of an orgPath: `STAT`, `FYLKE`, `KOMMUNE`, `PRIVAT`, `ANNET`. */
  orgKind(kind: string): string;
  /** `PUBLIC`, `RESTRICTED`, `NON_PUBLIC`. */
  accessRights(code: string): string;
  /** An EU data theme: `ENVI`, `GOVE`, … */
  euTheme(code: string): string;
  /** `NASJONAL`, `VEDTAK`, `BRUKER`, `TREDJEPART`. */
  provenance(code: string): string;
  /** The open-data facet's two values. */
  openData(value: boolean): string;
  /** The "has none" bucket (`null` access rights or organisation, `UNKNOWN` format). */
  unknown(): string;
  /** A place, given its Bokmål label (the bucket key). Returning it unchanged is fine. */
  spatial(label: string): string;
  /** A LOS path's label from the LOS list; `undefined` for a path the list does not hold. */
  listedLosTheme(path: string): string | undefined;
  /** Optional: "New in the last 30 days". Without it a days option is labelled with its number. */
  days?(filter: DayFilterName, days: number): string;
}

export interface Label {
  readonly label: string;
  /** Set when the label's language may differ from the UI's. */
  readonly lang?: string;
}

/** What labelling needs besides the labeler. */
export interface LabelContext {
  readonly labels: FacetLabeler;
  /** orgPath -> organisation name learnt from hits (see `collectOrgNames`). */
  readonly orgNames: ReadonlyMap<string, string>;
  /** Organisation number -> name in the UI language, from the organisation catalogue; it wins over hits. */
  readonly catalogueNames?: ReadonlyMap<string, string>;
  readonly locale: Locale;
}

/** Catalogue slugs are Norwegian: the language of a label made from one. */
export function norwegianLang(locale: Locale): Label['lang'] {
  return locale === 'nb' ? undefined : 'nb';
}

/** `helse-og-omsorg` -> `Helse og omsorg`. */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a LOS path: from the LOS list in the UI language, else its last slug made readable. */
export function losLabel(path: string, context: Pick<LabelContext, 'labels' | 'locale'>): Label {
  const listed = context.labels.listedLosTheme(path);
  if (listed !== undefined) return { label: listed };
  const slug = path.slice(path.lastIndexOf('/') + 1);
  return { label: humanizeSlug(slug) || path, lang: norwegianLang(context.locale) };
}

/**
 * The label of an orgPath: its kind at the top level, else the organisation's name (the catalogue's, else one
 * learnt from hits), else its number: a number shows only when no source knows it.
 */
export function orgLabel(path: string, context: LabelContext): Label {
  if (path === NULL_KEY) return { label: context.labels.unknown() };
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments[segments.length - 1] ?? path;
  if (segments.length === 1) return { label: context.labels.orgKind(last) };
  // An empty name is no name: the next source (or the number) is better than a blank label.
  const name = [context.catalogueNames?.get(last), context.orgNames.get(path)].find((known) => known);
  return { label: name ?? last };
}
