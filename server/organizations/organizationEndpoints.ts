/**
 * `GET /api/organization-catalogue/organizations[/{id}]`: the organisation catalogue's two endpoints, from
 * the list in memory, or forwarded (cached, coalesced, within a budget) to `ORGANIZATION_CATALOGUE_URL`.
 * Answers are cacheable for a day and revalidated by ETag (304); the gate charges them no token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Organization } from '../../src/interface/organization';
import { headerOf } from '../http/apiGate';
import { sendProblem } from '../http/problem';
import type { ProxyConfig } from '../proxy/proxyConfig';
import { proxyFor, sendProxyAnswer, type ProxyDependencies } from '../proxy/searchProxy';
import { etagOf, matchesIfNoneMatch, organizationAnswers } from './organizationAnswers';

export const ORGANIZATIONS_CACHE_CONTROL = 'public, max-age=86400';
/** Forwarded organisation answers are shared for a day: the register changes slowly. */
const FORWARDED_TTL_SECONDS = 86_400;
/** Organisation numbers and the like; anything else is unknown without asking anyone. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface OrganizationEndpoints {
  answer(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string | null,
  ): FastifyReply | Promise<FastifyReply>;
  readonly source: 'local' | 'forwarded';
  /**
   * The organisations of these ids this server holds, for a server-rendered page's names; none when the catalogue
   * is forwarded (the browser then asks for the names, as it does for any page).
   */
  lookup(ids: readonly string[]): Organization[];
}

function sendEntity(request: FastifyRequest, reply: FastifyReply, body: string, etag: string): FastifyReply {
  reply.header('etag', etag).header('cache-control', ORGANIZATIONS_CACHE_CONTROL);
  if (matchesIfNoneMatch(headerOf(request, 'if-none-match'), etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

const unknown = (request: FastifyRequest, reply: FastifyReply, id: string): FastifyReply =>
  sendProblem(request, reply, 404, `There is no organisation ${JSON.stringify(id.slice(0, 64))}.`);

export function createOrganizationEndpoints(
  organizations: readonly Organization[],
  proxyConfig: ProxyConfig,
  deps: ProxyDependencies,
): OrganizationEndpoints {
  const upstreamUrl = proxyConfig.organizationCatalogueUrl;
  if (upstreamUrl === null) {
    const answers = organizationAnswers(organizations);
    return {
      source: 'local',
      lookup: (ids) => answers.find(ids),
      answer(request, reply, id) {
        const found = id === null ? answers.list() : answers.one(id);
        if (found === null) return unknown(request, reply, id ?? '');
        return sendEntity(request, reply, found.body, found.etag);
      },
    };
  }
  const proxy = proxyFor({ ...proxyConfig, cacheTtlSeconds: FORWARDED_TTL_SECONDS }, deps);
  return {
    source: 'forwarded',
    lookup: () => [],
    async answer(request, reply, id) {
      if (id !== null && !PLAUSIBLE_ID.test(id)) return unknown(request, reply, id);
      const path = id === null ? '/organizations' : `/organizations/${id}`;
      const answer = await proxy.answer(`GET ${path}`, {
        url: `${upstreamUrl}${path}`,
        init: { method: 'GET' },
      });
      if (answer.kind === 'problem') return sendProxyAnswer(request, reply, answer);
      reply.header('x-cache', answer.cache);
      return sendEntity(request, reply, answer.answer.body, etagOf(answer.answer.body));
    },
  };
}
