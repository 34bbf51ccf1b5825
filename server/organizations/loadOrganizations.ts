/** The organisations the service names: `ORGANIZATIONS_FILE` when set, else those of the loaded catalogue. */
import { readFile } from 'node:fs/promises';

import type { Organization } from '../../src/interface/organization';
import { parseOrganizations } from '../catalogue/organizations';

/** `fromCatalogue`: the organisations the loaded catalogue names (catalogueSource.ts). */
export async function loadOrganizations(
  organizationsFile: string | null,
  fromCatalogue: Organization[],
): Promise<Organization[]> {
  if (organizationsFile === null) return fromCatalogue;
  let content: Buffer;
  try {
    content = await readFile(organizationsFile);
  } catch {
    throw new Error(`ORGANIZATIONS_FILE ${organizationsFile} cannot be read`);
  }
  return parseOrganizations(content, organizationsFile);
}
