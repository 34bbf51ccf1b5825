/** The organisation endpoints over HTTP: names for every orgPath segment, ETag revalidation, no token spent. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OrganizationList, Organization } from '../../src/interface/organization';
import { SearchResponse } from '../../src/interface/searchObject';
import { postJson, problemOf, startTestServer, TEST_NOW, type TestServer } from '../http/testing/testServer';
import { loadOrganizations } from './loadOrganizations';
import { matchesIfNoneMatch } from './organizationAnswers';

const KINDS = new Set(['STAT', 'KOMMUNE', 'FYLKE', 'PRIVAT', 'ANNET']);
const BASE = '/api/organization-catalogue/organizations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_BURST: '20' },
    now: () => TEST_NOW.getTime(),
  });
});
afterAll(() => server.close());

describe('GET /api/organization-catalogue/organizations', () => {
  it('names every organisation number of every orgPath of the catalogue', async () => {
    const response = await postJson(server.base, '/api/search', { pagination: { size: 1 } });
    const { aggregations } = SearchResponse.parse(await response.json());
    const numbers = new Set(
      (aggregations.orgPath ?? [])
        .flatMap((bucket) => bucket.key.split('/'))
        .filter((segment) => segment !== '' && segment !== 'null' && !KINDS.has(segment)),
    );
    expect(numbers.size).toBeGreaterThan(50);
    const list = OrganizationList.parse(await (await fetch(`${server.base}${BASE}`)).json());
    await Promise.all(
      [...numbers].map(async (id) => {
        const one = await fetch(`${server.base}${BASE}/${id}`);
        expect(one.status, id).toBe(200);
        const organization = Organization.parse(await one.json());
        expect(organization.organizationId).toBe(id);
        expect(organization.name.trim(), id).not.toBe('');
        expect(
          list.some((entry) => entry.organizationId === id),
          id,
        ).toBe(true);
      }),
    );
  }, 30_000);

  it('is cacheable for a day and revalidated by ETag with a 304', async () => {
    for (const path of [BASE, `${BASE}/${await anyId()}`]) {
      const first = await fetch(`${server.base}${path}`);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      const again = await fetch(`${server.base}${path}`, { headers: { 'if-none-match': `W/${etag}` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const changed = await fetch(`${server.base}${path}`, { headers: { 'if-none-match': '"other"' } });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe(await first.text());
    }
  });

  it('answers an unknown organisation with a 404 problem', async () => {
    for (const id of ['000000000', '%00', 'x'.repeat(300)]) {
      const response = await fetch(`${server.base}${BASE}/${id}`);
      expect(response.status).toBe(404);
      await problemOf(response);
    }
  });

  it('costs no rate-limit token', async () => {
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${server.base}${BASE}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit')).toBeNull();
    }
    const search = await postJson(server.base, '/api/search', {});
    expect(search.status).toBe(200);
    // The two searches of this file took two tokens; the organisation requests none.
    expect(search.headers.get('ratelimit')).toMatch(/remaining=18\b/);
  });
});

async function anyId(): Promise<string> {
  const list = OrganizationList.parse(await (await fetch(`${server.base}${BASE}`)).json());
  return list[0]?.organizationId ?? '';
}

describe('ORGANIZATIONS_FILE and forwarding', () => {
  it('loads a list from a file, with a one-line error naming a bad one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'organizations-'));
    const good = join(dir, 'orgs.json');
    await writeFile(
      good,
      JSON.stringify([{ organizationId: '974760673', name: 'Registerenheten i Brønnøysund' }]),
    );
    expect(await loadOrganizations(good, [])).toMatchObject([{ organizationId: '974760673' }]);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{"not": "a list"}');
    await expect(loadOrganizations(bad, [])).rejects.toThrow(/bad\.json/);
    await expect(loadOrganizations(join(dir, 'missing.json'), [])).rejects.toThrow(
      /^ORGANIZATIONS_FILE .*missing\.json cannot be read$/,
    );
  });

  it('forwards to ORGANIZATION_CATALOGUE_URL and shares the answer', async () => {
    let calls = 0;
    const proxy = await startTestServer({
      env: { ORGANIZATION_CATALOGUE_URL: `${server.base}/api/organization-catalogue` },
      organizations: [],
      upstream: {
        fetch: (url, init) => {
          calls++;
          return fetch(url, init);
        },
      },
    });
    const direct = await (await fetch(`${server.base}${BASE}`)).text();
    const first = await fetch(`${proxy.base}${BASE}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.text()).toBe(direct);
    const second = await fetch(`${proxy.base}${BASE}`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(second.status).toBe(304);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect((await fetch(`${proxy.base}${BASE}/000000000`)).status).toBe(404);
    expect((await fetch(`${proxy.base}${BASE}/a.b`)).status).toBe(404);
    expect(calls).toBe(2);
    await proxy.close();
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in lists, and with *', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
  });
});
