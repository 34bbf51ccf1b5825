/**
 * The organisation endpoints' answers from a list held in memory (the loaded catalogue's organisations or
 * an `ORGANIZATIONS_FILE`): the JSON bodies and their ETags, computed once, and a lookup by id.
 */
import { createHash } from 'node:crypto';

import type { Organization } from '../../src/interface/organization';

export interface EntityAnswer {
  body: string;
  etag: string;
}

export interface OrganizationAnswers {
  list(): EntityAnswer;
  /** `null` when no organisation has this id. */
  one(id: string): EntityAnswer | null;
  /** The organisations of these ids that the list holds. */
  find(ids: readonly string[]): Organization[];
  readonly size: number;
}

/** A strong ETag of a body: its SHA-256, shortened. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const entity = (value: unknown): EntityAnswer => {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
};

export function organizationAnswers(organizations: readonly Organization[]): OrganizationAnswers {
  const list = entity(organizations);
  const byId = new Map<string, Organization>();
  for (const organization of organizations) {
    if (!byId.has(organization.organizationId)) byId.set(organization.organizationId, organization);
  }
  const answers = new Map<string, EntityAnswer>();
  return {
    list: () => list,
    one(id) {
      const organization = byId.get(id);
      if (organization === undefined) return null;
      let answer = answers.get(id);
      if (answer === undefined) {
        answer = entity(organization);
        answers.set(id, answer);
      }
      return answer;
    },
    find: (ids) => ids.flatMap((id) => byId.get(id) ?? []),
    size: byId.size,
  };
}

/** Whether an `If-None-Match` header names this ETag (`*`, a list, weak or strong: RFC 9110 weak comparison). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
