import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE, type SearchScope } from '../state';
import { build, facetOf, type Aggs } from '../testing/facets';
import { fixtureResponse } from '../testing/fixture';
import { testLabels } from '../testing/labels';
import { buildFacets, type BuildFacetsInput } from './buildFacets';
import { groupFacetValues } from './groupValues';
import type { FacetModel, ListFacet } from './types';

const list = (facets: FacetModel[], id: string): ListFacet => facetOf(facets, id, 'list');

const everything: Aggs = {
  openData: [{ key: 'true', count: 5 }],
  accessRights: [{ key: 'PUBLIC', count: 5 }],
  dataTheme: [{ key: 'ENVI', count: 2 }],
  losTheme: [{ key: 'helse-og-omsorg', count: 1 }],
  format: [{ key: 'MEDIA_TYPE text/csv', count: 3 }],
  orgPath: [{ key: '/STAT', count: 5 }],
  spatial: [{ key: 'Norge', count: 5 }],
  provenance: [{ key: 'NASJONAL', count: 1 }],
};

describe('buildFacets', () => {
  it('builds the facets of the fixture response (data services) in tab order, hiding empty ones', () => {
    const facets = buildFacets({
      scope: 'data-services',
      aggregations: fixtureResponse.aggregations,
      state: { ...DEFAULT_SEARCH_STATE, scope: 'data-services' },
      hits: fixtureResponse.hits,
      labels: testLabels,
      orgNames: new Map(),
      locale: 'en',
    });
    expect(facets.map((facet) => facet.id)).toEqual([
      'orgPath',
      'formats',
      'accessRights',
      'lastXDays',
      'lastXDaysModified',
    ]);
    expect(list(facets, 'formats').values.map((value) => value.label)).toEqual([
      'CSV (text/csv)',
      'GML (application/gml+xml)',
      'JSON (application/json)',
    ]);
    expect(list(facets, 'accessRights').values).toEqual([
      { key: 'null', label: 'Unknown', count: 3, selected: false },
    ]);
  });

  it('orders the facets of each tab as the product decided, each only where its resources carry the field', () => {
    // Written out here, not read from FACET_ORDER: a change of order must be a change of this table too.
    const days = ['lastXDays', 'lastXDaysModified'];
    const expected: Record<SearchScope, string[]> = {
      all: [
        'orgPath',
        'dataTheme',
        'losTheme',
        'accessRights',
        'openData',
        'formats',
        'spatial',
        'provenance',
        ...days,
      ],
      datasets: [
        'orgPath',
        'dataTheme',
        'losTheme',
        'accessRights',
        'openData',
        'formats',
        'spatial',
        'provenance',
        ...days,
      ],
      'data-services': ['orgPath', 'formats', 'accessRights', 'dataTheme', 'losTheme', ...days],
      concepts: ['orgPath', ...days],
      'information-models': ['orgPath', 'losTheme', 'dataTheme', ...days],
      services: ['orgPath', 'losTheme', 'spatial', ...days],
      events: ['orgPath', 'losTheme', 'spatial', ...days],
    };
    for (const [scope, order] of Object.entries(expected) as [SearchScope, string[]][]) {
      expect(build(scope, everything).map((facet) => facet.id)).toEqual(order);
    }
  });

  it('sorts by count, then label (locale-aware), with selected values first', () => {
    const facets = build(
      'datasets',
      {
        spatial: [
          { key: 'Oslo', count: 9 },
          { key: 'Ørsta', count: 4 },
          { key: 'Zeta', count: 4 },
          { key: 'Bergen', count: 4 },
          { key: 'Ålesund', count: 1 },
        ],
      },
      { spatial: ['Ålesund'] },
      { locale: 'nb' },
    );
    const values = list(facets, 'spatial').values;
    expect(values.map((value) => value.key)).toEqual(['Ålesund', 'Oslo', 'Bergen', 'Zeta', 'Ørsta']);
    expect(values.map((value) => value.selected)).toEqual([true, false, false, false, false]);
  });

  it('keeps a selected value the response lacks, with count 0, and keeps its facet visible', () => {
    const facets = build(
      'datasets',
      { dataTheme: [{ key: 'ENVI', count: 3 }] },
      { dataTheme: ['GOVE'], provenance: 'VEDTAK' },
    );
    expect(list(facets, 'dataTheme').values).toEqual([
      { key: 'GOVE', label: 'Government', count: 0, selected: true },
      { key: 'ENVI', label: 'Environment', count: 3, selected: false },
    ]);
    expect(list(facets, 'provenance').values).toEqual([
      { key: 'VEDTAK', label: 'VEDTAK', count: 0, selected: true },
    ]);
    expect(list(facets, 'provenance').selection).toBe('single');
    expect(list(facets, 'dataTheme').selection).toBe('multiple');
    expect(list(facets, 'dataTheme').selectedCount).toBe(1);
  });

  it('shows the facet of a selected filter the tab does not list, after the others', () => {
    const facets = build('concepts', { orgPath: [{ key: '/STAT', count: 2 }] }, { dataTheme: ['ENVI'] });
    expect(facets.map((facet) => facet.id)).toEqual([
      'orgPath',
      'lastXDays',
      'lastXDaysModified',
      'dataTheme',
    ]);
  });

  it('labels open data, access rights, places and day options', () => {
    const facets = build(
      'datasets',
      {
        openData: [
          { key: 'false', count: 8 },
          { key: 'true', count: 2 },
          { key: 'maybe', count: 1 },
        ],
        accessRights: [
          { key: 'PUBLIC', count: 4 },
          { key: 'null', count: 2 },
        ],
        spatial: [
          { key: 'Norge', count: 3 },
          { key: 'Oslo', count: 2 },
        ],
      },
      { lastXDays: 14 },
    );
    expect(list(facets, 'openData').values.map((value) => [value.key, value.label])).toEqual([
      ['false', 'Not open data'],
      ['true', 'Open data'],
    ]);
    expect(list(facets, 'accessRights').values.map((value) => value.label)).toEqual(['Public', 'Unknown']);
    // Untranslated place names are Bokmål: say so for the lang attribute.
    expect(list(facets, 'spatial').values).toEqual([
      { key: 'Norge', label: 'Norway', count: 3, selected: false },
      { key: 'Oslo', label: 'Oslo', lang: 'nb', count: 2, selected: false },
    ]);
    const days = facets.find((facet) => facet.id === 'lastXDays');
    expect(
      days?.kind === 'days' ? days.options.map((option) => [option.label, option.selected]) : [],
    ).toEqual([
      ['Last 7 days', false],
      ['Last 14 days', true],
      ['Last 30 days', false],
      ['Last 365 days', false],
    ]);
  });

  it('groups formats and tells apart formats with one readable name by a short detail', () => {
    const facets = build('datasets', {
      format: [
        { key: 'MEDIA_TYPE application/vnd.ms-excel', count: 5 },
        { key: 'FILE_TYPE SHP', count: 4 },
        { key: 'MEDIA_TYPE application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', count: 3 },
        { key: 'UNKNOWN', count: 2 },
        { key: 'MEDIA_TYPE text/csv', count: 1 },
        { key: 'FILE_TYPE CSV', count: 1 },
        { key: 'FILE_TYPE GEOJSON', count: 1 },
      ],
    });
    const values = list(facets, 'formats').values;
    expect(values.map((value) => [value.label, value.detail, value.group])).toEqual([
      ['Excel (xls)', 'xls', 'MEDIA_TYPE'],
      ['SHP (.shp)', '.shp', 'FILE_TYPE'],
      ['Excel (xlsx)', 'xlsx', 'MEDIA_TYPE'],
      ['Unknown', undefined, 'OTHER'],
      ['CSV (.csv)', '.csv', 'FILE_TYPE'],
      ['CSV (text/csv)', 'text/csv', 'MEDIA_TYPE'],
      ['GeoJSON (.geojson)', '.geojson', 'FILE_TYPE'],
    ]);
    expect(
      groupFacetValues(values).map((section) => [section.group, section.values.map((value) => value.label)]),
    ).toEqual([
      ['MEDIA_TYPE', ['Excel (xls)', 'Excel (xlsx)', 'CSV (text/csv)']],
      ['FILE_TYPE', ['SHP (.shp)', 'CSV (.csv)', 'GeoJSON (.geojson)']],
      ['OTHER', ['Unknown']],
    ]);
    // No two values read alike.
    expect(new Set(values.map((value) => value.label)).size).toBe(values.length);
  });

  it('leaves out bucket keys that could not be selected', () => {
    const facets = build('datasets', {
      dataTheme: [{ key: 'envi', count: 3 }],
      losTheme: [{ key: '/x', count: 1 }],
    });
    expect(facets.map((facet) => facet.id)).toEqual(['lastXDays', 'lastXDaysModified']);
  });

  it('is pure: the same input gives equal output', () => {
    const input: BuildFacetsInput = {
      scope: 'all',
      aggregations: everything,
      state: DEFAULT_SEARCH_STATE,
      hits: fixtureResponse.hits,
      labels: testLabels,
      orgNames: new Map(),
    };
    expect(buildFacets(input)).toEqual(buildFacets(input));
  });
});
