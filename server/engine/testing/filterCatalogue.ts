/** A hand-made catalogue where each filter value selects a known set of resources. */
import type { SearchObject } from '../../../src/interface/searchObject';
import { daysAgo, resource } from './fixtures';

export const REL_1 = 'https://example.org/relation/1';
export const REL_2 = 'https://example.org/relation/2';

export const FILTER_CATALOGUE: SearchObject[] = [
  resource('deep', {
    title: { nb: 'Vannkvalitet i innsjøer' },
    organization: { orgPath: '/STAT/912660680/974760673' },
    accessRights: { code: 'PUBLIC', uri: 'https://example.org/access/PUBLIC' },
    dataTheme: [{ code: 'ENVI' }, { code: 'GOVE' }],
    fdkFormatPrefixed: ['MEDIA_TYPE text/csv', 'FILE_TYPE SHP'],
    losTheme: [{ losPaths: ['helse-og-omsorg/svangerskap'] }],
    spatial: [{ prefLabel: { nb: 'Norge' } }, { prefLabel: { nb: 'Oslo', en: 'Oslo' } }],
    provenance: { code: 'NASJONAL' },
    isOpenData: true,
    metadata: { firstHarvested: daysAgo(2), modified: daysAgo(40) },
    relations: [{ uri: REL_1, type: 'isPartOf' }],
    isRelatedToTransportportal: true,
  }),
  resource('top', {
    title: { nb: 'Vannkvalitet i elver' },
    // Access rights with a URI but no code count as "none".
    accessRights: { uri: 'https://example.org/access/PUBLIC' },
    organization: { orgPath: '/STAT' },
    dataTheme: [{ code: 'ENVI' }],
    fdkFormatPrefixed: ['MEDIA_TYPE text/csv'],
    losTheme: [{ losPaths: ['helse-og-omsorg'] }],
    spatial: [{ prefLabel: { nb: 'Oslo' } }],
    provenance: { code: 'VEDTAK' },
    isOpenData: false,
    metadata: { firstHarvested: daysAgo(10), modified: daysAgo(1) },
    isRelatedToTransportportal: false,
  }),
  resource('sta', {
    searchType: 'CONCEPT',
    organization: { orgPath: '/STA/1' },
    accessRights: { code: 'RESTRICTED' },
    losTheme: [{ losPaths: ['helse-og-omsorgstjenester'] }],
    metadata: { firstHarvested: daysAgo(400) },
  }),
  resource('kommune', {
    searchType: 'SERVICE',
    organization: { orgPath: '/KOMMUNE/958935420' },
    accessRights: { code: 'NON_PUBLIC' },
    relations: [
      { uri: REL_1, type: 'requires' },
      { uri: REL_2, type: 'isPartOf' },
    ],
  }),
  resource('bare', { searchType: 'EVENT', organization: { name: 'Without a path' }, uri: null }),
  resource('gone', {
    title: { nb: 'Vannkvalitet' },
    organization: { orgPath: '/STAT' },
    accessRights: { code: 'PUBLIC' },
    dataTheme: [{ code: 'ENVI' }],
    isOpenData: true,
    metadata: { firstHarvested: daysAgo(1), deleted: true },
    isRelatedToTransportportal: true,
  }),
];

export const uriOf = (id: string): string => `https://example.org/${id}`;
