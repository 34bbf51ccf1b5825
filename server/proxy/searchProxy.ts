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
  /**
   * A server-rendered page's search (`scope` as the app's endpoint path): the answer's JSON value from the cache, or
   * from the upstream through the same coalescer and outgoing budget as any search; `null` when it is not there
   * within `deadlineMs` or is not a success (the page is then the shell, and the browser searches). A late answer
   * still lands in the cache for the next page.
   */
  answerForPage(path: string, body: unknown, deadlineMs: number): Promise<unknown>;
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

  const searchAnswer = (path: string, body: unknown): Promise<ProxyAnswer> => {
    const json = canonicalJson(body);
    return proxy.answer(`POST ${path}\n${json}`, {
      url: `${upstreamUrl}${path}`,
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: json },
    });
  };

  return {
    async search(request, reply, body) {
      return sendProxyAnswer(request, reply, await searchAnswer(upstreamPath(request), body));
    },
    async answerForPage(path, body, deadlineMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), deadlineMs);
      });
      const answered = searchAnswer(path, body).then((answer) =>
        answer.kind === 'answer' && answer.answer.status === 200 ? parseJson(answer.answer.body) : null,
      );
      try {
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(timer);
      }
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
