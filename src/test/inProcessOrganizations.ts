/**
 * The local service's organisation catalogue answered in-process (`GET …/organizations[/{id}]`), built from the
 * same generated catalogue as the in-process search engine, so names in tests are those the demo serves.
 */
import { generateCatalogue } from '../../server/catalogue/generate';
import { buildOrganizationCatalogue } from '../../server/catalogue/organizations';
import type { Organization } from '../interface/organization';
import { TEST_NOW } from './inProcessService';

const catalogues = new Map<string, Organization[]>();

export function testOrganizations(size = 2_000, seed = 7): Organization[] {
  const key = `${size}:${seed}`;
  let organizations = catalogues.get(key);
  if (!organizations) {
    organizations = buildOrganizationCatalogue(generateCatalogue({ size, seed, now: TEST_NOW }));
    catalogues.set(key, organizations);
  }
  return organizations;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A `fetch` answering the organisation endpoints, recording each path it was asked for. */
export function inProcessOrganizationFetch(organizations: readonly Organization[] = testOrganizations()) {
  const requests: string[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(url.pathname);
    await Promise.resolve();
    const match = /\/organizations(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return json(404, { status: 404 });
    if (match[1] === undefined) return json(200, organizations);
    const found = organizations.find((organization) => organization.organizationId === match[1]);
    return found ? json(200, found) : json(404, { status: 404 });
  };
  return { fetch: fetchImpl, requests };
}
