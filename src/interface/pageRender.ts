/**
 * Server rendering's contract between the local service and the app. The service asks the app's server bundle
 * (built from src/app/serverEntry.tsx) which search a page URL shows, answers that search itself (its engine, or
 * its proxy's cache), and has the bundle render the page with the answer. The page then carries what it was
 * rendered from as data (`PageData`), so the browser hydrates the same markup without sending that search.
 */
import * as z from 'zod/mini';

import { LOCALES } from './locales';
import { Organization } from './organization';

/** The `<script type="application/json">` element that carries a server-rendered page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * Which arrangement the server rendered: the browser's first render (hydration) uses the same, and switches after
 * it when the screen is another (a desktop browser in a narrow window). The server guesses from the request.
 */
export const LayoutHint = z.object({
  /** Facets beside the results (else behind a button). */
  wide: z.boolean(),
  /** The compact phone controls. */
  phone: z.boolean(),
});
export type LayoutHint = z.infer<typeof LayoutHint>;

/** A search as the app sends it: the endpoint's scope (`all` or a type) and the JSON body. */
export const PageSearch = z.object({
  scope: z.string(),
  // Any JSON object: a loose object with no known keys takes it whole (a record schema would add its own code to the
  // first page for the same check).
  body: z.looseObject({}),
});
export type PageSearch = z.infer<typeof PageSearch>;

export const PageData = z.object({
  /** The page's language: `lang` in the URL, else the request's Accept-Language. */
  locale: z.enum(LOCALES),
  layout: LayoutHint,
  /** The search the page shows and the service's answer to it, as the service sent it. */
  search: PageSearch,
  answer: z.unknown(),
  /** The organisations the page names (the answer's publishers and organisation facet), from the catalogue. */
  organizations: z.array(Organization),
});
export type PageData = z.infer<typeof PageData>;

/** What the service needs to answer before the page can be rendered. */
export interface PagePlan {
  /** Path and query as requested. */
  readonly url: string;
  readonly locale: PageData['locale'];
  readonly layout: LayoutHint;
  /** The environment the URL searches (`env=`, else the default). */
  readonly environmentId: string;
  /** That environment's `{base_url}`: `/api` (or another path) is this server's own interface. */
  readonly searchApiBaseUrl: string;
  readonly search: PageSearch;
  /** The page's URL as the app writes it (a URL the app had to correct is rendered corrected). */
  readonly canonicalHref: string;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  readonly html: string;
  /** The document's title. */
  readonly title: string;
  /**
   * `PageData`'s JSON, escaped for a `<script>` element (`scriptJson`); `null` for the page's frame without results
   * (no answer to give), which the browser replaces with its own render once its search has answered.
   */
  readonly data: string | null;
}

export interface PageRequest {
  /** Path and query of the page (`/datasets?q=vann`). */
  readonly url: string;
  /** The request's Accept-Language preferences, best first. */
  readonly languages: readonly string[];
  readonly layout: LayoutHint;
}

/** The server bundle's one export (`createPageRenderer`), made once per runtime configuration. */
/** The organisations of these numbers that the service knows (the catalogue's names for the page). */
export type OrganizationLookup = (ids: readonly string[]) => readonly Organization[];

export interface PageRenderer {
  plan(request: PageRequest): PagePlan;
  /**
   * Renders the planned page with the service's answer (the JSON it sent), or its frame (header, search box, tabs,
   * result placeholders) when there is no answer (`null`, or one that cannot be read as an answer).
   */
  render(plan: PagePlan, answer: unknown, organizations: OrganizationLookup): Promise<RenderedPage>;
}

export type CreatePageRenderer = (runtimeConfigJson: string) => PageRenderer;

/**
 * JSON made safe inside a `<script>` element: no text in it (a catalogue title with `</script>`, `<!--`, a line
 * separator) can end the element, open a comment or be read as anything but the JSON it is.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
