/**
 * Proxy mode over HTTP: `/api/search…` and `/api/suggestions…`, validated here as in local mode, are
 * answered from the shared cache or forwarded to `UPSTREAM_URL` (see proxy.ts), with `X-Cache` saying which.
 * `/api/status` reports the counts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { API_PREFIX, pathnameOf } from '../http/apiRoutes';
import { sendProblem } from '../http/problem';
import type { SuggestionRequest } from '../http/suggestions';
import { canonicalJson } from './canonicalJson';
import { createProxy, type Proxy, type ProxyAnswer } from './proxy';
import type { ProxyConfig } from './proxyConfig';
import type { FetchLike } from './upstream';

export interface ProxyDependencies {
  now: () => number;
  fetch: FetchLike;
  timeoutSignal?: (ms: number) => AbortSignal;
}

export interface SearchProxy {
  search(request: FastifyRequest, reply: FastifyReply, body: unknown): Promise<FastifyReply>;
  suggestions(request: FastifyRequest, reply: FastifyReply, query: SuggestionRequest): Promise<FastifyReply>;
  status(): Record<string, unknown>;
}

/** A proxy core (cache, coalescer, budget) with the configured limits. */
export function proxyFor(config: ProxyConfig, deps: ProxyDependencies): Proxy {
  return createProxy({
    cacheTtlMs: config.cacheTtlSeconds * 1000,
    perMinute: config.perMinute,
    burst: config.burst,
    timeoutMs: config.timeoutMs,
    now: deps.now,
    fetch: deps.fetch,
    ...(deps.timeoutSignal ? { timeoutSignal: deps.timeoutSignal } : {}),
  });
}

/** Sends what the proxy decided: the upstream's JSON with `X-Cache`, or a problem. */
export function sendProxyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ProxyAnswer,
): FastifyReply {
  if (answer.kind === 'answer') {
    return reply
      .code(answer.answer.status)
      .header('x-cache', answer.cache)
      .type(answer.answer.contentType)
      .send(answer.answer.body);
  }
  if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  return sendProblem(request, reply, answer.status, answer.detail);
}

/** `null` unless `UPSTREAM_URL` is set. */
export function createSearchProxy(config: ProxyConfig, deps: ProxyDependencies): SearchProxy | null {
  const upstreamUrl = config.upstreamUrl;
  if (upstreamUrl === null) return null;
  const proxy = proxyFor(config, deps);
  const upstreamPath = (request: FastifyRequest): string => pathnameOf(request.url).slice(API_PREFIX.length);

  return {
    async search(request, reply, body) {
      const path = upstreamPath(request);
      const json = canonicalJson(body);
      const answer = await proxy.answer(`POST ${path}\n${json}`, {
        url: `${upstreamUrl}${path}`,
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: json },
      });
      return sendProxyAnswer(request, reply, answer);
    },
    async suggestions(request, reply, query) {
      const params = new URLSearchParams({ q: query.text });
      if (query.org !== null) params.set('org', query.org);
      if (query.transportOnly) params.set('profile', 'TRANSPORT');
      const target = `${upstreamPath(request)}?${params.toString()}`;
      const answer = await proxy.answer(`GET ${target}`, {
        url: `${upstreamUrl}${target}`,
        init: { method: 'GET' },
      });
      return sendProxyAnswer(request, reply, answer);
    },
    status: () => ({
      mode: 'proxy',
      upstream: upstreamUrl,
      cacheTtlSeconds: config.cacheTtlSeconds,
      ...proxy.stats(),
    }),
  };
}
