import { describe, expect, it } from 'vitest';

import { groupFacetValues } from './groupValues';
import type { FacetValue } from './types';

const value = (key: string, group?: FacetValue['group']): FacetValue =>
  group === undefined
    ? { key, label: key, count: 1, selected: false }
    : { key, label: key, count: 1, selected: false, group };

describe('groupFacetValues', () => {
  it('sections values into media types, file types and other, keeping their order within each', () => {
    const values = [
      value('FILE_TYPE SHP', 'FILE_TYPE'),
      value('MEDIA_TYPE text/csv', 'MEDIA_TYPE'),
      value('UNKNOWN', 'OTHER'),
      value('FILE_TYPE GML', 'FILE_TYPE'),
      value('MEDIA_TYPE application/json', 'MEDIA_TYPE'),
    ];
    expect(
      groupFacetValues(values).map((section) => [section.group, section.values.map((v) => v.key)]),
    ).toEqual([
      ['MEDIA_TYPE', ['MEDIA_TYPE text/csv', 'MEDIA_TYPE application/json']],
      ['FILE_TYPE', ['FILE_TYPE SHP', 'FILE_TYPE GML']],
      ['OTHER', ['UNKNOWN']],
    ]);
  });

  it('counts a value without a group as other, and leaves out empty sections', () => {
    const sections = groupFacetValues([value('x'), value('FILE_TYPE SHP', 'FILE_TYPE')]);
    expect(sections.map((section) => section.group)).toEqual(['FILE_TYPE', 'OTHER']);
    expect(sections[1]?.values.map((v) => v.key)).toEqual(['x']);
    expect(groupFacetValues([])).toEqual([]);
  });
});
