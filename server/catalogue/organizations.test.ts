import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../../src/interface/searchObject';
import { ORG_KINDS } from '../../src/interface/vocabulary';
import { generateCatalogue } from './generate';
import { buildOrganizationCatalogue, OrganizationsFileError, parseOrganizations } from './organizations';

const hit = (id: string, organization: SearchObject['organization']): SearchObject => ({
  id,
  searchType: 'DATASET',
  organization,
});

describe('buildOrganizationCatalogue on the demo catalogue', () => {
  const catalogue = generateCatalogue({ size: 20_000, seed: 1, now: new Date('2026-11-21T00:00:00Z') });
  const organizations = buildOrganizationCatalogue(catalogue);
  const byId = new Map(organizations.map((organization) => [organization.organizationId, organization]));

  it('names every organisation number of every orgPath, ancestors included, and lists no kind', () => {
    const numbers = new Set(
      catalogue.flatMap((r) =>
        (r.organization?.orgPath ?? '')
          .split('/')
          .filter((s) => s !== '')
          .slice(1),
      ),
    );
    expect(numbers.size).toBeGreaterThan(100);
    const unnamed = [...numbers].filter((n) => {
      const name = byId.get(n)?.name;
      return name === undefined || name === n || name.trim() === '';
    });
    expect(unnamed).toEqual([]);
    for (const kind of ORG_KINDS) expect(byId.has(kind)).toBe(false);
  });

  it('names parent bodies that publish nothing themselves (a small catalogue)', () => {
    const small = generateCatalogue({ size: 60, seed: 7, now: new Date('2026-11-21T00:00:00Z') });
    const publishing = new Set(small.map((r) => r.organization?.id));
    const listed = buildOrganizationCatalogue(small);
    const silentParents = listed.filter((organization) => !publishing.has(organization.organizationId));
    expect(silentParents.length).toBeGreaterThan(0);
    expect(silentParents.filter((organization) => organization.name === organization.organizationId)).toEqual(
      [],
    );
  });

  it('gives each organisation its path, parent and labels', () => {
    expect(byId.get('974761076')).toEqual({
      organizationId: '974761076',
      name: 'Skatteetaten',
      prefLabel: { nb: 'Skatteetaten', nn: 'Skatteetaten', en: 'Skatteetaten' },
      orgPath: '/STAT/972417807/974761076',
      orgType: 'ORGL',
      subOrganizationOf: '972417807',
    });
    expect(byId.get('972417807')).toMatchObject({ name: 'Finansdepartementet', subOrganizationOf: null });
    expect(byId.get('958935420')).toMatchObject({ name: 'Oslo kommune', orgType: 'KOMM' });
    expect(byId.get('917422575')).toMatchObject({ name: 'Entur AS', orgType: 'AS' });
  });
});

describe('buildOrganizationCatalogue on any catalogue', () => {
  it('takes names from the hits first, then from the known list, then the number itself', () => {
    const organizations = buildOrganizationCatalogue(
      [
        hit('a', {
          id: '333',
          orgPath: '/STAT/111/222/333',
          name: 'Unit',
          prefLabel: { nb: 'Enhet', en: 'Unit' },
        }),
        hit('b', { id: '444', orgPath: '/KOMMUNE/444', prefLabel: { nn: 'Kommunen' } }),
        hit('c', { id: '555', name: 'Pathless' }),
      ],
      [{ organizationId: '111', name: 'Departementet' }],
    );
    expect(organizations).toEqual([
      {
        organizationId: '444',
        name: 'Kommunen',
        prefLabel: { nb: 'Kommunen', nn: 'Kommunen', en: 'Kommunen' },
        orgPath: '/KOMMUNE/444',
        orgType: 'KOMM',
        subOrganizationOf: null,
      },
      expect.objectContaining({ organizationId: '111', name: 'Departementet', orgPath: '/STAT/111' }),
      expect.objectContaining({ organizationId: '222', name: '222', subOrganizationOf: '111' }),
      expect.objectContaining({
        organizationId: '333',
        name: 'Unit',
        prefLabel: { nb: 'Enhet', nn: 'Unit', en: 'Unit' },
        orgPath: '/STAT/111/222/333',
        subOrganizationOf: '222',
      }),
      expect.objectContaining({ organizationId: '555', name: 'Pathless', orgPath: null }),
    ]);
  });
});

describe('parseOrganizations', () => {
  const good = [
    {
      organizationId: '974761076',
      name: 'SKATTEETATEN',
      prefLabel: { nb: 'Skatteetaten', nn: null, en: 'Norwegian Tax Administration' },
      orgPath: '/STAT/972417807/974761076',
      orgType: 'ORGL',
      subOrganizationOf: '972417807',
      internationalName: 'Norwegian Tax Administration',
    },
  ];

  it('reads a JSON list of organisations, unknown fields kept', () => {
    expect(parseOrganizations(JSON.stringify(good), 'orgs.json')).toEqual(good);
    expect(parseOrganizations(Buffer.from(`\uFEFF${JSON.stringify(good)}`), 'orgs.json')).toEqual(good);
  });

  it('names the file and the problem', () => {
    const fail = (content: string | Uint8Array) => () => parseOrganizations(content, 'orgs.json');
    expect(fail('{"organizationId": "1"}')).toThrow(
      'orgs.json: expected a JSON array of organisations, found an object',
    );
    expect(fail('[{"organizationId": "1",')).toThrow(/^orgs\.json: invalid JSON/);
    expect(fail(JSON.stringify([...good, { name: 'x' }]))).toThrow(/^orgs\.json item 1: organizationId: /);
    expect(fail(JSON.stringify([...good, ...good]))).toThrow(
      'orgs.json item 1: organizationId: duplicate "974761076"',
    );
    expect(fail(Buffer.from([0x5b, 0x22, 0xc3, 0x28, 0x22, 0x5d]))).toThrow(
      'orgs.json is not valid UTF-8 at byte 2',
    );
    expect(fail('[]')).not.toThrow();
    expect(fail('[]')).not.toThrow(OrganizationsFileError);
  });
});
