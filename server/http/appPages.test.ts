import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { initialLocale } from '../../src/interface/locales';
import { rootWithFrame } from '../../src/interface/pageFrame';
import { languagePages, MESSAGES_MODULE, pageLocale, readFrames, withInlineConfig } from './appPages';

const INDEX = [
  '<!doctype html>',
  '<html lang="nb">',
  '<head>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/nb-C3.js">',
  '</head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');

const MANIFEST = JSON.stringify({
  [MESSAGES_MODULE.nb]: { file: 'assets/nb-C3.js' },
  [MESSAGES_MODULE.nn]: { file: 'assets/nn-D4.js' },
  [MESSAGES_MODULE.en]: { file: 'assets/en-E5.js' },
  'src/main.ts': { file: 'assets/index-A1.js', isEntry: true },
});

describe('languagePages', () => {
  it('gives each language its own messages to preload and its own `<html lang>`, changing nothing else', () => {
    const pages = languagePages(INDEX, MANIFEST);
    expect(pages.nb).toBe(INDEX);
    expect(pages.en).toBe(
      INDEX.replace('<html lang="nb">', '<html lang="en">').replace('/assets/nb-C3.js', '/assets/en-E5.js'),
    );
    expect(pages.nn).toBe(
      INDEX.replace('<html lang="nb">', '<html lang="nn">').replace('/assets/nb-C3.js', '/assets/nn-D4.js'),
    );
  });

  it('changes only the language where the build names no messages or the page does not preload them', () => {
    const langOnly = (html: string) => ({
      nb: html,
      nn: html.replace('lang="nb"', 'lang="nn"'),
      en: html.replace('lang="nb"', 'lang="en"'),
    });
    expect(languagePages(INDEX, null)).toEqual(langOnly(INDEX));
    expect(languagePages(INDEX, '{"src/main.ts":{"file":"assets/index-A1.js"}}')).toEqual(langOnly(INDEX));
    expect(languagePages(INDEX, '{"not":"a manifest"}')).toEqual(langOnly(INDEX));
    expect(languagePages(INDEX, '{"cut short')).toEqual(langOnly(INDEX));
    const withoutPreload = INDEX.replace(/.*nb-C3.*\n/, '');
    expect(languagePages(withoutPreload, MANIFEST)).toEqual(langOnly(withoutPreload));
  });

  it('adds `lang` to an `<html>` without one, and leaves a page without `<html>` as it is', () => {
    expect(languagePages('<html><body></body></html>', null).nn).toBe('<html lang="nn"><body></body></html>');
    expect(languagePages("<HTML class='x' lang='nb'>", null).en).toBe('<HTML class=\'x\' lang="en">');
    const bare = '<!doctype html><title>Katalogsøk</title>';
    expect(languagePages(bare, MANIFEST)).toEqual({ nb: bare, nn: bare, en: bare });
  });
});

describe('each language’s frame', () => {
  const FRAMES = {
    nb: '<h1>Katalogsøk</h1>',
    nn: '<h1>Katalogsøk (nn)</h1>',
    en: '<h1>Catalogue search</h1>',
  };
  const FRAMED = INDEX.replace('<div id="root"></div>', rootWithFrame(FRAMES.nb));

  it('puts its language’s frame (and the script after it) in each page’s root, changing nothing else', () => {
    const pages = languagePages(FRAMED, MANIFEST, null, FRAMES);
    const plain = languagePages(FRAMED, MANIFEST);
    expect(pages.nb).toBe(FRAMED);
    expect(pages.en).toBe(plain.en.replace(rootWithFrame(FRAMES.nb), rootWithFrame(FRAMES.en)));
    expect(pages.nn).toBe(plain.nn.replace(rootWithFrame(FRAMES.nb), rootWithFrame(FRAMES.nn)));
  });

  it('reads the build’s frames file, and nothing else as one', () => {
    expect(readFrames(JSON.stringify(FRAMES))).toEqual(FRAMES);
    expect(readFrames(null)).toBeNull();
    expect(readFrames('{"nb":"<h1>"}')).toBeNull();
    expect(readFrames('{"cut short')).toBeNull();
  });
});

