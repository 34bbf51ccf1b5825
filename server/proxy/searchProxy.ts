/**
 * Proxy mode over HTTP: `/api/search…` and `/api/suggestions…`, validated here as in local mode, are
 * answered from the shared cache or forwarded to `UPSTREAM_URL` (see proxy.ts), with `X-Cache` saying which.
 * Search bodies are normalized first (normalizeSearchBody.ts); answers are read with the app's own reader
 * before they are cached or relayed. `/api/status` reports the counts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { API_PREFIX, pathnameOf } from '../http/apiRoutes';
import { sendProblem } from '../http/problem';
import type { SuggestionRequest } from '../http/suggestions';
import { clientKey } from '../http/clientKey';
import { readSearchResponse, readSuggestions } from '../../src/interface/read/readSearchResponse';
import { canonicalJson } from './canonicalJson';
import { normalizeSearchBody } from './normalizeSearchBody';
import { createProxy, type Proxy, type ProxyAnswer } from './proxy';
import type { ProxyConfig } from './proxyConfig';
import type { AnswerCheck, FetchLike } from './upstream';

export interface ProxyDependencies {
  now: () => number;
  fetch: FetchLike;
  timeoutSignal?: (ms: number) => AbortSignal;
  /** Who is charged for an upstream call: the rate limiter's key; `request.ip`'s unless given. */
  clientKey?: (request: FastifyRequest) => string;
}

const problemsOf = (outcome: { ok: true } | { ok: false; problems: readonly string[] }): string | null =>
  outcome.ok ? null : outcome.problems.join('; ');

/** A search answer is usable when the app's reader can read it, for the page and size asked for. */
const searchCheck =
  (page: number, size: number): AnswerCheck =>
  (data) =>
    problemsOf(readSearchResponse(data, { page, size }));

const suggestionsCheck: AnswerCheck = (data) => problemsOf(readSuggestions(data));

export interface SearchProxy {
  search(request: FastifyRequest, reply: FastifyReply, body: unknown): Promise<FastifyReply>;
  /**
   * A server-rendered page's search (`scope` as the app's endpoint path): the answer's JSON value from the cache, or
   * from the upstream through the same coalescer and outgoing budget as any search; `null` when it is not there
   * within `deadlineMs` or is not a success (the page is then the shell, and the browser searches). A late answer
   * still lands in the cache for the next page. A visitor's page is charged to the visitor's share of the budget,
   * like its own searches, so that a crawler's burst of pages cannot spend what other visitors need; without a
   * visitor (the server's warm-up) it is charged to no one.
   */
  answerForPage(
    visitor: FastifyRequest | null,
    path: string,
    body: unknown,
    deadlineMs: number,
  ): Promise<unknown>;
  suggestions(request: FastifyRequest, reply: FastifyReply, query: SuggestionRequest): Promise<FastifyReply>;
  status(): Record<string, unknown>;
}

/** A proxy core (cache, coalescer, budget) with the configured limits. */
export function proxyFor(config: ProxyConfig, deps: ProxyDependencies): Proxy {
  return createProxy({
    cacheTtlMs: config.cacheTtlSeconds * 1000,
    perMinute: config.perMinute,
    burst: config.burst,
    clientShare: config.clientShare,
    timeoutMs: config.timeoutMs,
    maxAnswerBytes: config.maxAnswerBytes,
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
  const clientOf = deps.clientKey ?? ((request: FastifyRequest) => clientKey(request.ip));

  /** A search, its body normalized before it becomes the cache key; `client` is charged its share, if named. */
  const searchAnswer = (path: string, body: unknown, client?: string): Promise<ProxyAnswer> => {
    const normalized = normalizeSearchBody(body);
    const json = canonicalJson(normalized.body);
    return proxy.answer(
      `POST ${path}\n${json}`,
      {
        url: `${upstreamUrl}${path}`,
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: json },
        check: searchCheck(normalized.page, normalized.size),
      },
      client,
    );
  };

  return {
    async search(request, reply, body) {
      return sendProxyAnswer(
        request,
        reply,
        await searchAnswer(upstreamPath(request), body, clientOf(request)),
      );
    },
    async answerForPage(visitor, path, body, deadlineMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), deadlineMs);
      });
      const answered = searchAnswer(path, body, visitor === null ? undefined : clientOf(visitor)).then(
        (answer) =>
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
      const answer = await proxy.answer(
        `GET ${target}`,
        { url: `${upstreamUrl}${target}`, init: { method: 'GET' }, check: suggestionsCheck },
        clientOf(request),
      );
      return sendProxyAnswer(request, reply, answer);
    },
    status: () => ({
      mode: 'proxy',
      upstream: upstreamUrl,
      cacheTtlSeconds: config.cacheTtlSeconds,
      clientShare: config.clientShare,
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
