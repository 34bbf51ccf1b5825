/**
 * The server bundle's entry (`vite build --ssr`, see vite.config.ts): the app rendered to HTML for the local
 * service, with the same components, driver, URL codec and request building as in the browser. The service plans a
 * page (which search its URL shows), answers that search itself, and renders it here; the page carries the answer
 * as data, and the browser hydrates it without a request (src/main.ts).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';

import {
  createMemoryStore,
  createSearchClient,
  orgNumbersOf,
  OrgCatalogueNames,
  RequestBudget,
  type TolerantSearchResponse,
} from '../api';
import { systemClock } from '../api/budget/clock';
import { sharedMemoryHistory } from '../bindings/browserHistory';
import { readRuntimeConfig } from '../config/readRuntimeConfig';
import { documentTitleOf } from '../features/chrome';
import { facetList } from '../features/facets/preload';
import { createFormatters } from '../i18n/format';
import { createCodeLabeler } from '../i18n/labeler';
import { loadMessages } from '../i18n/loadMessages';
import { initialLocale } from '../interface/locales';
import type { Organization } from '../interface/organization';
import {
  scriptJson,
  type CreatePageRenderer,
  type OrganizationLookup,
  type PageData,
  type PagePlan,
  type PageRequest,
  type RenderedPage,
} from '../interface/pageRender';
import type { Locale } from '../interface/locales';
import { RESOURCE_PAGE_URL_DEFAULT, type Environment, type RuntimeConfig } from '../interface/runtimeConfig';
import { lockedValues } from '../search/embed/locks';
import { activeFilters } from '../search/transitions';
import { App } from './App';
import { frameOfArrangements, LAYOUT_OF, type Arrangement } from './frameArrangements';
import { pageSearchOf, readPageAnswer, seedPageAnswer } from './pageSeed';
import { wireApp, type AppParts } from './startApp';

/** The server never sends a request from a render: the answer is in the cache before it starts. */
const noRequests: typeof fetch = () => Promise.reject(new Error('the server renders without requests'));

function serverServices(
  config: RuntimeConfig,
  environment: Environment,
  organizations: readonly Organization[],
) {
  const budget = new RequestBudget({
    ...(environment.rateLimit ?? config.rateLimit),
    store: createMemoryStore(),
  });
  const orgNames = new OrgCatalogueNames({
    baseUrl: 'http://server.invalid',
    fetch: noRequests,
    clock: systemClock,
    storage: null,
  });
  orgNames.seed(organizations);
  return {
    config,
    environment,
    budget,
    client: createSearchClient({ baseUrl: 'http://server.invalid/api', budget, fetch: noRequests }),
    orgNames,
    renderedOrgNames: orgNames.getEntries(),
  };
}

function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** The page's parts at `url`: a driver over a history of that one entry (corrected as the browser would). */
function partsAt(config: RuntimeConfig, url: string, organizations: readonly Organization[]): AppParts {
  return wireApp(config, sharedMemoryHistory(url), (environment) =>
    serverServices(config, environment, organizations),
  );
}

