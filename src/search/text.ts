/**
 * Text of the catalogue as the UI shows it: the best language variant, and titles and descriptions (which may
 * hold HTML, descriptions also Markdown) reduced to plain text that is rendered as text, never as markup.
 */
import type { Locale } from '../interface/locales';

/** A text in one language, with the language it is actually in (for the `lang` attribute). */
export interface LocalizedPick {
  readonly text: string;
  readonly lang: string;
}

/** The language variants tried for each UI language, in order. */
export const LANGUAGE_FALLBACKS: Readonly<Record<Locale, readonly string[]>> = {
  nb: ['nb', 'no', 'nn', 'en'],
  nn: ['nn', 'nb', 'no', 'en'],
  en: ['en', 'nb', 'no', 'nn'],
};

/**
 * The variant of a localized text to show in `locale`, falling back through LANGUAGE_FALLBACKS and then
 * any other non-blank variant. `null` when every variant is missing or blank.
 */
export function pickLocalized(
  text: Readonly<Record<string, unknown>> | null | undefined,
  locale: Locale,
): LocalizedPick | null {
  if (!text) return null;
  const order = [...LANGUAGE_FALLBACKS[locale], ...Object.keys(text).sort()];
  for (const lang of order) {
    const value = text[lang];
    if (typeof value === 'string' && value.trim() !== '') return { text: value.trim(), lang };
  }
  return null;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  aring: 'å',
  Aring: 'Å',
  oslash: 'ø',
  Oslash: 'Ø',
  aelig: 'æ',
  AElig: 'Æ',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  deg: '°',
  euro: '€',
};

function codePointText(code: number): string {
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/** Decodes character references (`&amp;`, `&#229;`, `&#xE5;`); unknown names are left as they are. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g,
    (whole: string, dec?: string, hex?: string, name?: string) => {
      if (dec !== undefined) return codePointText(Number.parseInt(dec, 10));
      if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
      return (name !== undefined ? NAMED_ENTITIES[name] : undefined) ?? whole;
    },
  );
}

/** Markdown's backslash escapes are hidden in this private-use block while the syntax is removed. */
const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!>|~<&])/g;
const PRIVATE_BASE = 0xe000;
const PRIVATE_RANGE = /[\ue000-\ue07f]/g;

function hideEscapes(text: string): string {
  PRIVATE_RANGE.lastIndex = 0;
  if (PRIVATE_RANGE.test(text)) return text;
  return text.replace(ESCAPABLE, (_whole, char: string) =>
    String.fromCharCode(PRIVATE_BASE + char.charCodeAt(0)),
  );
}

function restoreEscapes(text: string): string {
  return text.replace(PRIVATE_RANGE, (char) => String.fromCharCode(char.charCodeAt(0) - PRIVATE_BASE));
}

function stripHtml(text: string): string {
  return text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript|iframe|object)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<(?:br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/<\/?[a-zA-Z][^>]*$/g, '');
}

function stripInline(line: string): string {
  return (
    line
      // Images and links keep their text; reference definitions are dropped by the caller.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\p{L}\p{N}*])\*(?=\S)([^*]*?\S)\*(?![\p{L}\p{N}])/gu, '$1$2')
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}])/gu, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
  );
}

function stripBlock(line: string): string | null {
  if (/^\s*\[[^\]]+\]:\s*\S+/.test(line)) return null;
  if (/^\s*(?:```|~~~)/.test(line)) return null;
  if (/^\s{0,3}(?:[-*_]\s*){3,}$/.test(line) || /^\s{0,3}=+\s*$/.test(line)) return null;
  if (/^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/.test(line) && line.includes('-')) return null;
  return line
    .replace(/^\s*(?:>\s?)+/, '')
    .replace(/^\s{0,3}#{1,6}(?:\s+|$)/, '')
    .replace(/\s+#+\s*$/, '')
    .replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/, '')
    .replace(/\s*\|\s*/g, ' ');
}

/**
 * Markdown (and stray HTML) to one line of plain text: syntax removed, link and image texts kept, HTML tags
 * and the content of `<script>`/`<style>` dropped, character references decoded, whitespace collapsed. The
 * result may contain `<` (from `&lt;`): render it as text.
 */
export function stripMarkdown(markdown: string): string {
  const text = stripHtml(
    hideEscapes(markdown.replace(/\r\n?/g, '\n')).replace(/<((?:https?|mailto|ftp):[^>\s]+)>/gi, '$1'),
  );
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const block = stripBlock(line);
    if (block !== null) lines.push(stripInline(block));
  }
  return restoreEscapes(decodeEntities(lines.join('\n')))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A title as plain text: HTML tags dropped (and the content of `<script>` and `<style>`), character references
 * decoded, whitespace collapsed (`"… avløp <i>utgått</i>"` → `"… avløp utgått"`). Unlike a description no Markdown
 * is removed: a title such as "1. Befolkning" or "*Stjerne*-data" means what it says. The result may contain `<`
 * (from `&lt;`): render it as text, never as HTML.
 */
export function cleanTitle(title: string): string {
  return decodeEntities(stripHtml(title.replace(/\r\n?/g, '\n')))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters (ellipsis included), cut at a word boundary when one is near the end,
 * never inside a surrogate pair.
 */
export function excerpt(text: string, max = 300): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const limit = Math.max(1, max - 1);
  let cut = clean.slice(0, limit + 1).search(/\s\S*$/);
  if (cut < limit * 0.6) cut = limit;
  const code = clean.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${clean
    .slice(0, cut)
    .replace(/[\s,;:.\-–—]+$/, '')
    .trimEnd()}…`;
}
