import { describe, expect, it } from 'vitest';

import fc from 'fast-check';

import {
  formatDetail,
  formatGroup,
  formatLabel,
  formatLabels,
  formatValueLabel,
  mediaTypeLabel,
} from './formats';

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

describe('format names of the catalogue', () => {
  it("names the media types the catalogue's distributions use most", () => {
    const names = [
      ['text/csv', 'CSV'],
      ['application/json', 'JSON'],
      ['application/xml', 'XML'],
      ['text/html', 'HTML'],
      ['application/pdf', 'PDF'],
      ['application/rdf+xml', 'RDF/XML'],
      ['text/turtle', 'Turtle'],
      ['application/ld+json', 'JSON-LD'],
      ['application/vnd.geo+json', 'GeoJSON'],
      ['application/vnd.google-earth.kml+xml', 'KML'],
      ['application/zip', 'ZIP'],
    ];
    expect(names.map(([type]) => formatLabel(`MEDIA_TYPE ${type}`))).toEqual(names.map(([, name]) => name));
  });

  it('names the rarer formats by their usual names, not by their registered subtype', () => {
    const names = [
      ['text/tab-separated-values', 'TSV'],
      ['application/vnd.google-earth.kmz', 'KMZ'],
      ['application/n-triples', 'N-Triples'],
      ['application/n-quads', 'N-Quads'],
      ['application/trig', 'TriG'],
      ['application/sparql-results+json', 'SPARQL JSON'],
      ['application/vnd.ms-excel', 'Excel'],
      ['application/vnd.oasis.opendocument.spreadsheet', 'ODS'],
      ['application/msword', 'Word'],
      ['application/vnd.oasis.opendocument.text', 'ODT'],
      ['application/xhtml+xml', 'XHTML'],
      ['text/plain', 'Text'],
      ['text/markdown', 'Markdown'],
      ['application/x-shapefile', 'Shapefile'],
      ['application/geopackage+sqlite3', 'GeoPackage'],
      ['application/vnd.sqlite3', 'SQLite'],
      ['application/netcdf', 'NetCDF'],
      ['application/x-hdf5', 'HDF5'],
      ['application/vnd.oai.openapi', 'OpenAPI'],
      ['application/atom+xml', 'Atom'],
      ['application/rss+xml', 'RSS'],
      ['application/octet-stream', 'Binary'],
      ['image/svg+xml', 'SVG'],
      ['text/calendar', 'iCalendar'],
      ['application/x-protobuf', 'Protobuf'],
      ['application/x-parquet', 'Parquet'],
      ['application/vnd.mapbox-vector-tile', 'MVT'],
      ['application/wfs+xml', 'WFS'],
      ['application/wms+xml', 'WMS'],
    ];
    expect(names.map(([type]) => mediaTypeLabel(type ?? ''))).toEqual(names.map(([, name]) => name));
  });

  it('gives one name to the media types registered for one format, so a hit lists it once', () => {
    const aliases = [
      ['application/json', 'text/json'],
      ['application/geo+json', 'application/vnd.geo+json'],
      ['application/xml', 'text/xml'],
      ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['application/zip', 'application/x-zip-compressed'],
      ['application/x-shapefile', 'application/vnd.shp', 'application/x-esri-shape'],
      ['application/x-netcdf', 'application/netcdf'],
      ['application/yaml', 'application/x-yaml', 'text/yaml'],
      ['application/vnd.oai.openapi+json', 'application/vnd.oai.openapi'],
      ['application/vnd.apache.parquet', 'application/x-parquet'],
    ];
    for (const family of aliases) {
      const labels = formatLabels(family.map((type) => `MEDIA_TYPE ${type}`));
      expect(labels).toHaveLength(1);
    }
  });

  it('reads a media type case-insensitively and without its parameters', () => {
    expect(mediaTypeLabel(' Text/CSV ; charset=UTF-8')).toBe('CSV');
    expect(mediaTypeLabel('application/vnd.foo')).toBe('FOO');
    expect(mediaTypeLabel('geojson')).toBe('GEOJSON');
    expect(mediaTypeLabel(' / ')).toBe('/');
  });

  it('leaves out blank values and trims file types', () => {
    expect(formatLabel('  ')).toBeNull();
    expect(formatLabel(' FILE_TYPE  GML ')).toBe('GML');
    expect(formatLabel('MEDIA_TYPE')).toBe('MEDIA_TYPE');
    expect(formatGroup('MEDIA_TYPEtext/csv')).toBe('OTHER');
    expect(formatGroup('FILE_TYPEX')).toBe('OTHER');
  });
});

describe('format values in facets and chips', () => {
  it('adds a short detail: the media type, a long one by its extension, a file type by its extension', () => {
    expect(formatValueLabel('MEDIA_TYPE text/csv')).toBe('CSV (text/csv)');
    expect(
      formatValueLabel('MEDIA_TYPE application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ).toBe('Excel (xlsx)');
    expect(formatValueLabel('FILE_TYPE CSV')).toBe('CSV (.csv)');
    expect(formatValueLabel('FILE_TYPE GEOJSON')).toBe('GeoJSON (.geojson)');
    expect(formatValueLabel('UNKNOWN')).toBeNull();
    expect(formatDetail('Something')).toBeNull();
  });

  it('never reads a media type like a file type, and keeps every detail short', () => {
    const token = fc.stringMatching(/^[a-z][a-z0-9.+-]{0,40}$/);
    fc.assert(
      fc.property(token, token, (type, subtype) => {
        const media = formatValueLabel(`MEDIA_TYPE ${type}/${subtype}`);
        const file = formatValueLabel(`FILE_TYPE ${subtype.toUpperCase()}`);
        expect(media).not.toBe(file);
        const detail = formatDetail(`MEDIA_TYPE ${type}/${subtype}`);
        expect(detail === null || detail.length <= 24).toBe(true);
        expect(formatDetail(`FILE_TYPE ${subtype}`)).toBe(`.${subtype}`);
      }),
    );
  });
});
