/**
 * Labels of the interface's codes in one UI language. Each language's table (./codes/nb.ts, nn.ts, en.ts) travels
 * in that language's message chunk (`Messages.codes`), so the first page carries only the active language's
 * labels; read them through `useI18n().labels` (./labeler.ts). A code not listed here (the service may add one)
 * is shown as the code itself, never a crash.
 */
import type {
  AccessRight,
  EuTheme,
  OrgKind,
  Provenance,
  ResourceType,
  SPECIALIZED_TYPES,
} from '../interface/vocabulary';

export type SpecializedType = (typeof SPECIALIZED_TYPES)[number];

export interface CodeLabels {
  /** EU data themes: the Publications Office's English labels, the Norwegian ones of data.norge.no. */
  readonly euThemes: Readonly<Record<EuTheme, string>>;
  readonly accessRights: Readonly<Record<AccessRight, string>>;
  readonly provenances: Readonly<Record<Provenance, string>>;
  /** The kind of organisation, the first segment of an `orgPath`. */
  readonly orgKinds: Readonly<Record<OrgKind, string>>;
  readonly specializedTypes: Readonly<Record<SpecializedType, string>>;
  /** Plural for tabs, singular for a hit's type badge. */
  readonly resourceTypes: Readonly<
    Record<ResourceType, { readonly singular: string; readonly plural: string }>
  >;
  readonly openData: { readonly true: string; readonly false: string };
  /** The `"null"` bucket: resources without a value. */
  readonly unknown: string;
  /** The format `UNKNOWN`. */
  readonly unknownFormat: string;
  /**
   * `spatial` keys are Bokmål place names. Most Norwegian place names are the same in every language; the few
   * that are not are listed here.
   */
  readonly places: Readonly<Record<string, string>>;
  /** LOS themes by path (from src/interface/losLabels.*.ts). */
  readonly losThemes: Readonly<Record<string, string>>;
}

/** The label of `code` in `table`, or `undefined` for a code the table does not know. */
export function lookupLabel<V>(table: Readonly<Record<string, V>>, code: string): V | undefined {
  // `hasOwn`, not `in`: a code such as "constructor" must not find Object.prototype.
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

/** `familie-og-barn` → `Familie og barn`. */
export function humanizeSlug(slug: string): string {
  const words = slug.split(/[-_]+/).filter((word) => word !== '');
  const text = words.join(' ');
  return text.charAt(0).toLocaleUpperCase('nb') + text.slice(1);
}
