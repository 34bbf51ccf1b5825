/**
 * The built app (`dist/`): hashed assets cached for a year, index.html never cached, and every other GET
 * that asks for HTML answered with index.html so that the app's own URLs (`/datasets?q=…`) open directly.
 * Without a build, pages answer 503 with what to do; the API keeps working.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isApiPath, pathnameOf } from './apiRoutes';
import { acceptsHtml, looksLikeFile } from './appPaths';
import { isOperatorPath } from './health';
import { acceptedLanguages, FRAMES_FILE, languagePages, readFrames, type LanguagePages } from './appPages';
import { layoutHintOf, type PageRendering } from './pageRendering';
import { DEFAULT_LOCALE, initialLocale } from '../../src/interface/locales';
import { sendProblem } from './problem';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';
/**
 * A server-rendered page: its results are the catalogue's at that moment, fine to reuse for a minute (a proxy's
 * answers are cached longer than that). It depends on the language negotiated and on the arrangement guessed from
 * the client hint or user agent.
 */
export const RENDERED_PAGE = 'public, max-age=60';
export const RENDERED_VARY = 'Accept-Language, Sec-CH-UA-Mobile, User-Agent';
/** Unhashed files (favicon.svg): cached, but revalidated by ETag every time. */
export const REVALIDATE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'The app is not built yet. Run `npm run build`, then start the service again. The API under /api works meanwhile.\n';

/** The Cache-Control of a file of the build, by where it lies. */
export function cacheControlOf(root: string, file: string): string {
  // A precompressed copy (`index.html.br`) is cached like its original.
  const path = relative(root, file)
    .split(sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (path === 'index.html') return NO_STORE;
  return REVALIDATE;
}

/**
 * A request for one of the app's pages: a GET or HEAD outside `/api` and the operator's paths (health.ts)
 * that takes HTML and whose path names no file (`/datasets`, not `/assets/gone.js`), so a missing asset still gets a plain 404 (appPaths.ts).
 */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = pathnameOf(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    !isOperatorPath(path) &&
    acceptsHtml(request.headers.accept) &&
    !looksLikeFile(path)
  );
}

/** Answers a page request with the app (or the 503 without a build); false for other requests. */
export type AppPageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Registers the build's files and the app's pages; returns the fallback for requests the router refused. */
/** How long the start waits for the renderer's warm-up: well inside Fastify's 10 s limit for a ready hook. */
const WARM_WAIT_MS = 5_000;

export function registerStaticApp(
  app: FastifyInstance,
  staticDir: string,
  runtimeConfigJson: string,
  rendering: PageRendering | null = null,
): AppPageFallback {
  if (!existsSync(join(staticDir, 'index.html'))) {
    const notBuilt = (reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', NO_STORE)
        .send(NOT_BUILT_MESSAGE);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: (_request, reply) => notBuilt(reply),
    });
    app.setNotFoundHandler((request, reply) =>
      sendProblem(request, reply, 404, 'There is nothing at this path.'),
    );
    return (request, reply) => {
      if (!isPageRequest(request)) return false;
      void notBuilt(reply);
      return true;
    };
  }

  const pages = builtPages(staticDir, runtimeConfigJson);
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const languages = acceptedLanguages(request.headers['accept-language']);
    const shell = pages()[initialLocale(queryOf(request.url), languages)];
    const rendered =
      rendering && request.method === 'GET'
        ? await rendering
            .render(
              { url: request.url, languages, layout: layoutHintOf(request.headers), visitor: request },
              shell,
            )
            .catch((error: unknown) => {
              // The shell still works: the browser then sends the search itself.
              request.log.error(error);
              return null;
            })
        : null;
    if (rendered) reply.header('server-timing', `render;dur=${rendered.ms.toFixed(1)}`);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', rendered?.withResults ? RENDERED_PAGE : NO_STORE)
      .header('vary', rendered ? RENDERED_VARY : 'Accept-Language')
      .send(rendered?.html ?? shell);
  };

  void app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: 'index.html',
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // `x.js.br` and `x.js.gz` from the build, chosen by Accept-Encoding, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (response, file) => {
      response.setHeader('cache-control', cacheControlOf(staticDir, file));
      // Files of the build may go out compressed or not, by Accept-Encoding.
      response.setHeader('vary', 'Accept-Encoding');
    },
  });

  // Every page (`/` too) is the app in its language, before the file server or the router can refuse the path.
  app.addHook('onRequest', async (request, reply) => {
    if (isPageRequest(request)) return sendApp(request, reply);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    sendProblem(request, reply, 404, 'There is nothing at this path.'),
  );

  // The server listens once a page has been rendered (app.listen() waits for ready): the first visitor's page
  // costs what any page does. A failure leaves the shell, which works without it. On a loaded machine the warm-up
  // can outlast Fastify's limit for a ready hook (10 s), which would stop the start: past WARM_WAIT_MS the server
  // listens and the warm-up finishes on its own.
  if (rendering) {
    app.addHook('onReady', async () => {
      const warmed = rendering.warm(pages()[DEFAULT_LOCALE]).catch((error: unknown) => app.log.error(error));
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, WARM_WAIT_MS);
      });
      await Promise.race([warmed, waited]);
      clearTimeout(timer);
    });
  }

  return (request, reply) => {
    if (!isPageRequest(request)) return false;
    void sendApp(request, reply);
    return true;
  };
}

/**
 * The build's page in each language (with its language's frame), made again when index.html changes (a new build
 * under a running service): the old page would name assets the build has deleted.
 */
function builtPages(staticDir: string, runtimeConfigJson: string): () => LanguagePages {
  const indexFile = join(staticDir, 'index.html');
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  const framesFile = join(staticDir, FRAMES_FILE);
  let made: { readonly version: number; readonly pages: LanguagePages } | null = null;
  return () => {
    const version = statSync(indexFile).mtimeMs;
    if (made?.version !== version) {
      const manifest = readIfThere(manifestFile);
      const frames = readFrames(readIfThere(framesFile));
      made = {
        version,
        pages: languagePages(readFileSync(indexFile, 'utf8'), manifest, runtimeConfigJson, frames),
      };
    }
    return made.pages;
  };
}

function readIfThere(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The query of a request URL, `?` included (`''` without one). */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}
