/**
 * `--organizations` against the real organisation endpoints of a local server: the copy is a file that
 * `ORGANIZATIONS_FILE` loads, holding exactly the organisations the server serves.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseOrganizations as loadOrganizationsFile } from '../catalogue/organizations';
import { startTestServer, type TestServer } from '../http/testing/testServer';
import { mirrorOrganizations, organizationBase } from './organizations';

let server: TestServer;
let directory: string;
const getJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

beforeAll(async () => {
  server = await startTestServer();
  directory = mkdtempSync(join(tmpdir(), 'mirror-organizations-'));
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('mirroring the organisation catalogue of a local server', () => {
  it('finds the endpoints from /config.json and copies every organisation into a loadable file', async () => {
    const base = await organizationBase(`${server.base}/api`, undefined, getJson);
    expect(base).toBe(`${server.base}/api/organization-catalogue`);

    const file = join(directory, 'organizations.json');
    const count = await mirrorOrganizations(base, file, getJson);
    const served = await getJson(`${base}/organizations`);
    expect(Array.isArray(served) ? served.length : -1).toBe(count);
    expect(count).toBeGreaterThan(10);

    // What ORGANIZATIONS_FILE would serve from the copy is what the server served (the copy leaves nulls out).
    const withoutNulls: unknown = JSON.parse(
      JSON.stringify(served, (_key, value: unknown) => (value === null ? undefined : value)),
    );
    const loaded = loadOrganizationsFile(readFileSync(file), file);
    expect(loaded).toEqual(withoutNulls);
  });
});
