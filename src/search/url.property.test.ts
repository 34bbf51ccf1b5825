import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LOCALES } from '../interface/locales';
import { embedArb, pathnameArb, previewArb, searchStringArb, stateArb } from './testing/arbitraries';
import { parseSearchUrl, previewHrefs, searchHref, serializeSearchUrl } from './url';
import { isValidState } from './validate';

const langArb = fc.constantFrom(null, ...LOCALES);

const envArb = fc.constantFrom(null, 'demo', 'a b&c=d');

describe('URL codec properties', () => {
  it('a preview href written from the search written once is the canonical URL with that preview', () => {
    fc.assert(
      fc.property(stateArb, langArb, previewArb, envArb, embedArb, (state, lang, preview, env, embed) => {
        const id = preview ?? '';
        expect(previewHrefs(state, lang, env, embed)(id)).toBe(searchHref(state, lang, id, env, embed));
      }),
      { numRuns: 400 },
    );
  });

  it('generated states are valid (the checker accepts what the generator makes)', () => {
    fc.assert(
      fc.property(stateArb, (state) => isValidState(state)),
      { numRuns: 300 },
    );
  });

  it('parse(serialize(s)) gives s back, with no notices, as the canonical URL', () => {
    fc.assert(
      fc.property(stateArb, langArb, previewArb, embedArb, (state, lang, preview, embed) => {
        const { pathname, search } = serializeSearchUrl(state, lang, preview, null, embed);
        const parsed = parseSearchUrl(pathname, search);
        // A locked type is the search's scope, whatever the path said.
        const scope = embed.lockType ?? state.scope;
        expect(parsed.state).toEqual({ ...state, scope });
        expect(parsed.lang).toBe(lang);
        expect(parsed.preview).toBe(preview);
        expect(parsed.embed).toEqual(embed);
        expect(parsed.notices).toEqual([]);
        expect(parsed.canonical).toBe(scope === state.scope);
      }),
      { numRuns: 400 },
    );
  });

  it('parsing any path and query string never throws and yields a valid state', () => {
    fc.assert(
      fc.property(pathnameArb, searchStringArb, (pathname, search) => {
        const parsed = parseSearchUrl(pathname, search);
        expect(isValidState(parsed.state)).toBe(true);
        expect(parsed.lang === null || LOCALES.includes(parsed.lang)).toBe(true);
        expect(typeof parsed.canonical).toBe('boolean');
        if (parsed.notices.length > 0) expect(parsed.canonical).toBe(false);
      }),
      { numRuns: 600 },
    );
  });

  it('serializing is canonical: parse then serialize is idempotent', () => {
    fc.assert(
      fc.property(pathnameArb, searchStringArb, (pathname, search) => {
        const first = parseSearchUrl(pathname, search);
        const url = serializeSearchUrl(first.state, first.lang, first.preview, null, first.embed);
        const second = parseSearchUrl(url.pathname, url.search);
        expect(second.state).toEqual(first.state);
        expect(second.lang).toBe(first.lang);
        expect(second.preview).toBe(first.preview);
        expect(second.embed).toEqual(first.embed);
        expect(second.notices).toEqual([]);
        expect(second.canonical).toBe(true);
        expect(serializeSearchUrl(second.state, second.lang, second.preview, null, second.embed)).toEqual(
          url,
        );
        // Always one path on the app's own origin: never `//host`, never a backslash or escape.
        expect(url.pathname).toMatch(/^\/[a-z-]*$/);
      }),
      { numRuns: 600 },
    );
  });

  it('a URL reported canonical is exactly the serialization of its state', () => {
    fc.assert(
      fc.property(pathnameArb, searchStringArb, (pathname, search) => {
        const parsed = parseSearchUrl(pathname, search);
        if (!parsed.canonical) return;
        const url = serializeSearchUrl(parsed.state, parsed.lang, parsed.preview, null, parsed.embed);
        expect(url.pathname).toBe(pathname);
        expect(url.search.replace(/^\?/, '')).toBe(search.replace(/^\?/, ''));
      }),
      { numRuns: 400 },
    );
  });

  it('the parameters come in the fixed order and list values sorted', () => {
    const order = ['q', 'fields', 'dataTheme', 'openData', 'formats', 'accessRights', 'losTheme', 'orgPath'];
    const rest = ['spatial', 'provenance', 'lastXDays', 'lastXDaysModified', 'relations'];
    const expected = [...order, ...rest, 'sort', 'page', 'size', 'lang', 'preview'];
    fc.assert(
      fc.property(stateArb, langArb, previewArb, (state, lang, preview) => {
        const params = [...new URLSearchParams(serializeSearchUrl(state, lang, preview).search)];
        const names = params.map(([name]) => name);
        const positions = names.map((name) => expected.indexOf(name));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        for (const name of ['dataTheme', 'formats', 'losTheme', 'spatial', 'fields']) {
          const values = params.filter(([key]) => key === name).map(([, value]) => value);
          expect(values).toEqual([...new Set(values)].sort());
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the preview is no part of the search: any preview leaves the state, and so the request, unchanged', () => {
    fc.assert(
      fc.property(stateArb, langArb, previewArb, (state, lang, preview) => {
        const without = parseSearchUrl(
          serializeSearchUrl(state, lang).pathname,
          serializeSearchUrl(state, lang).search,
        );
        const url = serializeSearchUrl(state, lang, preview);
        const withPreview = parseSearchUrl(url.pathname, url.search);
        expect(withPreview.state).toEqual(without.state);
        expect(withPreview.lang).toBe(without.lang);
      }),
      { numRuns: 200 },
    );
  });
});
