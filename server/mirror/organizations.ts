/**
 * `--organizations FILE`: copies the organisation catalogue (`GET {orgBase}/organizations`, a JSON list) into
 * a JSON file that `ORGANIZATIONS_FILE` loads, keeping the fields the service serves:
 * `{organizationId, name, prefLabel, orgPath, orgType, subOrganizationOf}`.
 */
import { rename, writeFile } from 'node:fs/promises';

import * as z from 'zod/mini';

const text = z.nullish(z.string());

const OrganizationIn = z.looseObject({
  organizationId: z.string().check(z.minLength(1)),
  name: text,
  prefLabel: z.nullish(z.looseObject({ nb: text, nn: text, en: text })),
  orgPath: text,
  orgType: text,
  subOrganizationOf: text,
});

export interface Organization {
  organizationId: string;
  name?: string;
  prefLabel?: { nb?: string; nn?: string; en?: string };
  orgPath?: string;
  orgType?: string;
  subOrganizationOf?: string;
}

export class OrganizationsError extends Error {
  override readonly name = 'OrganizationsError';
}

/** The organisations of a `GET /organizations` answer, only the known fields, nulls left out. */
export function parseOrganizations(value: unknown, source: string): Organization[] {
  if (!Array.isArray(value)) throw new OrganizationsError(`${source}: expected a JSON list of organisations`);
  return value.map((item, index) => {
    const parsed = OrganizationIn.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined ? '' : `${issue.path.map(String).join('.')}: ${issue.message}`;
      throw new OrganizationsError(`${source} item ${index}: ${where}`);
    }
    const { organizationId, name, prefLabel, orgPath, orgType, subOrganizationOf } = parsed.data;
    const labels = prefLabel ? definedOnly({ nb: prefLabel.nb, nn: prefLabel.nn, en: prefLabel.en }) : {};
    return {
      organizationId,
      ...definedOnly({ name, orgPath, orgType, subOrganizationOf }),
      ...(Object.keys(labels).length > 0 ? { prefLabel: labels } : {}),
    };
  });
}

function definedOnly<T extends Record<string, string | null | undefined>>(
  record: T,
): { [K in keyof T]?: string } {
  const result: { [K in keyof T]?: string } = {};
  for (const key of Object.keys(record) as (keyof T)[]) {
    const value = record[key];
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

/**
 * Where the organisation catalogue is: the `--organization-catalogue` flag, else the runtime configuration
 * of the local server being mirrored (`/config.json`, `organizationCatalogueUrl`, relative to the server).
 */
export async function organizationBase(
  from: string,
  flag: string | undefined,
  getJson: (url: string) => Promise<unknown>,
): Promise<string> {
  if (flag !== undefined) return flag.replace(/\/+$/, '');
  const configUrl = new URL('/config.json', from).href;
  let config: unknown;
  try {
    config = await getJson(configUrl);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OrganizationsError(
      `cannot read ${configUrl} (${reason}); name the organisation catalogue with --organization-catalogue URL`,
    );
  }
  const url =
    typeof config === 'object' && config !== null && 'organizationCatalogueUrl' in config
      ? config.organizationCatalogueUrl
      : undefined;
  if (typeof url !== 'string' || url === '') {
    throw new OrganizationsError(
      `${configUrl} names no organizationCatalogueUrl; name it with --organization-catalogue URL`,
    );
  }
  return new URL(url, from).href.replace(/\/+$/, '');
}

/** Fetches every organisation and writes them as a JSON list (atomically); returns how many. */
export async function mirrorOrganizations(
  base: string,
  file: string,
  getJson: (url: string) => Promise<unknown>,
): Promise<number> {
  const url = `${base}/organizations`;
  const organizations = parseOrganizations(await getJson(url), url);
  const temporary = `${file}.tmp`;
  await writeFile(temporary, `${JSON.stringify(organizations, null, 1)}\n`);
  await rename(temporary, file);
  return organizations.length;
}
