/**
 * index.html in each UI language. The build preloads the default language's messages; a page in another
 * language would fetch those for nothing, and its own only once the start-up script had run: one more round trip
 * before the first render on a slow network. So each language gets its own copy of the page, which preloads its
 * own messages and names its language in `<html lang>` from the first byte. The language is chosen by the rule the
 * start-up script uses (`initialLocale`): `lang` in the URL, else Accept-Language, else Bokmål.
 *
 * The page also carries the runtime configuration in place of its preload of `/config.json`: one request fewer
 * before the first search, and on a slow network one connection fewer sharing the bandwidth with the scripts.
 */
import Negotiator from 'negotiator';
import { z } from 'zod';

import { join } from 'node:path';

import { DEFAULT_LOCALE, initialLocale, type Locale } from '../../src/interface/locales';
import { replaceRoot, rootWithFrame } from '../../src/interface/pageFrame';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../../src/interface/runtimeConfig';

/** The module of each language's messages, as Vite's manifest names it. */
export const MESSAGES_MODULE: Readonly<Record<Locale, string>> = {
  nb: 'src/i18n/messages/nb.ts',
  nn: 'src/i18n/messages/nn.ts',
  en: 'src/i18n/messages/en.ts',
};

/**
 * The page's frame in each language (`#root`'s markup, src/interface/pageFrame.ts), written by the build beside the
 * server bundle (scripts/frame/build.ts); index.html holds the default language's.
 */
export const FRAMES_FILE = join('.server', 'frames.json');
export type LanguageFrames = Readonly<Record<Locale, string>>;
const LanguageFrames = z.object({ nb: z.string(), nn: z.string(), en: z.string() });

/** The build's frames from their file's text, or `null` when it is not theirs. */
export function readFrames(json: string | null): LanguageFrames | null {
  if (json === null) return null;
  const parsed = LanguageFrames.safeParse(parseJson(json));
  return parsed.success ? parsed.data : null;
}

const Manifest = z.record(z.string(), z.object({ file: z.string() }));

export type LanguagePages = Readonly<Record<Locale, string>>;

/**
 * The page for each language, made from the built index.html and Vite's manifest (`null` when the build has
 * none). Where the page does not preload the default language's messages (another build, a hand-written page),
 * only `<html lang>` differs. `runtimeConfigJson` (what `/config.json` answers) replaces the page's preload of
 * `/config.json`; a page without that preload is left to fetch it. With `frames`, a page whose root holds a frame (or
 * is empty) gets its language's frame there.
 */
export function languagePages(
  indexHtml: string,
  manifestJson: string | null,
  runtimeConfigJson: string | null = null,
  frames: LanguageFrames | null = null,
): LanguagePages {
  const files = messagesFiles(manifestJson);
  const html = runtimeConfigJson === null ? indexHtml : withInlineConfig(indexHtml, runtimeConfigJson);
  const defaultPreload = files ? preloadOf(html, files[DEFAULT_LOCALE]) : null;
  const page = (locale: Locale): string => {
    const withLang = html.replace(/<html(\s[^>]*)?>/i, (tag) => withLangAttribute(tag, locale));
    const withFrame = (frames && replaceRoot(withLang, rootWithFrame(frames[locale]))) ?? withLang;
    if (!files || !defaultPreload) return withFrame;
    return withFrame.replace(defaultPreload, defaultPreload.replace(files[DEFAULT_LOCALE], files[locale]));
  };
  return { nb: page('nb'), nn: page('nn'), en: page('en') };
}

/**
 * `html` with its one `<link>` to `/config.json` replaced by the configuration itself. Every `<` is written as its
 * JSON escape, so no text in the configuration (a label, a URL) can close the element or open a comment.
 */
export function withInlineConfig(html: string, runtimeConfigJson: string): string {
  const links = (html.match(/<link\b[^>]*>/gi) ?? []).filter((link) =>
    /\shref=["']?\/config\.json["'\s>]/i.test(link),
  );
  if (links.length !== 1 || links[0] === undefined) return html;
  const script = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${runtimeConfigJson.replaceAll('<', '\\u003c')}</script>`;
  return html.replace(links[0], () => script);
}

/** The languages an Accept-Language header prefers, best first. */
export function acceptedLanguages(acceptLanguage: string | undefined): string[] {
  return acceptLanguage === undefined
    ? []
    : new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
}

/** The language of a page request: `search` is the URL's query (with or without `?`). */
export function pageLocale(search: string, acceptLanguage: string | undefined): Locale {
  return initialLocale(search, acceptedLanguages(acceptLanguage));
}

function messagesFiles(manifestJson: string | null): Record<Locale, string> | null {
  if (manifestJson === null) return null;
  const parsed = Manifest.safeParse(parseJson(manifestJson));
  if (!parsed.success) return null;
  const fileOf = (locale: Locale) => parsed.data[MESSAGES_MODULE[locale]]?.file;
  const [nb, nn, en] = [fileOf('nb'), fileOf('nn'), fileOf('en')];
  return nb && nn && en ? { nb, nn, en } : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The one `<link rel="modulepreload">` of `file` in the page, or `null` when there is not exactly one. */
function preloadOf(html: string, file: string): string | null {
  const links = html.match(/<link\b[^>]*>/gi) ?? [];
  const preloads = links.filter(
    (link) => /\brel=["']?modulepreload\b/i.test(link) && link.includes(`/${file}`),
  );
  return preloads.length === 1 ? (preloads[0] ?? null) : null;
}

function withLangAttribute(tag: string, locale: Locale): string {
  return /\slang=/i.test(tag)
    ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` lang="${locale}"`)
    : tag.replace(/^<html/i, `<html lang="${locale}"`);
}