async function renderToHtml(element: React.ReactElement): Promise<string> {
  // Waits for every lazy part (a preview, the no-results advice) to be in the markup, as a crawler needs it.
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** Only what names an organisation travels in the page. */
const nameFields = ({ organizationId, name, prefLabel }: Organization): Organization => ({
  organizationId,
  name,
  ...(prefLabel ? { prefLabel } : {}),
});

/**
 * The organisation numbers the page names: its facet's, its hits' publishers', its chips' and its embed's locks'
 * (every number of each path, ancestors included, as the browser asks the catalogue for them).
 */
function orgNumbersOfPage(answer: TolerantSearchResponse, url: string, config: RuntimeConfig): string[] {
  const parts = partsAt(config, url, []);
  const { committed, embed } = parts.driver.getSnapshot();
  parts.driver.dispose();
  const paths = [
    ...(answer.aggregations.orgPath ?? []).map((bucket) => bucket.key),
    ...answer.hits.flatMap((hit) => (hit.organization?.orgPath ? [hit.organization.orgPath] : [])),
    ...activeFilters(committed).flatMap((active) => (active.filter === 'orgPath' ? [active.value] : [])),
    ...lockedValues(embed).flatMap((active) => (active.filter === 'orgPath' ? [active.value] : [])),
  ];
  return [...new Set(paths.flatMap(orgNumbersOf))];
}

export const createPageRenderer: CreatePageRenderer = (runtimeConfigJson) => {
  const config = readRuntimeConfig(JSON.parse(runtimeConfigJson));

  const plan = ({ url, languages, layout }: PageRequest): PagePlan => {
    const parts = partsAt(config, url, []);
    const { committed, embed } = parts.driver.getSnapshot();
    const { location } = parts.history;
    parts.driver.dispose();
    return {
      url,
      locale: initialLocale(queryOf(url), languages),
      layout,
      environmentId: parts.services.environment.id,
      searchApiBaseUrl: parts.services.environment.searchApiBaseUrl,
      search: pageSearchOf(committed, embed),
      canonicalHref: location.pathname + location.search,
    };
  };

  const render = async (
    planned: PagePlan,
    answer: unknown,
    lookup: OrganizationLookup,
  ): Promise<RenderedPage> => {
    const read = answer === null ? null : readPageAnswer({ search: planned.search, answer });
    const organizations = read ? lookup(orgNumbersOfPage(read, planned.url, config)).map(nameFields) : [];
    const parts = partsAt(config, planned.url, organizations);
    try {
      const { committed, embed } = parts.driver.getSnapshot();
      // Without an answer the results render their placeholders: the page's frame, final size.
      const seeded =
        read !== null && seedPageAnswer(parts.queryClient, committed, embed, planned.search, read);
      const { locale, layout } = planned;
      const [messages] = await Promise.all([loadMessages(locale), layout.wide ? facetList.load() : null]);
      const html = await renderToHtml(
        <StrictMode>
          <App start={parts} initialMessages={{ locale, messages }} fallbackLocale={locale} layout={layout} />
        </StrictMode>,
      );
      const i18n = {
        locale,
        m: messages,
        f: createFormatters(locale),
        labels: createCodeLabeler(locale, messages.codes),
      };
      const data: PageData = {
        locale,
        layout,
        search: planned.search,
        answer,
        organizations: [...organizations],
      };
      return { html, title: documentTitleOf(committed, i18n), data: seeded ? scriptJson(data) : null };
    } finally {
      parts.driver.dispose();
      parts.queryClient.clear();
    }
  };

  return { plan, render };
};

/**
 * The build's configuration for the frame: any will do, since the frame shows nothing of it (it leaves out the
 * footer, which names the service) and the app replaces it with its own render.
 */
const FRAME_CONFIG: RuntimeConfig = {
  environments: [{ id: 'local', label: 'local', searchApiBaseUrl: '/api' }],
  defaultEnvironment: 'local',
  resourcePageUrl: RESOURCE_PAGE_URL_DEFAULT,
  rateLimit: { perMinute: 10, burst: 20 },
};

/**
 * The page's frame for index.html (scripts/build-frame.ts): `/` without an answer (header, search box, tabs,
 * placeholders) in each arrangement, the screen's media queries choosing one (src/app/frameArrangements.ts).
 */
export async function renderFrame(locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  const renderIn = async (arrangement: Arrangement): Promise<string> => {
    const parts = partsAt(FRAME_CONFIG, '/', []);
    try {
      return await renderToHtml(
        <StrictMode>
          <App
            start={parts}
            initialMessages={{ locale, messages }}
            fallbackLocale={locale}
            layout={LAYOUT_OF[arrangement]}
          />
        </StrictMode>,
      );
    } finally {
      parts.driver.dispose();
      parts.queryClient.clear();
    }
  };
  const [phone, middle, wide] = await Promise.all([renderIn('phone'), renderIn('middle'), renderIn('wide')]);
  return frameOfArrangements({ phone, middle, wide });
}
