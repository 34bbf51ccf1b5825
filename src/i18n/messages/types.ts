/**
 * Every text of the search UI, in one typed shape: a language file that misses or misspells a message does
 * not compile. Convention: texts are strings; a text that shows a number takes the raw number (so it can
 * pick a plural form) and the locale's `Formatters` as its last argument, and formats the number itself.
 * Identifiers that are not quantities (an HTTP status, a URL parameter) are shown as given.
 *
 * Code labels (EU themes, access rights, resource type names, open data values …) are typed in ../codeLabels.ts
 * and written per language in ../codes/; they ride along here (`codes`) so they load with the language.
 */
import type { FilterName } from '../../interface/vocabulary';
import type { CodeLabels } from '../codeLabels';
import type { Formatters } from '../format';

/** Facets shown as a list of values with counts, a filter box and show more/fewer; keyed by their filter. */
export type ListFacetName = Extract<
  FilterName,
  'dataTheme' | 'formats' | 'accessRights' | 'losTheme' | 'orgPath' | 'spatial' | 'provenance'
>;
/** "New in the last N days" facets: first harvested or modified. */
export type RecencyFacetName = Extract<FilterName, 'lastXDays' | 'lastXDaysModified'>;
/**
 * Every filter the UI names, by the filter it sets (also the URL parameter): the facets, and `relations`
 * (set from a preview's relation links, shown as a chip only).
 */
export type FacetName = ListFacetName | RecencyFacetName | Extract<FilterName, 'openData' | 'relations'>;

export interface ListFacetMessages {
  /** Distinct per facet, so each button has its own accessible name: "Vis flere organisasjoner". */
  readonly showMore: string;
  readonly showFewer: string;
  /** The label of the facet's filter box: "Filtrer organisasjoner". */
  readonly filterLabel: string;
}

export interface RecencyFacetMessages {
  /** A value of the facet: "Nye siste 7 dager". */
  lastDays(days: number, f: Formatters): string;
  /** The value that sets no limit. */
  readonly anyTime: string;
}

export interface ResultSummary {
  /** `page.totalElements`. */
  readonly total: number;
  /** The trimmed query text, `''` for none. */
  readonly query: string;
  /** The service stops counting at 10 000: the total means "this many or more". */
  readonly capped: boolean;
}

