/**
 * What every request passes before its body is read: the security headers, and for `/api` the CORS
 * headers, a CORS preflight answered (free: a browser reports a refused preflight as a CORS failure, not as
 * a 429), then a rate-limit token, routing (404, 405) and the media-type check (415).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  isApiPath,
  isFreeOfCharge,
  pathnameOf,
  resolveApiRequest,
  type ApiResolution,
  type ApiRoute,
} from './apiRoutes';
import { clientKeyOf, trustProxyOf, type TrustProxy } from './clientAddress';
import type { Config } from './config';
import { corsHeaders } from './cors';
import { isJsonContentType } from './jsonBody';
import { sendProblem } from './problem';
import { createRateLimiter } from './rateLimit';
import { connectUrlsOf } from './runtimeConfig';
import { securityHeaders } from './securityHeaders';

export interface ApiGate {
  /** Sets the headers every response carries; returns whether the request is an API request. */
  applyHeaders: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** Takes a token; false (and a 429 sent) when there is none. */
  takeToken: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** Everything decided before the body is read; false when an answer was sent. */
  admit: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** Fastify's `trustProxy` option: the trusted proxies' check, or false when there are none. */
  trustProxy: TrustProxy | false;
}

export const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The metrics and logs name of an `/api` request (requestLog.ts): the route, never the raw URL. */
export function apiRouteLabel(resolution: ApiResolution): string {
  switch (resolution.status) {
    case 'ok':
      return ROUTE_LABELS[resolution.route.kind];
    case 'preflight':
      return '/api preflight';
    case 'notFound':
    case 'methodNotAllowed':
      return '/api unknown';
  }
}

const ROUTE_LABELS: Readonly<Record<ApiRoute['kind'], string>> = {
  search: '/api/search',
  suggestions: '/api/suggestions',
  openapi: '/api/openapi.json',
  status: '/api/status',
  organizations: '/api/organization-catalogue',
};

export function createApiGate(
  config: Config,
  now: () => number,
  onRateLimited: () => void = () => undefined,
): ApiGate {
  const security = securityHeaders(connectUrlsOf(config), config.frameAncestors);
  const limiter = config.rateLimit.perMinute > 0 ? createRateLimiter({ ...config.rateLimit, now }) : null;
  const trusted = trustProxyOf(config.trustProxy);

  function applyHeaders(request: FastifyRequest, reply: FastifyReply): boolean {
    reply.headers(security);
    if (!isApiPath(pathnameOf(request.url))) return false;
    reply.headers(
      corsHeaders(
        config.corsOrigin,
        headerOf(request, 'origin'),
        headerOf(request, 'access-control-request-headers'),
      ),
    );
    return true;
  }

  function takeToken(request: FastifyRequest, reply: FastifyReply): boolean {
    // Organisation names are free (apiRoutes.ts isFreeOfCharge): cacheable, and needed to label facets.
    if (limiter === null || isFreeOfCharge(pathnameOf(request.url))) return true;
    const decision = limiter.take(clientKeyOf(request, trusted));
    reply.header('ratelimit-policy', decision.policy);
    reply.header(
      'ratelimit',
      `limit=${decision.limit}, remaining=${decision.remaining}, reset=${decision.resetSeconds}`,
    );
    if (decision.allowed) return true;
    onRateLimited();
    reply.header('retry-after', String(decision.retryAfterSeconds));
    const seconds = decision.retryAfterSeconds;
    sendProblem(
      request,
      reply,
      429,
      `Too many requests; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
    return false;
  }

  function admit(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      applyHeaders(request, reply);
      sendProblem(request, reply, 400, 'The request has no Host header (HTTP/1.1 requires one).');
      return false;
    }
    if (!applyHeaders(request, reply)) return true;
    const resolution = resolveApiRequest(request.method, pathnameOf(request.url));
    request.routeLabel = apiRouteLabel(resolution);
    if (resolution.status === 'preflight') {
      reply.code(204).header('allow', resolution.allow).send();
      return false;
    }
    if (!takeToken(request, reply)) return false;
    switch (resolution.status) {
      case 'notFound':
        sendProblem(request, reply, 404, 'There is no such resource under /api.');
        return false;
      case 'methodNotAllowed':
        reply.header('allow', resolution.allow);
        sendProblem(request, reply, 405, `This path answers ${resolution.allow}.`);
        return false;
      case 'ok':
        if (resolution.route.kind === 'search' && !isJsonContentType(headerOf(request, 'content-type'))) {
          sendProblem(request, reply, 415, 'The request body must be JSON (Content-Type: application/json).');
          return false;
        }
        return true;
    }
  }

  return { applyHeaders, takeToken, admit, trustProxy: config.trustProxy.length > 0 ? trusted : false };
}
