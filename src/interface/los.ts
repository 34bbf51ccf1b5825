/**
 * LOS, the Norwegian public sector's theme vocabulary (https://psi.norge.no/los), with labels in the app's
 * three languages (one table per language: ./losLabels.nb.ts, .nn.ts, .en.ts): every main theme, every
 * second-level theme and a selection of third-level words, with the slugs and labels LOS itself uses (a few
 * English labels that LOS gets wrong are corrected). The demo catalogue draws its `losTheme` paths from here and
 * the app labels them; a path not listed is still shown, labelled from its slug.
 */
import { LOS_TABLE_EN } from './losLabels.en';
import { LOS_TABLE_NB } from './losLabels.nb';
import { LOS_TABLE_NN } from './losLabels.nn';
import { parseLosTable } from './losTable';

export interface LosTheme {
  /** Slash-separated slugs, no leading slash: `helse-og-omsorg/svangerskap`. */
  readonly path: string;
  readonly label: { readonly nb: string; readonly nn: string; readonly en: string };
}

const nnLabels = new Map(parseLosTable(LOS_TABLE_NN));
const enLabels = new Map(parseLosTable(LOS_TABLE_EN));

/** A path listed in Bokmål but not in another language is a mistake in the tables: fail where it is made. */
function labelIn(labels: ReadonlyMap<string, string>, path: string, lang: string): string {
  const label = labels.get(path);
  if (label === undefined) throw new Error(`LOS theme ${path} has no ${lang} label`);
  return label;
}

/**
 * Every listed theme with its three labels (the demo catalogue, the server and tests). The app itself reads one
 * language's table, through src/i18n/codes.
 */
export const LOS_THEMES: readonly LosTheme[] = parseLosTable(LOS_TABLE_NB).map(([path, nb]) => ({
  path,
  label: { nb, nn: labelIn(nnLabels, path, 'nn'), en: labelIn(enLabels, path, 'en') },
}));
