/**
 * The local service's HTTP layer: `/api` (search, suggestions, OpenAPI), `/config.json`, the operator's
 * `/healthz`, `/readyz` and `/metrics` (health.ts), and the built app. Every request passes the gate
 * (apiGate.ts) before its body is read; the engine answers only validated queries; every answer is logged
 * and counted (requestLog.ts). No listening here.
 */
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

import type { SearchEngine } from '../engine/types';
import { createApiGate } from './apiGate';
import { clientKeyOf, trustProxyOf } from './clientAddress';
import { clientErrorHandler } from './clientErrors';
import { registerCompression } from './compression';
import { pathnameOf, resolveApiRequest, typesOfEndpoint, type ApiRoute } from './apiRoutes';
import type { Config } from './config';
import { decodeJsonBody } from './jsonBody';
import { buildOpenApiDocument } from './openapi';
import { describeError, sendProblem } from './problem';
import { readinessOf, registerHealthRoutes } from './health';
import { createMetrics, type AppMetrics, type ProxyCounters } from './metrics';
import { registerProtocolAnswers } from './protocolAnswers';
import { loggerOptions, registerRequestLog, requestIdGenerator, type LogSink } from './requestLog';
import { watchUpstream, type UpstreamWatch } from './upstreamWatch';
import { buildRuntimeConfig, connectUrlsOf, type CatalogueInfo } from './runtimeConfig';
import type { Organization } from '../../src/interface/organization';
import { createOrganizationEndpoints } from '../organizations/organizationEndpoints';
import { createSearchProxy, type ProxyDependencies } from '../proxy/searchProxy';
import { createSearchAnswerSender } from './searchAnswer';
import { ignoredFiltersHeader, parseSearchRequest } from './searchRequest';
import { nodeServerOptions } from './serverTimeouts';
import { securityHeaders } from './securityHeaders';
import { createPageRendering } from './pageRendering';
import { NO_STORE, registerStaticApp, type AppPageFallback } from './static';
import { endpointPath } from '../../src/interface/endpoints';
import { SEARCH_SCOPES } from '../../src/interface/vocabulary';
import type { PageSearch } from '../../src/interface/pageRender';
import { parseSuggestionQuery, suggest } from './suggestions';

/** Request bodies above this are refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface AppOptions {
  engine: SearchEngine;
  config: Config;
  catalogue: CatalogueInfo;
  /** The rate limiters' and the proxy cache's clock, epoch milliseconds. */
  now?: () => number;
  /** The organisations named at /api/organization-catalogue (server/organizations). */
  organizations?: readonly Organization[];
  /** How proxy mode reaches the upstream (tests inject their own). */
  upstream?: Partial<ProxyDependencies>;
  /** Where log lines go (tests read them); stdout unless set. */
  logSink?: LogSink;
  /**
   * The metrics the app records into; made here unless given (main.ts hands in its own to record the index's
   * build and store times, server rendering records page times with `observeRender`).
   */
  metrics?: AppMetrics;
}