describe('withInlineConfig', () => {
  const PRELOAD = '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />';
  const PAGE = `<head><title>Katalogsøk</title>${PRELOAD}<script type="module" src="/assets/index-A1.js"></script></head>`;
  const inlineOf = (html: string) =>
    /<script type="application\/json" id="runtime-config">([^]*?)<\/script>/.exec(html)?.[1] ?? null;

  it('puts the configuration where the page preloads it, and nowhere else', () => {
    const json = '{"environments":[],"defaultEnvironment":"local"}';
    expect(withInlineConfig(PAGE, json)).toBe(
      PAGE.replace(PRELOAD, `<script type="application/json" id="runtime-config">${json}</script>`),
    );
    // In every language's page, beside that language's messages.
    const pages = languagePages(PAGE.replace('</head>', `${INDEX}</head>`), MANIFEST, json);
    for (const page of Object.values(pages)) expect(inlineOf(page)).toBe(json);
  });

  it('leaves a page that does not preload /config.json exactly once to fetch it', () => {
    const json = '{}';
    expect(withInlineConfig(INDEX, json)).toBe(INDEX);
    expect(withInlineConfig(PAGE + PRELOAD, json)).toBe(PAGE + PRELOAD);
    expect(withInlineConfig(PAGE.replace('/config.json', '/config.json.bak'), json)).toContain(
      'config.json.bak',
    );
  });

  it('no text in the configuration can end the element or start a comment, and it reads back the same', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.webUrl(), (label, url) => {
        const config = {
          environments: [{ id: 'local', label, searchApiBaseUrl: url }],
          note: `${label}</script>`,
        };
        const inline = inlineOf(withInlineConfig(PAGE, JSON.stringify(config)));
        expect(inline).not.toBeNull();
        expect(inline).not.toContain('<');
        expect(JSON.parse(inline ?? '')).toEqual(config);
      }),
    );
  });
});

describe('pageLocale', () => {
  it('chooses as the start-up script will: the URL’s `lang`, else the first language of Accept-Language the app speaks', () => {
    expect(pageLocale('?q=vann', 'en-US,en;q=0.9')).toBe('en');
    expect(pageLocale('?lang=nn', 'en-US,en;q=0.9')).toBe('nn');
    expect(pageLocale('', 'de;q=1, nn;q=0.2, en;q=0.7')).toBe('en');
    expect(pageLocale('', 'en;q=0, nn')).toBe('nn');
    expect(pageLocale('', '*')).toBe('nb');
    expect(pageLocale('', undefined)).toBe('nb');
    expect(pageLocale('', 'not a header;;;')).toBe('nb');
  });

  it('agrees with the browser’s rule for any list of preferred languages sent in order', () => {
    const tag = fc.constantFrom(
      'nb',
      'nb-NO',
      'no',
      'nn',
      'nn-NO',
      'en',
      'en-GB',
      'EN-us',
      'de',
      'sv-SE',
      'fr',
    );
    const lang = fc.option(fc.constantFrom('nb', 'nn', 'en', 'xx', ''), { nil: undefined });
    fc.assert(
      fc.property(fc.uniqueArray(tag, { maxLength: 5 }), lang, (languages, urlLang) => {
        const search = urlLang === undefined ? '' : `?lang=${urlLang}`;
        // As browsers send it: the first without a weight, the others with falling ones.
        const header = languages
          .map((t, i) => (i === 0 ? t : `${t};q=${(1 - i / 10).toFixed(1)}`))
          .join(', ');
        expect(pageLocale(search, header)).toBe(initialLocale(search, languages));
      }),
      { numRuns: 300 },
    );
  });
});
