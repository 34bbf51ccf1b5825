import { describe, expect, it } from 'vitest';

import { organizationBase, OrganizationsError, parseOrganizations } from './organizations';

describe('parseOrganizations', () => {
  it('keeps the known fields and leaves nulls and unknown fields out', () => {
    const answer = [
      {
        organizationId: '974760673',
        name: 'REGISTERENHETEN I BRØNNØYSUND',
        prefLabel: { nb: 'Brønnøysundregistrene', nn: null, en: 'The Brønnøysund Register Centre' },
        orgPath: '/STAT/912660680/974760673',
        orgType: 'ORGL',
        subOrganizationOf: '912660680',
        internationalName: 'ignored',
      },
      { organizationId: '912660680', name: null, prefLabel: null },
    ];
    expect(parseOrganizations(answer, 'x')).toEqual([
      {
        organizationId: '974760673',
        name: 'REGISTERENHETEN I BRØNNØYSUND',
        prefLabel: { nb: 'Brønnøysundregistrene', en: 'The Brønnøysund Register Centre' },
        orgPath: '/STAT/912660680/974760673',
        orgType: 'ORGL',
        subOrganizationOf: '912660680',
      },
      { organizationId: '912660680' },
    ]);
  });

  it('names the item that is not an organisation', () => {
    expect(() => parseOrganizations([{ organizationId: '1' }, { name: 'x' }], 'u')).toThrow(
      OrganizationsError,
    );
    expect(() => parseOrganizations([{ organizationId: '1' }, { name: 'x' }], 'u')).toThrow(
      /^u item 1: organizationId: /,
    );
    expect(() => parseOrganizations({}, 'u')).toThrow(/expected a JSON list/);
  });
});

describe('organizationBase', () => {
  const never = () => Promise.reject(new Error('not asked'));

  it('takes the flag first, else the local server runtime configuration, resolved against it', async () => {
    expect(await organizationBase('http://h:8080/api', 'https://org.example/', never)).toBe(
      'https://org.example',
    );
    const asked: string[] = [];
    const config = (url: string) => {
      asked.push(url);
      return Promise.resolve({ organizationCatalogueUrl: '/api/organization-catalogue' });
    };
    expect(await organizationBase('http://h:8080/api', undefined, config)).toBe(
      'http://h:8080/api/organization-catalogue',
    );
    expect(asked).toEqual(['http://h:8080/config.json']);
  });

  it('asks for the flag when the service has no runtime configuration', async () => {
    await expect(organizationBase('https://search.example', undefined, never)).rejects.toThrow(
      /--organization-catalogue URL/,
    );
    await expect(
      organizationBase('https://search.example', undefined, () => Promise.resolve({})),
    ).rejects.toThrow(/names no organizationCatalogueUrl/);
  });
});
