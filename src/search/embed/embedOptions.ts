/**
 * The embedding part of the URL (docs/app-contract.md, "Embedding"): how an `<iframe src>` configures the app. These
 * options are the host's, not the visitor's: no control of the app changes them, and every URL the app writes
 * carries them unchanged, after the visitor's own search.
 */
import { RESOURCE_TYPES, type ResourceType } from '../../interface/vocabulary';
import { chooseOne } from '../chooseOne';
import { filterKeys, parseFilter, type Parsed, type UrlProblem } from '../filters/filterCodec';
import { EMPTY_FILTERS, URL_FILTERS, type SearchFilters, type UrlFilterName } from '../state';

/** Parts of the page a minimal embed can leave out (`hide=tabs,sort`). */
export const HIDEABLE_PARTS = ['tabs', 'search', 'facets', 'sort', 'pagination'] as const;
export type HideablePart = (typeof HIDEABLE_PARTS)[number];

/** Where a result title leads: the host page (`_top`), a new tab, the frame itself, or the in-app preview. */
export const LINK_TARGETS = ['_top', '_blank', '_self', 'preview'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export interface EmbedOptions {
  /** `embed=1`: the app inside a host page (no site header or footer, compact, transparent). */
  readonly embed: boolean;
  /** `lock.<filter>`: filters applied to every request that the visitor cannot remove. */
  readonly locks: SearchFilters;
  /** `lock.type`: the only resource type the embed searches. */
  readonly lockType: ResourceType | null;
  /** `hide=`: the parts left out, in HIDEABLE_PARTS order. */
  readonly hide: readonly HideablePart[];
  /** `linkTarget`; `null` when absent (the app's default applies: `preview` in an embed). */
  readonly linkTarget: LinkTarget | null;
  /** `accent`: the host's brand colour as `#rrggbb` (lower case); `null` when absent. */
  readonly accent: string | null;
  /** `parentOrigin`: the host page's origin (`https://www.kommune.no`); `null` when absent. */
  readonly parentOrigin: string | null;
}

export const NO_EMBED: EmbedOptions = Object.freeze({
  embed: false,
  locks: EMPTY_FILTERS,
  lockType: null,
  hide: [],
  linkTarget: null,
  accent: null,
  parentOrigin: null,
});

/** The parameter that locks a filter: `lock.dataTheme`. */
export const lockParam = (filter: UrlFilterName): string => `lock.${filter}`;
export const LOCK_TYPE_PARAM = 'lock.type';

/** The embedding parameters, in the order they are written (after the search's own). */
export const EMBED_PARAMS: readonly string[] = [
  'embed',
  ...URL_FILTERS.map(lockParam),
  LOCK_TYPE_PARAM,
  'hide',
  'linkTarget',
  'accent',
  'parentOrigin',
];

export function isEmbedParam(name: string): boolean {
  return EMBED_PARAMS.includes(name);
}

export function isHideablePart(value: string): value is HideablePart {
  return (HIDEABLE_PARTS as readonly string[]).includes(value);
}

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#1e4d8c`, `1e4d8c` or `#14c` (any case) as `#1e4d8c`. Other CSS colour syntaxes are refused. */
export function parseAccent(raw: string): Parsed<string> {
  const digits = HEX_COLOUR.exec(raw.trim())?.[1]?.toLowerCase();
  if (digits === undefined) return { ok: false, problem: 'invalid-value' };
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  // A shorter or upper-case form is the same colour: taken, and written back in the canonical form.
  return { ok: true, value: `#${full}` };
}

/** An http(s) origin exactly as `URL.origin` writes it (no path, query, user or trailing slash). */
export function parseParentOrigin(raw: string): Parsed<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'invalid-value' };
  }
  const usable = (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === raw;
  return usable ? { ok: true, value: raw } : { ok: false, problem: 'invalid-value' };
}

function parseOne<T>(
  param: string,
  raws: readonly string[],
  parse: (raw: string) => Parsed<T>,
  report: (param: string, raw: string, problem: UrlProblem) => void,
): T | null {
  return chooseOne(raws, parse, (raw, problem) => report(param, raw, problem))?.value ?? null;
}

const parseFlag = (raw: string): Parsed<boolean> =>
  raw === '1' ? { ok: true, value: true } : { ok: false, problem: 'invalid-value' };

const parseType = (raw: string): Parsed<ResourceType> => {
  const type = RESOURCE_TYPES.find((name) => name === raw);
  return type ? { ok: true, value: type } : { ok: false, problem: 'invalid-value' };
};

const parseLinkTarget = (raw: string): Parsed<LinkTarget> => {
  const target = LINK_TARGETS.find((name) => name === raw);
  return target ? { ok: true, value: target } : { ok: false, problem: 'invalid-value' };
};

/** `hide=tabs,sort` (also repeated): the known parts in a fixed order; an unknown part is reported. */
function parseHide(
  raws: readonly string[],
  report: (param: string, raw: string, problem: UrlProblem) => void,
): HideablePart[] {
  const parts = new Set<HideablePart>();
  for (const raw of raws) {
    for (const part of raw.split(',')) {
      if (isHideablePart(part)) parts.add(part);
      else if (part !== '') report('hide', part, 'invalid-value');
    }
  }
  return HIDEABLE_PARTS.filter((part) => parts.has(part));
}

/**
 * The embedding options from the values of the embedding parameters (`raw(param)` lists a parameter's values as
 * they appear). Never throws: an unusable value is reported and left out.
 */
export function parseEmbedOptions(
  raw: (param: string) => readonly string[],
  report: (param: string, raw: string, problem: UrlProblem) => void,
): EmbedOptions {
  const locks = Object.fromEntries(
    URL_FILTERS.map((name) => [
      name,
      parseFilter(name, raw(lockParam(name)), (value, problem) => report(lockParam(name), value, problem)),
    ]),
  ) as unknown as SearchFilters;
  return {
    embed: parseOne('embed', raw('embed'), parseFlag, report) ?? false,
    locks,
    lockType: parseOne(LOCK_TYPE_PARAM, raw(LOCK_TYPE_PARAM), parseType, report),
    hide: parseHide(raw('hide'), report),
    linkTarget: parseOne('linkTarget', raw('linkTarget'), parseLinkTarget, report),
    accent: parseOne('accent', raw('accent'), parseAccent, report),
    parentOrigin: parseOne('parentOrigin', raw('parentOrigin'), parseParentOrigin, report),
  };
}

/** Appends the options' parameters in EMBED_PARAMS order; defaults are left out. */
export function appendEmbedOptions(params: URLSearchParams, options: EmbedOptions): void {
  if (options.embed) params.append('embed', '1');
  for (const name of URL_FILTERS) {
    for (const value of filterKeys(options.locks, name)) params.append(lockParam(name), value);
  }
  if (options.lockType !== null) params.append(LOCK_TYPE_PARAM, options.lockType);
  if (options.hide.length > 0) params.append('hide', options.hide.join(','));
  if (options.linkTarget !== null) params.append('linkTarget', options.linkTarget);
  if (options.accent !== null) params.append('accent', options.accent);
  if (options.parentOrigin !== null) params.append('parentOrigin', options.parentOrigin);
}

/** Whether any filter is locked (a locked type counts). */
export function hasLocks(options: EmbedOptions): boolean {
  return options.lockType !== null || URL_FILTERS.some((name) => filterKeys(options.locks, name).length > 0);
}
