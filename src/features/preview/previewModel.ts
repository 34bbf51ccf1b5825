/**
 * The preview's view model: everything the panel shows about one hit, already localized and cleaned, built from
 * the hit the search fetched (no request of its own). Plain data: the panel renders each text as text.
 */
import type { Locale } from '../../interface/locales';
import type { CodedValue, SearchObject } from '../../interface/searchObject';
import { toHitCard, resourceHref, type Publisher } from '../../search/hitCard';
import { cleanTitle, pickLocalized, type LocalizedPick } from '../../search/text';
import type { ResourceType } from '../../interface/vocabulary';
import { isHttpUri } from './previewKey';

/** A text of the catalogue; `lang` is `null` when the catalogue does not say (a bare code or name). */
export interface CatalogueText {
  readonly text: string;
  readonly lang: string | null;
}

export interface PreviewRelation {
  /** The related resource's URI (a `relations` filter value: only http(s) URIs are listed). */
  readonly uri: string;
  /** The kind of relation as the catalogue names it (`isPartOf`, `servesDataset`), `null` when missing. */
  readonly type: string | null;
}

export interface PreviewModel {
  readonly id: string;
  readonly type: ResourceType | null;
  readonly specializedType: string | null;
  /** Tags dropped, entities decoded (`cleanTitle`). */
  readonly title: LocalizedPick | null;
  /** The whole description as the catalogue gives it (Markdown, maybe HTML): rendered by the safe renderer only. */
  readonly description: LocalizedPick | null;
  readonly publisher: Publisher | null;
  readonly accessRights: string | null;
  readonly openData: boolean;
  readonly euThemes: readonly string[];
  readonly losThemes: readonly CatalogueText[];
  readonly formats: readonly string[];
  readonly spatial: readonly CatalogueText[];
  /** A provenance code (`NASJONAL`) the labels know, or the catalogue's own label. */
  readonly provenance: { readonly code: string | null; readonly label: CatalogueText | null } | null;
  readonly firstHarvested: string | null;
  readonly modified: string | null;
  readonly keywords: readonly CatalogueText[];
  /** The resource's URI, as text; `uriIsLink` when it is an http(s) URI. */
  readonly uri: string | null;
  readonly uriIsLink: boolean;
  readonly relations: readonly PreviewRelation[];
  /** The resource's page on the environment's portal, when it has one (the local catalogue has none). */
  readonly landingPage: { readonly href: string; readonly portal: string } | null;
}

export interface PreviewOptions {
  readonly locale: Locale;
  /** RuntimeConfig.resourcePageUrl. */
  readonly resourcePageUrl: string;
  /** The environment's portal (Environment.portalUrl), `null` when it has none. */
  readonly portalUrl: string | null;
}

/** A resource's page on a portal: the national portal's paths, which its demo site shares. */
export function portalPageOf(portalUrl: string, locale: Locale, type: ResourceType, id: string): string {
  return resourceHref(`${portalUrl.replace(/\/+$/, '')}/{lang}/{type}/{id}`, locale, type, id);
}

/** The portal's name as a visitor reads it in a link: its host (`data.norge.no`). */
export function portalNameOf(portalUrl: string): string {
  try {
    return new URL(portalUrl).host;
  } catch {
    return portalUrl;
  }
}

function textOf(pick: LocalizedPick | null): CatalogueText | null {
  return pick ? { text: pick.text, lang: pick.lang } : null;
}

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A place or other coded value: its label in the UI language, else its code, else its URI. */
function codedText(value: CodedValue, locale: Locale): CatalogueText | null {
  const label = textOf(pickLocalized(value.prefLabel, locale));
  if (label) return label;
  const bare = nonBlank(value.code) ?? nonBlank(value.uri);
  return bare ? { text: bare, lang: null } : null;
}

/** Texts without blanks or repeats (first one wins), in the catalogue's order. */
function uniqueTexts(texts: Iterable<CatalogueText | null>): CatalogueText[] {
  const seen = new Map<string, CatalogueText>();
  for (const text of texts) {
    if (text && !seen.has(text.text.toLocaleLowerCase())) seen.set(text.text.toLocaleLowerCase(), text);
  }
  return [...seen.values()];
}

function relationsOf(hit: SearchObject): PreviewRelation[] {
  const seen = new Map<string, PreviewRelation>();
  for (const relation of hit.relations ?? []) {
    const uri = relation.uri.trim();
    if (isHttpUri(uri) && !seen.has(`${uri} ${relation.type ?? ''}`)) {
      seen.set(`${uri} ${relation.type ?? ''}`, { uri, type: nonBlank(relation.type) });
    }
  }
  return [...seen.values()];
}

export function toPreviewModel(hit: SearchObject, options: PreviewOptions): PreviewModel {
  const { locale } = options;
  const card = toHitCard(hit, { locale, words: [], resourcePageUrl: options.resourcePageUrl });
  const title = pickLocalized(hit.title, locale);
  const cleanedTitle = title ? cleanTitle(title.text) : '';
  const provenanceCode = nonBlank(hit.provenance?.code);
  const provenanceLabel = hit.provenance ? textOf(pickLocalized(hit.provenance.prefLabel, locale)) : null;
  const uri = nonBlank(hit.uri);
  return {
    id: hit.id,
    type: card.type,
    specializedType: nonBlank(hit.specializedType),
    title: title && cleanedTitle !== '' ? { text: cleanedTitle, lang: title.lang } : null,
    description: pickLocalized(hit.description, locale),
    publisher: card.publisher,
    accessRights: card.accessRights,
    openData: card.openData,
    euThemes: card.euThemes,
    losThemes: uniqueTexts((hit.losTheme ?? []).map((theme) => textOf(pickLocalized(theme.name, locale)))),
    formats: card.formats,
    spatial: uniqueTexts((hit.spatial ?? []).map((place) => codedText(place, locale))),
    provenance: provenanceCode || provenanceLabel ? { code: provenanceCode, label: provenanceLabel } : null,
    firstHarvested: card.firstHarvested,
    modified: card.modified,
    keywords: uniqueTexts((hit.keyword ?? []).map((keyword) => textOf(pickLocalized(keyword, locale)))),
    uri,
    uriIsLink: uri !== null && isHttpUri(uri),
    relations: relationsOf(hit),
    landingPage:
      options.portalUrl !== null && card.type
        ? {
            href: portalPageOf(options.portalUrl, locale, card.type, hit.id),
            portal: portalNameOf(options.portalUrl),
          }
        : null,
  };
}