export interface Messages {
  readonly app: {
    /** "Katalogsøk". */
    readonly name: string;
    readonly tagline: string;
  };
  /** "Hopp til søkeresultatene". */
  readonly skipLink: string;
  /** The in-page skip links (after the search field, at the start of the filters): to the first result. */
  readonly skipToResults: string;
  /** Names of landmarks and regions. */
  readonly landmarks: {
    /** The `role="search"` form. */
    readonly search: string;
    /** The region (or drawer) holding the facets. */
    readonly filters: string;
    readonly results: string;
  };
  readonly search: {
    /** The search field's label and accessible name: "Søk". */
    readonly label: string;
    readonly placeholder: string;
    /** "Treffene oppdateres mens du skriver." */
    readonly hint: string;
    /** The keyboard shortcut: "Trykk / for å gå til søkefeltet." */
    readonly shortcutHint: string;
    /** The clear button's accessible name. */
    readonly clear: string;
    /** The submit button's accessible name. */
    readonly submit: string;
    /** The "search in" control (the `fields` parameter). */
    readonly fields: {
      readonly legend: string;
      readonly all: string;
      readonly title: string;
      readonly description: string;
      readonly keyword: string;
      /** Why the last chosen field cannot be turned off: "Det søkes alltid i minst ett felt." */
      readonly atLeastOne: string;
      /** A combination of fields (from a URL) as one choice: "Egendefinert (Tittel, Emneord)". */
      custom(fields: string): string;
      /** The legend of the custom choice's field checkboxes. */
      readonly customFields: string;
    };
  };
  /** Resource type tabs; the type names themselves are code labels (`labels.resourceType`). */
  readonly tabs: {
    /** The tab list's accessible name. */
    readonly label: string;
    /** The tab of all types. */
    readonly all: string;
    /** A tab's count as accessible text: "123 treff". */
    count(n: number, f: Formatters): string;
    /** Accessible text when a tab's count has not been fetched (it costs a request). */
    readonly countNotLoaded: string;
    readonly countLoading: string;
  };
  readonly facets: {
    /** Heading of the facet column. */
    readonly heading: string;
    /** "Treffene oppdateres når du endrer filtrene." */
    readonly hint: string;
    /** Counts are for the current results with the value added (the service's facets are not disjunctive). */
    readonly countsHint: string;
    /** Legends, also the facet's name in chips and "add filter" buttons. */
    readonly names: Readonly<Record<FacetName, string>>;
    readonly list: Readonly<Record<ListFacetName, ListFacetMessages>>;
    readonly recency: Readonly<Record<RecencyFacetName, RecencyFacetMessages>>;
    /** Groups of the format facet. */
    readonly formatGroups: {
      readonly mediaType: string;
      readonly fileType: string;
      /** Formats with neither prefix (`UNKNOWN`). */
      readonly other: string;
    };
    /** A value's accessible name: "Miljø (1 234)". */
    valueWithCount(label: string, count: number, f: Formatters): string;
    /** The filter box matched nothing; `text` is what was typed. */
    noMatch(text: string): string;
    /** Tree toggles (organisations, LOS themes). */
    expand(label: string): string;
    collapse(label: string): string;
    /** Hint on facets whose values narrow (AND): "Treffene må ha alle verdiene du velger." */
    readonly matchAll: string;
    /** Said once at the top of the panel: checkbox facets AND their values (radio facets take one). */
    readonly matchAllOnce: string;
    /** Under the time-window facets: the service counts nothing for them. */
    readonly noCounts: string;
    /** One line under the two theme facets, so their difference is said where they stand. */
    readonly about: { readonly dataTheme: string; readonly losTheme: string };
    /** How a tree is used by keyboard, read (not shown) with the tree. */
    readonly treeKeys: string;
    /** The radio that clears a single-valued facet (organisation, access rights …): "Alle". */
    readonly anyValue: string;
    /** Show more or fewer of a tree node's children: "Vis flere under Stat". */
    showMoreIn(label: string): string;
    showFewerIn(label: string): string;
  };
  readonly activeFilters: {
    readonly heading: string;
    /** A chip's visible text: "Organisasjon: Skatteetaten". */
    chip(facet: string, value: string): string;
    /** A chip's remove action: "Fjern filter: Organisasjon: Skatteetaten". */
    remove(facet: string, value: string): string;
    readonly clearAll: string;
    /** Filters an embedding page locked: "Viser bare: Skatteetaten". */
    locked(values: readonly string[], f: Formatters): string;
  };
  readonly sort: {
    readonly label: string;
    readonly relevance: string;
    /** First harvested, newest first. */
    readonly newest: string;
    readonly oldest: string;
  };
  readonly pageSize: {
    readonly label: string;
    /** "20 per side". */
    option(size: number, f: Formatters): string;
  };
  readonly results: {
    /** The result heading: "1 234 treff for «vann»", "1 234 treff", "Ingen treff". */
    summary(summary: ResultSummary, f: Formatters): string;
    /** "Viser 21–40 av 1 234". */
    range(from: number, to: number, total: number, f: Formatters): string;
    /** The live region's sentence: the summary and, past one page, "side 2 av 62". */
    announcement(summary: ResultSummary, page: number, pages: number, f: Formatters): string;
    /** "Søker …". */
    readonly loading: string;
    /** Hits of this page the app could not read and left out: "1 treff kunne ikke vises". */
    skipped(count: number, f: Formatters): string;
  };
  readonly noResults: {
    /** "Ingen treff for «x»" (or "Ingen treff" with no query). */
    heading(query: string): string;
    readonly suggestionsHeading: string;
    /** A one-click suggestion: "Fjern «Skatteetaten»". */
    removeFilter(valueLabel: string): string;
    readonly searchAllTypes: string;
    readonly checkSpelling: string;
    readonly fewerWords: string;
    /** A search for one word or several, as a link: "Søk etter «skole»". */
    searchFor(query: string): string;
    /** The query without one word: "Søk etter «skole i» (uten «barnehage»)". */
    searchWithout(query: string, word: string): string;
    readonly searchAllFields: string;
    /** What an alternative finds, beside its link: "312 treff", "ingen treff". */
    alternativeCount(total: number, f: Formatters): string;
  };
  /** The search field's title suggestions (a combobox). */
  readonly suggestions: {
    /** The list's accessible name. */
    readonly label: string;
    /** Announced when the list opens: "5 forslag. Bruk pil opp og ned for å velge." */
    available(count: number, f: Formatters): string;
  };
  readonly rateLimit: {
    /** The service said no: "For mange søk på kort tid. Neste oppdatering om 4 sekunder." */
    throttled(seconds: number, f: Formatters): string;
    /** The app's own budget is spent and the search waits in line. */
    waiting(seconds: number, f: Formatters): string;
    /** The service sheds load (503, or 429 with Retry-After): not the visitor's doing; the app tries again. */
    busy(seconds: number, f: Formatters): string;
  };
  /** A search that failed and is tried again by itself until it is answered: what happened, then when. */
  readonly recovery: {
    /** A 5xx other than 503; `status` is the HTTP status. */
    serverError(status: number): string;
    /** The fetch failed: offline, or the service cannot be reached. */
    readonly noNetwork: string;
    /** An answer that is not JSON, or not a search answer. */
    readonly unreadable: string;
    /** The countdown to the next try. */
    retryingIn(seconds: number, f: Formatters): string;
    /** While the next try is on its way. */
    readonly retryingNow: string;
    /** The button that ends the wait and tries at once. */
    readonly retryNow: string;
  };
  readonly errors: {
    readonly heading: string;
    readonly network: string;
    /** `status` is the HTTP status, shown as a code. */
    server(status: number): string;
    readonly invalidResponse: string;
    /** A 4xx other than throttling; `details` is the service's message, possibly empty. */
    rejected(details: string): string;
    readonly retry: string;
    /** The named service (`label`, `baseUrl`) did not answer at all. */
    serviceUnreachable(label: string, baseUrl: string): string;
    /** The named service answers, but not to this site: its CORS settings refuse `origin`. */
    serviceRefusesOrigin(label: string, baseUrl: string, origin: string): string;
    /** A failed fetch not yet told apart (unreachable or refused, since both look alike to the page). */
    serviceUnreachableOrRefused(label: string, baseUrl: string): string;
    /** After either of the above, for a service on another origin: how proxy mode gets around it. */
    proxyHint(baseUrl: string): string;
  };
  readonly invalidUrl: {
    /** `ignored` are the dropped parameters as written: `page=-3`. */
    notice(ignored: readonly string[]): string;
    readonly dismiss: string;
  };
  readonly pagination: {
    /** The navigation landmark's name. */
    readonly label: string;
    readonly previous: string;
    readonly next: string;
    readonly first: string;
    readonly last: string;
    page(n: number, f: Formatters): string;
    currentPage(n: number, f: Formatters): string;
    /** The phone's compact pagination: "Page 3 of 22". */
    pageOf(n: number, last: number, f: Formatters): string;
  };
  readonly hit: {
    readonly type: string;
    readonly publisher: string;
    readonly firstHarvested: string;
    readonly modified: string;
    readonly accessRights: string;
    readonly themes: string;
    readonly formats: string;
    readonly keywords: string;
    /** The open data badge. */
    readonly openData: string;
    /** The badge of `isAuthoritative`. */
    readonly authoritative: string;
    /** A theme or format badge's button: "Legg til filter: Format: CSV". */
    addFilter(facet: string, value: string): string;
    /** Appended (visually hidden) to the title link: "åpner ressursens side på data.norge.no". */
    opensResourcePage(host: string): string;
    readonly missingTitle: string;
    readonly missingDescription: string;
    /** Marks a text shown in a language other than the UI's; `language` is its code (`en`, `nb`, `no`). */
    titleInLanguage(language: string, f: Formatters): string;
    descriptionInLanguage(language: string, f: Formatters): string;
  };
  readonly language: {
    /** The switch's label; the languages are named in themselves (../languageNames.ts). */
    readonly label: string;
  };
  readonly drawer: {
    /** The mobile filter button: "Filtre (3)", "Filtre" with none active. */
    open(activeCount: number, f: Formatters): string;
    readonly title: string;
    /** Closes the drawer: "Vis 1 234 treff". */
    showResults(total: number, f: Formatters): string;
    readonly close: string;
  };
  readonly footer: {
    /** "Søketjeneste: Lokal demo". */
    service(label: string): string;
    /** This server's generated catalogue: "Lokal demokatalog (20 000 ressurser, frøverdi 1)". */
    demoCatalogue(resources: number, seed: number, f: Formatters): string;
    /** This server's catalogue from a file: "Lokal katalog (katalog.json, 1 234 ressurser)". */
    fileCatalogue(file: string, resources: number, f: Formatters): string;
    readonly apiRequest: string;
    readonly apiRequestDescription: string;
    readonly copyLink: string;
    readonly linkCopied: string;
    readonly copyFailed: string;
    readonly embed: string;
    readonly embedDescription: string;
    readonly copyCode: string;
    readonly codeCopied: string;
    /** The `title` of the iframe in the embed code. */
    readonly iframeTitle: string;
    /** Closes the API request and embed dialogs. */
    readonly close: string;
    /** Headings in the API request dialog: the address, the JSON body, the same as a curl command. */
    readonly endpoint: string;
    readonly requestBody: string;
    readonly curl: string;
    /** Under the embed code: what the script in it does. */
    readonly embedScriptNote: string;
    /** Where the clipboard is refused: the label of the field holding the link, what to press, and hiding it. */
    readonly linkField: string;
    readonly copyByHand: string;
    readonly hideLink: string;
  };
  /** Sharing in the results' toolbar: the group's name, the menu button, and its items (named as the footer's). */
  readonly share: {
    readonly group: string;
    readonly more: string;
  };
  /** Said of a link that opens in a new tab (a hit's title, the preview's links). */
  readonly newTab: string;
  /** "«vann» – Datasett – side 2 – Katalogsøk"; parts without a value (no query, all types, page 1) are left out. */
  documentTitle(query: string, typeLabel: string | null, page: number, f: Formatters): string;
  /** The vocabulary's code labels in this language; read them through `useI18n().labels`. */
  readonly codes: CodeLabels;
}

