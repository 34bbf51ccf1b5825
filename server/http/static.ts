/**
 * The built app (`dist/`): hashed assets cached for a year, index.html never cached, and every other GET
 * that asks for HTML answered with index.html so that the app's own URLs (`/datasets?q=…`) open directly.
 * Without a build, pages answer 503 with what to do; the API keeps working.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isApiPath, pathnameOf } from './apiRoutes';
import { sendProblem } from './problem';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';
/** Unhashed files (favicon.svg): cached, but revalidated by ETag every time. */
export const REVALIDATE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'The app is not built yet. Run `npm run build`, then start the service again. The API under /api works meanwhile.\n';

/** The Cache-Control of a file of the build, by where it lies. */
export function cacheControlOf(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (path === 'index.html') return NO_STORE;
  return REVALIDATE;
}

/**
 * A request for one of the app's pages: it takes HTML (browsers say so; link checkers and `curl` take anything) and
 * its path names no file (`/datasets`, not `/assets/gone.js`), so a missing asset still gets a plain 404.
 */
const wantsPage = (request: FastifyRequest, path: string): boolean => {
  const accept = request.headers.accept ?? '*/*';
  return (accept.includes('text/html') || accept.includes('*/*')) && !/\.[a-z0-9]+$/i.test(path);
};

export function registerStaticApp(app: FastifyInstance, staticDir: string): void {
  if (!existsSync(join(staticDir, 'index.html'))) {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: (_request, reply) =>
        reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', NO_STORE)
          .send(NOT_BUILT_MESSAGE),
    });
    app.setNotFoundHandler((request, reply) =>
      sendProblem(request, reply, 404, 'There is nothing at this path.'),
    );
    return;
  }

  void app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: 'index.html',
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader('cache-control', cacheControlOf(staticDir, file));
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathnameOf(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && wantsPage(request, path);
    if (!isPage) return sendProblem(request, reply, 404, 'There is nothing at this path.');
    return reply.header('cache-control', NO_STORE).sendFile('index.html');
  });
}
