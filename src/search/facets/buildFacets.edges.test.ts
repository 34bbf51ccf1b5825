/** buildFacets at its edges: repeated buckets, look-alike format names, tree and day selections, defaults. */
import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE } from '../state';
import { build, facetOf } from '../testing/facets';
import { testLabels } from '../testing/labels';
import { buildFacets } from './buildFacets';

describe('list facets', () => {
  it('keeps the first count of a key the response repeats', () => {
    const values = facetOf(
      build('datasets', {
        dataTheme: [
          { key: 'ENVI', count: 3 },
          { key: 'ENVI', count: 9 },
        ],
      }),
      'dataTheme',
      'list',
    ).values;
    expect(values).toEqual([{ key: 'ENVI', label: 'Environment', count: 3, selected: false }]);
  });

  it('leaves out a bucket whose key merely prints like a value ("undefined")', () => {
    const facets = build('datasets', {
      openData: [{ key: 'undefined', count: 2 }],
      accessRights: [{ key: 'undefined', count: 1 }],
    });
    expect(facets.map((candidate) => candidate.id)).toEqual(['lastXDays', 'lastXDaysModified']);
  });

  it('a media type and a file type of one format read differently (the type in the detail)', () => {
    const values = facetOf(
      build('datasets', {
        format: [
          { key: 'MEDIA_TYPE text/csv', count: 2 },
          { key: 'FILE_TYPE CSV', count: 1 },
        ],
      }),
      'formats',
      'list',
    ).values;
    expect(values.map((value) => [value.label, value.group])).toEqual([
      ['CSV (text/csv)', 'MEDIA_TYPE'],
      ['CSV (.csv)', 'FILE_TYPE'],
    ]);
  });

  it('appends the key only to look-alike formats, not to other values that share a label', () => {
    // The test labeler calls "Norge" "Norway": a bucket named "Norway" then has the same label.
    const values = facetOf(
      build('datasets', {
        spatial: [
          { key: 'Norge', count: 2 },
          { key: 'Norway', count: 1 },
        ],
      }),
      'spatial',
      'list',
    ).values;
    expect(values.map((value) => value.label)).toEqual(['Norway', 'Norway']);
  });

  it('tells look-alike formats of one group apart by their whole value, and leaves the others as they are', () => {
    const values = facetOf(
      build('datasets', {
        format: [
          { key: 'MEDIA_TYPE text/csv', count: 3 },
          { key: 'MEDIA_TYPE text/csv; charset=utf-8', count: 2 },
          { key: 'FILE_TYPE CSV', count: 1 },
          { key: 'MEDIA_TYPE application/json', count: 1 },
        ],
      }),
      'formats',
      'list',
    ).values;
    expect(values.map((value) => [value.label, value.detail])).toEqual([
      ['CSV (text/csv)', 'text/csv'],
      ['CSV (text/csv; charset=utf-8)', 'text/csv; charset=utf-8'],
      ['CSV (.csv)', '.csv'],
      ['JSON (application/json)', 'application/json'],
    ]);
  });

  it('gives only the formats facet groups', () => {
    const facets = build('datasets', {
      format: [{ key: 'MEDIA_TYPE text/csv', count: 2 }],
      dataTheme: [{ key: 'ENVI', count: 1 }],
    });
    expect(facetOf(facets, 'dataTheme', 'list').values[0]).not.toHaveProperty('group');
    expect(facetOf(facets, 'formats', 'list').values[0]?.group).toBe('MEDIA_TYPE');
  });

  it('counts the selected values and leaves out lang when the label is in the UI language', () => {
    const list = facetOf(
      build(
        'datasets',
        {
          accessRights: [
            { key: 'PUBLIC', count: 2 },
            { key: 'RESTRICTED', count: 1 },
          ],
        },
        { accessRights: 'RESTRICTED' },
      ),
      'accessRights',
      'list',
    );
    expect(list.selectedCount).toBe(1);
    expect(list.values.map((value) => [value.key, value.selected])).toEqual([
      ['RESTRICTED', true],
      ['PUBLIC', false],
    ]);
    expect(list.values.every((value) => !('lang' in value))).toBe(true);
  });
});

describe('tree facets', () => {
  it('count one selection for an organisation and each selected LOS theme', () => {
    const facets = build(
      'datasets',
      {
        orgPath: [
          { key: '/STAT', count: 4 },
          { key: '/STAT/1', count: 2 },
        ],
        losTheme: [
          { key: 'helse-og-omsorg', count: 3 },
          { key: 'natur-klima-og-miljo', count: 2 },
        ],
      },
      { orgPath: '/STAT/1', losTheme: ['helse-og-omsorg', 'natur-klima-og-miljo'] },
    );
    const org = facetOf(facets, 'orgPath', 'tree');
    expect([org.selection, org.selectedCount]).toEqual(['single', 1]);
    const los = facetOf(facets, 'losTheme', 'tree');
    expect([los.selection, los.selectedCount]).toEqual(['multiple', 2]);
  });

  it('count nothing when nothing is selected, and are left out without nodes', () => {
    const facets = build('datasets', { orgPath: [{ key: '/STAT', count: 4 }] });
    expect(facetOf(facets, 'orgPath', 'tree').selectedCount).toBe(0);
    expect(facets.some((candidate) => candidate.id === 'losTheme')).toBe(false);
  });
});

describe('days facets', () => {
  it('offer the given choices in ascending order, with a selected count', () => {
    const facets = build('datasets', {}, { lastXDaysModified: 3 }, { dayOptions: [90, 1] });
    const days = facetOf(facets, 'lastXDaysModified', 'days');
    expect(days.options.map((option) => [option.key, option.days, option.selected])).toEqual([
      ['1', 1, false],
      ['3', 3, true],
      ['90', 90, false],
    ]);
    expect(days.selectedCount).toBe(1);
    const unselected = facetOf(facets, 'lastXDays', 'days');
    expect(unselected.selectedCount).toBe(0);
    expect(unselected.options.map((option) => option.key)).toEqual(['1', '90']);
    expect(days.selection).toBe('single');
  });
});

describe('defaults', () => {
  it('labels in Bokmål unless told otherwise: a Norwegian place then needs no lang', () => {
    const facets = buildFacets({
      scope: 'datasets',
      aggregations: { spatial: [{ key: 'Oslo', count: 1 }] },
      state: DEFAULT_SEARCH_STATE,
      hits: [],
      labels: testLabels,
      orgNames: new Map(),
    });
    expect(facetOf(facets, 'spatial', 'list').values).toEqual([
      { key: 'Oslo', label: 'Oslo', count: 1, selected: false },
    ]);
  });
});
