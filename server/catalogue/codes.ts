/**
 * The coded values the demo catalogue hands out, in the shapes of the public service: EU data themes,
 * access rights, provenance, formats and places. Objects are built once and shared by every resource that
 * carries them, so a catalogue of 200 000 resources stays small; treat them as read-only.
 */
import type { CodedValue } from '../../src/interface/searchObject';
import { LOS_THEMES } from '../../src/interface/los';
import type { AccessRight, EuTheme, Provenance } from '../../src/interface/vocabulary';
import { text3, type Text3 } from './text3';

export type DataThemeValue = {
  readonly code: EuTheme;
  readonly title: Text3;
};

const EU_THEME_TITLES: Record<EuTheme, string> = {
  AGRI: 'Jordbruk, fiskeri, skogbruk og mat | Jordbruk, fiskeri, skogbruk og mat | Agriculture, fisheries, forestry and food',
  ECON: 'Økonomi og finans | Økonomi og finans | Economy and finance',
  EDUC: 'Utdanning, kultur og sport | Utdanning, kultur og sport | Education, culture and sport',
  ENER: 'Energi | Energi | Energy',
  ENVI: 'Miljø | Miljø | Environment',
  GOVE: 'Forvaltning og offentlig sektor | Forvaltning og offentleg sektor | Government and public sector',
  HEAL: 'Helse | Helse | Health',
  INTR: 'Internasjonale temaer | Internasjonale tema | International issues',
  JUST: 'Justis, rettssystem og allmenn sikkerhet | Justis, rettssystem og allmenn tryggleik | Justice, legal system and public safety',
  OP_DATPRO: 'Midlertidige data | Mellombelse data | Provisional data',
  REGI: 'Regioner og byer | Regionar og byar | Regions and cities',
  SOCI: 'Befolkning og samfunn | Befolkning og samfunn | Population and society',
  TECH: 'Vitenskap og teknologi | Vitskap og teknologi | Science and technology',
  TRAN: 'Transport | Transport | Transport',
};

export const DATA_THEMES: Readonly<Record<EuTheme, DataThemeValue>> = Object.fromEntries(
  Object.entries(EU_THEME_TITLES).map(([code, title]) => [code, { code, title: text3(title) }]),
) as Record<EuTheme, DataThemeValue>;

const ACCESS_RIGHT_URI = 'http://publications.europa.eu/resource/authority/access-right/';

export const ACCESS_RIGHT_VALUES: Readonly<Record<AccessRight, CodedValue>> = {
  PUBLIC: {
    uri: `${ACCESS_RIGHT_URI}PUBLIC`,
    code: 'PUBLIC',
    prefLabel: text3('Offentlig | Offentleg | Public'),
  },
  RESTRICTED: {
    uri: `${ACCESS_RIGHT_URI}RESTRICTED`,
    code: 'RESTRICTED',
    prefLabel: text3('Begrenset offentlighet | Avgrensa offentlegheit | Restricted'),
  },
  NON_PUBLIC: {
    uri: `${ACCESS_RIGHT_URI}NON_PUBLIC`,
    code: 'NON_PUBLIC',
    prefLabel: text3('Unntatt offentlighet | Unnateke offentlegheit | Non-public'),
  },
};

/** Access rights as some harvested catalogues give them: a URI and nothing else. */
export const ACCESS_RIGHT_URI_ONLY: Readonly<Record<AccessRight, CodedValue>> = {
  PUBLIC: { uri: `${ACCESS_RIGHT_URI}PUBLIC` },
  RESTRICTED: { uri: `${ACCESS_RIGHT_URI}RESTRICTED` },
  NON_PUBLIC: { uri: `${ACCESS_RIGHT_URI}NON_PUBLIC` },
};

const PROVENANCE_URI = 'http://data.brreg.no/datakatalog/provinens/';

export const PROVENANCE_VALUES: Readonly<Record<Provenance, CodedValue>> = {
  NASJONAL: {
    uri: `${PROVENANCE_URI}nasjonal`,
    code: 'NASJONAL',
    prefLabel: text3('Autoritativ kilde | Autoritativ kjelde | Authoritative source'),
  },
  VEDTAK: { uri: `${PROVENANCE_URI}vedtak`, code: 'VEDTAK', prefLabel: text3('Vedtak | Vedtak | Decision') },
  BRUKER: {
    uri: `${PROVENANCE_URI}bruker`,
    code: 'BRUKER',
    prefLabel: text3('Brukergenerert | Brukargenerert | User generated'),
  },
  TREDJEPART: {
    uri: `${PROVENANCE_URI}tredjepart`,
    code: 'TREDJEPART',
    prefLabel: text3('Tredjepart | Tredjepart | Third party'),
  },
};

