import { describe, expect, it } from 'vitest';

import { DEFAULT_SEARCH_STATE, EMPTY_FILTERS, type SearchState } from './state';
import { parseSearchUrl, serializeSearchUrl, searchHref } from './url';

const state = (overrides: Partial<SearchState>): SearchState => ({ ...DEFAULT_SEARCH_STATE, ...overrides });

describe('serializeSearchUrl', () => {
  it('writes the default search as the bare root', () => {
    expect(serializeSearchUrl(DEFAULT_SEARCH_STATE, null)).toEqual({ pathname: '/', search: '' });
  });

  it('writes every parameter in the contract order, list values sorted and repeated', () => {
    const full = state({
      scope: 'datasets',
      q: 'barnehage oslo',
      fields: ['title'],
      filters: {
        dataTheme: ['GOVE', 'ENVI'],
        openData: true,
        formats: ['MEDIA_TYPE text/csv'],
        accessRights: 'PUBLIC',
        losTheme: ['helse-og-omsorg'],
        orgPath: '/STAT/912660680',
        spatial: ['Oslo', 'Bærum'],
        provenance: 'NASJONAL',
        lastXDays: 30,
        lastXDaysModified: 7,
        relations: 'https://data.norge.no/concepts/1',
      },
      sort: 'newest',
      page: 3,
      size: 50,
    });
    const { pathname, search } = serializeSearchUrl(full, 'en');
    expect(pathname).toBe('/datasets');
    expect(search).toBe(
      '?q=barnehage+oslo&fields=title&dataTheme=ENVI&dataTheme=GOVE&openData=true' +
        '&formats=MEDIA_TYPE+text%2Fcsv&accessRights=PUBLIC&losTheme=helse-og-omsorg&orgPath=%2FSTAT%2F912660680' +
        '&spatial=B%C3%A6rum&spatial=Oslo&provenance=NASJONAL&lastXDays=30&lastXDaysModified=7' +
        '&relations=https%3A%2F%2Fdata.norge.no%2Fconcepts%2F1' +
        '&sort=newest&page=3&size=50&lang=en',
    );
  });

  it('writes "null" for the has-none bucket and leaves out all three fields', () => {
    const search = serializeSearchUrl(
      state({ filters: { ...EMPTY_FILTERS, orgPath: 'null', accessRights: 'null' } }),
      null,
    ).search;
    expect(search).toBe('?accessRights=null&orgPath=null');
  });

  it('gives a link target with searchHref', () => {
    expect(searchHref(state({ scope: 'concepts', q: 'skatt' }), 'nn')).toBe('/concepts?q=skatt&lang=nn');
  });
});

