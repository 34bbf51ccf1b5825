/**
 * The view model of one hit: what a result card shows, already localized, excerpted and highlighted.
 */
import type { Locale } from '../interface/locales';
import type { Organization, SearchObject } from '../interface/searchObject';
import { ACCESS_RIGHTS, RESOURCE_TYPE_OF, type ResourceType, type SearchType } from '../interface/vocabulary';
import { formatLabels } from './formats';
import { highlight, type HighlightSegment } from './highlight';
import { cleanTitle, excerpt, pickLocalized, stripMarkdown, type LocalizedPick } from './text';

/** A localized text with its highlighted segments (joined, they give `text`). */
export interface HighlightedText extends LocalizedPick {
  readonly segments: readonly HighlightSegment[];
}

export interface Publisher {
  readonly text: string;
  /** The language of `text`; `null` when the catalogue does not say (a bare `name`). */
  readonly lang: string | null;
  readonly orgPath: string | null;
}

export interface HitCard {
  readonly id: string;
  /** `null` for a `searchType` the app does not know. */
  readonly type: ResourceType | null;
  /** Plain text (tags dropped, entities decoded); `null` when there is none. */
  readonly title: HighlightedText | null;
  /** Plain-text excerpt of the description (Markdown removed), `null` when there is none. */
  readonly description: HighlightedText | null;
  readonly publisher: Publisher | null;
  /** `PUBLIC`, `RESTRICTED`, `NON_PUBLIC`, another code, or `null` when unknown. */
  readonly accessRights: string | null;
  readonly openData: boolean;
  readonly euThemes: readonly string[];
  readonly losPaths: readonly string[];
  /** Readable format names ("CSV", "JSON"), without duplicates. */
  readonly formats: readonly string[];
  /** ISO 8601, as the catalogue gives it. */
  readonly firstHarvested: string | null;
  readonly modified: string | null;
  /** The resource's page; `null` when the type is unknown (no page to link to). */
  readonly href: string | null;
}

export interface HitCardOptions {
  readonly locale: Locale;
  /** The query words to highlight (`queryWords(q)`). */
  readonly words: readonly string[];
  /** The template of a resource's page, with `{lang}`, `{type}` and `{id}` (RuntimeConfig.resourcePageUrl). */
  readonly resourcePageUrl: string;
  /** The longest description excerpt, ellipsis included; 300 unless given. */
  readonly descriptionLength?: number;
}

function resourceTypeOf(searchType: string): ResourceType | null {
  return Object.hasOwn(RESOURCE_TYPE_OF, searchType) ? RESOURCE_TYPE_OF[searchType as SearchType] : null;
}

/** Fills `{lang}`, `{type}` and `{id}` (URI-encoded) into a resource page template. */
export function resourceHref(template: string, lang: Locale, type: ResourceType, id: string): string {
  return template
    .split('{lang}')
    .join(lang)
    .split('{type}')
    .join(type)
    .split('{id}')
    .join(encodeURIComponent(id));
}

function publisherOf(organization: Organization | null | undefined, locale: Locale): Publisher | null {
  if (!organization) return null;
  const orgPath = organization.orgPath ?? null;
  const label = pickLocalized(organization.prefLabel, locale);
  if (label) return { text: label.text, lang: label.lang, orgPath };
  const name = organization.name?.trim();
  return name ? { text: name, lang: null, orgPath } : null;
}

/** The access-rights code, or the code at the end of its EU vocabulary URI when only the URI is given. */
function accessRightsOf(hit: SearchObject): string | null {
  const code = hit.accessRights?.code?.trim();
  if (code) return code;
  const last = hit.accessRights?.uri?.split('/').pop() ?? '';
  return (ACCESS_RIGHTS as readonly string[]).includes(last) ? last : null;
}

function unique(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value) seen.add(value);
  return [...seen];
}

function highlighted(pick: LocalizedPick | null, words: readonly string[]): HighlightedText | null {
  return pick && pick.text !== '' ? { ...pick, segments: highlight(pick.text, words) } : null;
}

export function toHitCard(hit: SearchObject, options: HitCardOptions): HitCard {
  const { locale, words } = options;
  const type = resourceTypeOf(hit.searchType);
  const title = pickLocalized(hit.title, locale);
  const description = pickLocalized(hit.description, locale);
  const descriptionText = description
    ? {
        text: excerpt(stripMarkdown(description.text), options.descriptionLength ?? 300),
        lang: description.lang,
      }
    : null;
  return {
    id: hit.id,
    type,
    title: highlighted(title ? { text: cleanTitle(title.text), lang: title.lang } : null, words),
    description: highlighted(descriptionText, words),
    publisher: publisherOf(hit.organization, locale) ?? publisherOf(hit.catalog?.publisher, locale),
    accessRights: accessRightsOf(hit),
    openData: hit.isOpenData === true,
    euThemes: unique((hit.dataTheme ?? []).map((theme) => theme.code)),
    losPaths: unique((hit.losTheme ?? []).flatMap((theme) => theme.losPaths ?? [])),
    formats: formatLabels(hit.fdkFormatPrefixed ?? []),
    firstHarvested: hit.metadata?.firstHarvested ?? null,
    modified: hit.metadata?.modified ?? null,
    href: type ? resourceHref(options.resourcePageUrl, locale, type, hit.id) : null,
  };
}
