/** A plain English FacetLabeler for tests (the app's own comes from the i18n layer). Test-only. */
import { LOS_THEMES } from '../../interface/los';
import type { FacetLabeler } from '../facets/labeler';

const KINDS: Readonly<Record<string, string>> = {
  STAT: 'State',
  KOMMUNE: 'Municipality',
  FYLKE: 'County',
  ANNET: 'Other',
};
const THEMES: Readonly<Record<string, string>> = {
  ENVI: 'Environment',
  GOVE: 'Government',
  TRAN: 'Transport',
};
const PLACES: Readonly<Record<string, string>> = { Norge: 'Norway' };
const LOS = new Map(LOS_THEMES.map((theme) => [theme.path, theme.label.en]));

export const testLabels: FacetLabeler = {
  orgKind: (kind) => KINDS[kind] ?? kind,
  accessRights: (code) =>
    ({ PUBLIC: 'Public', RESTRICTED: 'Restricted', NON_PUBLIC: 'Non-public' })[code] ?? code,
  euTheme: (code) => THEMES[code] ?? code,
  provenance: (code) => (code === 'NASJONAL' ? 'National' : code),
  openData: (value) => (value ? 'Open data' : 'Not open data'),
  unknown: () => 'Unknown',
  spatial: (label) => PLACES[label] ?? label,
  listedLosTheme: (path) => LOS.get(path),
  days: (_filter, days) => `Last ${days} days`,
};