/**
 * The texts only parts loaded on demand show (the embed dialog, the resource preview): their own modules, loaded
 * with those parts (src/i18n/onDemandMessages.ts), so the first page carries none of them.
 */
export interface OnDemandMessages {
  /** The embed dialog's builder: what the frame locks, hides, where its links lead, its colour and title. */
  readonly embedBuilder: {
    readonly intro: string;
    readonly locks: string;
    readonly locksHelp: string;
    readonly noLocks: string;
    /** A filter value to lock: "Tema: Miljø". */
    lockFilter(facet: string, value: string): string;
    /** The open tab's type to lock: "Bare datasett". */
    lockType(typePlural: string): string;
    readonly hide: string;
    readonly hideParts: {
      readonly tabs: string;
      readonly search: string;
      readonly facets: string;
      readonly sort: string;
      readonly pagination: string;
    };
    readonly linkTarget: string;
    readonly linkTargets: {
      readonly default: string;
      readonly _top: string;
      readonly _blank: string;
      readonly _self: string;
    };
    readonly accent: string;
    readonly accentPicker: string;
    readonly accentHelp: string;
    readonly accentInvalid: string;
    readonly title: string;
    readonly titleHelp: string;
    readonly titleMissing: string;
    readonly parentOrigin: string;
    readonly parentOriginHelp: string;
    readonly parentOriginInvalid: string;
    /** The origin is well formed but not in the server's EMBED_ORIGINS. */
    readonly parentOriginNotAllowed: string;
    readonly preview: string;
    /** The preview frame's title. */
    previewTitle(title: string): string;
    readonly code: string;
    readonly codeNeedsTitle: string;
  };
  readonly preview: {
    /** The close button's name. */
    readonly close: string;
    readonly loading: string;
    /** The `uri` lookup found nothing (a shared link to a resource since removed). */
    readonly notFound: string;
    /** A key that is no URI (an id) and no hit on the page: there is nothing to look it up by. */
    readonly notOnPage: string;
    readonly failed: string;
    readonly retry: string;
    readonly description: string;
    readonly details: string;
    readonly spatial: string;
    readonly provenance: string;
    readonly losThemes: string;
    readonly uri: string;
    readonly relations: string;
    /** A relation's kind (`isPartOf` → "Part of"); an unknown kind is shown as the catalogue writes it. */
    readonly relationTypes: Readonly<Record<string, string>>;
    /** A relation's search link; `target` is the related resource's URI, so each link has its own name. */
    relatedSearch(target: string): string;
    /** Opens the related resource's own preview; its visible text is `show`, contained in the name. */
    openRelated(target: string): string;
    readonly show: string;
    /** The open data row's values. */
    readonly yes: string;
    readonly no: string;
    /** The resource's page on the environment's portal (only where it has one); `portal` is its host. */
    landingPage(portal: string): string;
    /** Beside a related URI the catalogue does not hold (no preview): it links to the URI itself. */
    readonly notInCatalogue: string;
    /** The link that opens a related resource's preview by its URI (fetched then, not before). */
    readonly previewByUri: string;
  };
}
