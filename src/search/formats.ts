/**
 * Readable names of `fdkFormatPrefixed` values: `MEDIA_TYPE text/csv` is "CSV", `FILE_TYPE SHP` is "SHP".
 */
import { UNKNOWN_FORMAT } from '../interface/vocabulary';

/** The kind of a format value: a media type, a file type, or anything else (the `UNKNOWN` bucket). */
export type FormatGroup = 'MEDIA_TYPE' | 'FILE_TYPE' | 'OTHER';
export const FORMAT_GROUPS: readonly FormatGroup[] = ['MEDIA_TYPE', 'FILE_TYPE', 'OTHER'];

const MEDIA_TYPE_NAMES: Readonly<Record<string, string>> = {
  'text/csv': 'CSV',
  'text/tab-separated-values': 'TSV',
  'application/json': 'JSON',
  'text/json': 'JSON',
  'application/ld+json': 'JSON-LD',
  'application/geo+json': 'GeoJSON',
  'application/vnd.geo+json': 'GeoJSON',
  'application/xml': 'XML',
  'text/xml': 'XML',
  'application/gml+xml': 'GML',
  'application/vnd.google-earth.kml+xml': 'KML',
  'application/vnd.google-earth.kmz': 'KMZ',
  'application/rdf+xml': 'RDF/XML',
  'text/turtle': 'Turtle',
  'application/n-triples': 'N-Triples',
  'application/n-quads': 'N-Quads',
  'application/trig': 'TriG',
  'application/sparql-results+json': 'SPARQL JSON',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/pdf': 'PDF',
  'text/html': 'HTML',
  'application/xhtml+xml': 'XHTML',
  'text/plain': 'Text',
  'text/markdown': 'Markdown',
  'application/zip': 'ZIP',
  'application/x-zip-compressed': 'ZIP',
  'application/gzip': 'GZIP',
  'application/x-shapefile': 'Shapefile',
  'application/vnd.shp': 'Shapefile',
  'application/x-esri-shape': 'Shapefile',
  'application/geopackage+sqlite3': 'GeoPackage',
  'application/vnd.sqlite3': 'SQLite',
  'application/x-netcdf': 'NetCDF',
  'application/netcdf': 'NetCDF',
  'application/x-hdf5': 'HDF5',
  'application/yaml': 'YAML',
  'application/x-yaml': 'YAML',
  'text/yaml': 'YAML',
  'application/vnd.oai.openapi+json': 'OpenAPI',
  'application/vnd.oai.openapi': 'OpenAPI',
  'application/atom+xml': 'Atom',
  'application/rss+xml': 'RSS',
  'application/sql': 'SQL',
  'application/octet-stream': 'Binary',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
  'image/geotiff': 'GeoTIFF',
  'image/svg+xml': 'SVG',
  'text/calendar': 'iCalendar',
  'application/x-protobuf': 'Protobuf',
  'application/vnd.apache.parquet': 'Parquet',
  'application/x-parquet': 'Parquet',
  'application/vnd.mapbox-vector-tile': 'MVT',
  'application/wfs+xml': 'WFS',
  'application/wms+xml': 'WMS',
};

/** Short names of media types too long to show whole (a format's common file extension). */
const SHORT_MEDIA_TYPES: Readonly<Record<string, string>> = {
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.google-earth.kml+xml': 'kml',
  'application/vnd.google-earth.kmz': 'kmz',
  'application/geopackage+sqlite3': 'gpkg',
  'application/sparql-results+json': 'sparql-results+json',
  'application/vnd.oai.openapi+json': 'openapi+json',
  'application/vnd.mapbox-vector-tile': 'mvt',
};

/** A media type shown whole up to this length; a longer one only through SHORT_MEDIA_TYPES. */
const MAX_DETAIL_LENGTH = 24;

/** File types (`FILE_TYPE GEOJSON`) written as their format's common name: "GeoJSON", not "GEOJSON". */
const FILE_TYPE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.values(MEDIA_TYPE_NAMES).map((name) => [name.toUpperCase(), name]),
);

/** The group of a format value. */
export function formatGroup(key: string): FormatGroup {
  if (key.startsWith('MEDIA_TYPE ')) return 'MEDIA_TYPE';
  if (key.startsWith('FILE_TYPE ')) return 'FILE_TYPE';
  return 'OTHER';
}

/** A media type's readable name; otherwise its subtype without `vnd.`/`x-`, upper-cased. */
export function mediaTypeLabel(mediaType: string): string {
  const essence = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  const known = MEDIA_TYPE_NAMES[essence];
  if (known) return known;
  const slash = essence.indexOf('/');
  const subtype = (slash >= 0 ? essence.slice(slash + 1) : essence).replace(/^(?:vnd\.|x-)/, '');
  return subtype === '' ? mediaType.trim() : subtype.toUpperCase();
}

/**
 * The readable name of a format value, or `null` for `UNKNOWN` (and blank values): the caller labels
 * that bucket. A value without a known prefix is shown as it is.
 */
export function formatLabel(key: string): string | null {
  const value = key.trim();
  if (value === '' || value === UNKNOWN_FORMAT) return null;
  if (value.startsWith('MEDIA_TYPE ')) return mediaTypeLabel(value.slice('MEDIA_TYPE '.length));
  // `value` is trimmed, so a file type's name is never blank here.
  if (value.startsWith('FILE_TYPE ')) return fileTypeLabel(value.slice('FILE_TYPE '.length).trim());
  return value;
}

/** A file type's common name where it has one ("GEOJSON" -> "GeoJSON"), else as it is. */
export function fileTypeLabel(fileType: string): string {
  return FILE_TYPE_NAMES.get(fileType.toUpperCase()) ?? fileType;
}

/**
 * What tells a format value apart from another of the same name, shown beside it in smaller text: a media type
 * (`text/csv`, or `xlsx` for a long one), or a file type's extension (`.csv`); `null` when there is nothing short
 * to add. So "CSV (text/csv)" and "CSV (.csv)" never read alike.
 */
export function formatDetail(key: string): string | null {
  const value = key.trim();
  if (value.startsWith('MEDIA_TYPE ')) {
    const essence = (value.slice('MEDIA_TYPE '.length).split(';')[0] ?? '').trim().toLowerCase();
    const short = SHORT_MEDIA_TYPES[essence];
    if (short !== undefined) return short;
    return essence !== '' && essence.length <= MAX_DETAIL_LENGTH ? essence : null;
  }
  if (value.startsWith('FILE_TYPE ')) {
    // Always there, so a file type never reads like a media type of the same name.
    return `.${value.slice('FILE_TYPE '.length).trim().toLowerCase()}`;
  }
  return null;
}

/** A format value's label in facets and chips: its name with its detail, "Excel (xlsx)"; `null` for `UNKNOWN`. */
export function formatValueLabel(key: string): string | null {
  const name = formatLabel(key);
  if (name === null) return null;
  const detail = formatDetail(key);
  return detail === null || detail.toLowerCase() === name.toLowerCase() ? name : `${name} (${detail})`;
}

/** The readable names of a hit's formats, without duplicates, in first-seen order; `UNKNOWN` is left out. */
export function formatLabels(keys: readonly string[]): string[] {
  const labels = new Set<string>();
  for (const key of keys) {
    const label = formatLabel(key);
    if (label !== null) labels.add(label);
  }
  return [...labels];
}