describe('parseSearchUrl', () => {
  it('reads the canonical URL back without notices', () => {
    const parsed = parseSearchUrl('/data-services', '?q=api&formats=MEDIA_TYPE+text%2Fcsv&page=2');
    expect(parsed.state).toEqual(
      state({
        scope: 'data-services',
        q: 'api',
        filters: { ...EMPTY_FILTERS, formats: ['MEDIA_TYPE text/csv'] },
        page: 2,
      }),
    );
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(true);
    expect(parsed.lang).toBeNull();
  });

  it('tolerates a trailing slash but asks for the canonical path', () => {
    const parsed = parseSearchUrl('/datasets/', '');
    expect(parsed.state.scope).toBe('datasets');
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(false);
  });

  it('turns an unknown path into the root with a notice', () => {
    const parsed = parseSearchUrl('/dataset', '?q=x');
    expect(parsed.state.scope).toBe('all');
    expect(parsed.notices).toEqual([{ param: 'path', value: '/dataset', problem: 'unknown-path' }]);
    expect(parsed.canonical).toBe(false);
  });

  it('drops unusable values and reports each one', () => {
    const parsed = parseSearchUrl('/', '?page=-3&size=7&openData=maybe&colour=blue&sort=best&lang=de');
    expect(parsed.state).toEqual(DEFAULT_SEARCH_STATE);
    expect(parsed.lang).toBeNull();
    expect(parsed.notices).toEqual([
      { param: 'colour', value: 'blue', problem: 'unknown-parameter' },
      { param: 'openData', value: 'maybe', problem: 'invalid-value' },
      { param: 'sort', value: 'best', problem: 'invalid-value' },
      { param: 'page', value: '-3', problem: 'invalid-value' },
      { param: 'size', value: '7', problem: 'invalid-value' },
      { param: 'lang', value: 'de', problem: 'invalid-value' },
    ]);
    expect(parsed.canonical).toBe(false);
  });

  it('keeps the first value of a single-valued filter and reports a different second one', () => {
    const parsed = parseSearchUrl(
      '/',
      '?accessRights=PUBLIC&accessRights=RESTRICTED&provenance=VEDTAK&provenance=VEDTAK',
    );
    expect(parsed.state.filters.accessRights).toBe('PUBLIC');
    expect(parsed.state.filters.provenance).toBe('VEDTAK');
    expect(parsed.notices).toEqual([{ param: 'accessRights', value: 'RESTRICTED', problem: 'duplicate' }]);
  });

  it('rejects malformed LOS paths, orgPaths and codes', () => {
    const parsed = parseSearchUrl(
      '/',
      '?losTheme=%2Fhelse&losTheme=helse-og-omsorg&orgPath=STAT%2F1&dataTheme=envi&provenance=null',
    );
    expect(parsed.state.filters.losTheme).toEqual(['helse-og-omsorg']);
    expect(parsed.state.filters.orgPath).toBeNull();
    expect(parsed.state.filters.dataTheme).toEqual([]);
    expect(parsed.state.filters.provenance).toBeNull();
    expect(parsed.notices.map((notice) => [notice.param, notice.problem])).toEqual([
      ['dataTheme', 'invalid-value'],
      ['losTheme', 'invalid-value'],
      ['orgPath', 'invalid-value'],
      ['provenance', 'invalid-value'],
    ]);
  });

  it('caps the page to the service window (page * size <= 10 000)', () => {
    expect(parseSearchUrl('/', '?page=501').state.page).toBe(500);
    expect(parseSearchUrl('/', '?page=500').notices).toEqual([]);
    const large = parseSearchUrl('/', '?page=200&size=100');
    expect(large.state.page).toBe(100);
    expect(large.notices).toEqual([{ param: 'page', value: '200', problem: 'out-of-range' }]);
    expect(parseSearchUrl('/', '?page=0').notices).toEqual([
      { param: 'page', value: '0', problem: 'out-of-range' },
    ]);
  });

  it('caps day counts at 36 500 and refuses 0', () => {
    const parsed = parseSearchUrl('/', '?lastXDays=99999&lastXDaysModified=0');
    expect(parsed.state.filters.lastXDays).toBe(36_500);
    expect(parsed.state.filters.lastXDaysModified).toBeNull();
    expect(parsed.notices.map((notice) => notice.problem)).toEqual(['out-of-range', 'out-of-range']);
  });

  it('reads fields: all three = absent, none valid = absent with a notice', () => {
    const all = parseSearchUrl('/', '?fields=title&fields=keyword&fields=description');
    expect(all.state.fields).toEqual(['description', 'keyword', 'title']);
    expect(all.notices).toEqual([]);
    expect(all.canonical).toBe(false);
    const none = parseSearchUrl('/', '?fields=body');
    expect(none.state.fields).toEqual(['description', 'keyword', 'title']);
    expect(none.notices).toEqual([{ param: 'fields', value: 'body', problem: 'invalid-value' }]);
    const two = parseSearchUrl('/', '?fields=title&fields=description&fields=title');
    expect(two.state.fields).toEqual(['description', 'title']);
    expect(two.canonical).toBe(false);
  });

  it('trims the query but keeps its inner spacing; a blank query is absent', () => {
    expect(parseSearchUrl('/', '?q=++barne++hage+').state.q).toBe('barne  hage');
    const blank = parseSearchUrl('/', '?q=+++');
    expect(blank.state.q).toBe('');
    expect(blank.notices).toEqual([]);
    expect(blank.canonical).toBe(false);
  });

  it('sorts and de-duplicates list values, marking the URL as not canonical', () => {
    const parsed = parseSearchUrl('/', '?dataTheme=GOVE&dataTheme=ENVI&dataTheme=GOVE');
    expect(parsed.state.filters.dataTheme).toEqual(['ENVI', 'GOVE']);
    expect(parsed.notices).toEqual([]);
    expect(parsed.canonical).toBe(false);
  });

  it('accepts the query string with or without its question mark', () => {
    expect(parseSearchUrl('/', 'q=x').canonical).toBe(true);
    expect(parseSearchUrl('/', '?q=x').canonical).toBe(true);
    expect(parseSearchUrl('/', '?').canonical).toBe(true);
  });

  it('survives malformed percent-encoding and names a value that is not UTF-8 instead of reading U+FFFD', () => {
    const parsed = parseSearchUrl('/%E0%A4%A', '?q=%E0%A4%A&%=1&page=%');
    expect(parsed.state.q).toBe('');
    expect(parsed.notices).toEqual([
      { param: 'path', value: '/%E0%A4%A', problem: 'unknown-path' },
      { param: 'q', value: '%E0%A4%A', problem: 'invalid-encoding' },
      { param: '%', value: '1', problem: 'unknown-parameter' },
      { param: 'page', value: '%', problem: 'invalid-value' },
    ]);
    expect(parseSearchUrl('/', '?dataTheme=%C3&dataTheme=ENVI').notices).toEqual([
      { param: 'dataTheme', value: '%C3', problem: 'invalid-encoding' },
    ]);
  });

  it.each(['/%E0%A4%A', '/%zz', '/%00', '//evil.example', '/datasets//x', '/datasets\\x', '/nope'])(
    "corrects the hostile path %s to the app's own root, with a notice",
    (pathname) => {
      const parsed = parseSearchUrl(pathname, '?q=vann');
      expect(parsed.canonical).toBe(false);
      expect(parsed.notices).toEqual([{ param: 'path', value: pathname, problem: 'unknown-path' }]);
      expect(serializeSearchUrl(parsed.state, parsed.lang)).toEqual({ pathname: '/', search: '?q=vann' });
    },
  );

  it('reads the "has none" value of organisation and access rights', () => {
    const parsed = parseSearchUrl('/', '?accessRights=null&orgPath=null');
    expect(parsed.state.filters.accessRights).toBe('null');
    expect(parsed.state.filters.orgPath).toBe('null');
    expect(parsed.canonical).toBe(true);
  });
});

