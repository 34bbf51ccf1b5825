import { describe, expect, it } from 'vitest';

import { formatGroup, formatLabel, formatLabels, mediaTypeLabel } from './formats';

describe('format labels', () => {
  it('names common media types', () => {
    expect(formatLabel('MEDIA_TYPE text/csv')).toBe('CSV');
    expect(formatLabel('MEDIA_TYPE application/json')).toBe('JSON');
    expect(formatLabel('MEDIA_TYPE application/vnd.ms-excel')).toBe('Excel');
    expect(formatLabel('MEDIA_TYPE application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'Excel',
    );
    expect(formatLabel('MEDIA_TYPE application/geo+json')).toBe('GeoJSON');
    expect(formatLabel('MEDIA_TYPE application/gml+xml')).toBe('GML');
  });

  it('falls back to the upper-cased subtype', () => {
    expect(mediaTypeLabel('application/x-foo')).toBe('FOO');
    expect(mediaTypeLabel('application/vnd.bar+json; charset=utf-8')).toBe('BAR+JSON');
    expect(mediaTypeLabel('text/CSV')).toBe('CSV');
  });

  it('names file types as they are and leaves UNKNOWN to the caller', () => {
    expect(formatLabel('FILE_TYPE SHP')).toBe('SHP');
    expect(formatLabel('UNKNOWN')).toBeNull();
    expect(formatLabel('Something')).toBe('Something');
  });

  it('groups by prefix', () => {
    expect(['MEDIA_TYPE text/csv', 'FILE_TYPE SHP', 'UNKNOWN', 'x'].map(formatGroup)).toEqual([
      'MEDIA_TYPE',
      'FILE_TYPE',
      'OTHER',
      'OTHER',
    ]);
  });

  it("dedupes a hit's readable formats", () => {
    expect(
      formatLabels(['MEDIA_TYPE text/csv', 'FILE_TYPE CSV', 'UNKNOWN', 'MEDIA_TYPE application/json']),
    ).toEqual(['CSV', 'JSON']);
  });
});