export function createApp(options: AppOptions): FastifyInstance {
  const { engine, config } = options;
  const runtimeConfig = JSON.stringify(buildRuntimeConfig(config, options.catalogue));
  const openApiDocument = JSON.stringify(buildOpenApiDocument(config.rateLimit));
  const sendSearchAnswer = createSearchAnswerSender(config.sending);
  const metrics = options.metrics ?? createMetrics();
  const { applyHeaders, takeToken, admit, trustProxy } = createApiGate(config, options.now ?? Date.now, () =>
    metrics.rateLimited(),
  );
  // A proxied search is charged to the same client key as the rate limiter's (its share of the upstream).
  const trusted = trustProxyOf(config.trustProxy);

  // Set once the build is registered (below); the router's refusals of app URLs are answered with the app.
  let appPageFallback: AppPageFallback = () => false;
  const app = Fastify({
    logger: loggerOptions(config.observe.logLevel, options.logSink),
    // One line per request, written by requestLog.ts (Fastify's own are two, and carry the query string).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(),
    bodyLimit: MAX_BODY_BYTES,
    // Shutdown drains connections itself (gracefulShutdown.ts): requests already on their way are answered.
    forceCloseConnections: false,
    return503OnClosing: false,
    // `request.ip` is the client behind the trusted proxies (clientAddress.ts).
    trustProxy,
    // Silent, slow and unfinished clients are cut off after documented times (serverTimeouts.ts).
    ...nodeServerOptions(config.timeouts),
    // Errors of Node's parser (bad request line, 431, 408…) answered as problems with the security headers.
    clientErrorHandler: clientErrorHandler(securityHeaders(connectUrlsOf(config), config.frameAncestors)),
    // Malformed URLs never reach the hooks: they get the same headers, and the app or a problem body here.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      if (applyHeaders(request, reply) && !takeToken(request, reply)) return;
      if (appPageFallback(request, reply)) return;
      const { status, detail } = describeError(error);
      sendProblem(request, reply, status, detail);
    },
  });

  // Upstream calls are counted, timed and their failures logged (upstreamWatch.ts), the proxy left as it is.
  const upstream = {
    now: options.now ?? Date.now,
    fetch,
    clientKey: (request: FastifyRequest) => clientKeyOf(request, trusted),
    ...options.upstream,
  };
  const searchUpstream: UpstreamWatch = watchUpstream(upstream.fetch, 'search', metrics, app.log);
  const proxy = createSearchProxy(config.proxy, { ...upstream, fetch: searchUpstream.fetch });
  const organizations = createOrganizationEndpoints(options.organizations ?? [], config.proxy, {
    ...upstream,
    fetch: watchUpstream(upstream.fetch, 'organizations', metrics, app.log).fetch,
  });
  if (proxy !== null) metrics.watchProxy(() => proxyCountersOf(proxy.status()));

  registerProtocolAnswers(app, securityHeaders(connectUrlsOf(config), config.frameAncestors));
  registerRequestLog(app, config.observe.logLevel, metrics);
  registerCompression(app);

  // Bodies stay bytes until a search reads them, so that bad UTF-8 and bad JSON are 400s with a reason.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', (request, reply, done) => {
    if (admit(request, reply)) done();
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, detail } = describeError(error);
    if (status >= 500) request.log.error(error);
    return sendProblem(request, reply, status, detail);
  });

  function answer(
    route: ApiRoute,
    request: FastifyRequest,
    reply: FastifyReply,
  ): FastifyReply | Promise<FastifyReply> {
    switch (route.kind) {
      case 'openapi':
        return reply.type('application/json; charset=utf-8').send(openApiDocument);
      case 'organizations':
        return organizations.answer(request, reply, route.id);
      case 'status':
        return reply
          .header('cache-control', NO_STORE)
          .send(proxy?.status() ?? { mode: 'local', resources: engine.size });
      case 'suggestions': {
        const parsed = parseSuggestionQuery(request.query);
        if (!parsed.ok) {
          return sendProblem(request, reply, 400, 'The query string is not valid.', {
            errors: parsed.errors,
          });
        }
        if (proxy) return proxy.suggestions(request, reply, parsed);
        return reply.send(suggest(engine, route.types, parsed));
      }
      case 'search': {
        const body = decodeJsonBody(request.body instanceof Uint8Array ? request.body : undefined);
        if (!body.ok) {
          return sendProblem(request, reply, 400, body.detail, {
            errors: [{ path: '', message: body.detail }],
          });
        }
        const parsed = parseSearchRequest(body.value, route.types);
        if (!parsed.ok) {
          return sendProblem(request, reply, 400, 'The search request is not valid.', {
            errors: parsed.errors,
          });
        }
        const ignored = ignoredFiltersHeader(parsed.ignoredFilters);
        if (ignored !== null) reply.header('x-ignored-filters', ignored);
        if (proxy) return proxy.search(request, reply, body.value);
        const started = performance.now();
        const answer = engine.searchJson(parsed.query);
        metrics.observeSearch(performance.now() - started);
        // Hits as ready JSON; large pages streamed in chunks so that other clients keep their latency.
        return sendSearchAnswer(request, reply, answer);
      }
    }
  }

  const apiHandler = (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
    const resolution = resolveApiRequest(request.method, pathnameOf(request.url));
    // The hook has answered every other resolution already.
    if (resolution.status !== 'ok')
      return sendProblem(request, reply, 404, 'There is no such resource under /api.');
    return answer(resolution.route, request, reply);
  };
  // Routes are declared once the compression plugin has loaded, so that its hooks apply to them.
  app.after(() => {
    for (const url of ['/api', '/api/*']) {
      app.route({ method: app.supportedMethods, url, exposeHeadRoute: false, handler: apiHandler });
    }

    app.get('/config.json', (_request, reply) =>
      reply.header('cache-control', NO_STORE).type('application/json; charset=utf-8').send(runtimeConfig),
    );

    registerHealthRoutes(app, {
      metrics: config.observe.metrics ? metrics : null,
      readiness: () =>
        readinessOf({
          listening: app.server.listening,
          resources: engine.size,
          proxy:
            proxy === null
              ? null
              : { upstream: searchUpstream.state(), cachedAnswers: numberOr(proxy.status().entries, 0) },
        }),
    });
  });

  const rendering = config.prerender.enabled
    ? createPageRendering({
        staticDir: config.staticDir,
        runtimeConfigJson: runtimeConfig,
        answer: (search, visitor) => answerPage(search, visitor),
        organizations: (ids) => organizations.lookup(ids),
        onRendered: (ms) => metrics.observeRender(ms),
      })
    : null;

  /** A page's search, answered as `POST /api/search…` would be; `null` (the shell) for one it would refuse. */
  async function answerPage({ scope, body }: PageSearch, visitor: FastifyRequest | null): Promise<unknown> {
    const known = SEARCH_SCOPES.find((candidate) => candidate === scope);
    const types = scope === 'all' ? null : typesOfEndpoint(scope);
    if (known === undefined || types === undefined) return null;
    const parsed = parseSearchRequest(body, types);
    if (!parsed.ok) return null;
    if (proxy)
      return proxy.answerForPage(
        visitor,
        `/${endpointPath('search', known)}`,
        body,
        config.prerender.deadlineMs,
      );
    return engine.search(parsed.query);
  }

  appPageFallback = registerStaticApp(app, config.staticDir, runtimeConfig, rendering);
  return app;
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** The proxy's counters from its status (server/proxy/searchProxy.ts), as the metrics read them. */
function proxyCountersOf(status: Record<string, unknown>): ProxyCounters {
  return {
    hits: numberOr(status.hits, 0),
    misses: numberOr(status.misses, 0),
    stale: numberOr(status.stale, 0),
    coalesced: numberOr(status.coalesced, 0),
    refused: numberOr(status.refused429, 0),
    tokensLeft: typeof status.tokensLeft === 'number' ? status.tokensLeft : null,
  };
}