describe('the preview parameter', () => {
  const id = '0b3bfa6b-3bd1-4d4e-8d5b-1b1ba3c7b3a5';

  it('is written after lang and read back, outside the search state', () => {
    const href = searchHref(state({ q: 'vann' }), 'en', id);
    expect(href).toBe(`/?q=vann&lang=en&preview=${id}`);
    const parsed = parseSearchUrl('/', href.slice(1));
    expect(parsed.preview).toBe(id);
    expect(parsed.state).toEqual(state({ q: 'vann' }));
    expect(parsed.canonical).toBe(true);
  });

  it('is absent by default', () => {
    expect(parseSearchUrl('/', '?q=vann').preview).toBeNull();
    expect(searchHref(state({ q: 'vann' }), null)).toBe('/?q=vann');
  });

  it('drops an id with spaces, control characters or an empty value, with a notice', () => {
    for (const bad of ['', 'a b', 'a\u0000b', 'x'.repeat(201)]) {
      const parsed = parseSearchUrl('/', `?preview=${encodeURIComponent(bad)}`);
      expect(parsed.preview).toBeNull();
      expect(parsed.notices).toEqual([{ param: 'preview', value: bad, problem: 'invalid-value' }]);
    }
  });

  it('keeps the first of two different ids and reports the second', () => {
    const parsed = parseSearchUrl('/', '?preview=a&preview=b');
    expect(parsed.preview).toBe('a');
    expect(parsed.notices).toEqual([{ param: 'preview', value: 'b', problem: 'duplicate' }]);
  });
});

describe('the relations filter', () => {
  it('takes an http(s) URI and refuses anything else', () => {
    const uri = 'https://data.norge.no/concepts/1';
    expect(parseSearchUrl('/', `?relations=${encodeURIComponent(uri)}`).state.filters.relations).toBe(uri);
    for (const bad of ['javascript:alert(1)', 'data.norge.no/x', 'https://a b']) {
      const parsed = parseSearchUrl('/', `?relations=${encodeURIComponent(bad)}`);
      expect(parsed.state.filters.relations).toBeNull();
      expect(parsed.notices[0]?.problem).toBe('invalid-value');
    }
  });
});
