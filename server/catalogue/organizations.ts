/**
 * The organisation list the local service serves under `/api/organization-catalogue/`, in the national
 * organisation catalogue's shape, built from the loaded catalogue: every organisation number in any `orgPath`
 * (ancestors included) gets a name — the publisher's own from the hits where one publishes, else a known
 * name (the demo catalogue's publisher table: real agencies, ministries, counties and parent bodies), else its
 * number. The kinds (`STAT`, `KOMMUNE`, …) are not organisations and are not listed. Also reads an
 * `ORGANIZATIONS_FILE` of that shape. Pure: no I/O.
 */
import { Organization, OrganizationList } from '../../src/interface/organization';
import type { LocalizedText, SearchObject } from '../../src/interface/searchObject';
import { ORG_KINDS } from '../../src/interface/vocabulary';
import { PUBLISHERS } from './publishers';
import { invalidUtf8Offset } from './utf8';

export { Organization };

/** What is known of an organisation number before the catalogue is read. */
export interface KnownOrganization {
  readonly organizationId: string;
  readonly name: string;
  readonly prefLabel?: LocalizedText;
}

/** The names the demo catalogue's generator puts in its paths (every number of every publisher's path). */
export const KNOWN_ORGANIZATIONS: readonly KnownOrganization[] = PUBLISHERS.map((publisher) => ({
  organizationId: publisher.orgnr,
  name: publisher.name,
}));

const KINDS: ReadonlySet<string> = new Set(ORG_KINDS);

interface Named {
  readonly name: string;
  readonly prefLabel: LocalizedText | null;
}

interface Placed {
  readonly orgPath: string | null;
  readonly kind: string | null;
  readonly parent: string | null;
}

const nonEmpty = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A publisher's name as a hit gives it: `name`, else its preferred label in nb, nn or en. */
function nameOf(organization: NonNullable<SearchObject['organization']>): Named | null {
  const label = organization.prefLabel ?? null;
  const name =
    nonEmpty(organization.name) ?? nonEmpty(label?.nb) ?? nonEmpty(label?.nn) ?? nonEmpty(label?.en) ?? null;
  return name === null ? null : { name, prefLabel: label };
}

/**
 * Every organisation of the catalogue: each number of each `orgPath` and each publisher with an id, in
 * `orgPath` order (an organisation's own path is where it first occurs).
 */
export function buildOrganizationCatalogue(
  resources: readonly SearchObject[],
  known: readonly KnownOrganization[] = KNOWN_ORGANIZATIONS,
): Organization[] {
  const names = new Map<string, Named>();
  const places = new Map<string, Placed>();
  const place = (id: string, placed: Placed) => {
    const existing = places.get(id);
    if (existing === undefined || (existing.orgPath === null && placed.orgPath !== null))
      places.set(id, placed);
  };

  for (const resource of resources) {
    for (const organization of [resource.organization, resource.catalog?.publisher]) {
      if (!organization) continue;
      const segments = (organization.orgPath ?? '').split('/').filter((segment) => segment !== '');
      const [kind, ...numbers] = segments;
      const hasKind = kind !== undefined && KINDS.has(kind);
      const chain = hasKind ? numbers : segments;
      chain.forEach((number, i) => {
        const orgPath = hasKind ? `/${[kind, ...chain.slice(0, i + 1)].join('/')}` : null;
        place(number, { orgPath, kind: hasKind ? kind : null, parent: chain[i - 1] ?? null });
      });
      const id = nonEmpty(organization.id) ?? chain[chain.length - 1];
      if (id === undefined) continue;
      place(id, { orgPath: null, kind: null, parent: null });
      const named = nameOf(organization);
      if (named !== null && !names.has(id)) names.set(id, named);
    }
  }
  const knownById = new Map(known.map((organization) => [organization.organizationId, organization]));

  const out: Organization[] = [];
  for (const [organizationId, { orgPath, kind, parent }] of places) {
    const fromHits = names.get(organizationId);
    const fromKnown = knownById.get(organizationId);
    const name = fromHits?.name ?? fromKnown?.name ?? organizationId;
    const label = fromHits?.prefLabel ?? fromKnown?.prefLabel ?? null;
    out.push({
      organizationId,
      name,
      prefLabel: {
        nb: nonEmpty(label?.nb) ?? name,
        nn: nonEmpty(label?.nn) ?? name,
        en: nonEmpty(label?.en) ?? name,
      },
      orgPath,
      orgType: orgTypeOf(name, kind, parent === null),
      subOrganizationOf: parent,
    });
  }
  return out.sort((a, b) =>
    compare(a.orgPath ?? `~${a.organizationId}`, b.orgPath ?? `~${b.organizationId}`),
  );
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The register's form code the name or the place in the hierarchy tells; `null` when neither does. */
function orgTypeOf(name: string, kind: string | null, top: boolean): string | null {
  const suffix = /\s(AS|ASA|SF|KF|RHF|HF|IKS)$/.exec(name)?.[1];
  if (suffix !== undefined) return suffix;
  if (kind === 'KOMMUNE') return top ? 'KOMM' : 'ORGL';
  if (kind === 'FYLKE') return top ? 'FYLK' : 'ORGL';
  if (kind === 'STAT') return 'ORGL';
  return null;
}

export class OrganizationsFileError extends Error {
  override readonly name = 'OrganizationsFileError';
}

/**
 * The organisations of an `ORGANIZATIONS_FILE` (a JSON list in the organisation catalogue's shape), checked;
 * the first problem throws an `OrganizationsFileError` naming `source` and, for a bad item, its index and
 * field: `orgs.json item 3: organizationId: expected string, got nothing`.
 */
export function parseOrganizations(content: Uint8Array | string, source: string): Organization[] {
  let text: string;
  if (typeof content === 'string') text = content;
  else {
    const bad = invalidUtf8Offset(content);
    if (bad >= 0) throw new OrganizationsFileError(`${source} is not valid UTF-8 at byte ${bad}`);
    text = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ') : String(error);
    throw new OrganizationsFileError(`${source}: invalid JSON (${reason})`);
  }
  if (!Array.isArray(value)) {
    throw new OrganizationsFileError(
      `${source}: expected a JSON array of organisations, found ${kindOf(value)}`,
    );
  }
  const seen = new Set<string>();
  value.forEach((item: unknown, index) => {
    const result = Organization.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0];
      const path =
        issue === undefined || issue.path.length === 0 ? 'organisation' : issue.path.map(String).join('.');
      throw new OrganizationsFileError(
        `${source} item ${index}: ${path}: ${issue?.message ?? 'not an organisation'}`,
      );
    }
    if (seen.has(result.data.organizationId)) {
      throw new OrganizationsFileError(
        `${source} item ${index}: organizationId: duplicate ${JSON.stringify(result.data.organizationId)}`,
      );
    }
    seen.add(result.data.organizationId);
  });
  return OrganizationList.parse(value);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
