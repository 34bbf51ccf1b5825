/** The organisations the service names: `ORGANIZATIONS_FILE` when set, else those of the loaded catalogue. */
import { readFile } from 'node:fs/promises';

import type { Organization } from '../../src/interface/organization';
import type { SearchObject } from '../../src/interface/searchObject';
import { buildOrganizationCatalogue, parseOrganizations } from '../catalogue/organizations';

export async function loadOrganizations(
  organizationsFile: string | null,
  resources: readonly SearchObject[],
): Promise<Organization[]> {
  if (organizationsFile === null) return buildOrganizationCatalogue(resources);
  let content: Buffer;
  try {
    content = await readFile(organizationsFile);
  } catch {
    throw new Error(`ORGANIZATIONS_FILE ${organizationsFile} cannot be read`);
  }
  return parseOrganizations(content, organizationsFile);
}
