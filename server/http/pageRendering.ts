/**
 * Server rendering of the app's pages. The build's server bundle (`dist/.server/serverEntry.js`, made by
 * `npm run build`) plans a page (which search its URL shows); when that search is this server's own, the server
 * answers it (its engine, or its proxy's cache and upstream within a deadline) and the bundle renders the page
 * with the answer. The page's HTML then shows the results before any script runs, and carries the answer as data
 * so that the browser hydrates it without sending the search. Any other case is the shell, as before.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';

import {
  PAGE_DATA_ELEMENT_ID,
  type CreatePageRenderer,
  type LayoutHint,
  type OrganizationLookup,
  type PageRenderer,
  type PageSearch,
  type RenderedPage,
} from '../../src/interface/pageRender';
import { EARLY_SUBMIT_ELEMENT, FRAME_RENDER_BLOCK, replaceRoot } from '../../src/interface/pageFrame';
import { createTurns } from './turns';
import { withLateCode } from './lateCode';

/** Where the build puts the server bundle, inside the static folder (a dot folder, which is never served). */
export const SERVER_BUNDLE = join('.server', 'serverEntry.js');

/**
 * The answer to a page's search (the JSON value the interface would send), or `null` when there is none to be had
 * in time: the page is then the shell.
 */
export type PageAnswerSource = (search: PageSearch, visitor: FastifyRequest | null) => Promise<unknown>;

export interface PageRenderingOptions {
  readonly staticDir: string;
  readonly runtimeConfigJson: string;
  /** This server's answers, for the pages whose environment is this server's own interface. */
  readonly answer: PageAnswerSource;
  readonly organizations: OrganizationLookup;
  /** Told the time each rendering took (server time, for the metrics), in milliseconds. */
  readonly onRendered?: (ms: number) => void;
}

export interface RenderedAppPage {
  readonly html: string;
  /** With its results (and their data); else the page's frame, whose search the browser sends. */
  readonly withResults: boolean;
  /** Server time spent: planning, answering and rendering (the `Server-Timing` header's `render`). */
  readonly ms: number;
}

export interface PageRequestFacts {
  /** Path and query. */
  readonly url: string;
  readonly languages: readonly string[];
  readonly layout: LayoutHint;
  /** The request the page answers, charged for its search like the visitor's own; absent for the warm-up. */
  readonly visitor?: FastifyRequest;
}

export interface PageRendering {
  /** Renders a page into its language's shell, or says `null` (send the shell). */
  render(request: PageRequestFacts, shell: string): Promise<RenderedAppPage | null>;
  /**
   * Loads the bundle and renders one page, so that the first visitor does not wait for the bundle's loading and
   * the first use of `Intl` (seconds on a busy machine, enough to meet a request timeout).
   */
  warm(shell: string): Promise<void>;
}

/**
 * The arrangement a page is rendered in, guessed from the request: a phone (the client hint, else its user
 * agent) gets the phone's controls and the facets behind a button; anything else the wide page. The browser
 * corrects a wrong guess right after hydration.
 */
export function layoutHintOf(headers: Readonly<Record<string, string | string[] | undefined>>): LayoutHint {
  const hint = headers['sec-ch-ua-mobile'];
  const agent = headers['user-agent'];
  const mobile =
    typeof hint === 'string' && hint.trim() !== ''
      ? hint.trim() === '?1'
      : typeof agent === 'string' && /\b(?:Mobi|Android|iPhone|iPod)\b/.test(agent);
  return mobile ? { wide: false, phone: true } : { wide: true, phone: false };
}

/** The page with the rendered markup in `#root`, its data (if any) after it, and its title. */
export function fillShell(shell: string, page: RenderedPage): string | null {
  const data =
    page.data === null
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.data}</script>`;
  // The shell's root is empty or holds the build's frame with its script (src/interface/pageFrame.ts): both go,
  // and so does the head's wait for the frame's mark: a rendered page paints as soon as its markup is parsed. Its
  // search boxes get the same guard as the frame's: what the visitor types and submits there is the app's to take.
  const filled = replaceRoot(shell, `<div id="root">${page.html}</div>${EARLY_SUBMIT_ELEMENT}${data}`)
    ?.replace(FRAME_RENDER_BLOCK, '')
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeText(page.title)}</title>`);
  if (filled === undefined) return null;
  // A page with its results needs no code to be seen: the code loads after its first paint.
  return page.data === null ? filled : withLateCode(filled);
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A path that is this server's own interface (`/api`), not another service's absolute URL. */
const isOwnInterface = (baseUrl: string): boolean => baseUrl.startsWith('/') && !baseUrl.startsWith('//');

/**
 * Page rendering over the build's server bundle, loaded on first use and again after a new build; `null` when the
 * build has none (an older build, or a dev setup): every page is then the shell.
 */
export function createPageRendering(options: PageRenderingOptions): PageRendering | null {
  const bundle = join(options.staticDir, SERVER_BUNDLE);
  if (!existsSync(bundle)) return null;
  let loaded: { version: number; renderer: Promise<PageRenderer> } | null = null;
  const renderer = (): Promise<PageRenderer> => {
    const version = statSync(bundle).mtimeMs;
    if (loaded?.version !== version) {
      const url = `${pathToFileURL(bundle).href}?v=${version}`;
      const made = (import(url) as Promise<{ createPageRenderer: CreatePageRenderer }>).then((module) =>
        module.createPageRenderer(options.runtimeConfigJson),
      );
      loaded = { version, renderer: made };
    }
    return loaded.renderer;
  };

  // A page's work (its search, then its render) takes turns with other pages', so that a burst of page loads
  // leaves room for everyone else's requests in between.
  const turns = createTurns();

  const render: PageRendering['render'] = async (request, shell) => {
    const started = performance.now();
    const pages = await renderer();
    const { plan, answering } = await turns.run(() => {
      const plan = pages.plan({ url: request.url, languages: request.languages, layout: request.layout });
      // Another service's search is the browser's to send: the page is its frame. The engine answers within this
      // turn; a proxy's wait for its upstream goes on outside it.
      const answering = isOwnInterface(plan.searchApiBaseUrl)
        ? options.answer(plan.search, request.visitor ?? null)
        : Promise.resolve(null);
      return { plan, answering };
    });
    const answer = await answering;
    const rendered = await turns.run(() => pages.render(plan, answer, options.organizations));
    const html = fillShell(shell, rendered);
    const ms = performance.now() - started;
    options.onRendered?.(ms);
    return html === null ? null : { html, withResults: rendered.data !== null, ms };
  };

  return {
    render,
    async warm(shell) {
      for (const layout of [
        { wide: true, phone: false },
        { wide: false, phone: true },
      ]) {
        await render({ url: '/', languages: [], layout }, shell);
      }
    },
  };
}