/** Tabular and document formats, as `fdkFormatPrefixed` spells them. */
export const TABULAR_FORMATS = [
  'MEDIA_TYPE text/csv',
  'MEDIA_TYPE application/json',
  'MEDIA_TYPE application/xml',
  'MEDIA_TYPE application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'MEDIA_TYPE application/vnd.ms-excel',
  'MEDIA_TYPE text/html',
  'MEDIA_TYPE application/pdf',
  'MEDIA_TYPE application/rdf+xml',
  'MEDIA_TYPE text/turtle',
  'MEDIA_TYPE application/ld+json',
  'FILE_TYPE CSV',
  'FILE_TYPE JSON',
  'FILE_TYPE XLSX',
  'FILE_TYPE XML',
  'FILE_TYPE PDF',
  'FILE_TYPE ZIP',
  'FILE_TYPE HTML',
] as const;

/** Geographic formats. */
export const GEO_FORMATS = [
  'MEDIA_TYPE application/vnd.geo+json',
  'MEDIA_TYPE application/gml+xml',
  'MEDIA_TYPE application/vnd.google-earth.kml+xml',
  'MEDIA_TYPE application/zip',
  'MEDIA_TYPE text/csv',
  'MEDIA_TYPE application/json',
  'FILE_TYPE SHP',
  'FILE_TYPE GML',
  'FILE_TYPE GEOJSON',
  'FILE_TYPE GPKG',
  'FILE_TYPE KML',
  'FILE_TYPE TIFF',
  'FILE_TYPE SOSI',
] as const;

/** What an API answers in. */
export const API_FORMATS = [
  'MEDIA_TYPE application/json',
  'MEDIA_TYPE application/xml',
  'MEDIA_TYPE text/csv',
  'MEDIA_TYPE application/vnd.geo+json',
  'MEDIA_TYPE application/gml+xml',
  'MEDIA_TYPE application/ld+json',
  'MEDIA_TYPE text/turtle',
] as const;

export type Place = {
  readonly value: CodedValue;
  /** The county of a municipality, by name. */
  readonly county: string | null;
};

const GEONORGE = 'https://data.geonorge.no/administrativeEnheter';

/** Norway, without a code, as many harvested catalogues give it. */
export const NORWAY: Place = {
  value: { uri: `${GEONORGE}/nasjon/id/173163`, prefLabel: text3('Norge | Noreg | Norway') },
  county: null,
};

/** `fylkesnummer | name`, the counties of 2024. */
const COUNTIES = `
03 | Oslo
11 | Rogaland
15 | Møre og Romsdal
18 | Nordland
31 | Østfold
32 | Akershus
33 | Buskerud
34 | Innlandet
39 | Vestfold
40 | Telemark
42 | Agder
46 | Vestland
50 | Trøndelag
55 | Troms
56 | Finnmark
`;

/** `kommunenummer | name`, a selection of municipalities; the county is the first two digits. */
const MUNICIPALITIES = `
0301 | Oslo
4601 | Bergen
5001 | Trondheim
1103 | Stavanger
3201 | Bærum
4204 | Kristiansand
3301 | Drammen
5501 | Tromsø
3107 | Fredrikstad
1108 | Sandnes
1804 | Bodø
1508 | Ålesund
3203 | Asker
3205 | Lillestrøm
3105 | Sarpsborg
4003 | Skien
3403 | Hamar
3405 | Lillehammer
4203 | Arendal
1106 | Haugesund
1506 | Molde
5603 | Alta
5503 | Harstad
3407 | Gjøvik
3909 | Larvik
3905 | Tønsberg
3103 | Moss
3303 | Kongsberg
5006 | Steinkjer
4621 | Voss
1806 | Narvik
5037 | Levanger
`;

function rows(block: string): [string, string][] {
  return block
    .trim()
    .split('\n')
    .map((line) => {
      const [code = '', name = ''] = line.split('|').map((cell) => cell.trim());
      return [code, name];
    });
}

/** Counties by name. */
export const COUNTIES_BY_NAME: ReadonlyMap<string, Place> = new Map(
  rows(COUNTIES).map(([code, name]) => [
    name,
    { value: { uri: `${GEONORGE}/fylke/id/1731${code}`, code, prefLabel: text3(name) }, county: null },
  ]),
);

/** Municipalities by name. */
export const MUNICIPALITIES_BY_NAME: ReadonlyMap<string, Place> = new Map(
  rows(MUNICIPALITIES).map(([code, name]) => {
    const county = rows(COUNTIES).find(([countyCode]) => countyCode === code.slice(0, 2));
    return [
      name,
      {
        value: { uri: `${GEONORGE}/kommune/id/17${code}`, code, prefLabel: text3(name) },
        county: county?.[1] ?? null,
      },
    ];
  }),
);

export type LosThemeValue = {
  readonly name: Text3;
  readonly losPaths: string[];
};

/** One shared `losTheme` entry per LOS path. */
export const LOS_THEME_VALUES: ReadonlyMap<string, LosThemeValue> = new Map(
  LOS_THEMES.map((theme) => [theme.path, { name: theme.label, losPaths: [theme.path] }]),
);
